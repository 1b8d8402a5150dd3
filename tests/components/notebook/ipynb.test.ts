import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { MAX, type NotebookDoc } from '../../../src/components/notebook/hash';
import { KIT_NAMES } from '../../../src/components/notebook/kit-names';
import { declaredLast, fromIpynb, KERNELSPEC, toIpynb } from '../../../src/components/notebook/ipynb';
import { chartSvg } from '../../../src/components/notebook/kit-plot';
import type { Output } from '../../../src/components/notebook/run';

// nbformat's schema is draft-04; Ajv 8 reads the keywords it uses (no exclusiveMinimum/Maximum, no `id`) as draft-07.
const schema = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/nbformat/nbformat.v4.5.schema.json'), 'utf8'),
) as Record<string, unknown>;
delete schema.$schema;
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

const KIT = 'https://book.example/notebook-kit.js';
const chart: Output = {
  kind: 'value',
  value: {
    t: 'chart',
    spec: {
      marks: [
        {
          mark: 'line',
          data: [
            { a: 1, b: 2 },
            { a: 2, b: 3 },
          ],
          options: { x: 'a', y: 'b' },
        },
      ],
      options: {},
    },
  },
};
const doc: NotebookDoc = {
  title: 'Leads',
  cells: [
    '# Leads\n\nWith $x^2$.',
    'const shot = linearIntercept({ shooter: [0, 0], target: [10, 0], targetVelocity: [0, 1], speed: 5 });\nshot.time',
    'const { speed } = figure("lead-demo");\nconst twice = speed * 2;',
    'const rows = [1, 2];\nPlot.plot({ marks: [Plot.line(rows)] })',
    'throw new RangeError("no")',
  ],
  kinds: ['md', 'code', 'code', 'code', 'code'],
  local: [false, false, true, false, false],
  outputs: [
    null,
    [
      { kind: 'log', level: 'log', parts: [{ t: 'str', v: 'solving' }] },
      { kind: 'value', value: { t: 'md', v: '**bold** $t$' } },
      { kind: 'value', value: { t: 'num', v: '2.04' } },
    ],
    [
      {
        kind: 'value',
        value: {
          t: 'obj',
          ctor: 'Object',
          entries: [['a', { t: 'arr', ctor: 'Array', n: 1, items: [{ t: 'num', v: '1' }] }]],
          more: 0,
        },
      },
    ],
    [chart],
    [{ kind: 'error', error: { name: 'RangeError', message: 'no', line: 1 } }],
  ],
  limit: 5000,
};
const exported = () =>
  toIpynb(doc, {
    kitUrl: KIT,
    names: KIT_NAMES,
    svgOf: chartSvg,
    figures: { 'lead-demo': { speed: 3 }, other: { x: 1 } },
  });

