import { describe, expect, it } from 'vitest';
import { buildSuite, type CategoryId } from '../../../../src/components/book/grader/suite';
import { SNIPPETS, snippet } from '../../../../src/components/book/grader/snippets';
import { gradeInNode } from '../../../../src/components/book/grader/node';
import {
  grade,
  interpret,
  judge,
  parseAnswer,
  readAnswers,
  stripExports,
  summaryLine,
  ulpText,
  type Report,
} from '../../../../src/components/book/grader/model';
import { decodeShare, encodeShare } from '../../../../src/components/book/grader/share';

const suite = buildSuite();
const reports = new Map<string, Report>();
async function report(id: string): Promise<Report> {
  if (!reports.has(id)) reports.set(id, await gradeInNode(snippet(id)!.code, suite));
  return reports.get(id)!;
}
const score = (r: Report, id: CategoryId) => r.categories.find((c) => c.id === id)!;
const failed = (r: Report, id: CategoryId) => r.verdicts.filter((v) => v.case.category === id && !v.pass);
const verdict = (r: Report, id: string) => r.verdicts.find((v) => v.case.id === id)!;
const full = (r: Report, id: CategoryId) => expect(score(r, id).passed).toBe(score(r, id).total);

describe('the snippets’ verdicts: each flaw caught by its category', () => {
  it('the library passes every case of both forms', async () => {
    const r = await report('library');
    expect(r.forms).toEqual(['linear', 'gravity']);
    expect(r.passed).toBe(suite.length);
    expect(summaryLine(r)).toMatch(new RegExp(`^${suite.length} of ${suite.length} cases pass`));
  });

  it('the careful version passes every constant-velocity case; gravity is not attempted', async () => {
    const r = await report('careful');
    expect(r.forms).toEqual(['linear']);
    expect(r.passed).toBe(r.total);
    expect(r.categories.filter((c) => c.skipped).map((c) => c.id)).toEqual(['arcs', 'range', 'quartic']);
    expect(summaryLine(r)).toContain('gravity form not attempted');
  });

  const flaws = (r: Report) => r.findings.map((f) => f.flaw);

  it('the starting point: a rounded a and squares out of range, named by the probes', async () => {
    const r = await report('start');
    for (const id of ['edge', 'grazing', 'faster', 'far'] as const) full(r, id);
    expect(flaws(r)).toEqual(expect.arrayContaining(['near-equal', 'range']));
    expect(flaws(r)).not.toEqual(expect.arrayContaining(['float32', 'tolerance', 'root-choice', 'a-zero']));
    expect(failed(r, 'scale').length).toBeGreaterThanOrEqual(6);
    expect(failed(r, 'scale').every((v) => v.finding?.flaw === 'range')).toBe(true);
    expect(failed(r, 'near-equal').every((v) => /1e-1[25]$/.test(v.case.id))).toBe(true);
    expect(failed(r, 'near-equal').every((v) => v.finding?.flaw === 'near-equal')).toBe(true);
  });

  it('the textbook formula: cancellation at near-equal speeds, overflow at extreme scales', async () => {
    const r = await report('textbook');
    for (const id of ['edge', 'grazing', 'faster', 'far'] as const) full(r, id);
    const near = failed(r, 'near-equal');
    expect(near.length).toBeGreaterThan(failed(await report('start'), 'near-equal').length);
    expect(near.every((v) => v.finding?.flaw === 'near-equal')).toBe(true);
    // The approaching cases, where −b + √(b² − 4ac) cancels, fail; the stable pair keeps them.
    expect(near.some((v) => v.case.id.includes('approach'))).toBe(true);
    expect(failed(r, 'scale').length).toBeGreaterThan(0);
    expect(flaws(r)).toContain('range');
  });

  it('min of the two roots: a negative root, caught by the edge cases and named by the probes', async () => {
    const r = await report('min-root');
    const v = verdict(r, 'edge/crossing');
    expect(v.pass).toBe(false);
    expect(v.answer).toMatchObject({ kind: 'number' });
    expect((v.answer as { value: number }).value).toBeLessThan(0);
    expect(v.cause).toMatch(/^Wrong root: a time in the past — The negative root/);
    expect(verdict(r, 'edge/standing').finding?.flaw).toBe('root-choice');
    expect(verdict(r, 'faster/fleeing').cause).toMatch(/negative/);
    // Equal speeds are handled: not a flaw of this function.
    expect(verdict(r, 'edge/equal-approaching').pass).toBe(true);
    expect(flaws(r)).not.toContain('a-zero');
    expect(flaws(r)[0]).toBe('root-choice');
  });

  it('divide by a: equal speeds, named as such (not overflow, not NaN in general)', async () => {
    const r = await report('divide-by-a');
    for (const id of ['edge/equal-approaching', 'edge/equal-angled']) {
      expect(verdict(r, id).pass).toBe(false);
      expect(verdict(r, id).cause).toMatch(/^Equal speeds \(a = 0\) — Returned (Infinity|NaN)/);
    }
    expect(verdict(r, 'edge/already-there').finding?.flaw).toBe('a-zero');
    expect(verdict(r, 'edge/crossing').pass).toBe(true);
    full(r, 'faster');
    expect(flaws(r)).toContain('a-zero');
  });

  it('float32: named single precision, and its far and scale failures are not blamed on anything else', async () => {
    const r = await report('float32');
    full(r, 'edge');
    full(r, 'faster');
    expect(score(r, 'scale').passed).toBe(0);
    expect(failed(r, 'far').length).toBeGreaterThanOrEqual(4);
    expect(flaws(r)).toEqual(['float32']);
    for (const v of r.verdicts.filter((k) => !k.pass && k.case.form === 'linear'))
      expect(v.finding?.flaw, v.case.id).toBe('float32');
    expect(r.findings[0]!.evidence).toMatch(/right to about \d digits/);
    expect(r.findings[0]!.advice).not.toMatch(/subtract the positions first/i);
  });

  it('the launch-angle formula: both arcs and out of range right, moving targets wrong', async () => {
    const r = await report('angle');
    expect(r.forms).toEqual(['gravity']);
    full(r, 'arcs');
    full(r, 'range');
    expect(failed(r, 'quartic').length).toBeGreaterThanOrEqual(2);
    expect(failed(r, 'quartic').every((v) => /moving target|Missed hits/.test(v.cause!))).toBe(true);
  });

  it('every flawed snippet fails somewhere, and every snippet compiles and runs', async () => {
    for (const s of SNIPPETS) {
      const r = await report(s.id);
      expect(r.verdicts.every((v) => v.answer.kind !== 'threw')).toBe(true);
      if (s.flawed) expect(r.passed).toBeLessThan(r.total);
    }
  });
});

