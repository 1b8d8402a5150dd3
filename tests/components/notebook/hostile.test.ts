/**
 * Values and outputs a reader (or a shared link) may throw at the notebook:
 * each gives a bounded, clear output, never a throw or a hang, and a result
 * that crosses postMessage (structuredClone). Time bounds are generous upper
 * limits, stated only where a hang is the failure.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PRINTED, runCell, type Output, type RunResult } from '../../../src/components/notebook/run';
import { LIMITS, serialize, summary, type Tree } from '../../../src/components/notebook/serialize';

/** The size of what a result carries to the page (JSON characters). */
const size = (x: unknown): number => JSON.stringify(x).length;

/** A result the worker can post: cloneable, and bounded (about MAX_PRINTED of prints, one value, one error). */
function expectBounded(r: RunResult): void {
  expect(() => structuredClone(r)).not.toThrow();
  expect(size(r)).toBeLessThan(MAX_PRINTED * 1.5 + LIMITS.size * 2);
}

/** The single value a cell shows. */
async function valueOf(code: string): Promise<Tree> {
  const r = await runCell(code);
  expectBounded(r);
  const v = r.outputs.find((o): o is Extract<Output, { kind: 'value' }> => o.kind === 'value');
  if (!v) throw new Error(`no value: ${JSON.stringify(r.outputs)}`);
  return v.value;
}

async function errorOf(code: string) {
  const r = await runCell(code);
  expectBounded(r);
  expect(r.ok).toBe(false);
  const e = r.outputs.at(-1)!;
  if (e.kind !== 'error') throw new Error('no error');
  return e.error;
}

describe('big values → a bounded tree', () => {
  it('a 5 MB string → its first LIMITS.string characters and its length', async () => {
    const v = await valueOf('"x".repeat(5e6)');
    expect(v).toEqual({ t: 'str', v: `${'x'.repeat(LIMITS.string)}… (5000000 characters)` });
  });
  it('a million-element array, a Float64Array of 1e6 → the first LIMITS.items items and the exact length', async () => {
    const a = await valueOf('Array.from({ length: 1e6 }, (_, i) => i)');
    expect(a).toMatchObject({ t: 'arr', ctor: 'Array', n: 1e6 });
    if (a.t === 'arr') expect(a.items).toHaveLength(LIMITS.items);
    const f = await valueOf('new Float64Array(1e6)');
    expect(f).toMatchObject({ t: 'arr', ctor: 'Float64Array', n: 1e6 });
    expect(summary(f)).toMatch(/^Float64Array\(1000000\) \[0, 0, .*more\]$/);
  });
  it('a Map with 1e5 entries → LIMITS.entries of them and how many more', async () => {
    const m = await valueOf('new Map(Array.from({ length: 1e5 }, (_, i) => [i, i]))');
    expect(m).toMatchObject({ t: 'obj', ctor: 'Map', more: 1e5 - LIMITS.entries });
  });
  it('a cyclic object and a cyclic array → the cycle marked', async () => {
    const o = await valueOf('const o = { a: 1 };\no.self = o;\no');
    expect(o).toMatchObject({
      entries: [
        ['a', { t: 'num' }],
        ['self', { t: 'opaque', v: 'circular reference (shown above)' }],
      ],
    });
    const a = await valueOf('const a = [1];\na.push(a);\na');
    expect(a).toMatchObject({
      t: 'arr',
      items: [{ t: 'num' }, { t: 'opaque', v: 'circular reference (shown above)' }],
    });
  });
  it('an array holding itself’s parent 100 times, 6 deep (100⁶ nodes) → a part of it, quickly', () => {
    let x: unknown = [1];
    for (let i = 0; i < 6; i++) x = Array(100).fill(x);
    const t0 = performance.now();
    const t = serialize(x);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(size(t)).toBeLessThan(LIMITS.size * 2);
    expect(t).toMatchObject({ t: 'arr', n: 100 });
  });
  it('a BigInt of a million digits → its size, not a second of printing', () => {
    const t0 = performance.now();
    expect(serialize(10n ** 1_000_000n)).toEqual({ t: 'opaque', v: 'BigInt of about 1,000,001 digits' });
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(serialize(-(2n ** 64n))).toEqual({ t: 'big', v: '-18446744073709551616n' });
  });
  it('a 5 MB key, a 5 MB symbol description → cut to LIMITS.name', () => {
    const key = 'k'.repeat(5e6);
    expect(size(serialize({ [key]: 1 }))).toBeLessThan(1_000);
    expect(size(serialize(Symbol(key)))).toBeLessThan(1_000);
  });
  it('an ArrayBuffer, a DataView → their size in bytes (a DataView has no length to list)', () => {
    expect(serialize(new ArrayBuffer(8))).toEqual({ t: 'opaque', v: 'ArrayBuffer of 8 bytes' });
    expect(serialize(new DataView(new ArrayBuffer(8)))).toEqual({ t: 'opaque', v: 'DataView of 8 bytes' });
  });
});

