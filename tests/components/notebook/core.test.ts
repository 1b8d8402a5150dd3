import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/components/notebook/compile';
import { runCell } from '../../../src/components/notebook/run';
import { serialize, summary, tableColumns } from '../../../src/components/notebook/serialize';
import { linearIntercept } from '../../../src/lib';

describe('compile', () => {
  it('a TypeScript cell → returns its last expression', () => {
    const c = compile('const x: number = 2;\nx * 3');
    expect(c.ok).toBe(true);
  });
  it('a syntax error on line 3 → SyntaxError with line 3', () => {
    const c = compile('const a = 1;\nconst b = 2;\nconst c = (a +;\n');
    expect(c).toMatchObject({ ok: false, error: { name: 'SyntaxError', line: 3 } });
  });
  it('import() → refused with its line', () => {
    const c = compile('1;\nimport("https://example.com/x.js")');
    expect(c).toMatchObject({ ok: false, error: { line: 2 } });
  });
});

describe('runCell', () => {
  it('a solve → the library’s own numbers', async () => {
    const r = await runCell(
      'const s = linearIntercept({ shooter: [0, 0], target: [10, 0], targetVelocity: [0, 5], speed: 10 });\ns.time',
    );
    const expected = linearIntercept({ shooter: [0, 0], target: [10, 0], targetVelocity: [0, 5], speed: 10 });
    expect(r.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: String(expected.hit && expected.time) } }]);
  });
  it('a runtime error on line 2 → its message and line 2', async () => {
    const r = await runCell('const a = 1;\nnull.x;\n');
    expect(r.ok).toBe(false);
    expect(r.outputs[0]).toMatchObject({ kind: 'error', error: { name: 'TypeError', line: 2 } });
  });
  it('a TS cell with types and an error after blank lines → the reader’s line', async () => {
    const r = await runCell(
      'interface P {\n  x: number;\n}\nconst p: P = { x: 1 };\n\nthrow new RangeError("bad " + p.x);',
    );
    expect(r.outputs[0]).toMatchObject({ kind: 'error', error: { name: 'RangeError', message: 'bad 1', line: 6 } });
  });
  it('console.log → log lines in order, before the value', async () => {
    const r = await runCell('console.log("a", 1);\nconsole.warn("w");\n42');
    expect(r.outputs.map((o) => o.kind)).toEqual(['log', 'log', 'value']);
  });
  it('a name the library exports can be redeclared', async () => {
    const r = await runCell('const roots = [1, 2];\nroots.length');
    expect(r.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: '2' } }]);
  });
  it('figure(name) → the state it was given; unknown name → a clear error', async () => {
    const ok = await runCell('figure("f").speed', { f: { speed: 7 } });
    expect(ok.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: '7' } }]);
    const bad = await runCell('figure("g")', { f: {} });
    expect(bad.outputs[0]).toMatchObject({ kind: 'error', error: { name: 'ReferenceError' } });
  });
  it('Plot.plot with an accessor function → a chart of plain data', async () => {
    const r = await runCell('Plot.plot({ marks: [Plot.line([1, 2, 3], { x: (d) => d, y: (d) => d * d })] })');
    const v = r.outputs[0]!;
    expect(v.kind).toBe('value');
    if (v.kind !== 'value' || v.value.t !== 'chart') throw new Error('no chart');
    expect(v.value.spec.marks[0]!.data).toEqual([
      { value: 1, __x: 1, __y: 1 },
      { value: 2, __x: 2, __y: 4 },
      { value: 3, __x: 3, __y: 9 },
    ]);
  });
});

describe('serialize', () => {
  it('NaN, -0, Infinity → their JavaScript text', () => {
    expect([NaN, -0, Infinity].map((x) => serialize(x))).toEqual([
      { t: 'num', v: 'NaN' },
      { t: 'num', v: '-0' },
      { t: 'num', v: 'Infinity' },
    ]);
  });
  it('a circular object → marked, not infinite', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    expect(serialize(a)).toEqual({
      t: 'obj',
      ctor: 'Object',
      entries: [
        ['x', { t: 'num', v: '1' }],
        ['self', { t: 'opaque', v: 'circular reference (shown above)' }],
      ],
      more: 0,
    });
  });
  it('a function, a promise, a WeakMap → descriptions', () => {
    expect(
      serialize(function f(a: number, b: number) {
        return a + b;
      }),
    ).toEqual({ t: 'fn', v: 'function f(a: number, b: number)'.replace(/: number/g, '') });
    expect(serialize(Promise.resolve(1)).t).toBe('opaque');
    expect(serialize(new WeakMap()).t).toBe('opaque');
  });
  it('a long array → first 100 items and its length', () => {
    const t = serialize(Array.from({ length: 1000 }, (_, i) => i));
    expect(t).toMatchObject({ t: 'arr', n: 1000 });
    if (t.t === 'arr') expect(t.items).toHaveLength(100);
  });
  it('summary of a vector and an object → one readable line', () => {
    expect(summary(serialize([3, 4]))).toBe('[3, 4]');
    expect(summary(serialize({ hit: true, time: 2 }))).toBe('{hit: true, time: 2}');
  });
  it('rows of flat records → table columns; anything else → null', () => {
    expect(
      tableColumns(
        serialize([
          { a: 1, b: 2 },
          { a: 3, c: 'x' },
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
    expect(tableColumns(serialize([1, 2]))).toBeNull();
    expect(tableColumns(serialize([{ a: { deep: 1 } }]))).toBeNull();
  });
});
