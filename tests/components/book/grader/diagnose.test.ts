/**
 * The diagnosis by experiment (issue 40): flawed solvers written for these
 * tests (tests/fixtures/grader/solvers.ts), each with one or two known flaws,
 * graded over the whole suite with the probes; the grader must name each flaw
 * and nothing else, and explain every failing case by one of them. A correct
 * solver gets full marks and no diagnosis.
 */
import { describe, expect, it } from 'vitest';
import { buildSuite } from '../../../../src/components/book/grader/suite';
import { gradeInNode, probes } from '../../../../src/components/book/grader/node';
import { harness, interpret, type Report } from '../../../../src/components/book/grader/model';
import { diagnose, explainedBy } from '../../../../src/components/book/grader/diagnose';
import { snippet } from '../../../../src/components/book/grader/snippets';
import { runCell } from '../../../../src/components/notebook/run';
import { CORRECT, FLAWED } from '../../../fixtures/grader/solvers';

const suite = buildSuite();
const linear = suite.filter((c) => c.form === 'linear');
const names = (r: Report) => [...new Set(r.findings.map((f) => f.flaw))].sort();

describe('a correct solver: full marks, no diagnosis', () => {
  it('the careful fixture passes every constant-velocity case and every probe', async () => {
    const r = await gradeInNode(CORRECT.code, suite);
    expect(r.total).toBe(linear.length);
    expect(r.passed).toBe(r.total);
    expect(r.findings).toEqual([]);
    expect(r.probes).toBe(probes().length);
  });

  it('the library passes both forms, with no diagnosis', async () => {
    const r = await gradeInNode(snippet('library')!.code, suite);
    expect(r.passed).toBe(suite.length);
    expect(r.findings).toEqual([]);
  });
});

describe('findings read as sentences', () => {
  // Single precision and an absolute tolerance on the positions: every near-equal-speed probe fails, so no gap is
  // "right" to compare with (the finding once said "speeds only Infinity apart are right").
  const FLOAT32_TOLERANCE = `function interceptTime(s, t, v, speed) {
    const f = Math.fround;
    const rx = f(t[0] - s[0]), ry = f(t[1] - s[1]);
    if (Math.abs(rx) < 1e-9 && Math.abs(ry) < 1e-9) return 0;
    const a = f(v[0] * v[0] + v[1] * v[1] - speed * speed);
    const b = f(2 * (rx * v[0] + ry * v[1]));
    const c = f(rx * rx + ry * ry);
    const d = f(b * b - 4 * a * c);
    if (d < 0) return null;
    const q = f(-0.5 * (b + Math.sign(b || 1) * Math.sqrt(d)));
    const r = [f(q / a), f(c / q)].filter((x) => x >= 0).sort((x, y) => x - y);
    return r.length ? r[0] : null;
  }`;

  it('no finding of any flawed solver gives Infinity or NaN as a gap between speeds', async () => {
    for (const code of [FLOAT32_TOLERANCE, ...FLAWED.map((f) => f.code)]) {
      const r = await gradeInNode(code, suite);
      for (const x of r.findings)
        expect(`${x.title} ${x.evidence} ${x.advice}`).not.toMatch(
          /(Infinity|NaN|undefined) apart|gap of (Infinity|NaN|undefined)/,
        );
    }
  });
});

describe('each flawed solver: its flaws named, nothing else', () => {
  it('has at least eight flawed solvers, each with one or two flaws', () => {
    expect(FLAWED.length).toBeGreaterThanOrEqual(8);
    for (const f of FLAWED) expect(f.flaws.length, f.id).toBeGreaterThanOrEqual(1);
    for (const f of FLAWED) expect(f.flaws.length, f.id).toBeLessThanOrEqual(2);
  });

  for (const f of FLAWED) {
    it(`${f.id} (${f.what}) → ${f.flaws.join(' + ')}`, async () => {
      const r = await gradeInNode(f.code, suite);
      expect(names(r)).toEqual([...f.flaws].sort());
      for (const finding of r.findings) {
        expect(finding.evidence.length, finding.flaw).toBeGreaterThan(40);
        expect(finding.advice.length, finding.flaw).toBeGreaterThan(20);
        expect(['sure', 'likely', 'possible']).toContain(finding.confidence);
      }
      // Flaws the probes cannot tell apart come with both candidates.
      const ambiguous = r.findings.filter((x) => x.candidates?.length);
      expect(ambiguous.length > 0, 'candidates').toBe(Boolean(f.ambiguous));
      if (f.ambiguous) expect(ambiguous[0]!.candidates).toHaveLength(2);
      // Every failing constant-velocity case of the suite is explained by one of the findings.
      const fails = r.verdicts.filter((v) => v.case.form === 'linear' && !v.pass);
      expect(fails.length, 'the suite catches it').toBeGreaterThan(0);
      for (const v of fails) {
        expect(v.finding, `${v.case.id}: ${v.cause}`).not.toBeNull();
        expect(v.cause!.startsWith(v.finding!.title)).toBe(true);
      }
    });
  }
});

