import { describe, expect, it } from 'vitest';
import {
  buildGraph,
  closest,
  descendants,
  explain,
  graphCell,
  plan,
  problemText,
  verdict,
  type GraphCell,
} from '../../../src/components/notebook/graph';

const known = (n: string) => ['Math', 'linearIntercept', 'figure', 'console'].includes(n);
const cell = (id: string, defines: string[], free: string[] = [], extra: Partial<GraphCell> = {}): GraphCell => ({
  id,
  label: id.toUpperCase(),
  defines,
  free,
  ...extra,
});

describe('buildGraph: order', () => {
  it('a chain in document order runs in document order', () => {
    const g = buildGraph([cell('a', ['x']), cell('b', ['y'], ['x']), cell('c', [], ['y', 'Math'])], known);
    expect(g.order).toEqual(['a', 'b', 'c']);
    expect(g.parents.get('c')).toEqual(['b']);
    expect([...g.problems.values()].flat()).toEqual([]);
  });
  it('a cell that uses a name defined further down runs after it', () => {
    const g = buildGraph([cell('use', [], ['x']), cell('other', ['z']), cell('def', ['x'])], known);
    expect(g.order).toEqual(['other', 'def', 'use']);
  });
  it('independent cells keep document order (deterministic)', () => {
    const g = buildGraph([cell('a', ['p']), cell('b', ['q']), cell('c', ['r'], ['q', 'p'])], known);
    expect(g.order).toEqual(['a', 'b', 'c']);
  });
});

describe('buildGraph: problems', () => {
  it('a name defined twice is an error on both cells, each naming the other', () => {
    const g = buildGraph([cell('a', ['x']), cell('b', ['x']), cell('c', [], ['x'])], known);
    expect(g.problems.get('a')).toEqual([{ kind: 'duplicate', name: 'x', others: ['B'] }]);
    expect(g.problems.get('b')).toEqual([{ kind: 'duplicate', name: 'x', others: ['A'] }]);
    expect(verdict(g, 'c')).toEqual({ ok: false, blockedBy: 'a' });
    expect(problemText(g.problems.get('a')![0]!)).toMatch(/“x” is also defined by “B”/);
  });
  it('a local cell keeps its names: no duplicate, and nobody can read them', () => {
    const g = buildGraph([cell('a', ['x'], [], { local: true }), cell('b', ['x']), cell('c', ['y'], ['x'])], known);
    expect([...g.problems.values()].flat()).toEqual([]);
    expect(g.parents.get('c')).toEqual(['b']);
  });
  it('a cycle is an error naming its cells; the cells below are blocked', () => {
    const g = buildGraph(
      [cell('a', ['x'], ['z']), cell('b', ['y'], ['x']), cell('c', ['z'], ['y']), cell('d', [], ['z'])],
      known,
    );
    for (const id of ['a', 'b', 'c']) expect(g.problems.get(id)).toEqual([{ kind: 'cycle', cells: ['A', 'B', 'C'] }]);
    expect(verdict(g, 'd')).toMatchObject({ ok: false });
    expect(g.order).toHaveLength(4);
  });
  it('an unknown name says so and suggests the closest defined name (it does not stop the cell)', () => {
    const g = buildGraph([cell('a', ['speed']), cell('b', [], ['sped'])], known);
    expect(g.unknown.get('b')).toEqual([{ name: 'sped', suggestion: 'speed' }]);
    expect(g.problems.get('b')).toEqual([]);
    const failed = {
      ok: false,
      outputs: [{ kind: 'error' as const, error: { name: 'ReferenceError', message: 'sped is not defined', line: 1 } }],
      ms: 1,
    };
    expect(explain(failed, g.unknown.get('b')!).outputs[0]).toEqual({
      kind: 'error',
      error: {
        name: 'ReferenceError',
        line: 1,
        message: 'sped is not defined. No cell defines “sped” (did you mean “speed”?).',
      },
    });
    expect(explain(failed, [])).toBe(failed);
  });
  it('an unknown name close to a library name suggests it; a far one suggests nothing', () => {
    const g = buildGraph(
      [cell('a', [], ['linearIntercep', 'zzzzzz'], { hints: { linearIntercep: 'linearIntercept' } })],
      known,
    );
    expect(g.unknown.get('a')).toEqual([
      { name: 'linearIntercep', suggestion: 'linearIntercept' },
      { name: 'zzzzzz', suggestion: undefined },
    ]);
  });
  it('library names, figure and globals are no edges and no problems', () => {
    const g = buildGraph([cell('a', ['s'], ['linearIntercept', 'figure', 'Math'], { figures: ['lead-demo'] })], known);
    expect(g.problems.get('a')).toEqual([]);
    expect(g.figures.get('lead-demo')).toEqual(['a']);
  });
  it('a cell defining a library name shadows it for the cells that read it', () => {
    const g = buildGraph([cell('a', ['linearIntercept']), cell('b', [], ['linearIntercept'])], known);
    expect(g.parents.get('b')).toEqual(['a']);
  });
  it('deleting a cell removes its names: its dependents are told the name is unknown', () => {
    const cells = [cell('a', ['scene']), cell('b', ['shot'], ['scene'])];
    expect(buildGraph(cells, known).problems.get('b')).toEqual([]);
    const after = buildGraph(cells.slice(1), known);
    expect(after.unknown.get('b')).toEqual([{ name: 'scene', suggestion: undefined }]);
    expect(after.parents.get('b')).toEqual([]);
    expect(after.ids).toEqual(['b']);
  });
  it('a cell assigning to another cell’s name is an error naming the name and the defining cell; the cells below are blocked', () => {
    const g = buildGraph(
      [cell('a', ['counter']), cell('b', ['next'], ['counter'], { assigns: ['counter'] }), cell('c', [], ['next'])],
      known,
    );
    expect(g.problems.get('b')).toEqual([{ kind: 'assign', name: 'counter', owners: ['A'] }]);
    expect(g.parents.get('b')).toEqual(['a']);
    expect(verdict(g, 'c')).toEqual({ ok: false, blockedBy: 'b' });
    expect(problemText(g.problems.get('b')![0]!)).toBe(
      '“counter” is defined by “A”: a cell cannot assign to another cell’s name. Make a new name here (const next = counter + 1).',
    );
  });
  it('assigning to its own name, an unknown name or a local cell’s name is no graph problem', () => {
    const g = buildGraph(
      [
        cell('a', ['x'], [], { assigns: [] }),
        cell('b', [], ['mystery'], { assigns: ['mystery'] }),
        cell('l', ['secret'], [], { local: true }),
        cell('c', [], ['secret'], { assigns: ['secret'] }),
      ],
      known,
    );
    expect([...g.problems.values()].flat()).toEqual([]);
  });
  it('graphCell keeps an analysis’s assignments, and reads an older one without them', () => {
    const a = { ok: true, defines: [], free: ['x'], figures: [], known: [], hints: {} };
    expect(graphCell('c', 'C', { ...a, assigns: ['x'] }).assigns).toEqual(['x']);
    expect(graphCell('c', 'C', a).assigns).toEqual([]);
  });
  it('a syntax error is the cell’s own problem', () => {
    const g = buildGraph([cell('a', [], [], { syntaxError: 'Unexpected token' }), cell('b', [], [])], known);
    expect(verdict(g, 'a')).toEqual({ ok: false, own: { kind: 'syntax', message: 'Unexpected token' } });
    expect(verdict(g, 'b')).toEqual({ ok: true });
  });
});

