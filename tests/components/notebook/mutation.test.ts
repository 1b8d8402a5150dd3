import { describe, expect, it } from 'vitest';
import { FINGERPRINT, changed, fingerprint } from '../../../src/components/notebook/mutation';
import { Session, runNotebook } from '../../../src/components/notebook/session';

/** Whether `change` changes `value`, as the session sees it. */
function sees<T>(value: T, change: (v: T) => void): boolean {
  const before = fingerprint(value);
  change(value);
  return changed(before, fingerprint(value));
}

describe('fingerprint: a change in place is seen', () => {
  it('push, assignment, delete, Map.set, Set.add, a typed array element, Date.setTime, a regex’s lastIndex → changed', () => {
    expect(sees([1, 2, 3], (a) => a.push(4))).toBe(true);
    expect(sees([1, 2, 3], (a) => a.sort((x, y) => y - x))).toBe(true);
    expect(sees({ x: 0 } as Record<string, number>, (o) => (o.x = 1))).toBe(true);
    expect(sees({ x: 0 } as Record<string, number>, (o) => (o.y = 0))).toBe(true);
    expect(sees({ x: 0 } as Record<string, number>, (o) => delete o.x)).toBe(true);
    expect(sees(new Map([['a', 1]]), (m) => m.set('a', 2))).toBe(true);
    expect(sees(new Set([1]), (s) => s.add(2))).toBe(true);
    expect(sees(new Float64Array(3), (f) => (f[1] = 0.5))).toBe(true);
    expect(sees(new Date(0), (d) => d.setTime(1))).toBe(true);
    expect(sees(/a/g, (re) => re.exec('a'))).toBe(true);
    expect(sees({ p: [0, 0] }, (o) => Object.setPrototypeOf(o, null))).toBe(true);
  });
  it('a change deep inside (an array of objects of arrays) → changed', () => {
    const scene = {
      targets: [
        {
          path: [
            [0, 0],
            [1, 1],
          ],
        },
      ],
    };
    expect(sees(scene, (s) => (s.targets[0]!.path[1]![0] = 2))).toBe(true);
  });
  it('reading, copying and then changing the copy → not changed', () => {
    expect(sees([3, 1, 2], (a) => [...a].sort())).toBe(false);
    expect(sees({ x: 1, y: [1] }, (o) => structuredClone(o).y.push(2))).toBe(false);
    expect(sees(new Map([[1, { a: 1 }]]), (m) => new Map(m).set(2, { a: 2 }))).toBe(false);
    expect(sees([NaN, -0, 'text'], () => {})).toBe(false);
  });
  it('a primitive → no fingerprint, and nothing to say', () => {
    expect(fingerprint(5)).toBeNull();
    expect(fingerprint('text')).toBeNull();
    expect(changed(null, null)).toBe(false);
  });
  it('a cyclic object and a cyclic array → a finite fingerprint; a change through the cycle → changed', () => {
    const o: Record<string, unknown> = { n: 1 };
    o.self = o;
    const a: unknown[] = [1];
    a.push(a);
    expect(sees(o, () => {})).toBe(false);
    expect(sees(a, () => {})).toBe(false);
    expect(sees(o, (x) => ((x.self as Record<string, unknown>).n = 2))).toBe(true);
  });
  it('an accessor → compared as a function, never called', () => {
    let calls = 0;
    const o = {
      get x() {
        calls++;
        return calls;
      },
    };
    expect(sees(o, () => {})).toBe(false);
    expect(calls).toBe(0);
  });
  it('a Proxy whose traps throw, a revoked Proxy → no fingerprint, nothing said, no throw', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(fingerprint(hostile)).toBeNull();
    expect(fingerprint(proxy)).toBeNull();
  });
  it('a million-element array → a bounded walk: a push is seen (the length is read first), a change past the budget is not', () => {
    const big = Array.from({ length: 1e6 }, (_, i) => i);
    const print = fingerprint(big)!;
    expect(print.length).toBeLessThanOrEqual(FINGERPRINT.nodes + 3);
    expect(sees(big, (a) => a.push(1))).toBe(true);
    expect(sees(big, (a) => (a[10] = -1))).toBe(true);
    expect(sees(big, (a) => (a[999_999] = -1))).toBe(false);
    expect(fingerprint(new Float64Array(1e6))!.length).toBeLessThanOrEqual(FINGERPRINT.nodes + 3);
  });
  it('deeper than FINGERPRINT.depth → the deep object’s identity is compared, its insides are not', () => {
    let deep: Record<string, unknown> = { leaf: 0 };
    const leaf = deep;
    for (let i = 0; i < FINGERPRINT.depth + 2; i++) deep = { next: deep };
    expect(sees(deep, () => (leaf.leaf = 1))).toBe(false);
  });
});

