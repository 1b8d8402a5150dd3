import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { intercept, interceptShots, type Vec2 } from '../../../../src/lib';
import { derivative, horner, polynomialRootsIn } from '../../../../src/lib/numeric';
import { traceIntercept } from '../../../../src/lib/numeric';
import {
  FOUR_HITS,
  INITIAL,
  criticalPoints,
  durationFor,
  insideIntervals,
  momentAt,
  optionsFor,
  reducesText,
  snapTime,
  solve,
  type State,
} from '../../../../src/components/figures/quartic-figure/model';
import { bracketDigits, finalNote, stepView, traceFor } from '../../../../src/components/figures/quartic-figure/steps';
import { CURVES, baseBands, baseMarks, chartSpec } from '../../../../src/components/figures/quartic-figure/chart';
import {
  proseValues,
  sceneReadouts,
  speedsNote,
  status,
  momentReadouts,
  sci,
} from '../../../../src/components/figures/quartic-figure/view';
import { quarticState } from '../../../../src/components/figures/quartic-figure/state';
import { FIRST_STATES } from '../../../../src/components/figures/registry';

const RUNS = Math.min(Number(process.env.FC_RUNS || 300), 2000);

const coord = fc.integer({ min: -300, max: 300 }).map((x) => x / 10);
const scene: fc.Arbitrary<State> = fc.record({
  shooter: fc.tuple(coord, coord) as fc.Arbitrary<Vec2>,
  target: fc.tuple(coord, coord) as fc.Arbitrary<Vec2>,
  velocity: fc.tuple(coord, coord) as fc.Arbitrary<Vec2>,
  acceleration: fc.tuple(
    fc.integer({ min: -50, max: 50 }).map((x) => x / 5),
    fc.integer({ min: -50, max: 50 }).map((x) => x / 5),
  ) as fc.Arbitrary<Vec2>,
  speeds: fc.tuple(
    fc.integer({ min: 0, max: 600 }).map((x) => x / 10),
    fc.integer({ min: 0, max: 600 }).map((x) => x / 10),
    fc.integer({ min: 0, max: 600 }).map((x) => x / 10),
  ),
  gravity: fc.constantFrom(0, 1.62, 9.81, 24.79),
});

describe('solve', () => {
  it("the first scene: s₁'s hit times are intercept's, every one inside the time line", () => {
    const sol = solve(INITIAL);
    const r = intercept(optionsFor(INITIAL, INITIAL.speeds[0]));
    expect(r.hit).toBe(true);
    if (r.hit) expect(sol.hitTimes).toEqual(r.times);
    expect(sol.hitTimes.length).toBe(2);
    for (const t of sol.hitTimes) expect(t).toBeLessThanOrEqual(sol.duration);
  });

  it('the four-hit scene: four hits at ≈ 0.430, 1.269, 1.842, 3.391 s, each with its own shot', () => {
    const sol = solve(FOUR_HITS);
    expect(sol.hitTimes.map((t) => Number(t.toFixed(3)))).toEqual([0.43, 1.269, 1.842, 3.391]);
    expect(sol.speeds[0].shots).toEqual(interceptShots(optionsFor(FOUR_HITS, 9)));
    expect(sol.duration).toBe(5);
  });

  it('inside intervals are where f < 0: between the first and second, third and fourth roots', () => {
    const sol = solve(FOUR_HITS);
    const [a, b, c, d] = sol.hitTimes;
    expect(insideIntervals(sol)).toEqual([
      [a, b],
      [c, d],
    ]);
  });

  it("critical points are the library's roots of f′ and f″ in [0, duration]", () => {
    const sol = solve(FOUR_HITS);
    const { extrema, inflections } = criticalPoints(sol);
    expect(extrema).toEqual(polynomialRootsIn(sol.polynomial.derivative, 0, sol.duration).roots);
    expect(extrema).toHaveLength(3);
    expect(inflections).toHaveLength(2);
    expect(sol.polynomial.derivative).toEqual(derivative(sol.polynomial.coefficients));
  });

  it('G = 0: the t⁴ and t³ terms vanish and the sentence names chapter 4', () => {
    const sol = solve({ ...INITIAL, gravity: 0 });
    expect(sol.reduces).toBe('quadratic');
    expect(sol.table.filter((r) => r.vanishes).map((r) => r.power)).toEqual([4, 3]);
    expect(reducesText(sol)).toContain('chapter 4');
  });

  it('V = 0: the t³ and t terms vanish and the sentence names chapter 7', () => {
    const sol = solve({ ...INITIAL, velocity: [0, 0] });
    expect(sol.reduces).toBe('biquadratic');
    expect(sol.table.filter((r) => r.vanishes).map((r) => r.power)).toEqual([3, 1]);
    expect(reducesText(sol)).toContain('chapter 7');
  });

  it('equal speeds share a reticle, and the note says so', () => {
    const s: State = { ...INITIAL, speeds: [32, 32, 42] };
    const sol = solve(s);
    expect(sol.speeds[1].duplicateOf).toBe(0);
    expect(speedsNote(s, sol)).toContain('s₂ equals s₁');
  });

  it('durationFor: a round length with room after the last time, capped', () => {
    expect(durationFor([])).toBe(1);
    expect(durationFor([3.391])).toBe(5);
    expect(durationFor([100])).toBe(1);
    expect(durationFor([59])).toBe(60);
  });

  it('snapTime lands on a hit within the tolerance only', () => {
    const sol = solve(FOUR_HITS);
    expect(snapTime(1.27, sol, 0.01)).toBe(sol.hitTimes[1]);
    expect(snapTime(1.5, sol, 0.01)).toBe(1.5);
  });
});