describe('values that fight back → shown, never a throw', () => {
  it('a throwing getter → what it threw, in its place', async () => {
    const v = await valueOf('({ a: 1, get b() { throw new RangeError("no b") } })');
    expect(v).toEqual({
      t: 'obj',
      ctor: 'Object',
      entries: [
        ['a', { t: 'num', v: '1' }],
        ['b', { t: 'err', name: 'Error', message: 'reading b threw RangeError: no b' }],
      ],
      more: 0,
    });
  });
  it('a Proxy whose every trap throws, a revoked Proxy → what reading it threw', async () => {
    const traps = ['get', 'has', 'ownKeys', 'getPrototypeOf', 'getOwnPropertyDescriptor'];
    const hostile = `new Proxy({}, Object.fromEntries(${JSON.stringify(traps)}.map((t) => [t, () => { throw new Error("trap " + t); }])))`;
    const r = await runCell(
      `display(${hostile});\nconst { proxy, revoke } = Proxy.revocable({}, {});\nrevoke();\ndisplay(proxy);`,
    );
    expectBounded(r);
    expect(r.outputs).toEqual([
      { kind: 'value', value: { t: 'opaque', v: 'a value that threw when read: Error: trap get' } },
      {
        kind: 'value',
        value: {
          t: 'opaque',
          v: "a value that threw when read: TypeError: Cannot perform 'get' on a proxy that has been revoked",
        },
      },
    ]);
  });
  it('the same as a cell’s last expression → the error of awaiting it (a cell’s value is awaited), on its line', async () => {
    const e = await errorOf('const { proxy, revoke } = Proxy.revocable({}, {});\nrevoke();\nproxy');
    expect(e).toEqual({ name: 'TypeError', message: "Cannot perform 'get' on a proxy that has been revoked", line: 3 });
  });
  it('a Proxy that throws itself → no endless recursion', () => {
    const p: object = new Proxy(
      {},
      {
        get() {
          throw p;
        },
      },
    );
    expect(serialize(p)).toMatchObject({ t: 'opaque' });
  });
  it('an object with a null prototype → its entries', async () => {
    const v = await valueOf('Object.assign(Object.create(null), { a: 1 })');
    expect(v).toEqual({ t: 'obj', ctor: 'Object', entries: [['a', { t: 'num', v: '1' }]], more: 0 });
  });
  it('a function, a symbol, a WeakMap, a forged chart holding a function → descriptions that clone', async () => {
    const r = await runCell(
      'console.log(() => 1, Symbol("s"), new WeakMap());\ndisplay({ __notebookChart: true, spec: { marks: [], f: () => 1 } });\n(x) => x',
    );
    expectBounded(r);
    expect(r.outputs).toEqual([
      {
        kind: 'log',
        level: 'log',
        parts: [
          { t: 'fn', v: 'function anonymous()' },
          { t: 'sym', v: 'Symbol(s)' },
          { t: 'opaque', v: 'WeakMap (its entries cannot be listed)' },
        ],
      },
      {
        kind: 'value',
        value: { t: 'opaque', v: expect.stringMatching(/^a chart that cannot be shown: DataCloneError/) },
      },
      { kind: 'value', value: { t: 'fn', v: 'function anonymous(x)' } },
    ]);
  });
});