describe('Session.run: a cell that changes an input in place is told', () => {
  it('arr.push(4) in a cell reading arr → a warning naming arr and the cell that defines it, and mutated lists it', async () => {
    const s = new Session();
    await s.run('const arr = [1, 2, 3];', {}, ['arr'], []);
    const r = await s.run('arr.push(4);\narr.length', {}, [], ['arr'], undefined, { arr: 'Cell 1' });
    expect(r.ok).toBe(true);
    expect(r.outputs).toEqual([
      { kind: 'value', value: { t: 'num', v: '4' } },
      {
        kind: 'log',
        level: 'warn',
        parts: [
          {
            t: 'str',
            v: 'This cell changed “arr”, which “Cell 1” defines: cells that read “arr” do not see the change, and a fresh run would differ. Copy it first (const mine = [...arr] or structuredClone(arr)).',
          },
        ],
      },
    ]);
    expect(r.mutated).toEqual(['arr']);
    expect(() => structuredClone(r)).not.toThrow();
  });
  it('obj.x = 1 and map.set → one warning each, with the copy that fits the value', async () => {
    const s = new Session();
    await s.run('const obj = { x: 0 };\nconst map = new Map();', {}, ['obj', 'map'], []);
    const r = await s.run('obj.x = 1;\nmap.set("k", 1);', {}, [], ['obj', 'map']);
    const warnings = r.outputs.flatMap((o) => (o.kind === 'log' && o.level === 'warn' ? [o.parts[0]] : []));
    expect(warnings).toEqual([
      { t: 'str', v: expect.stringContaining('changed “obj”, which another cell defines') },
      { t: 'str', v: expect.stringContaining('const mine = new Map(map)') },
    ]);
    expect(r.mutated).toEqual(['obj', 'map']);
  });
  it('a cell that copies first, or only reads → no warning, no mutated', async () => {
    const s = new Session();
    await s.run('const arr = [3, 1, 2];', {}, ['arr'], []);
    const r = await s.run('const mine = [...arr];\nmine.push(4);\nmine.sort()', {}, ['mine'], ['arr']);
    expect(r.outputs.map((o) => o.kind)).toEqual(['value']);
    expect(r.mutated).toBeUndefined();
  });
  it('a cell that changes its input and then throws → still told (the change happened)', async () => {
    const s = new Session();
    await s.run('const arr = [1];', {}, ['arr'], []);
    const r = await s.run('arr.push(2);\nthrow new Error("later")', {}, [], ['arr']);
    expect(r.ok).toBe(false);
    expect(r.mutated).toEqual(['arr']);
    expect(r.outputs.map((o) => o.kind)).toEqual(['error', 'log']);
  });
  it('the five-argument call (the worker’s) still works, and says “another cell”', async () => {
    const s = new Session();
    await s.run('const box = { n: 1 };', {}, ['box'], []);
    const r = await s.run('box.n++', {}, [], ['box'], () => {});
    expect(r.outputs.at(-1)).toMatchObject({ kind: 'log', level: 'warn' });
  });
  it('runNotebook → the warning names the defining cell by its title', async () => {
    const nb = await runNotebook(
      [
        { title: 'data', code: 'const xs = [3, 1, 2];' },
        { title: 'sorted', code: 'xs.sort()' },
      ],
      {},
    );
    expect(nb.results[1]!.outputs.at(-1)).toMatchObject({
      kind: 'log',
      level: 'warn',
      parts: [{ t: 'str', v: expect.stringContaining('changed “xs”, which “data” defines') }],
    });
  });
});