describe('toIpynb', () => {
  it('writes nbformat 4.5 that its JSON schema accepts', () => {
    const nb = JSON.parse(exported());
    expect(validate(nb), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(validate(JSON.parse(toIpynb({ title: '', cells: [] }, { kitUrl: KIT, names: KIT_NAMES })))).toBe(true);
  });
  it('names Deno’s TypeScript kernel, imports the used names from the kit and writes the used figures as JSON', () => {
    const nb = JSON.parse(exported());
    expect(nb.metadata.kernelspec).toEqual(KERNELSPEC);
    expect(nb.metadata.language_info).toMatchObject({ name: 'typescript', file_extension: '.ts' });
    expect(nb.cells[0].source.join('')).toContain(KIT);
    expect(nb.cells[1].source.join('')).toBe(`import { linearIntercept, Plot, figures } from "${KIT}";`);
    const figures = nb.cells[2].source.join('');
    expect(figures).toContain('const figure = figures({\n  "lead-demo": {\n    "speed": 3\n  }\n});');
    expect(figures).not.toContain('other');
  });
  it('wraps a local cell in a block and shows a final const’s value; ids are valid and stable', () => {
    const nb = JSON.parse(exported());
    const local = nb.cells.find((c: { id: string }) => c.id === 'cell-3');
    expect(local.source.join('')).toBe(
      '// A local cell: its names stay inside this block.\n{\nconst { speed } = figure("lead-demo");\nconst twice = speed * 2;\ntwice\n}',
    );
    for (const c of nb.cells) expect(c.id).toMatch(/^[a-zA-Z0-9-_]{1,64}$/);
    expect(exported()).toBe(exported());
  });
  it('writes outputs as streams, results (text, Markdown, SVG) and errors', () => {
    const nb = JSON.parse(exported());
    const [log, md, value] = nb.cells.find((c: { id: string }) => c.id === 'cell-2').outputs;
    expect(log).toEqual({ output_type: 'stream', name: 'stdout', text: ['solving\n'] });
    expect(md).toMatchObject({ output_type: 'display_data', data: { 'text/markdown': ['**bold** $t$'] } });
    expect(value).toMatchObject({
      output_type: 'execute_result',
      execution_count: 1,
      data: { 'text/plain': ['2.04'] },
    });
    const drawn = nb.cells.find((c: { id: string }) => c.id === 'cell-4').outputs[0];
    expect(drawn.data['image/svg+xml'].join('')).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(drawn.data['text/plain']).toEqual(['‹chart with line (x a, y b), 2 points›']);
    const error = nb.cells.find((c: { id: string }) => c.id === 'cell-5').outputs[0];
    expect(error).toEqual({
      output_type: 'error',
      ename: 'RangeError',
      evalue: 'no',
      traceback: ['RangeError on line 1: no'],
    });
  });
  it('declaredLast reads the name a final declaration shows, and nothing else', () => {
    expect(declaredLast('const a = 1;\nconst b = {\n  x: a,\n};')).toBe('b');
    expect(declaredLast('let n: number = 2')).toBe('n');
    expect(declaredLast('const a = 1;\na')).toBeNull();
    expect(declaredLast('for (const x of y) {\n  const z = x;\n}')).toBeNull();
    expect(declaredLast('const { a } = b;')).toBeNull();
  });
});

describe('fromIpynb', () => {
  it('export → import keeps sources, kinds, local cells, outputs and the limit', () => {
    const back = fromIpynb(exported());
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.notes).toEqual([]);
    // The error's line lives in its traceback text; nbformat's error output has no field for it.
    const outputs = doc.outputs!.map(
      (o) =>
        o?.map((x) =>
          x.kind === 'error' ? { kind: 'error', error: { name: x.error.name, message: x.error.message } } : x,
        ) ?? null,
    );
    expect(back.doc).toEqual({ ...doc, outputs });
  });
  it('reads sources as lists of lines, and another kernel’s code as fenced text with a note', () => {
    const nb = {
      nbformat: 4,
      nbformat_minor: 4,
      metadata: { kernelspec: { name: 'python3', language: 'python' } },
      cells: [
        { cell_type: 'markdown', metadata: {}, source: ['# Title\n', 'text'] },
        { cell_type: 'code', metadata: {}, source: ['print("```")\n', 'x = 1'], outputs: [], execution_count: 1 },
      ],
    };
    const r = fromIpynb(JSON.stringify(nb));
    expect(r).toMatchObject({ ok: true, notes: ['1 cell of python code or raw text is kept as text.'] });
    if (!r.ok) return;
    expect(r.doc.title).toBe('Title');
    expect(r.doc.kinds).toEqual(['md', 'md']);
    expect(r.doc.cells[0]).toBe('# Title\ntext');
    expect(r.doc.cells[1]).toBe(
      '*This cell was python code, kept here as text: this notebook runs TypeScript.*\n\n````python\nprint("```")\nx = 1\n````',
    );
  });
  const ts = (cells: unknown[], extra: Record<string, unknown> = {}) =>
    JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: { kernelspec: KERNELSPEC }, cells, ...extra });
  const code = (outputs: unknown[], more: Record<string, unknown> = {}) => ({
    cell_type: 'code',
    metadata: {},
    source: '1',
    outputs,
    execution_count: 1,
    ...more,
  });
  it('keeps HTML and script only as text, never as markup', () => {
    const r = fromIpynb(
      ts([
        code([
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'text/html': '<img src=x onerror=alert(1)>', 'text/plain': '<b>plain</b>' },
          },
          { output_type: 'display_data', metadata: {}, data: { 'application/javascript': 'alert(1)' } },
          { output_type: 'stream', name: 'stdout', text: ['<script>alert(1)</script>\n'] },
        ]),
      ]),
    );
    expect(r).toMatchObject({ ok: true, notes: ['1 output in HTML or script was left out.'] });
    if (!r.ok) return;
    expect(r.doc.outputs![0]).toEqual([
      { kind: 'log', level: 'log', parts: [{ t: 'str', v: '<b>plain</b>' }] },
      { kind: 'log', level: 'log', parts: [{ t: 'str', v: '<script>alert(1)</script>' }] },
    ]);
  });
  it('an SVG output comes back as an image (shown as a picture, never live markup)', () => {
    const r = fromIpynb(
      ts([
        code([
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'image/svg+xml': ['<svg>', '</svg>'], 'text/plain': 'a chart' },
          },
        ]),
      ]),
    );
    expect(r.ok && r.doc.outputs![0]).toEqual([{ kind: 'image', svg: '<svg></svg>', alt: 'a chart' }]);
  });
  it('__proto__ keys pollute nothing and survive only as data', () => {
    const text = ts([
      code([
        {
          output_type: 'execute_result',
          execution_count: 1,
          data: {},
          metadata: {
            'leading-the-target': {
              tree: { t: 'obj', ctor: 'Object', more: 0, entries: [['__proto__', { t: 'num', v: '1' }]] },
            },
          },
        },
      ]),
    ])
      // JSON.parse makes "__proto__" an own key; an object literal here would set the prototype instead.
      .replaceAll('{"output_type"', '{"__proto__":{"polluted":true},"output_type"')
      .replace('{"nbformat"', '{"__proto__":{"polluted":true},"nbformat"');
    expect(text).toContain('"__proto__":{"polluted":true},"nbformat"');
    const r = fromIpynb(text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(r.ok && r.doc.outputs![0]).toEqual([
      { kind: 'value', value: { t: 'obj', ctor: 'Object', more: 0, entries: [['__proto__', { t: 'num', v: '1' }]] } },
    ]);
  });
  it('outputs saved.ts rejects are left out with a note; the cells still come in', () => {
    const r = fromIpynb(
      ts([
        code([
          {
            output_type: 'execute_result',
            execution_count: 1,
            data: {},
            metadata: { 'leading-the-target': { tree: { t: 'evil' } } },
          },
        ]),
      ]),
    );
    expect(r).toMatchObject({
      ok: true,
      notes: ['Cell 1’s outputs were left out: they cannot be shown: a value has an unknown kind ("evil").'],
    });
  });
  it('each bad file gives its one-sentence reason and never throws', () => {
    const bad: [string, string][] = [
      ['{', 'it is not valid JSON.'],
      ['[]', 'it is not a Jupyter notebook (not a JSON object).'],
      ['{"cells": []}', 'it is not a Jupyter notebook: it has no "nbformat" field.'],
      ['{"nbformat": 3, "worksheets": []}', 'it is nbformat 3; this page reads nbformat 4.'],
      ['{"nbformat": 4, "metadata": {}}', 'it has no list of cells.'],
      [ts([{ cell_type: 'code', source: 5 }]), 'cell 1 has no source.'],
      [ts(Array.from({ length: 100_000 }, () => ({}))), `it has 100,000 cells; at most ${MAX.cells} are allowed.`],
      [
        ts([{ cell_type: 'markdown', source: 'x'.repeat(MAX.code + 1) }]),
        `cell 1 is longer than ${MAX.code.toLocaleString('en-US')} characters.`,
      ],
    ];
    for (const [text, error] of bad) expect(fromIpynb(text)).toEqual({ ok: false, error });
    const huge = ts([code([{ output_type: 'stream', name: 'stdout', text: 'x'.repeat(10_000_000) }])]);
    expect(fromIpynb(huge)).toEqual({
      ok: false,
      error: `it is too large: ${huge.length.toLocaleString('en-US')} characters, at most 4,000,000.`,
    });
  });
});