describe('thrown values → a clear error', () => {
  it('throw 42, null, "text", a symbol, an object without a message → “the cell threw … (not an Error).”', async () => {
    const cases: [string, string][] = [
      ['throw 42', 'the cell threw 42 (not an Error).'],
      ['throw null', 'the cell threw null (not an Error).'],
      ['throw "text"', 'the cell threw "text" (not an Error).'],
      ['throw Symbol()', 'the cell threw Symbol() (not an Error).'],
      ['throw Object.create(null)', 'the cell threw {} (not an Error).'],
      ['throw { code: 5 }', 'the cell threw {code: 5} (not an Error).'],
    ];
    for (const [code, message] of cases) expect(await errorOf(code)).toEqual({ name: 'Thrown value', message });
  });
  it('throw { message: 5 } → its message as text', async () => {
    expect(await errorOf('throw { message: 5 }')).toMatchObject({ name: 'Error', message: '5' });
  });
  it('an Error whose message getter throws → says so, and the run still answers', async () => {
    const e = await errorOf(
      'const e = new TypeError();\nObject.defineProperty(e, "message", { get() { throw new Error("gotcha"); } });\nthrow e;',
    );
    expect(e).toMatchObject({
      name: 'TypeError',
      message: '(its message could not be read: reading it threw Error: gotcha)',
    });
  });
  it('a thrown revoked Proxy, a thrown Proxy with throwing traps → a description, never a throw', async () => {
    const revoked = await errorOf('const { proxy, revoke } = Proxy.revocable({}, {});\nrevoke();\nthrow proxy;');
    expect(revoked).toMatchObject({ name: 'Thrown value', message: expect.stringContaining('revoked') });
    const hostile = await errorOf(
      'throw new Proxy({}, { get() { throw 1; }, has() { throw 2; }, getPrototypeOf() { throw 3; }, ownKeys() { throw 4; } });',
    );
    expect(hostile.name).toBe('Thrown value');
  });
  it('an Error with a 5 MB message → cut to LIMITS.string characters', async () => {
    const e = await errorOf('throw new Error("m".repeat(5e6))');
    expect(e.message.length).toBeLessThan(LIMITS.string + 100);
    expect(e.message).toMatch(/… \(5000000 characters\)$/);
  });
});

describe('floods of output → stopped with a line that says so', () => {
  it('console.log 1e5 times → 300 lines and “Output stopped after 300 lines.”, quickly', async () => {
    const t0 = performance.now();
    const r = await runCell('for (let i = 0; i < 1e5; i++) console.log(i);\n"done"');
    expect(performance.now() - t0).toBeLessThan(10_000);
    expectBounded(r);
    expect(r.outputs).toHaveLength(302);
    expect(r.outputs[300]).toEqual({
      kind: 'log',
      level: 'warn',
      parts: [{ t: 'str', v: 'Output stopped after 300 lines.' }],
    });
    // The cell's value is shown even when its prints stopped.
    expect(r.outputs[301]).toEqual({ kind: 'value', value: { t: 'str', v: 'done' } });
  });
  it('console.log of a 5 MB string 1000 times → the first line (cut), then “Output stopped after about 1 MB of text.”', async () => {
    const t0 = performance.now();
    const r = await runCell('const s = "y".repeat(5e6);\nfor (let i = 0; i < 1000; i++) console.log(s, s);\ns.length');
    expect(performance.now() - t0).toBeLessThan(10_000);
    expectBounded(r);
    expect(r.outputs).toHaveLength(3);
    expect(size(r.outputs)).toBeLessThan(3 * LIMITS.string);
    expect(r.outputs[1]).toEqual({
      kind: 'log',
      level: 'warn',
      parts: [{ t: 'str', v: 'Output stopped after about 1 MB of text.' }],
    });
    // The cell's value is shown even when its prints stopped.
    expect(r.outputs[2]).toEqual({ kind: 'value', value: { t: 'num', v: '5000000' } });
  });
  it('a printed string counts whole, though shown cut: 50 kB lines stop after 20 (1 MB)', async () => {
    const r = await runCell('const s = "z".repeat(50_000);\nfor (let i = 0; i < 100; i++) console.log(s);');
    expectBounded(r);
    expect(r.outputs).toHaveLength(21);
    expect(r.outputs[20]).toMatchObject({ parts: [{ v: 'Output stopped after about 1 MB of text.' }] });
  });
  it('console.log with 1e5 arguments → the first 100 and how many more', async () => {
    const r = await runCell('console.log(...Array.from({ length: 1e5 }, (_, i) => i))');
    expectBounded(r);
    const line = r.outputs[0]!;
    if (line.kind !== 'log') throw new Error('no log');
    expect(line.parts).toHaveLength(101);
    expect(line.parts.at(-1)).toEqual({ t: 'str', v: '… 99900 more arguments' });
  });
  it('display of deeply shared arrays in a loop → bounded by the run’s budget, quickly', async () => {
    const t0 = performance.now();
    const r = await runCell(
      'let x = [1];\nfor (let i = 0; i < 6; i++) x = Array(100).fill(x);\nfor (let i = 0; i < 50; i++) display(x);',
    );
    expect(performance.now() - t0).toBeLessThan(10_000);
    expectBounded(r);
  });
});
