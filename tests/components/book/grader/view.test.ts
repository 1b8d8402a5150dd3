import { describe, expect, it } from 'vitest';
import {
  buildSuite,
  CATEGORIES,
  parseSelection,
  selectCases,
  selectionText,
} from '../../../../src/components/book/grader/suite';
import { snippet } from '../../../../src/components/book/grader/snippets';
import { gradeInNode } from '../../../../src/components/book/grader/node';
import { grade, summaryLine } from '../../../../src/components/book/grader/model';
import {
  builtStatus,
  causeKind,
  causeTally,
  failTitle,
  failView,
  failures,
  scoreRows,
} from '../../../../src/components/book/grader/view';

const suite = buildSuite();

describe('selectCases: the part of the suite a grade cell grades', () => {
  it('an empty selection is the whole suite, in order', () => {
    expect(selectCases(suite).map((c) => c.id)).toEqual(suite.map((c) => c.id));
    expect(selectCases(suite, { categories: [], cases: [] })).toHaveLength(suite.length);
  });

  it('by category, by case id, or both (a union, in suite order, no duplicates)', () => {
    const edge = selectCases(suite, { categories: ['edge'] });
    expect(edge.length).toBeGreaterThan(5);
    expect(edge.every((c) => c.category === 'edge')).toBe(true);
    const one = selectCases(suite, { cases: ['faster/fleeing'] });
    expect(one.map((c) => c.id)).toEqual(['faster/fleeing']);
    const both = selectCases(suite, { categories: ['edge'], cases: ['edge/crossing', 'faster/fleeing'] });
    expect(both.map((c) => c.id)).toEqual([...edge.map((c) => c.id), 'faster/fleeing']);
  });

  it('an unknown category or case id throws, naming it', () => {
    expect(() => selectCases(suite, { categories: ['edges'] })).toThrow(/edges/);
    expect(() => selectCases(suite, { cases: ['edge/nope'] })).toThrow(/edge\/nope/);
  });

  it('a selection survives its data attribute', () => {
    expect(parseSelection(selectionText(['edge', 'near-equal']))).toEqual(['edge', 'near-equal']);
    expect(parseSelection(undefined)).toEqual([]);
    expect(parseSelection(' edge , ,faster ')).toEqual(['edge', 'faster']);
    expect(selectionText(undefined)).toBe('');
  });
});