describe('the patterns the issue names', () => {
  const find = (id: string) => FLAWED.find((f) => f.id === id)!;

  it('always NaN: one finding, not a cause per kind of case', async () => {
    const r = await gradeInNode(find('always-nan').code, suite);
    expect(r.findings.map((f) => f.title)).toEqual(['Every answer is NaN']);
    expect(new Set(r.verdicts.filter((v) => v.case.form === 'linear').map((v) => v.finding?.flaw))).toEqual(
      new Set(['nan-out']),
    );
  });

  it('a fixed tolerance on positions: every answer at ×1e−50 is 0, and nothing is said to underflow', async () => {
    const r = await gradeInNode(find('micron').code, suite);
    const [f] = r.findings;
    expect(f!.evidence).toMatch(/is 0/);
    expect(f!.evidence).toMatch(/nothing underflows/);
    expect(r.verdicts.filter((v) => !v.pass).every((v) => !/Underflow/.test(v.cause!))).toBe(true);
  });

  it('a clamp returned as a hit: t = 10⁶ where a shot of speed 0 reaches nothing', async () => {
    const r = await gradeInNode(find('cap-ceiling').code, suite);
    expect(r.findings[0]!.evidence).toMatch(/t = 1000000 came back for scenes that have no hit/);
    const v = r.verdicts.find((k) => k.case.id === 'edge/no-shot-standing')!;
    expect(v.pass).toBe(false);
    expect(v.finding?.flaw).toBe('clamp');
  });

  it('no hit whenever the speed is 0: named, with the target that runs into the shot', async () => {
    const r = await gradeInNode(find('speed-zero').code, suite);
    expect(r.findings[0]!.evidence).toMatch(/runs straight into a shot that cannot move/);
    for (const id of ['edge/mine', 'edge/mine-from-above']) {
      const v = r.verdicts.find((k) => k.case.id === id)!;
      expect(v.finding?.flaw, id).toBe('speed0');
    }
  });

  it('the shooter on the target at unequal speeds tells that flaw from a = 0', async () => {
    const r = await gradeInNode(find('on-target-null').code, suite);
    for (const id of ['edge/already-there-faster-shot', 'edge/already-there-slower-shot'])
      expect(r.verdicts.find((k) => k.case.id === id)!.finding?.flaw).toBe('on-target');
    expect(names(r)).not.toContain('a-zero');
  });

  it('findings explain by geometry: the same test on a probe and on a suite case', async () => {
    const p = probes();
    const out = interpret(await runCell(harness(find('equal-gives-up').code, p)), p.length);
    if (out.kind !== 'answers') throw new Error('did not run');
    const found = diagnose(p, out.answers);
    const c = suite.find((k) => k.id === 'edge/equal-angled')!;
    expect(explainedBy(found, c, { kind: 'null' })?.flaw).toBe('a-zero');
    expect(explainedBy(found, c, { kind: 'number', value: c.expected as number })).toBeNull();
  });
});

describe('the probes’ cost', () => {
  it('run with the suite in one sandbox run, well within the limit (printed)', async () => {
    const p = probes();
    const t0 = performance.now();
    const out = interpret(await runCell(harness(snippet('start')!.code, [...suite, ...p])), suite.length + p.length);
    const ms = performance.now() - t0;
    expect(out.kind).toBe('answers');
    console.log(`grader: ${suite.length} cases + ${p.length} probes in one run: ${ms.toFixed(0)} ms (limit 2000 ms)`);
    expect(ms).toBeLessThan(1000);
  });
});