describe('momentAt and the sentences', () => {
  it('shots of s₁ arrive at their hit times, at the target', () => {
    const sol = solve(FOUR_HITS);
    const m = momentAt(FOUR_HITS, sol, 1.5);
    expect(m.shots.map((x) => x.arrived)).toEqual([true, true, false, false]);
    const shot = sol.speeds[0].shots[0];
    const done = momentAt(FOUR_HITS, sol, 4);
    expect(done.shots[0].position[0]).toBeCloseTo(shot.impact[0], 9);
    expect(done.shots[0].position[1]).toBeCloseTo(shot.impact[1], 9);
  });

  it('property: every phrase is true and readable for every scene (inside ⇔ f < 0, no NaN)', () => {
    fc.assert(
      fc.property(scene, fc.double({ min: 0, max: 1, noNaN: true }), (s, u) => {
        const sol = solve(s);
        const m = momentAt(s, sol, u * sol.duration);
        const text = [
          status(sol, m),
          reducesText(sol),
          speedsNote(s, sol),
          ...Object.values(sceneReadouts(s, sol)),
          ...Object.values(momentReadouts(sol, m)),
          ...Object.values(proseValues(s, sol)),
        ].join(' ');
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
        if (m.circle.inside) {
          expect(m.f).toBeLessThan(0);
          expect(status(sol, m)).toMatch(/inside the circle|on the circle/);
        } else {
          expect(m.f).toBeGreaterThanOrEqual(0);
          expect(status(sol, m)).toMatch(/outside the circle|on the circle/);
        }
        const n = sol.hitTimes.length;
        if (n > 0) expect(status(sol, m)).toContain(n === 1 ? 's₁ hits once' : `s₁ hits ${n} times`);
        else expect(status(sol, m)).toContain('s₁ cannot hit');
        // The coefficient sentence matches the vectors.
        const G0 = sol.polynomial.G.every((x) => x === 0);
        const V0 = sol.polynomial.V.every((x) => x === 0);
        if (G0 && !V0) expect(reducesText(sol)).toContain('chapter 4');
        if (V0 && !G0) expect(reducesText(sol)).toContain('chapter 7');
      }),
      { numRuns: RUNS },
    );
  });

  it('sci never prints NaN and uses a true minus sign', () => {
    expect(sci(NaN)).toBe('—');
    expect(sci(-1234567)).toBe('−1.23·10⁶');
    expect(sci(-0.5)).toBe('−0.500');
    expect(sci(0)).toBe('0');
  });
});

