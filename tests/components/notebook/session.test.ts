import { describe, expect, it } from 'vitest';
import { Session, runNotebook } from '../../../src/components/notebook/session';

describe('Session: one namespace in one realm', () => {
  it('a function and an object pass between cells as they are', async () => {
    const s = new Session();
    expect((await s.run('const box = { n: 1 };\nconst bump = () => ++box.n;', {}, ['box', 'bump'], [])).ok).toBe(true);
    const r = await s.run('bump();\nbox.n', {}, [], ['box', 'bump']);
    expect(r.outputs[0]).toEqual({ kind: 'value', value: { t: 'num', v: '2' } });
    // bump changed box in place, behind the graph's back: the cell is told (mutation.test.ts).
    expect(r.mutated).toEqual(['box']);
  });
  it('a failed run drops the cell’s old values: nothing stale is left behind', async () => {
    const s = new Session();
    await s.run('const x = 1;', {}, ['x'], []);
    expect(s.has('x')).toBe(true);
    const r = await s.run('const x = 2;\nthrow new Error("no")', {}, ['x'], []);
    expect(r.ok).toBe(false);
    expect(s.has('x')).toBe(false);
    const blocked = await s.run('x + 1', {}, [], ['x']);
    expect(blocked.outputs[0]).toMatchObject({ kind: 'error', error: { name: 'Blocked' } });
  });
  it('the cell’s value is still its last expression or final const', async () => {
    const s = new Session();
    const r = await s.run('const a = 2;\nconst b = a * 3;', {}, ['a', 'b'], []);
    expect(r.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: '6' } }]);
  });
});

describe('runNotebook: a page in graph order', () => {
  it('a use before its definition runs after it; an error blocks the cells below; an unknown name is explained', async () => {
    const nb = await runNotebook(
      [
        { title: 'use', code: 'scene.speed * 2' },
        { title: 'scene', code: 'const scene = { speed: 15 };' },
        { title: 'bad', code: 'const broken = null.x;' },
        { title: 'below', code: 'broken + 1' },
        { title: 'typo', code: 'scen.speed' },
      ],
      {},
    );
    expect(nb.graph.order).toEqual(['1', '0', '2', '3', '4']);
    expect(nb.results[0]!.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: '30' } }]);
    expect(nb.results[3]!.outputs[0]).toMatchObject({
      kind: 'error',
      error: { name: 'Blocked', message: expect.stringContaining('“bad”') },
    });
    expect(nb.results[4]!.outputs[0]).toMatchObject({
      kind: 'error',
      error: {
        name: 'ReferenceError',
        message: 'scen is not defined. No cell defines “scen” (did you mean “scene”?).',
      },
    });
  });
  it('is deterministic: the same page gives the same outputs twice', async () => {
    const cells = [
      { title: 'a', code: 'const xs = [3, 1, 2].sort();' },
      { title: 'b', code: 'xs.map((x) => x * x)' },
    ];
    const [one, two] = [await runNotebook(cells, {}), await runNotebook(cells, {})];
    expect(one.results.map((r) => r.outputs)).toEqual(two.results.map((r) => r.outputs));
  });
});
