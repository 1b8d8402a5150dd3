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

  it('the starting point fails only extreme scales and the tiniest gaps', async () => {
    const r = await report('start');
    for (const id of ['edge', 'grazing', 'faster', 'far'] as const) full(r, id);
    expect(failed(r, 'scale').length).toBeGreaterThanOrEqual(6);
    expect(failed(r, 'scale').every((v) => /Overflow|Underflow/.test(v.cause!))).toBe(true);
    expect(failed(r, 'near-equal').every((v) => /1e-1[25]$/.test(v.case.id))).toBe(true);
  });

  it('the textbook formula: cancellation at near-equal speeds, overflow at extreme scales', async () => {
    const r = await report('textbook');
    for (const id of ['edge', 'grazing', 'faster', 'far'] as const) full(r, id);
    const near = failed(r, 'near-equal');
    expect(near.length).toBeGreaterThan(failed(await report('start'), 'near-equal').length);
    expect(near.every((v) => /Cancellation/.test(v.cause!))).toBe(true);
    // The approaching cases, where −b + √(b² − 4ac) cancels, fail; the stable pair keeps them.
    expect(near.some((v) => v.case.id.includes('approach'))).toBe(true);
    expect(failed(r, 'scale').length).toBeGreaterThan(0);
  });

  it('min of the two roots: a negative root, caught by the edge cases', async () => {
    const r = await report('min-root');
    const v = verdict(r, 'edge/crossing');
    expect(v.pass).toBe(false);
    expect(v.answer).toMatchObject({ kind: 'number' });
    expect((v.answer as { value: number }).value).toBeLessThan(0);
    expect(v.cause).toMatch(/^Wrong root: the negative root/);
    expect(verdict(r, 'edge/standing').cause).toMatch(/Wrong root/);
    expect(verdict(r, 'faster/fleeing').cause).toMatch(/negative time/);
    // Equal speeds are handled: the flaw is the root, nothing else.
    expect(verdict(r, 'edge/equal-approaching').pass).toBe(true);
  });

  it('divide by a: equal speeds, caught by the edge cases as a division by a ≈ 0', async () => {
    const r = await report('divide-by-a');
    for (const id of ['edge/equal-approaching', 'edge/equal-angled', 'edge/already-there']) {
      expect(verdict(r, id).pass).toBe(false);
      expect(verdict(r, id).cause).toMatch(/^Division by a/);
    }
    expect(verdict(r, 'edge/crossing').pass).toBe(true);
    full(r, 'faster');
  });

  it('float32: extreme scales and far from the origin, not the ordinary edge cases', async () => {
    const r = await report('float32');
    full(r, 'edge');
    full(r, 'faster');
    expect(score(r, 'scale').passed).toBe(0);
    expect(failed(r, 'far').length).toBeGreaterThanOrEqual(4);
    expect(failed(r, 'far').every((v) => /far from the origin|seven significant digits/.test(v.cause!))).toBe(true);
    expect(failed(r, 'near-equal').length).toBeGreaterThan(0);
    expect(failed(r, 'grazing').some((v) => /A hit where there is none/.test(v.cause!))).toBe(true);
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
    expect(nan.verdicts[0]!.cause).toMatch(/^NaN leak/);
    expect(nan.verdicts[0]!.ulps).toBeNull();
  });

  it('code that does not compile, or throws before any case, fails every case with its message', async () => {
    const bad = await gradeInNode('function interceptTime( {', suite);
    expect(bad.passed).toBe(0);
    expect(bad.verdicts[0]!.cause).toMatch(/^Threw SyntaxError \(line \d\)/);
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
    expect(judge(c, { kind: 'null' }).cause).toMatch(/Missed a hit/);
    expect(judge(c, { kind: 'number', value: Infinity }).ulps).toBeNull();
    expect(judge(c, { kind: 'number', value: -e }).cause).toMatch(/^Wrong root: the negative root/);
    expect(ulpText(1)).toBe('1 ulp');
    expect(ulpText(2.5e9)).toBe('2.5 × 10⁹ ulps');
    const g = grade([c], [{ kind: 'number', value: e }]);
    expect([g.passed, g.total]).toEqual([1, 1]);
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