describe('bad input is graded as such', () => {
  const grade1 = (body: string) =>
    gradeInNode(`function interceptTime(shooter, target, velocity, speed) { ${body} }`, suite.slice(0, 12));

  it('a throw, a string, NaN, an array, nothing, a Promise, an object', async () => {
    const cases: [string, RegExp][] = [
      ['throw new RangeError("nope")', /^Threw RangeError: nope/],
      ['return "5"', /non-number \(the string "5"\)/],
      ['return [1, 2]', /non-number \(an array\)/],
      ['', /Returned nothing \(undefined\)/],
      ['return Promise.resolve(1)', /a Promise/],
      ['return { t: 1 }', /an object \(Object\)/],
      ['return true', /the boolean true/],
      ['throw 42', /Threw the value 42/],
    ];
    for (const [body, cause] of cases) {
      const r = await grade1(body);
      expect(r.passed, body).toBe(0);
      expect(r.verdicts[0]!.cause, body).toMatch(cause);
    }
    const nan = await grade1('return NaN');
    // Always NaN: one finding, the same for every case (not a cause guessed from each case's kind).
    expect(nan.findings.map((f) => f.title)).toEqual(['Every answer is NaN']);
    expect(nan.verdicts.every((v) => v.cause!.startsWith('Every answer is NaN — Returned NaN'))).toBe(true);
    expect(nan.verdicts[0]!.ulps).toBeNull();
  });

  it('code that does not compile, or throws before any case, fails the cases of the forms it attempted', async () => {
    const bad = await gradeInNode('function interceptTime( {', suite);
    expect(bad.passed).toBe(0);
    // Scored on what it attempted: the constant-velocity cases, not the gravity form it never defined.
    expect(bad.forms).toEqual(['linear']);
    expect(bad.total).toBe(suite.filter((c) => c.form === 'linear').length);
    expect(summaryLine(bad)).toMatch(/gravity form not attempted/);
    expect(bad.verdicts[0]!.cause).toMatch(/^Threw SyntaxError \(line \d\)/);
    const both = await gradeInNode('function interceptTime( {\nfunction hitTimes() {}', suite);
    expect(both.total).toBe(suite.length);
    const top = await gradeInNode('throw new Error("at the top")\nfunction interceptTime() {}', suite);
    expect(top.verdicts[0]!.cause).toMatch(/at the top/);
  });

  it('a function that logs on every call is still graded', async () => {
    const code = `function interceptTime(s, t, v, speed) { for (let i = 0; i < 10; i++) console.log(i); const r = linearIntercept({ shooter: s, target: t, targetVelocity: v, speed }); return r.hit ? r.time : null; }`;
    const r = await gradeInNode(code, suite);
    expect(r.passed).toBe(r.total);
  });

  it('no function at all: nothing to grade', async () => {
    const r = await gradeInNode('const x = 1;', suite);
    expect(r.total).toBe(0);
    expect(summaryLine(r)).toMatch(/nothing to grade/);
  });

  it('exported functions count; a reader who mutates the arrays does not spoil the next case', async () => {
    const code = `export function interceptTime(s, t, v, speed) { const r = linearIntercept({ shooter: s, target: t, targetVelocity: v, speed }); s[0] = 1e9; v.length = 0; return r.hit ? r.time : null; }`;
    expect(stripExports(code).startsWith('function')).toBe(true);
    const r = await gradeInNode(code, suite);
    expect(r.passed).toBe(r.total);
  });

  it('a run stopped at the time limit reads as a timeout', () => {
    const stopped = { ok: false, outputs: [{ kind: 'error', error: { name: 'Stopped', message: 'limit' } }] };
    expect(interpret(stopped, 3)).toEqual({ kind: 'timeout' });
    const v = judge(suite[0]!, { kind: 'timeout' });
    expect(v.pass).toBe(false);
    expect(v.cause).toMatch(/^Timed out/);
  });
});