describe('the view: what the score table and the failing cases show', () => {
  it('before grading every row reads "—" and the meters are empty', () => {
    const rows = scoreRows(CATEGORIES, null);
    expect(rows.map((r) => r.text)).toEqual(CATEGORIES.map(() => '—'));
    expect(rows.every((r) => r.width === '0%' && !r.partial && !r.skipped)).toBe(true);
    expect(failTitle(null)).toBe('Failing cases');
  });

  it('a flawed snippet on the edge cases: partial score, its failures with cause, scene and chapter link', async () => {
    const cases = selectCases(suite, { categories: ['edge'] });
    const r = await gradeInNode(snippet('min-root')!.code, cases);
    const [row] = scoreRows([{ id: 'edge', title: 'Edge cases' }], r);
    const score = r.categories[0]!;
    expect(row!.text).toBe(`${score.passed} / ${score.total}`);
    expect(score.passed).toBeLessThan(score.total);
    expect(row!.partial).toBe(true);
    expect(row!.width).toBe(`${(100 * score.passed) / score.total}%`);
    const fails = failures(r);
    expect(fails).toHaveLength(score.total - score.passed);
    expect(failTitle(r)).toBe(`Failing cases (${fails.length})`);
    // Folded in a cell, the title tallies the kinds of cause, as the probes name them: wrong roots, and 0/0 with the
    // shooter on the target (c/q with c = q = 0).
    const onTarget = fails.filter((v) => v.case.scene.target.every((x, i) => x === v.case.scene.shooter[i]));
    expect(onTarget.length).toBeGreaterThan(0);
    const tally = `Wrong root (${fails.length - onTarget.length}), The shooter on the target (${onTarget.length})`;
    expect(causeTally(r)).toBe(tally);
    expect(failTitle(r, { tally: true })).toBe(`Failing cases (${fails.length}): ${tally}`);
    const crossing = failView(
      fails.find((v) => v.case.id === 'edge/crossing')!,
      '/base/',
    );
    expect(crossing.cause).toMatch(/^Wrong root/);
    expect(crossing.rows.map(([k]) => k)).toEqual(['Yours', 'Exact', 'Error']);
    // Opened live: the edge-case figure with this very scene.
    expect(crossing.link).toMatchObject({ live: true, exact: true });
    expect(crossing.link.href).toBe(
      '/base/chapters/edge-cases/?scene=edge-cases~1~shooter=0,0~target=100,0~velocity=0,10~speed=20~preset=none#fig-edge-cases',
    );
    // The reader's shot drawn beside the library's.
    expect(crossing.sketch!.lines.map((l) => l.kind)).toEqual(['path', 'exact', 'yours']);
    expect(crossing.sketch!.label).toMatch(/t = 5.7735; yours at t = -5.7735/);
    expect(crossing.scene).toMatch(/^The scene: shooter \[0, 0, 0\]/);
    // A report of constant-velocity cases only does not mention the gravity form.
    expect(summaryLine(r)).not.toMatch(/gravity/);
    expect(builtStatus()).toMatch(/build/);
  });

  it('a function that is not there: categories "not attempted", no failures listed', () => {
    const cases = selectCases(suite, { categories: ['edge'] });
    const r = grade(
      cases,
      cases.map(() => ({ kind: 'missing' }) as const),
    );
    const [row] = scoreRows([{ id: 'edge', title: 'Edge cases' }], r);
    expect(row).toMatchObject({ text: 'not attempted', skipped: true, partial: false, width: '0%' });
    expect(failures(r)).toEqual([]);
    expect(failTitle(r)).toBe('Failing cases: none');
  });

  it('a correct function: full meters and "none"', async () => {
    const cases = selectCases(suite, { categories: ['edge', 'near-equal'] });
    const r = await gradeInNode(snippet('careful')!.code, cases);
    const rows = scoreRows(r.categories, r);
    expect(rows.map((x) => x.width)).toEqual(['100%', '100%']);
    expect(failTitle(r)).toBe('Failing cases: none');
  });
});

describe('cause kinds: the words before the first colon', () => {
  it('reads the kind of each cause sentence', () => {
    expect(causeKind('Division by a = 0: with equal speeds a is 0.')).toBe('Division by a = 0');
    expect(causeKind('Threw TypeError: x is not a function: a throw is not an answer.')).toBe('Threw TypeError');
    expect(causeKind('No function named interceptTime was defined.')).toBe(
      'No function named interceptTime was defined',
    );
    expect(causeKind('')).toBe('');
  });

  it('tallies a mixed report, most frequent first', async () => {
    const cases = selectCases(suite, { categories: ['edge', 'faster'] });
    const minus = `function interceptTime(s, t, v, speed) {
      const r = [t[0] - s[0], t[1] - s[1], t[2] - s[2]];
      const a = v[0] * v[0] + v[1] * v[1] + v[2] * v[2] - speed * speed;
      const b = 2 * (r[0] * v[0] + r[1] * v[1] + r[2] * v[2]);
      const c = r[0] * r[0] + r[1] * r[1] + r[2] * r[2];
      return (-b - Math.sqrt(b * b - 4 * a * c)) / (2 * a);
    }`;
    const r = await gradeInNode(minus, cases);
    const tally = causeTally(r);
    const parts = tally.split(', ').map((p) => /^(.*) \((\d+)\)$/.exec(p)!);
    const counts = parts.map((m) => Number(m[2]));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(failures(r).length);
    expect([...counts].sort((x, y) => y - x)).toEqual(counts);
    // Named by the probes: the division by a at equal speeds, the negative root, NaN where there is no hit.
    expect(parts.map((m) => m[1])).toEqual(expect.arrayContaining(['Equal speeds (a = 0)']));
    expect(r.findings.map((f) => f.flaw)).toEqual(expect.arrayContaining(['a-zero', 'nan-out']));
  });
});
