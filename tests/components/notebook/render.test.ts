import { describe, expect, it } from 'vitest';
import {
  renderOutputs,
  toHtml,
  errorText,
  hasChart,
  hasProse,
  chartLabel,
} from '../../../src/components/notebook/render';
import { proseHtml } from '../../../src/components/notebook/prose';
import { runCell } from '../../../src/components/notebook/run';
import { dedent, limitText } from '../../../src/components/notebook/source';
import { markSpec } from '../../../src/components/notebook/chart-spec';

const html = async (code: string) => toHtml(renderOutputs((await runCell(code)).outputs), () => '<svg></svg>');

describe('render', () => {
  it('a printed string with HTML in it → escaped text, never markup', async () => {
    const out = await html('console.log("<img src=x onerror=alert(1)>")');
    expect(out).toBe('<div class="nb-log">&lt;img src=x onerror=alert(1)&gt;</div>');
  });
  it('an object → an open <details> node with a one-line summary', async () => {
    const out = await html('({ a: 1, b: [1, 2] })');
    expect(out).toContain('<details class="nb-node" open><summary>{a: 1, b: [1, 2]}</summary>');
  });
  it('rows of records → a table with a caption', async () => {
    const out = await html('[{ v: 1, t: 2 }, { v: 2, t: 4 }]');
    expect(out).toContain('<caption>2 rows</caption>');
    expect(out).toContain('<th scope="col">v</th>');
  });
  it('a chart → a labelled image drawn by the given renderer', async () => {
    const nodes = renderOutputs(
      (await runCell('Plot.plot({ marks: [Plot.dot([[1, 2]], { x: "0", y: "1" })] })')).outputs,
    );
    expect(hasChart(nodes)).toBe(true);
    expect(toHtml(nodes, () => '<svg></svg>')).toBe(
      '<div class="nb-value"><div class="nb-chart" role="img" aria-label="chart with dot (x 0, y 1), 1 points" tabindex="0"><svg></svg></div></div>',
    );
  });
  it('md`…` → prose rendered by the given renderer: Markdown and KaTeX, the cell’s HTML escaped', async () => {
    const nodes = renderOutputs(
      (await runCell('const n = 2;\nmd`**bold** $x^${n}$ <script>alert(1)</script>`')).outputs,
    );
    expect(hasProse(nodes)).toBe(true);
    expect(hasChart(nodes)).toBe(false);
    const out = toHtml(nodes, () => '', proseHtml);
    expect(out).toMatch(
      /^<div class="nb-value"><div class="nb-prose"><p><strong>bold<\/strong> <span class="math math-inline"><span class="katex">/,
    );
    expect(out).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).not.toContain('<script');
  });
  it('md`…` with no prose renderer given → its Markdown as escaped text', async () => {
    const nodes = renderOutputs((await runCell('md`*a* <b>`')).outputs);
    expect(toHtml(nodes, () => '')).toBe(
      '<div class="nb-value"><div class="nb-prose"><pre>*a* &lt;b&gt;</pre></div></div>',
    );
  });
  it('console.log(md`…`) → the prose rendered in the log line', async () => {
    const nodes = renderOutputs((await runCell('console.log("note:", md`*a*`)')).outputs);
    expect(toHtml(nodes, () => '', proseHtml)).toBe(
      '<div class="nb-log">note: <div class="nb-prose"><p><em>a</em></p></div></div>',
    );
  });
  it('an error with a line → "Name on line N: message"', () => {
    expect(errorText({ name: 'TypeError', message: 'x is not a function', line: 4 })).toBe(
      'TypeError on line 4: x is not a function',
    );
    expect(errorText({ name: 'Stopped', message: 'too long' })).toBe('Stopped: too long');
  });
});

describe('chart spec', () => {
  it('href, render and functions outside channels → dropped', () => {
    const m = markSpec('dot', [{ a: 1 }], { x: 'a', href: 'javascript:alert(1)', render: () => null, sort: () => 0 });
    expect(m.options).toEqual({ x: 'a' });
    expect(chartLabel({ marks: [m], options: { title: 'T' } })).toBe('T: chart with dot (x a), 1 points');
  });
});

describe('source', () => {
  it('indented MDX template → common indentation and blank ends removed', () => {
    expect(dedent('\n    const a = 1;\n      a\n  \n')).toBe('const a = 1;\n  a');
  });
  it('limits → "2 s", "0.5 s"', () => {
    expect([limitText(2000), limitText(500)]).toEqual(['2 s', '0.5 s']);
  });
});
