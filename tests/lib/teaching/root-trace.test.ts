import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scaleByPow2 } from '../../../src/lib/numeric/float';
import { solveQuadraticOf } from '../../../src/lib/numeric/quadratic';
import { intercept, interceptTo, type InterceptOptions } from '../../../src/lib/intercept/intercept';
import { linearIntercept } from '../../../src/lib/intercept/intercept-linear';
import {
  getRootTraceSink,
  rootBound,
  setRootTraceSink,
  solvePolynomialInTo,
  type RootTraceSink,
} from '../../../src/lib/numeric/roots';
import {
  interceptPolynomial,
  traceIntercept,
  traceRoots,
  type RootStep,
  type RootTrace,
} from '../../../src/lib/teaching/root-trace';
import * as barrel from '../../../src/lib';
import * as teaching from '../../../src/lib/numeric';
import { SEED, fcParams, fromRoots } from '../oracle';
import { close } from '../results';

// ---------------------------------------------------------------------------
// Random polynomials: from roots (clustered, double, triple), from random
// coefficients; then scaled (roots ×2^a, values ×2^b: huge and tiny scales)
// and with some coefficients zeroed (leading, trailing, inner).

const root = fc.integer({ min: -20 * 2 ** 20, max: 20 * 2 ** 20 }).map((x) => x / 2 ** 20 + x * 1e-13);
const coef = fc.integer({ min: -100 * 2 ** 20, max: 100 * 2 ** 20 }).map((x) => x / 2 ** 20 + x * 1e-13);
const lead = fc.integer({ min: 1, max: 2 ** 30 }).map((x) => x / 2 ** 23 + x * 1e-17);
const basePolys = fc.oneof(
  fc.tuple(fc.array(root, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 15 }), lead).map(([rs, e, l]) => {
    const r = [...rs];
    if (e > 0 && r.length > 1) r[1] = r[0] * (1 + 10 ** -e);
    return fromRoots(r, l);
  }),
  fc.tuple(root, root, lead).map(([a, c, l]) => fromRoots([a, a, c, c], l)),
  fc.tuple(root, root, lead).map(([a, c, l]) => fromRoots([a, a, a, c], l)),
  fc.tuple(root, fc.integer({ min: 1, max: 15 }), root, lead).map(([a, e, c, l]) => {
    const b = a * (1 + 10 ** -e);
    return fromRoots([a, b, c, c + 10 ** -e], l);
  }),
  fc.array(coef, { minLength: 2, maxLength: 9 }),
);
const polys = fc
  .tuple(
    basePolys,
    fc.oneof(fc.constant(0), fc.integer({ min: -40, max: 40 }), fc.integer({ min: -400, max: 400 })),
    fc.oneof(fc.constant(0), fc.integer({ min: -40, max: 40 }), fc.integer({ min: -900, max: 900 })),
    fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 511 })),
  )
  .map(([c, a, b, zeros]) => {
    const n = c.length - 1;
    return c.map((x, i) => ((zeros >> i) & 1 ? 0 : scaleByPow2(x, b - a * (n - i))));
  });
const intervals = fc.oneof(
  fc.constant<[number, number]>([-Infinity, Infinity]),
  fc.constant<[number, number]>([0, Infinity]),
  fc.tuple(coef, coef).map(([x, y]): [number, number] => [Math.min(x, y) / 5, Math.max(x, y) / 5]),
);

/**
 * The ways a trace is not well formed (none: []): it must end in `done` with the roots;
 * levels are set up top down (f, f′, f″) before any work, and worked bottom up
 * (f″ → f′ → f); each refinement's iterates lie in their brackets, which shrink and
 * contain the point the refinement lands on; the last iterate before a bracketed root
 * is that root, to the bit. (Plain checks gathered into one list: thousands of
 * `expect` calls per trace would dominate the run time.)
 */