describe('plan', () => {
  const chain = buildGraph(
    [cell('a', ['x']), cell('b', ['y'], ['x']), cell('c', ['z'], ['y']), cell('d', ['w'])],
    known,
  );
  it('running a cell re-runs everything below it, in order', () => {
    expect(plan(chain, ['a'], new Set(['a', 'b', 'c', 'd']))).toEqual({ run: ['a', 'b', 'c'], stale: [] });
  });
  it('a cell above that the runner does not hold runs first', () => {
    expect(plan(chain, ['c'], new Set(['b']))).toEqual({ run: ['a', 'c'], stale: [] });
    expect(plan(chain, ['c'], new Set())).toEqual({ run: ['a', 'b', 'c'], stale: [] });
  });
  it('lazy mode runs only the changed cell and marks those below stale', () => {
    expect(plan(chain, ['a'], new Set(['a', 'b', 'c']), true)).toEqual({ run: ['a'], stale: ['b', 'c'] });
  });
  it('an unknown id plans nothing', () => {
    expect(plan(chain, ['nope'], new Set())).toEqual({ run: [], stale: [] });
  });
  it('descendants of several cells are listed once, in order', () => {
    expect(descendants(chain, ['b', 'a', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });
  it('a failed cell blocks the cells below it', () => {
    expect(verdict(chain, 'c', new Set(['a']))).toEqual({ ok: false, blockedBy: 'a' });
    expect(verdict(chain, 'd', new Set(['a']))).toEqual({ ok: true });
  });
});

describe('closest', () => {
  it('prefers a case-only difference, then the smallest edit', () => {
    expect(closest('Speed', ['speed', 'Sped'])).toBe('speed');
    expect(closest('shooter', ['shooters', 'target'])).toBe('shooters');
    expect(closest('x', ['completelyDifferent'])).toBeUndefined();
  });
});