describe('the step-through', () => {
  it("walks traceIntercept's steps; its last step's roots are intercept's times, bit for bit", () => {
    const o = optionsFor(FOUR_HITS, 9);
    const trace = traceFor(o);
    const r = intercept(o);
    if (!r.hit) throw new Error('expected a hit');
    const last = stepView(trace, trace.steps.length - 1);
    expect(last.final).toBe(true);
    expect(last.kind).toBe('done');
    expect(last.marks.filter((m) => m.kind === 'root').map((m) => m.t)).toEqual(r.times);
    expect(last.marks.filter((m) => m.kind === 'chosen').map((m) => m.t)).toEqual([r.time]);
    expect(Object.is(last.x, r.time)).toBe(true);
    // Every level-0 root step lands on one of intercept's times exactly.
    const rootSteps = trace.steps.filter((s) => s.kind === 'root' && s.level === 0);
    expect(rootSteps.map((s) => (s.kind === 'root' ? s.x : NaN))).toEqual(r.times);
  });

  it('iterates carry their bracket, the point inside it, and the digits gained', () => {
    const trace = traceFor(optionsFor(FOUR_HITS, 9));
    let sawGain = false;
    trace.steps.forEach((step, i) => {
      const v = stepView(trace, i);
      expect(v.index).toBe(i);
      expect(v.text).toBe(step.text);
      if (step.kind === 'iterate') {
        expect(v.bands).toEqual([{ t0: step.lo, t1: step.hi, kind: 'bracket', label: 'bracket' }]);
        expect(v.x).toBe(step.x);
        expect(v.digits).not.toBeNull();
        if (v.gained !== null && v.gained > 0.25) sawGain = true;
      }
    });
    expect(sawGain).toBe(true);
  });

  it('clamps out-of-range and non-finite step numbers', () => {
    const trace = traceFor(optionsFor(INITIAL, 32));
    expect(stepView(trace, -5).index).toBe(0);
    expect(stepView(trace, 1e9).index).toBe(trace.steps.length - 1);
    expect(stepView(trace, NaN).index).toBe(0);
  });

  it('bracketDigits: narrower brackets pin more digits, capped at 17', () => {
    expect(bracketDigits(1, 0.5, 1.5)).toBeCloseTo(0.176, 2);
    expect(bracketDigits(1, 0.999, 1.001)).toBeCloseTo(2.7, 1);
    expect(bracketDigits(1, 1, 1)).toBe(17);
    expect(bracketDigits(0, 0, 0)).toBe(17);
  });

  it('property: on random scenes the last step lists traceIntercept’s roots = intercept’s times', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const o = optionsFor(s, s.speeds[0]);
        const trace = traceIntercept(o);
        const r = intercept(o);
        const last = stepView(trace, Infinity);
        const times = r.hit ? r.times : [];
        // R = 0: intercept counts t = 0 ("already there"), the trace's search may leave it out; the note says so.
        if (times[0] === 0 && trace.roots[0] !== 0) {
          expect(last.marks.filter((m) => m.kind === 'root').map((m) => m.t)).toEqual(times.slice(1));
          expect(finalNote(trace, times)).toContain('starts on the shooter');
          return;
        }
        expect(last.marks.filter((m) => m.kind === 'root').map((m) => m.t)).toEqual(times);
        expect(finalNote(trace, times)).toMatch(/bit for bit|no hit either/);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the chart spec', () => {
  it("marks the library's roots (earliest chosen), turning and inflection points on f", () => {
    const sol = solve(FOUR_HITS);
    const marks = baseMarks(sol);
    const roots = marks.filter((m) => m.kind === 'root');
    expect(roots.map((m) => m.t)).toEqual(sol.hitTimes);
    expect(marks.filter((m) => m.kind === 'chosen').map((m) => m.t)).toEqual([sol.hitTimes[0]]);
    expect(roots.every((m) => m.y === 0)).toBe(true);
    const { extrema, inflections } = criticalPoints(sol);
    expect(marks.filter((m) => m.kind === 'extremum').map((m) => m.t)).toEqual(extrema);
    expect(marks.filter((m) => m.kind === 'inflection').map((m) => m.t)).toEqual(inflections);
    for (const m of marks.filter((x) => x.kind === 'extremum')) {
      expect(m.y).toBe(horner(sol.polynomial.coefficients, m.t));
    }
  });

  it('monotone bands tile [0, duration], cut at the turning points; inside bands are where f < 0', () => {
    const sol = solve(FOUR_HITS);
    const bands = baseBands(sol);
    const mono = bands.filter((b) => b.kind === 'monotone');
    expect(mono[0].t0).toBe(0);
    expect(mono[mono.length - 1].t1).toBe(sol.duration);
    for (let i = 1; i < mono.length; i++) expect(mono[i].t0).toBe(mono[i - 1].t1);
    expect(mono.slice(1).map((b) => b.t0)).toEqual(criticalPoints(sol).extrema);
    const inside = bands.filter((b) => b.kind === 'inside');
    for (const b of inside) expect(horner(sol.polynomial.coefficients, (b.t0 + b.t1) / 2)).toBeLessThan(0);
    expect(inside).toHaveLength(2);
  });

  it('three curves told apart by colour and dash; the cursor and the y scale pass through', () => {
    const sol = solve(INITIAL);
    const spec = chartSpec(sol, { yScale: 'symlog', cursor: 1.25, step: null });
    expect(spec.curves.map((c) => c.id)).toEqual(['f', 'f1', 'f2']);
    expect(new Set(spec.curves.map((c) => c.color)).size).toBe(3);
    expect(new Set(spec.curves.map((c) => c.dash ?? 'solid')).size).toBe(3);
    expect(spec.cursor).toBe(1.25);
    expect(spec.yScale).toBe('symlog');
    expect(spec.domain).toEqual([0, sol.duration]);
    expect(spec.curves[0].fn(0)).toBe(sol.polynomial.coefficients[4]);
    expect(Object.keys(CURVES)).toEqual(['f', 'f1', 'f2']);
  });

  it('the linear y range holds every mark; the symmetric log scale takes the whole range', () => {
    const sol = solve(FOUR_HITS);
    const spec = chartSpec(sol, { yScale: 'linear', cursor: 0, step: null });
    const [lo, hi] = spec.yDomain!;
    for (const m of spec.marks!) {
      expect(m.y).toBeGreaterThanOrEqual(lo);
      expect(m.y).toBeLessThanOrEqual(hi);
    }
    // f at the end of the time line (t⁴ grows) is beyond it: the linear scale focuses on the roots.
    expect(horner(sol.polynomial.coefficients, sol.duration)).toBeGreaterThan(hi);
    expect(chartSpec(sol, { yScale: 'symlog', cursor: 0, step: null }).yDomain).toBeUndefined();
  });

  it("during the step-through the step's bracket replaces the bands", () => {
    const sol = solve(FOUR_HITS);
    const trace = traceFor(sol.options);
    const i = trace.steps.findIndex((s) => s.kind === 'iterate');
    const spec = chartSpec(sol, { yScale: 'linear', cursor: 0, step: stepView(trace, i) });
    const step = trace.steps[i];
    if (step.kind !== 'iterate') throw new Error('expected an iterate');
    expect(spec.bands).toEqual([{ t0: step.lo, t1: step.hi, kind: 'bracket', label: 'bracket' }]);
    expect(spec.marks![0].t).toBe(step.x);
    expect(spec.title).toContain('Step');
  });
});

describe('the live cells’ state', () => {
  it("FIRST_STATES['quartic-figure'] is the model's first scene", () => {
    expect(FIRST_STATES['quartic-figure']!()).toEqual(quarticState(INITIAL));
  });
});