function problems(tr: RootTrace): string[] {
  const bad: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) bad.push(what);
  };
  const steps = tr.steps;
  const done = steps[steps.length - 1];
  if (done.kind !== 'done') return ['the last step is not done'];
  check(
    done.roots.length === tr.roots.length && done.roots.every((r, i) => Object.is(r, tr.roots[i])),
    'done lists the roots',
  );
  for (const s of steps) check(s.text.length > 0 && !/undefined|NaN/.test(s.text), `text: ${s.text}`);
  // Setup: the level (and deflate) steps come first, levels 0, 1, 2, … in order.
  const work = new Set(['quadratic', 'pieces', 'sign', 'iterate', 'sharpen', 'root', 'stop']);
  const firstWork = steps.findIndex((s) => work.has(s.kind));
  let lastLevel = -1;
  steps.forEach((s, i) => {
    if (s.kind === 'level' || s.kind === 'deflate') check(firstWork < 0 || i < firstWork, 'levels before work');
    if (s.kind === 'level') {
      check(s.level > lastLevel, 'levels top down');
      lastLevel = s.level;
    }
  });
  // Work: bottom up (levels never increase), except the on-demand sharpening of a critical point.
  const levelsOf = (keep: (s: RootStep) => boolean) => steps.filter(keep).map((s) => ('level' in s ? s.level : -1));
  for (const kind of ['root', 'sign', 'pieces', 'iterate']) {
    const seq = levelsOf((s) => s.kind === kind && !(s.kind === 'iterate' && s.phase === 'sharpen'));
    for (let i = 1; i < seq.length; i++) check(seq[i] <= seq[i - 1], `${kind} steps bottom up`);
  }
  // Iterate runs: each starts at iteration 0; iterates lie in their brackets, which shrink
  // and contain the point the run lands on.
  let run: Extract<RootStep, { kind: 'iterate' }>[] = [];
  const closeRun = () => {
    if (run.length === 0) return;
    const last = run[run.length - 1].x;
    for (let k = 0; k < run.length; k++) {
      const s = run[k];
      check(s.lo <= s.x && s.x <= s.hi, `iterate in its bracket: ${s.text}`);
      check(s.lo <= last && last <= s.hi, `bracket contains the result: ${s.text}`);
      if (k > 0) {
        check(s.lo >= run[k - 1].lo && s.hi <= run[k - 1].hi, `brackets shrink: ${s.text}`);
        check(s.iteration === run[k - 1].iteration + 1, 'iterations count');
      } else check(s.iteration === 0, 'a run starts at iteration 0');
    }
    run = [];
  };
  for (const s of steps) {
    if (s.kind !== 'iterate') {
      closeRun();
      continue;
    }
    if (run.length > 0 && (s.iteration === 0 || s.phase !== run[0].phase || s.level !== run[0].level)) closeRun();
    run.push(s);
  }
  closeRun();
  // A bracketed root is where its refinement (level 0: its polish) landed, to the bit;
  // one per sign change.
  const signBrackets = new Map<number, number>();
  const bracketRoots = new Map<number, number>();
  steps.forEach((s, i) => {
    if (s.kind === 'sign' && s.brackets) signBrackets.set(s.level, (signBrackets.get(s.level) ?? 0) + 1);
    if (s.kind === 'root' && s.origin === 'bracket') {
      bracketRoots.set(s.level, (bracketRoots.get(s.level) ?? 0) + 1);
      const prev = steps[i - 1];
      check(
        prev.kind === 'iterate' &&
          prev.level === s.level &&
          prev.phase === (s.level === 0 ? 'polish' : 'refine') &&
          Object.is(prev.x, s.x),
        `the last iterate is the root: ${s.text}`,
      );
    }
  });
  check(JSON.stringify([...bracketRoots]) === JSON.stringify([...signBrackets]), 'one root per sign change');
  // Every root returned is a root step of level 0.
  const level0 = steps.filter((s) => s.kind === 'root' && s.level === 0).map((s) => (s.kind === 'root' ? s.x : NaN));
  // (A far root solved apart, InterceptTrace.untraced, has none.)
  const untraced = 'untraced' in tr ? (tr.untraced as number[]) : [];
  for (const r of tr.roots.filter((x) => !untraced.includes(x)))
    check(
      level0.some((x) => Object.is(x, r)),
      `root ${r} has a step`,
    );
  return bad;
}

function checkSteps(tr: RootTrace): void {
  const bad = problems(tr);
  if (bad.length > 0) expect(bad).toEqual([]);
}

const refRoots = new Float64Array(8);
const refMults = new Int32Array(8);

function expectSameAsSolver(tr: RootTrace, c: ArrayLike<number>, t0: number, t1: number, first: boolean): void {
  const n = solvePolynomialInTo(refRoots, refMults, c, t0, t1, first);
  let same = tr.roots.length === n;
  for (let i = 0; same && i < n; i++)
    same = Object.is(tr.roots[i], refRoots[i]) && tr.multiplicities[i] === refMults[i];
  if (!same) {
    expect({ roots: tr.roots, multiplicities: tr.multiplicities }, `[${Array.from(c)}] on [${t0}, ${t1}]`).toEqual({
      roots: Array.from(refRoots.subarray(0, n)),
      multiplicities: Array.from(refMults.subarray(0, n)),
    });
  }
}

// Roots of a fixed batch before any sink was ever set (module load, before any test runs).
const untouchedBatch: { c: number[]; roots: number[]; mults: number[] }[] = [];
{
  const batch = fc.sample(polys, { numRuns: 500, seed: SEED });
  for (const c of batch) {
    const n = solvePolynomialInTo(refRoots, refMults, c, -Infinity, Infinity);
    untouchedBatch.push({ c, roots: Array.from(refRoots.subarray(0, n)), mults: Array.from(refMults.subarray(0, n)) });
  }
}