describe('reading answers', () => {
  it('parses every tag and rejects shapes it does not know', () => {
    expect(parseAnswer('n:-0')).toEqual({ kind: 'number', value: -0 });
    expect(parseAnswer('n:Infinity')).toEqual({ kind: 'number', value: Infinity });
    expect(parseAnswer('A:')).toEqual({ kind: 'list', values: [] });
    expect(parseAnswer('A:1,2.5')).toEqual({ kind: 'list', values: [1, 2.5] });
    expect(parseAnswer('zz')).toMatchObject({ kind: 'other' });
    expect(readAnswers({ t: 'arr', items: [{ t: 'arr', items: [{ t: 'str', v: 'null' }] }] }, 1)).toEqual([
      { kind: 'null' },
    ]);
    expect(readAnswers({ t: 'arr', items: [{ t: 'num', v: '1' }] }, 1)).toBeNull();
    expect(readAnswers({ t: 'arr', items: [] }, 1)).toBeNull();
    expect(readAnswers(null, 0)).toBeNull();
  });

  it('grades by relative error, shows ulps', () => {
    const c = suite.find((k) => k.id === 'edge/crossing')!;
    const e = c.expected as number;
    expect(judge(c, { kind: 'number', value: e }).ulps).toBe(0);
    expect(judge(c, { kind: 'number', value: e * (1 + 5e-7) }).pass).toBe(true);
    expect(judge(c, { kind: 'number', value: e * (1 + 2e-6) }).pass).toBe(false);
    // Without a diagnosis, a cause states the fact only.
    expect(judge(c, { kind: 'null' }).cause).toBe(`No hit, where the earliest hit is at t = ${e}.`);
    expect(judge(c, { kind: 'number', value: Infinity }).ulps).toBeNull();
    expect(judge(c, { kind: 'number', value: -e }).cause).toMatch(/^The negative root of the quadratic/);
    expect(judge(c, { kind: 'number', value: e * 1.05 }).cause).toBe(
      'Off by a relative 5.0e−2: about 1 correct digit.',
    );
    expect(ulpText(1)).toBe('1 ulp');
    expect(ulpText(2.5e9)).toBe('2.5 × 10⁹ ulps');
    const g = grade([c], [{ kind: 'number', value: e }]);
    expect([g.passed, g.total]).toEqual([1, 1]);
    // A grading stopped at a time-out counts the cases it ran, the one that timed out included, and no more.
    const three = suite.slice(0, 3);
    const stopped = grade(
      three,
      [{ kind: 'number', value: three[0]!.expected as number }, { kind: 'timeout' }, { kind: 'untried' }],
      {
        stoppedAfter: 1,
      },
    );
    expect([stopped.passed, stopped.total]).toEqual([1, 2]);
    expect(summaryLine(stopped)).toMatch(/Stopped after 1 case: /);
  });
});

describe('the share link', () => {
  it('round-trips code and score', () => {
    const hash = encodeShare({ code: 'function interceptTime() { return null; }', passed: 3, total: 64 });
    expect(decodeShare(`#${hash}`)).toEqual({
      ok: true,
      shared: { code: 'function interceptTime() { return null; }', passed: 3, total: 64 },
    });
  });
  it('explains a malformed link, and ignores a hash that is not its own', () => {
    expect(decodeShare('#nb=abc')).toBeNull();
    expect(decodeShare('')).toBeNull();
    for (const bad of ['#g=', '#g=%%%', '#g=abc', `#${encodeShare({ code: 'x', passed: 5, total: 2 })}`])
      expect(decodeShare(bad)).toMatchObject({ ok: false });
  });
});
