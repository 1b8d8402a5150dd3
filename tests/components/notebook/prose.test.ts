import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_MARKS, MAX_PROSE, proseHtml } from '../../../src/components/notebook/prose';
// Under another name: Prettier formats a template tagged `md` as Markdown, and would rewrite these.
import { md as m, tex } from '../../../src/components/notebook/prose-tag';
import { runCell } from '../../../src/components/notebook/run';
import { serialize } from '../../../src/components/notebook/serialize';
import { isKnown } from '../../../src/components/notebook/session';

/** The value a cell returns. */
const value = async (code: string) => {
  const r = await runCell(code);
  expect(r.ok, JSON.stringify(r.outputs)).toBe(true);
  return r.outputs.find((o) => o.kind === 'value')?.value;
};

/** Every tag name in some HTML. */
const tags = (html: string) => new Set(Array.from(html.matchAll(/<([a-zA-Z][\w-]*)/g), (m) => m[1]!.toLowerCase()));

describe('proseHtml: Markdown', () => {
  it('headings, emphasis, lists, code → their elements', () => {
    const html = proseHtml(
      '# Title\n\nSome *em* and **strong**.\n\n- one\n- two\n\n1. first\n\n`x = 1`\n\n```\ncode\n```',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(html).toContain('<code>x = 1</code>');
    expect(html).toContain('<pre><code>code\n</code></pre>');
  });
  it('an http(s) link → an <a> to it; a relative one kept', () => {
    expect(proseHtml('[site](https://example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2">site</a></p>',
    );
    expect(proseHtml('[ch 2](../chapters/two/)')).toBe('<p><a href="../chapters/two/">ch 2</a></p>');
  });
});

describe('proseHtml: math', () => {
  it('inline $x^2$ → KaTeX markup (HTML and MathML), inline', () => {
    const html = proseHtml('the square $x^2$ here');
    expect(html).toMatch(/^<p>the square <span class="math math-inline"><span class="katex">/);
    expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(html).toContain('class="katex-html"');
    expect(html).not.toContain('katex-display');
  });
  it('$$…$$ on lines of its own, or within a line → display math', () => {
    const block = proseHtml('$$\n\\frac{a}{b}\n$$');
    expect(block).toMatch(/^<div class="math math-display"><span class="katex-display">/);
    expect(block).toContain('class="mfrac"');
    expect(proseHtml('so $$E = mc^2$$ holds')).toContain('<span class="katex-display">');
  });
  it('a formula KaTeX cannot read → its source in red, and no throw', () => {
    const html = proseHtml('$\\frac{1}{$ and $\\nosuchmacro$');
    expect(html).toContain('katex-error');
    expect(html).toContain('\\nosuchmacro');
  });
  it('\\href, \\url, \\includegraphics, \\htmlClass → not trusted: no link, image or class made', () => {
    const html = proseHtml(
      '$\\href{javascript:alert(1)}{x}$ $\\url{https://e.com}$ $\\includegraphics{https://e.com/x.png}$ $\\htmlClass{evil}{x}$',
    );
    expect(tags(html).has('a')).toBe(false);
    expect(tags(html).has('img')).toBe(false);
    expect(html).not.toMatch(/href=|src=|class="evil"/);
  });
  it('a macro that expands forever → stopped by maxExpand, quickly', () => {
    const t0 = performance.now();
    const html = proseHtml('$\\def\\a{\\a\\a}\\a$');
    expect(html).toContain('katex-error');
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

describe('proseHtml: hostile input comes out inert', () => {
  it('<script> → escaped text, no element', () => {
    const html = proseHtml('<script>alert(1)</script>\n\nand inline <script>alert(2)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(tags(html).has('script')).toBe(false);
  });
  it('<img onerror> and other raw HTML → escaped text', () => {
    const html = proseHtml(
      '<img src=x onerror=alert(1)>\n\n<div onclick="x()">hi</div> <iframe src="https://e.com"></iframe>',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;');
    expect([...tags(html)].filter((t) => !['p'].includes(t))).toEqual([]);
  });
  it('javascript:, data: and vbscript: links → an empty href', () => {
    const html = proseHtml(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<script>x</script>) [d](vbscript:x) <javascript:alert(1)>',
    );
    const hrefs = Array.from(html.matchAll(/href="([^"]*)"/g), (m) => m[1]);
    expect(hrefs).toEqual(['', '', '', '', '']);
  });
  it('an image → a link to it with its alt text, never an <img> (nothing fetched)', () => {
    expect(proseHtml('![a chart](https://e.com/x.png "T")')).toBe(
      '<p><a href="https://e.com/x.png" title="T"><span class="nb-prose-image">image: a chart</span></a></p>',
    );
    // Inside a link: the text only (no link in a link); an address dropped: the text only.
    expect(proseHtml('[![pic](x.png)](https://a.b) ![](data:image/png;base64,AA)')).toBe(
      '<p><a href="https://a.b"><span class="nb-prose-image">image: pic</span></a> <span class="nb-prose-image">image</span></p>',
    );
    expect(tags(proseHtml('![x](/favicon.svg) ![y][r]\n\n[r]: https://e.com/y.png')).has('img')).toBe(false);
  });
  it('an attribute cannot be broken out of: quotes in link addresses and titles are escaped', () => {
    const html = proseHtml('[x](https://e.com/"onmouseover="alert(1) "t\\"onclick=\\"y")');
    expect(html).not.toMatch(/" on\w+=|"on\w+="/);
  });
  it(`input over ${MAX_PROSE} characters → the first ${MAX_PROSE} rendered, and the cut said`, () => {
    const html = proseHtml('word '.repeat(40_000));
    expect(html).toContain('cut: 200,000 characters, the first 50,000 shown.');
    expect(html.length).toBeLessThan(60_000);
  });
  it(`a line opening more than ${MAX_DEPTH} quotes or lists → the rest of the line is text`, () => {
    const html = proseHtml('> '.repeat(MAX_DEPTH + 5) + 'deep');
    expect(html.match(/<blockquote>/g)).toHaveLength(MAX_DEPTH);
    expect(html).toContain('&gt; &gt; &gt; &gt; &gt; deep');
    expect(proseHtml('1. '.repeat(MAX_DEPTH + 1) + 'x').match(/<ol>/g)).toHaveLength(MAX_DEPTH);
  });
  it(`a paragraph with more than ${MAX_MARKS} emphasis, link or math marks → shown as written, escaped`, () => {
    const html = proseHtml(`*hi* <b>${'*_'.repeat(MAX_MARKS)}`);
    expect(html).toContain('Shown as written: a paragraph holds 1,002 emphasis, link or math marks');
    expect(html).toContain('<pre class="nb-prose-source">*hi* &lt;b&gt;*_*_');
    expect(tags(html).has('b')).toBe(false);
    // Paragraphs under the limit, however many, render.
    expect(proseHtml(Array(20).fill('*a* '.repeat(100)).join('\n\n'))).toContain('<em>a</em>');
  });
  it('inputs that are slow for micromark (deep nesting, runs of markers) → rendered in bounded time', () => {
    const hostile = {
      quotes: '>'.repeat(MAX_PROSE),
      'ordered lists': '1. '.repeat(MAX_PROSE / 3),
      emphasis: '*_'.repeat(MAX_PROSE / 2),
      'emphasis in paragraphs': Array(100).fill('*a'.repeat(240)).join('\n\n'),
      links: Array(100).fill('[a]('.repeat(120)).join('\n\n'),
      brackets: '['.repeat(MAX_PROSE),
      dollars: '$'.repeat(MAX_PROSE),
      braces: `$${'{'.repeat(MAX_PROSE - 2)}$`,
    };
    for (const [name, text] of Object.entries(hostile)) {
      const t0 = performance.now();
      proseHtml(text);
      // Quadratic before the bounds: 13 to 74 s. Now under a second alone; a loaded test machine is slower.
      expect(performance.now() - t0, name).toBeLessThan(10_000);
    }
    // A formula nested deeper than KaTeX's stack: its source, not a throw.
    expect(() => proseHtml(`$${'{'.repeat(20_000)}x${'}'.repeat(20_000)}$`)).not.toThrow();
  }, 120_000); // Eight inputs of up to 10 s each on a loaded machine: more than vitest's default 5 s.
});

describe('md and tex', () => {
  it('md`…` → a prose value holding its Markdown, read raw', () => {
    expect(m`# A $\frac{1}{2}$`.markdown).toBe('# A $\\frac{1}{2}$');
    expect(String(m`*x*`)).toBe('*x*');
    expect(m('plain **text**').markdown).toBe('plain **text**');
  });
  it('interpolation: strings as they are, numbers as JavaScript prints them, others as their summary', () => {
    const p = m`s=${'**b**'} n=${0.1 + 0.2} z=${-0} v=${[1, 2]} o=${{ a: 1 }} u=${undefined} t=${tex`x`}`;
    expect(p.markdown).toBe('s=**b** n=0.30000000000000004 z=-0 v=[1, 2] o={a: 1} u=undefined t=$$\nx\n$$');
  });
  it('tex`…` → one display formula', () => {
    expect(tex` \vec{v} = ${3} `.markdown).toBe('$$\n\\vec{v} = 3\n$$');
  });
  it('too long → a RangeError naming the limit; not a template → a TypeError', () => {
    expect(() => m`${'x'.repeat(60_000)}`).toThrow(/md: at most 50000 characters/);
    expect(() => (m as unknown as (x: unknown) => unknown)(42)).toThrow(TypeError);
  });
  it('serialize(prose) → { t: "md" }; a forged mark with no string → opaque', () => {
    expect(serialize(m`*hi*`)).toEqual({ t: 'md', v: '*hi*' });
    expect(serialize({ __notebookProse: true, markdown: 5 })).toEqual({
      t: 'opaque',
      v: 'prose without Markdown text',
    });
  });
  it('md and tex are names every cell knows', () => {
    expect(isKnown('md')).toBe(true);
    expect(isKnown('tex')).toBe(true);
  });
});

describe('md and tex in a cell (runCell)', () => {
  it('md`…` with interpolated values → a { t: "md" } value', async () => {
    const v = await value(
      'const speed = 25;\nconst t = 1.5;\nmd`## Flight\nThe shell flies ${t} s at ${speed} m/s, so $d = ${speed * t}$ m.`',
    );
    expect(v).toEqual({ t: 'md', v: '## Flight\nThe shell flies 1.5 s at 25 m/s, so $d = 37.5$ m.' });
  });
  it('tex`…` → display math Markdown', async () => {
    expect(await value('const k = 2;\ntex`x^${k} + \\frac{1}{2}`')).toEqual({
      t: 'md',
      v: '$$\nx^2 + \\frac{1}{2}\n$$',
    });
  });
  it('display(md`…`) and console.log(md`…`) → prose outputs too', async () => {
    const r = await runCell('display(md`**a**`);\nconsole.log("see", md`*b*`);');
    expect(r.outputs).toEqual([
      { kind: 'value', value: { t: 'md', v: '**a**' } },
      {
        kind: 'log',
        level: 'log',
        parts: [
          { t: 'str', v: 'see' },
          { t: 'md', v: '*b*' },
        ],
      },
    ]);
  });
  it('an interpolated library result → its one-line summary', async () => {
    const v = await value('md`${{ time: 2, hit: true }}`');
    expect(v).toEqual({ t: 'md', v: '{time: 2, hit: true}' });
  });
  it('an md value too long → a RangeError in the cell, not a huge output', async () => {
    const r = await runCell('md`${"x".repeat(1e6)}`');
    expect(r.ok).toBe(false);
    expect(r.outputs[0]).toMatchObject({ kind: 'error', error: { name: 'RangeError' } });
  });
});