describe('traceRoots: the production solver, traced', () => {
  test('traceRoots on random polynomials (degree ≤ 8, clusters, double roots, scales 2^±900, zero coefficients) → solvePolynomialInTo bit for bit, well-formed steps (property)', () => {
    let multiple = 0;
    let scaledRuns = 0;
    let polished = 0;
    fc.assert(
      fc.property(polys, intervals, fc.boolean(), (c, [t0, t1], first) => {
        const tr = traceRoots(c, t0, t1, { firstOnly: first });
        expectSameAsSolver(tr, c, t0, t1, first);
        checkSteps(tr);
        if (tr.multiplicities.some((m) => m > 1)) multiple++;
        if (tr.scale.m !== 0) scaledRuns++;
        if (tr.steps.some((s) => s.kind === 'iterate' && s.phase === 'polish')) polished++;
        if (getRootTraceSink() !== null) expect(getRootTraceSink()).toBe(null);
      }),
      fcParams(),
    );
    // The generators reach the cases that matter.
    expect(multiple).toBeGreaterThan(0);
    expect(scaledRuns).toBeGreaterThan(0);
    expect(polished).toBeGreaterThan(0);
  }, 120_000);

  test('traceRoots((t − 1)(t − 2)(t − 3)(t − 4)) → [1, 2, 3, 4]: f, f′, f″ set up, f″ solved by formula, 3 then 4 monotone pieces, 4 sign changes', () => {
    const tr = traceRoots(fromRoots([1, 2, 3, 4]), 0, Infinity);
    expect(tr.roots).toEqual([1, 2, 3, 4]);
    expect(tr.scale).toEqual({ m: 0, e: 0 });
    const kinds = tr.steps.map((s) => s.kind);
    expect(kinds[0]).toBe('setup');
    const levels = tr.steps.filter((s) => s.kind === 'level');
    expect(levels.map((s) => (s.kind === 'level' ? [s.name, s.degree] : null))).toEqual([
      ['f', 4],
      ['f′', 3],
      ['f″', 2],
    ]);
    const f1 = levels[1];
    if (f1.kind === 'level') expect(f1.coefficients).toEqual([4, -30, 70, -50]);
    const pieces = tr.steps.filter((s) => s.kind === 'pieces');
    expect(pieces.map((s) => (s.kind === 'pieces' ? [s.name, s.pieces.length] : null))).toEqual([
      ['f′', 3],
      ['f', 4],
    ]);
    const signs = tr.steps.filter((s) => s.kind === 'sign' && s.level === 0);
    expect(signs.every((s) => s.kind === 'sign' && s.brackets)).toBe(true);
    expect(signs.length).toBe(4);
    const first = signs[0];
    if (first.kind === 'sign') {
      expect(first.valueLo).toBe(24);
      expect(first.text).toMatch(/^f changes sign on \[0, 1\.382\] \(24 to −1\): one root there\.$/);
    }
    expect(tr.steps[tr.steps.length - 1].text).toBe('The 4 roots: t = 1, t = 2, t = 3, t = 4.');
  });

  test('traceRoots((t − 1)(t − 2)(t − 3)(t − 4)) → the setup gives Fujiwara’s bound, 20, and the solver’s bound, widened by 1/16 to 21.25', () => {
    const c = fromRoots([1, 2, 3, 4]);
    const setup = traceRoots(c, 0, Infinity).steps[0];
    if (setup.kind !== 'setup') throw new Error('expected the setup step first');
    // 2·max(10, √35, ∛50, ⁴√(24/2)) = 20, as the library computes it; the search bound is 17/16 of it.
    expect(setup.fujiwara).toBe(rootBound(c));
    expect(setup.fujiwara).toBe(20);
    expect(setup.bound).toBe(setup.fujiwara * 1.0625 + 1e-300);
    expect(setup.text).toBe(
      "f has degree 4. Fujiwara's bound puts every real root within ±20; the solver widens it by 1/16, to ±21.25, " +
        'so that every root lies strictly inside whatever the rounding in the bound. The search runs on [0, 21.25].',
    );
  });

  test('traceRoots on a scaled polynomial and traceIntercept(four-hit scene) → Fujiwara’s bound and the widened one in the caller’s units, both in the text', () => {
    const big = 2 ** 150;
    for (const tr of [traceRoots(fromRoots([big, 2 * big, 3 * big]), -Infinity, Infinity), traceIntercept(FOUR_HITS)]) {
      const setup = tr.steps[0];
      if (setup.kind !== 'setup') throw new Error('expected the setup step first');
      close(setup.bound / setup.fujiwara, 1.0625, 1e-15);
      const number = (x: number) => {
        const s = x.toPrecision(4);
        return s.includes('e') ? s : s.replace(/\.?0+$/, '');
      };
      if (tr.scale.m === 0 || setup.bound < 1e6) {
        expect(setup.text).toContain(`within ±${number(setup.fujiwara)};`);
        expect(setup.text).toContain(`by 1/16, to ±${number(setup.bound)},`);
      } else expect(setup.text).toMatch(/within ±[\d.]+e\d+; the solver widens it by 1\/16, to ±[\d.]+e\d+,/);
    }
  });

  test('traceRoots: f″ with roots of opposite signs → the stable formula in plain arithmetic; f″ = 12t² − 60t + 70 (b² and 4ac within a factor 2) → the full quadratic solver, as the solver does', () => {
    // f = t⁴ − 6t² + t + 1: f″ = 12t² − 12, roots ±1, ac < 0: nothing cancels.
    let quad = traceRoots([1, 0, -6, 1, 1], -Infinity, Infinity).steps.find((s) => s.kind === 'quadratic');
    if (quad?.kind !== 'quadratic') throw new Error('expected f″ solved by formula');
    expect([quad.name, quad.exact, quad.full]).toEqual(['f″', false, false]);
    expect(quad.text).toBe(
      'f″ is a quadratic: its roots are −1 and 1 (the stable formula in plain arithmetic: these roots only end ' +
        'pieces, and one is solved again in full if a sign test at it is too close to call).',
    );
    // (t − 1)(t − 2)(t − 3)(t − 4): f″ = 12t² − 60t + 70, b² = 3600 and 4ac = 3360.
    quad = traceRoots(fromRoots([1, 2, 3, 4]), 0, Infinity).steps.find((s) => s.kind === 'quadratic');
    if (quad?.kind !== 'quadratic') throw new Error('expected f″ solved by formula');
    expect([quad.name, quad.exact, quad.full]).toEqual(['f″', false, true]);
    expect(quad.text).toMatch(
      /^f″ is a quadratic: its roots are 1\.854503 and 3\.145497 \(b² and 4ac lie within a factor of 2/,
    );
    // The full solver's roots, bit for bit (the plain formula's may differ in the last bits).
    const pair = new Float64Array(2);
    solveQuadraticOf(pair, Float64Array.of(12, -60, 70));
    expect(quad.roots).toEqual(Array.from(pair));
    // On quartics of every shape, f″'s roots are the plain formula's when `full` is false and the full solver's when true.
    const plain = ([a, b, c]: number[]) => {
      const h = 0.5 * b;
      const q = h >= 0 ? -(h + Math.sqrt(h * h - a * c)) : -(h - Math.sqrt(h * h - a * c));
      return [q / a + 0, c / q + 0].sort((x, y) => x - y);
    };
    const seen = { full: 0, plain: 0, differ: 0 };
    for (let i = 0; i < 400; i++) {
      const r = [0, 1, 2, 3].map((k) => ((i * (7 + 3 * k) + k * k * 13) % 41) / 4 - 5);
      const steps = traceRoots(fromRoots(r), -Infinity, Infinity).steps;
      const level = steps.find((s) => s.kind === 'level' && s.level === 2);
      const q = steps.find((s) => s.kind === 'quadratic');
      if (level?.kind !== 'level' || q?.kind !== 'quadratic' || q.roots.length !== 2) continue;
      const full = new Float64Array(2);
      solveQuadraticOf(full, Float64Array.from(level.coefficients));
      const want = q.full ? Array.from(full) : plain(level.coefficients);
      expect(q.roots).toEqual(want);
      seen[q.full ? 'full' : 'plain']++;
      if (plain(level.coefficients).some((x, k) => x !== full[k])) seen.differ++;
    }
    expect(seen.full).toBeGreaterThan(20);
    expect(seen.plain).toBeGreaterThan(20);
    expect(seen.differ).toBeGreaterThan(0);
    // A quadratic f itself is always solved in full.
    quad = traceRoots([1, -3, 2], -Infinity, Infinity).steps.find((s) => s.kind === 'quadratic');
    expect(quad?.kind === 'quadratic' && [quad.exact, quad.full]).toEqual([true, true]);
  });

  test('traceRoots(t²(t − 1)²) → 0 and 1, both double: a deflation of the trailing zeros, then the quadratic (t − 1)²', () => {
    const tr = traceRoots([1, -2, 1, 0, 0], -Infinity, Infinity);
    expect(tr.roots).toEqual([0, 1]);
    expect(tr.multiplicities).toEqual([2, 2]);
    const deflate = tr.steps.find((s) => s.kind === 'deflate');
    expect(deflate?.kind === 'deflate' && deflate.zeros).toBe(2);
    expect(deflate?.text).toMatch(/t = 0 is a root of multiplicity 2/);
    const level = tr.steps.find((s) => s.kind === 'level');
    expect(level?.kind === 'level' && [level.name, level.coefficients]).toEqual(['(f/t²)', [1, -2, 1]]);
    expect(level?.text).toBe('Level 0: (f/t²), of degree 2: f with the factor t² divided out.');
    expect(deflate?.text).toBe(
      'The last 2 coefficients of f are 0: f = t²·(f/t²), so t = 0 is a root of multiplicity 2, and (f/t²) is solved from here on.',
    );
    const root1 = tr.steps.filter((s) => s.kind === 'root' && s.level === 0 && s.origin === 'quadratic');
    expect(root1.map((s) => (s.kind === 'root' ? [s.x, s.multiplicity] : null))).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  test('traceRoots((t − 1)²(t − 3)(t + 2)) → the double root 1 by the tangency rule (a touch at a critical point)', () => {
    const tr = traceRoots(fromRoots([1, 1, 3, -2]), -Infinity, Infinity);
    expect(tr.roots).toEqual([-2, 1, 3]);
    expect(tr.multiplicities).toEqual([1, 2, 1]);
    const touch = tr.steps.find((s) => s.kind === 'sign' && s.touch);
    expect(touch?.text).toMatch(/^f\(1\) is zero within its rounding bound: f touches 0/);
    const root1 = tr.steps.find((s) => s.kind === 'root' && s.level === 0 && s.origin === 'touch');
    expect(root1?.kind === 'root' && [root1.x, root1.multiplicity]).toEqual([1, 2]);
    checkSteps(tr);
  });

  test('traceRoots with huge coefficients (roots 2^150·{1, 2, 3}) → the solver rescales (scale.m ≠ 0); steps in the caller’s variable', () => {
    const big = 2 ** 150;
    const c = fromRoots([big, 2 * big, 3 * big]);
    const tr = traceRoots(c, -Infinity, Infinity);
    expectSameAsSolver(tr, c, -Infinity, Infinity, false);
    expect(tr.scale.m).not.toBe(0);
    close(tr.roots[1] / big, 2, 1e-12);
    const setup = tr.steps[0];
    expect(setup.kind === 'setup' && setup.bound > 3 * big).toBe(true);
    expect(setup.text).toMatch(/2\^\d+·τ/);
    checkSteps(tr);
  });

  test('traceRoots with firstOnly → the first root and a stop step; degree 0 and non-finite → no roots, a done step only', () => {
    const tr = traceRoots(fromRoots([1, 2, 3, 4]), 0, Infinity, { firstOnly: true });
    expect(tr.roots).toEqual([1]);
    expect(tr.steps.some((s) => s.kind === 'stop')).toBe(true);
    expect(traceRoots([5], -1, 1).steps.map((s) => s.kind)).toEqual(['done']);
    expect(traceRoots([1, NaN, 1], -1, 1).roots).toEqual([]);
  });

  test('traceRoots on degree 9 → the solver’s RangeError, and the sink is null afterwards', () => {
    const spy: RootTraceSink = new Proxy({} as RootTraceSink, { get: () => () => undefined });
    setRootTraceSink(spy);
    expect(() => traceRoots([1, 0, 0, 0, 0, 0, 0, 0, 0, 1], -1, 1)).toThrow(RangeError);
    expect(getRootTraceSink()).toBe(null);
  });

  test('the untraced solver gives the same roots as before any sink was ever set, and with a (no-op) sink set', () => {
    for (const { c } of untouchedBatch.slice(0, 50)) traceRoots(c, -Infinity, Infinity);
    let events = 0;
    const counting: RootTraceSink = new Proxy({} as RootTraceSink, {
      get: () => () => {
        events++;
      },
    });
    for (const sink of [null, counting]) {
      setRootTraceSink(sink);
      try {
        for (const { c, roots, mults } of untouchedBatch) {
          const n = solvePolynomialInTo(refRoots, refMults, c, -Infinity, Infinity);
          expect(n).toBe(roots.length);
          for (let i = 0; i < n; i++) {
            expect(Object.is(refRoots[i], roots[i])).toBe(true);
            expect(refMults[i]).toBe(mults[i]);
          }
        }
      } finally {
        setRootTraceSink(null);
      }
    }
    expect(events).toBeGreaterThan(1000);
  });

  test('the numerics entry exports traceRoots, traceIntercept, interceptPolynomial and the numerics; the main entry none of them', () => {
    expect(teaching.traceRoots).toBe(traceRoots);
    expect(teaching.traceIntercept).toBe(traceIntercept);
    expect(teaching.interceptPolynomial).toBe(interceptPolynomial);
    for (const name of Object.keys(teaching)) expect(barrel, name).not.toHaveProperty(name);
  });
});

// ---------------------------------------------------------------------------
// Intercept scenes

const FOUR_HITS: InterceptOptions = {
  shooter: [0, 0, 0],
  target: [-25, 73, 3],
  targetVelocity: [-1, -58, -5],
  speed: 20,
  gravity: [0, -9.81, 0],
};

function hitTimes(o: InterceptOptions): number[] {
  const r = intercept(o);
  return r.hit ? r.times : [];
}

function expectSameAsIntercept(o: InterceptOptions): ReturnType<typeof traceIntercept> {
  const tr = traceIntercept(o);
  const times = hitTimes(o);
  const same = tr.roots.length === times.length && times.every((t, i) => Object.is(t, tr.roots[i]));
  if (!same) expect(tr.roots, JSON.stringify(o)).toEqual(times);
  const out = new Float64Array(4);
  const first = interceptTo(out, o) ? [out[0]] : [];
  if (!(first.length === Math.min(1, tr.roots.length) && (first.length === 0 || Object.is(first[0], tr.roots[0])))) {
    expect(first, `interceptTo ${JSON.stringify(o)}`).toEqual(tr.roots.slice(0, 1));
  }
  return tr;
}

const num = (m: number) => fc.double({ min: -m, max: m, noNaN: true, noDefaultInfinity: true });
const vecOf = (dim: number, m: number) => fc.array(num(m), { minLength: dim, maxLength: dim });

/** Scenes of dimension 2 or 3 in units scaled by (length L, time T). */
function scenes(gravityKind: 'gravity' | 'none'): fc.Arbitrary<InterceptOptions> {
  return fc.integer({ min: 2, max: 3 }).chain((dim) =>
    fc
      .record({
        shooter: vecOf(dim, 50),
        target: vecOf(dim, 200),
        targetVelocity: fc.oneof(vecOf(dim, 40), fc.constant(new Array<number>(dim).fill(0))),
        targetAcceleration: fc.oneof(fc.constant(new Array<number>(dim).fill(0)), vecOf(dim, 5)),
        shooterVelocity: fc.oneof(fc.constant(undefined), vecOf(dim, 10)),
        inherit: fc.oneof(fc.constant(undefined), fc.double({ min: 0, max: 1, noNaN: true })),
        speed: fc.oneof(fc.double({ min: 1, max: 80, noNaN: true }), fc.integer({ min: 0, max: 60 })),
        g: fc.double({ min: 1, max: 20, noNaN: true }),
        maxTime: fc.oneof(fc.constant(undefined), fc.double({ min: 0, max: 30, noNaN: true })),
        L: fc.oneof(
          fc.constant(1),
          fc.constant(1),
          fc.integer({ min: -12, max: 12 }).map((k) => 10 ** k),
        ),
        T: fc.oneof(
          fc.constant(1),
          fc.constant(1),
          fc.integer({ min: -6, max: 6 }).map((k) => 10 ** k),
        ),
      })
      .map((r) => {
        const { L, T } = r;
        const down = new Array<number>(dim).fill(0);
        down[1] = -r.g;
        const o: InterceptOptions = {
          shooter: r.shooter.map((x) => x * L),
          target: r.target.map((x) => x * L),
          targetVelocity: r.targetVelocity.map((x) => (x * L) / T),
          speed: (r.speed * L) / T,
        };
        if (gravityKind === 'gravity') {
          o.gravity = down.map((x) => (x * L) / (T * T));
          o.targetAcceleration = r.targetAcceleration.map((x) => (x * L) / (T * T));
        } else if (r.targetAcceleration.some((x) => x !== 0)) {
          // G = A − g = 0 with both nonzero: falling alike.
          o.targetAcceleration = r.targetAcceleration.map((x) => (x * L) / (T * T));
          o.gravity = o.targetAcceleration;
        }
        if (r.shooterVelocity) o.shooterVelocity = r.shooterVelocity.map((x) => (x * L) / T);
        if (r.inherit !== undefined) o.inherit = r.inherit;
        if (r.maxTime !== undefined) o.maxTime = r.maxTime * T;
        return o;
      }),
  );
}

describe('traceIntercept: the quartic exactly as intercept solves it', () => {
  test('traceIntercept on random scenes with gravity (2D/3D, moving and accelerating targets, shooter velocity, maxTime, unit scales 10^±12) → intercept(...).times and interceptTo’s time bit for bit (property)', () => {
    let hits = 0;
    let four = 0;
    let quartics = 0;
    let runs = 0;
    fc.assert(
      fc.property(scenes('gravity'), (o) => {
        runs++;
        const tr = expectSameAsIntercept(o);
        // (The quadratic path too, when the scaled G underflows to 0: a subnormal scene.)
        if (tr.path === 'quartic') quartics++;
        checkSteps(tr);
        if (tr.roots.length > 0) hits++;
        if (tr.roots.length === 4) four++;
      }),
      fcParams(),
    );
    expect(hits).toBeGreaterThan(0);
    // Four-hit scenes are rare (about 1 in 1000 here): a short run (FC_RUNS) may meet none.
    if (runs >= 5000) expect(four).toBeGreaterThan(0);
    expect(quartics).toBeGreaterThan(0.95 * runs);
  }, 120_000);

  test('traceIntercept with G = 0 → the quadratic path, said so; roots = intercept’s times and linearIntercept’s non-negative roots, bit for bit (property)', () => {
    fc.assert(
      fc.property(scenes('none'), (o) => {
        const r = o.target.map((x, i) => x - o.shooter[i]);
        const pol = interceptPolynomial(o);
        fc.pre(!(r.every((x) => x === 0) && pol.coefficients[2] === 0));
        const tr = expectSameAsIntercept(o);
        if (tr.path !== 'quadratic' || !tr.note.startsWith('G = 0')) expect([tr.path, tr.note]).toBe('quadratic');
        checkSteps(tr);
        if (o.shooterVelocity === undefined && o.maxTime === undefined) {
          const lin = linearIntercept({
            shooter: o.shooter as number[],
            target: o.target,
            targetVelocity: o.targetVelocity ?? [0, 0, 0],
            speed: o.speed,
          });
          const nonNegative = lin.roots.filter((t) => t >= 0);
          const same = tr.roots.length === nonNegative.length && nonNegative.every((t, i) => Object.is(t, tr.roots[i]));
          if (!same) expect(tr.roots).toEqual(nonNegative);
        }
      }),
      fcParams(0.3),
    );
  }, 60_000);

  test('traceIntercept(R = (−25,73,3), V = (−1,−58,−5), s = 20, g = 9.81 down) → four hits 1.344437, 2.437677, 5.132485, 14.734738', () => {
    const tr = expectSameAsIntercept(FOUR_HITS);
    expect(tr.roots.length).toBe(4);
    [1.344437, 2.437677, 5.132485, 14.734738].forEach((t, i) => close(tr.roots[i], t, 1e-6));
    expect(tr.path).toBe('quartic');
    // The steps follow the method: f, f′, f″; f″'s roots; f′'s roots; f's pieces, 4 sign changes, 4 polished roots.
    const names = tr.steps.filter((s) => s.kind === 'level').map((s) => ('name' in s ? s.name : ''));
    expect(names).toEqual(['f', 'f′', 'f″']);
    const signs = tr.steps.filter((s) => s.kind === 'sign' && s.level === 0 && s.brackets);
    expect(signs.length).toBe(4);
    const roots0 = tr.steps.filter((s) => s.kind === 'root' && s.level === 0);
    expect(roots0.map((s) => (s.kind === 'root' ? s.x : NaN))).toEqual(tr.roots);
    // Level 0's coefficients in the caller's units are the quartic's (up to the rounding of its scaled copy).
    const level0 = tr.steps.find((s) => s.kind === 'level' && s.level === 0);
    if (level0?.kind !== 'level') throw new Error('no level 0');
    const poly = interceptPolynomial(FOUR_HITS);
    level0.coefficients.forEach((c, i) => close(c, poly.coefficients[i], 1e-12 * Math.abs(poly.coefficients[i])));
    // The sign values are f's values in the caller's units: f(0) = |R|².
    const firstSign = signs[0];
    if (firstSign.kind === 'sign') expect(firstSign.valueLo).toBe(25 * 25 + 73 * 73 + 9);
    checkSteps(tr);
  });

  test('traceIntercept on the other reference cases: R = (50,0,0), V = (0,0,5), s = 30 → 1.767992, 5.765682; the 2D case with target acceleration → 1.207441, 3.312091; a standing target at 50 m → 1.7384, 5.8640', () => {
    let tr = expectSameAsIntercept({
      shooter: [0, 0, 0],
      target: [50, 0, 0],
      targetVelocity: [0, 0, 5],
      speed: 30,
      gravity: [0, -9.81, 0],
    });
    close(tr.roots[0], 1.767992, 1e-6);
    close(tr.roots[1], 5.765682, 1e-6);
    tr = expectSameAsIntercept({
      shooter: [0, 0],
      target: [15, 10],
      targetVelocity: [2, -1],
      targetAcceleration: [1, 0],
      gravity: [0, -9.8],
      speed: 20,
    });
    close(tr.roots[0], 1.207441, 1e-6);
    close(tr.roots[1], 3.312091, 1e-6);
    tr = expectSameAsIntercept({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] });
    close(tr.roots[0], 1.7384, 1e-4);
    close(tr.roots[1], 5.864, 1e-4);
  });

  test('traceIntercept with G = 0: R = (100,0), V = (0,10), s = 20 → t = 5.773503 by the quadratic path; R = (100,0), V = (−20,5), s = 10 → 3.489153 and 8.818540', () => {
    let tr = expectSameAsIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
    expect(tr.path).toBe('quadratic');
    close(tr.roots[0], 5.773503, 1e-6);
    expect(tr.polynomial.coefficients.slice(0, 2)).toEqual([0, 0]);
    tr = expectSameAsIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-20, 5], speed: 10 });
    close(tr.roots[0], 3.489153, 1e-6);
    close(tr.roots[1], 8.81854, 1e-6);
    const quad = tr.steps.find((s) => s.kind === 'quadratic');
    expect(quad?.kind === 'quadratic' && quad.exact).toBe(true);
  });

  test('traceIntercept with maxTime 3 on the four-hit scene → only 1.344437 and 2.437677, the later roots beyond τmax never refined', () => {
    const tr = expectSameAsIntercept({ ...FOUR_HITS, maxTime: 3 });
    expect(tr.roots.length).toBe(2);
    const setup = tr.steps[0];
    expect(setup.kind === 'setup' && setup.hi).toBe(3);
  });

  test('traceIntercept with R = 0 (already there) → t = 0 first, as intercept', () => {
    const o = { shooter: [1, 2], target: [1, 2], targetVelocity: [3, 0], speed: 5, gravity: [0, -9.81] };
    const tr = expectSameAsIntercept(o);
    expect(tr.roots[0]).toBe(0);
  });

  test('traceIntercept and interceptPolynomial reject bad input with intercept’s errors', () => {
    expect(() => traceIntercept({ shooter: [0, 0], target: [1, NaN], speed: 1 })).toThrow(/target/);
    expect(() => interceptPolynomial({ shooter: [0, 0], target: [1, 1], speed: -1 })).toThrow(/speed/);
    expect(getRootTraceSink()).toBe(null);
  });
});

describe('interceptPolynomial: the quartic in the caller’s units', () => {
  test('interceptPolynomial(four-hit scene) → f = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R, with f′ and f″', () => {
    const p = interceptPolynomial(FOUR_HITS);
    expect(p.R).toEqual([-25, 73, 3]);
    expect(p.V).toEqual([-1, -58, -5]);
    expect(p.G).toEqual([0, 9.81, 0]);
    const gg = 9.81 * 9.81;
    const vg = -58 * 9.81;
    const c2 = 1 + 58 * 58 + 25 + 73 * 9.81 - 400;
    close(p.coefficients[0], gg / 4, 1e-15);
    close(p.coefficients[1], vg, 1e-15);
    close(p.coefficients[2], c2, 1e-12);
    expect(p.coefficients[3]).toBe(2 * (25 - 73 * 58 - 15));
    expect(p.coefficients[4]).toBe(625 + 73 * 73 + 9);
    expect(p.derivative).toEqual([
      p.coefficients[0] * 4,
      p.coefficients[1] * 3,
      p.coefficients[2] * 2,
      p.coefficients[3],
    ]);
    expect(p.secondDerivative).toEqual([p.derivative[0] * 3, p.derivative[1] * 2, p.derivative[2]]);
    // Its roots are the hit times (to rounding: intercept solves a scaled copy).
    const roots = traceRoots(p.coefficients, 0, Infinity).roots;
    const times = hitTimes(FOUR_HITS);
    roots.forEach((r, i) => close(r, times[i], 1e-12));
  });

  test('interceptPolynomial: G = 0 → the t⁴ and t³ terms vanish; V = 0 → the t³ and t terms vanish; V·V + R·G − s² exact when it cancels', () => {
    let p = interceptPolynomial({ shooter: [0, 0], target: [3, 4], targetVelocity: [1, 2], speed: 3 });
    expect(p.coefficients).toEqual([0, 0, 5 - 9, 2 * 11, 25]);
    p = interceptPolynomial({ shooter: [0, 0], target: [3, 4], speed: 3, gravity: [0, -2] });
    expect(p.coefficients[1]).toBe(0);
    expect(p.coefficients[3]).toBe(0);
    expect(p.coefficients[0]).toBe(1);
    expect(p.coefficients[2]).toBe(8 - 9);
    // V·V + R·G − s² = 0.1² + 0 − 0.1² = 0 exactly (a plain sum can leave rounding dust).
    p = interceptPolynomial({
      shooter: [0, 0],
      target: [1, 0],
      targetVelocity: [0.1, 0],
      speed: 0.1,
      gravity: [0, -1],
    });
    expect(p.coefficients[2]).toBe(0);
  });
});
