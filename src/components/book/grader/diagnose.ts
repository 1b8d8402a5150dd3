/**
 * The diagnosis: what a reader's constant-velocity function does wrong, read
 * from the pattern of its answers to the probes (probes.ts) rather than
 * guessed from the kind of case. Each detector looks at the families built to
 * isolate one flaw, compares the answers with each other and with the
 * library's, and either says nothing or gives a finding: what the pattern is,
 * in numbers, what it suggests, and how sure that is. Detectors run in a fixed
 * order, and the probes a finding explains are taken away before the next
 * detector looks, so a solver with one flaw is told about that flaw only.
 * A finding also says which suite cases it explains (by their geometry, the
 * same test as on the probes), which gives each failing case its cause.
 * Pure, no DOM.
 */
import { superscript } from '../../kit/text/math-text';
import { close, linearPass, relErr, timeOf, type Answer } from './compare';
import type { Probe } from './probes';
import type { Scene } from './suite';

export type FlawId =
  | 'nan-out'
  | 'root-choice'
  | 'a-zero'
  | 'near-equal'
  | 'on-target'
  | 'discriminant'
  | 'range'
  | 'float32'
  | 'tolerance'
  | 'far'
  | 'clamp'
  | 'speed0';

/** How sure a finding is: the pattern is clean and seen often; seen but with noise; seen once or twice. */
export type Confidence = 'sure' | 'likely' | 'possible';

/** What a finding is judged on: a probe or a suite case (both carry their scene and the library's answer). */
export interface Judged {
  scene: Scene;
  expected: number | null | number[];
  roots: number[];
  a: number;
}

export interface Finding {
  flaw: FlawId;
  /** The flaw, as a heading: "Single precision (float32)". */
  title: string;
  /** The pattern in the answers, with its numbers. */
  evidence: string;
  /** What to change. */
  advice: string;
  confidence: Confidence;
  /** When the probes cannot tell two flaws apart: both, in words. */
  candidates?: string[];
  /** Whether this flaw explains a failing answer (a probe's or a suite case's). */
  explains(c: Judged, a: Answer): boolean;
}

/** One probe and what the reader's function answered. */
interface Seen {
  p: Probe;
  a: Answer;
  x: number | null | undefined;
  pass: boolean;
}

const sup = (x: number): string => {
  const e = Math.round(Math.log10(x));
  return e === 0 ? '1' : `10${superscript(String(e))}`;
};
const sci = (x: number): string => (x === 0 ? '0' : x.toExponential(0).replace('e+', 'e').replace('e-', 'e−'));
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const sub = (p: readonly number[], q: readonly number[]): number[] => p.map((x, i) => x - q[i]!);
const dot = (p: readonly number[], q: readonly number[]): number => p.reduce((s, x, i) => s + x * q[i]!, 0);
const maxAbs = (xs: readonly number[]): number => Math.max(...xs.map(Math.abs));

/** R = T − S is zero: the shooter stands on the target. */
const onTarget = (c: Judged): boolean => c.scene.target.every((t, i) => t === c.scene.shooter[i]);
/** The size of a scene: its largest length or speed (what scaling multiplies). */
const size = (c: Judged): number =>
  Math.max(maxAbs(sub(c.scene.target, c.scene.shooter)), maxAbs(c.scene.velocity), Math.abs(c.scene.speed));
/** Far from the origin: a coordinate at least 1000 times the distance between shooter and target. */
const far = (c: Judged): boolean => {
  const r = maxAbs(sub(c.scene.target, c.scene.shooter));
  return r > 0 && Math.max(maxAbs(c.scene.target), maxAbs(c.scene.shooter)) >= 1e3 * r;
};
/** Near-equal speeds: a = |V|² − s² small beside both squares, but not 0. */
const nearEqual = (c: Judged): boolean => {
  const v2 = dot(c.scene.velocity, c.scene.velocity);
  return c.a !== 0 && Math.abs(c.a) <= 0.05 * Math.max(v2, c.scene.speed ** 2);
};
/** Within a whisker of a graze: b² − 4ac tiny beside b², computed on the scene scaled to size 1 (no square leaves the range). */
const grazing = (c: Judged): boolean => {
  const k = 1 / size(c);
  if (!Number.isFinite(k)) return false;
  const r = sub(c.scene.target, c.scene.shooter).map((x) => x * k);
  const v = c.scene.velocity.map((x) => x * k);
  const b = 2 * dot(r, v);
  const cc = dot(r, r);
  const a = dot(v, v) - (c.scene.speed * k) ** 2;
  return b !== 0 && a !== 0 && Math.abs(b * b - 4 * a * cc) <= 1e-6 * b * b;
};
const earliest = (c: Judged): number | null => (Array.isArray(c.expected) ? null : c.expected);
const failed = (c: Judged, a: Answer): boolean => !linearPass(earliest(c), a);
const isNaNAnswer = (a: Answer): boolean => a.kind === 'number' && Number.isNaN(a.value);
/** The answer is a time close to a root of the quadratic other than the right one, or a negative time. */
const otherRoot = (c: Judged, a: Answer): boolean => {
  const x = timeOf(a);
  if (typeof x !== 'number' || !Number.isFinite(x)) return false;
  return x < 0 || c.roots.some((r) => r !== c.expected && close(x, r));
};

function describeTally(seen: readonly Seen[]): string {
  const counts = new Map<string, number>();
  for (const s of seen) {
    const k =
      s.x === undefined
        ? s.a.kind === 'threw'
          ? 'a throw'
          : 'not a number'
        : s.x === null
          ? 'no hit (null)'
          : Number.isNaN(s.x)
            ? 'NaN'
            : !Number.isFinite(s.x)
              ? 'Infinity'
              : s.x < 0
                ? 'a negative time'
                : s.p.expected === null
                  ? 'a hit'
                  : 'a wrong time';
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n === seen.length ? k : `${k} (${n})`)).join(', ');
}

const ratio = (n: number, of: number): Confidence => (n >= 3 && n === of ? 'sure' : n >= 2 ? 'likely' : 'possible');

type Detector = (live: readonly Seen[], all: readonly Seen[], found: readonly Finding[]) => Finding | null;

const fam = (seen: readonly Seen[], f: Probe['family']) => seen.filter((s) => s.p.family === f);

/** Every answer NaN: nothing else can be read. */
const allNaN: Detector = (_live, all) => {
  const nan = all.filter((s) => isNaNAnswer(s.a)).length;
  if (nan < 0.9 * all.length) return null;
  return {
    flaw: 'nan-out',
    title: 'Every answer is NaN',
    evidence: `${nan} of the ${all.length} probe scenes, hits and misses alike, came back NaN: the result never depends on the scene.`,
    advice:
      'Look for a NaN that reaches every path: a misspelt variable, a vector read as x/y/z fields when the grader passes arrays, a square root of a negative number taken first.',
    confidence: 'sure',
    explains: (_c, a) => isNaNAnswer(a),
  };
};

/** NaN where there is no hit, a number where there is one: the square root of a negative discriminant. */
const nanForNoHit: Detector = (live) => {
  const misses = live.filter((s) => s.p.expected === null && s.p.family !== 'scale' && s.p.family !== 'far');
  const nan = misses.filter((s) => isNaNAnswer(s.a));
  const hitsNaN = live.filter((s) => s.p.expected !== null && s.p.family === 'ordinary' && isNaNAnswer(s.a));
  if (nan.length < 2 || hitsNaN.length > 0) return null;
  return {
    flaw: 'nan-out',
    title: 'NaN where there is no hit',
    evidence: `${nan.length} of ${misses.length} scenes without a hit came back NaN, while every ordinary hit came back as a number.`,
    advice:
      'When b² − 4ac < 0 (or no root is ≥ 0) return null: Math.sqrt of a negative number is NaN, and NaN is not “no hit”.',
    confidence: ratio(nan.length, misses.length),
    explains: (c, a) => isNaNAnswer(a) && earliest(c) === null,
  };
};

const rootChoice: Detector = (live) => {
  const wrong = live.filter((s) => !s.pass && otherRoot(s.p, s.a));
  const negative = wrong.filter((s) => (s.x as number) < 0);
  const later = wrong.filter((s) => (s.x as number) >= 0);
  if (wrong.length < 2) return null;
  const parts: string[] = [];
  if (negative.length) parts.push(`a negative root (a hit in the past) on ${plural(negative.length, 'scene')}`);
  if (later.length) parts.push(`the later of two hits on ${plural(later.length, 'scene')}`);
  return {
    flaw: 'root-choice',
    title: negative.length >= later.length ? 'Wrong root: a time in the past' : 'Wrong root: the later hit',
    evidence: `Your answer was the other root of the same quadratic: ${parts.join(', and ')}.`,
    advice: 'Keep only the roots t ≥ 0, and return the smallest of those (null when none is left).',
    confidence: wrong.length >= 3 ? 'sure' : 'likely',
    explains: (c, a) => otherRoot(c, a),
  };
};

const onTargetDetector: Detector = (live, _all, found) => {
  const on = fam(live, 'on-target').filter((s) => onTarget(s.p));
  const unequal = on.filter((s) => s.p.a !== 0);
  const equal = on.filter((s) => s.p.a === 0);
  const badU = unequal.filter((s) => !s.pass);
  const badE = equal.filter((s) => !s.pass);
  const aside = fam(live, 'on-target').filter((s) => !onTarget(s.p));
  const asideOk = aside.every((s) => s.pass);
  if (badU.length >= 2) {
    return {
      flaw: 'on-target',
      title: 'The shooter on the target',
      evidence: `With the shooter on the target (R = 0) the answer is t = 0; yours was ${describeTally(badU)} on ${badU.length} of ${unequal.length} such scenes at unequal speeds${asideOk ? ', while a hundredth of a metre away every answer is right' : ''}.`,
      advice:
        'Test R = 0 (c = |R|² = 0) first and return 0: every formula after it divides by something that is then 0.',
      confidence: badU.length === unequal.length && asideOk ? 'sure' : 'likely',
      explains: (c, a) => onTarget(c) && failed(c, a),
    };
  }
  if (badE.length >= 1 && badU.length === 0 && !found.some((f) => f.flaw === 'a-zero')) {
    return {
      flaw: 'on-target',
      title: 'The shooter on the target at equal speeds: two candidates',
      evidence: `Only when the shooter is on the target and the speeds are equal did your answer go wrong (${describeTally(badE)}); on the target at unequal speeds, and at equal speeds away from it, every answer is right. The probes cannot tell which of two mistakes that is.`,
      advice: 'Test R = 0 first and return 0, before the equal-speed branch.',
      confidence: 'possible',
      candidates: [
        'the equal-speed branch’s t = −c/b, where R = 0 makes b and c both 0 (0/0)',
        'the check for the target at the muzzle comes after the equal-speed branch, or is missing there',
      ],
      explains: (c, a) => onTarget(c) && c.a === 0 && failed(c, a),
    };
  }
  return null;
};

const aZero: Detector = (live) => {
  const eq = fam(live, 'equal');
  const hits = eq.filter((s) => s.p.expected !== null);
  const badHits = hits.filter((s) => !s.pass);
  const badMisses = eq.filter((s) => s.p.expected === null && !s.pass);
  const bad = [...badHits, ...badMisses];
  if (bad.length < 2) return null;
  const coarse = fam(live, 'near').filter((s) => s.p.k === 1e-2);
  const coarseOk = coarse.every((s) => s.pass);
  const what = badHits.length
    ? `${describeTally(badHits)} on ${badHits.length} of ${hits.length} hits`
    : `${describeTally(badMisses)} on ${badMisses.length} scenes where the target moves away or across`;
  return {
    flaw: 'a-zero',
    title: 'Equal speeds (a = 0)',
    evidence: `With the shot exactly as fast as the target (a = |V|² − s² = 0) your answers were ${what}${coarseOk ? ', while speeds 1 % apart are answered right' : ''}.`,
    advice: badHits.length
      ? 'When a = 0 the quadratic is linear, b·t + c = 0: t = −c/b when b < 0, and no hit otherwise. Dividing by 2a gives NaN or Infinity.'
      : 'When a = 0, t = −c/b is a hit only when it is ≥ 0 (b < 0): a target moving away, or across, at the shot’s speed is never caught.',
    confidence: bad.length >= 3 && coarseOk ? 'sure' : 'likely',
    explains: (c, a) => c.a === 0 && failed(c, a),
  };
};

const speedZero: Detector = (live) => {
  const zero = fam(live, 'speed0').filter((s) => s.p.k === 0);
  const runs = zero.filter((s) => s.p.expected !== null);
  const badRuns = runs.filter((s) => !s.pass);
  const nudgedOk = fam(live, 'speed0')
    .filter((s) => s.p.k > 0)
    .every((s) => s.pass);
  const falseHits = zero.filter((s) => s.p.expected === null && typeof s.x === 'number' && Number.isFinite(s.x));
  if (badRuns.length < 2 && falseHits.length < 2) return null;
  const parts: string[] = [];
  if (badRuns.length)
    parts.push(
      `a target that runs straight into a shot that cannot move (s = 0) is hit when it arrives; yours was ${describeTally(badRuns)} on ${badRuns.length} of ${runs.length} such scenes${nudgedOk ? ', while at s = 10⁻³ and 10⁻⁶ the same scenes are right' : ''}`,
    );
  if (falseHits.length)
    parts.push(`at s = 0 you reported a hit on ${plural(falseHits.length, 'scene')} where the target never comes`);
  return {
    flaw: 'speed0',
    title: 'A speed of 0',
    evidence: capital(`${parts.join('; and ')}.`),
    advice:
      'Do not return “no hit” for s = 0 up front: the quadratic still holds (a = |V|²), and its root is the time the target reaches the muzzle, when it does.',
    confidence: badRuns.length === runs.length && nudgedOk ? 'sure' : 'likely',
    explains: (c, a) => c.scene.speed === 0 && !onTarget(c) && failed(c, a),
  };
};

/** The same finite time returned for several scenes without a hit: a ceiling, returned as a hit. */
function ceiling(seen: readonly Seen[]): number | null {
  const where = new Map<number, Set<string>>();
  for (const s of seen)
    if (s.p.expected === null && typeof s.x === 'number' && Number.isFinite(s.x) && s.x > 0) {
      const set = where.get(s.x) ?? new Set();
      set.add(`${s.p.family}/${s.p.base}`);
      where.set(s.x, set);
    }
  // The same time from unrelated scenes (not one scene under its mirror images, or nudged by an ulp).
  const best = [...where].sort((p, q) => q[1].size - p[1].size)[0];
  return best && best[1].size >= 2 ? best[0] : null;
}

const clamp: Detector = (live) => {
  const cl = fam(live, 'clamp');
  const cap = ceiling(live);
  // The longest hit answered right, and the shortest answered wrong: a cap lies between.
  const okTimes = cl.filter((s) => s.pass).map((s) => s.p.expected as number);
  const badTimes = cl.filter((s) => !s.pass).map((s) => s.p.expected as number);
  const lastOk = okTimes.length ? Math.max(...okTimes) : 0;
  const firstBad = badTimes.length ? Math.min(...badTimes) : Infinity;
  const clean = badTimes.length >= 2 && firstBad > lastOk;
  if (!clean && cap === null) return null;
  const parts: string[] = [];
  if (clean)
    parts.push(
      `hits up to ${sci(lastOk)} s away are right, and every hit from ${sci(firstBad)} s on came back as ${describeTally(cl.filter((s) => !s.pass))}`,
    );
  if (cap !== null) parts.push(`t = ${cap} came back for scenes that have no hit at all`);
  const limit = clean ? lastOk : (cap ?? Infinity);
  return {
    flaw: 'clamp',
    title: 'A cap on the time',
    evidence: capital(`${parts.join('; and ')}.`),
    advice:
      cap !== null
        ? 'A maximum time is a filter, not an answer: when the earliest hit is later than the cap, or there is none, return null.'
        : 'A hit is a hit however late: a cap on the time belongs to the caller (whose projectile may have a lifetime), not to the solver.',
    confidence: clean && badTimes.length >= 3 ? 'sure' : 'likely',
    explains: (c, a) => {
      const e = earliest(c);
      const x = timeOf(a);
      return failed(c, a) && ((e !== null && e > limit) || (cap !== null && x === cap));
    },
  };
};

/** Right to about 7 digits and no better: single precision. */
const float32: Detector = (live) => {
  const hits = fam(live, 'ordinary').filter((s) => s.p.expected !== null && typeof s.x === 'number');
  if (hits.length < 4) return null;
  const rels = hits.map((s) => relErr(s.x as number, s.p.expected as number)).sort((p, q) => p - q);
  const single = rels.filter((r) => r > 1e-12 && r <= 1e-5).length;
  const exactF = hits.filter((s) => Math.fround(s.x as number) === s.x).length;
  if (single < 0.5 * hits.length) return null;
  const median = rels[Math.floor(rels.length / 2)]!;
  const digits = Math.round(-Math.log10(Math.max(median, 1e-17)));
  const allF = exactF === hits.length;
  return {
    flaw: 'float32',
    title: 'Single precision (float32)',
    evidence: `Your times on ${hits.length} ordinary scenes are right to about ${digits} digits (median relative error ${sci(median)}) and no better${allF ? '; every one of them is a 32-bit float' : ''}. Far from the origin the coordinates themselves lose their digits in 32 bits, and scaled scenes leave the float32 range (about 10⁻³⁸ … 10³⁸ for a square) long before the double range.`,
    advice:
      'Compute in double precision (JavaScript numbers already are). In an engine with 32-bit vectors, subtract positions relative to the shooter before converting, and solve in doubles.',
    confidence: allF && single >= 0.8 * hits.length ? 'sure' : 'likely',
    explains: (c, a) => failed(c, a) && (timeOf(a) !== undefined || a.kind === 'number'),
  };
};

/** Near-equal speeds: how the answers degrade as the gap closes, on the approaching and the fleeing side. */
const nearEqualDetector: Detector = (live) => {
  const near = fam(live, 'near');
  const bad = near.filter((s) => !s.pass);
  if (bad.length < 2) return null;
  const gapsBad = bad.map((s) => s.p.k);
  const gapsOk = near.filter((s) => s.pass).map((s) => s.p.k);
  const smallestOk = gapsOk.length ? Math.min(...gapsOk) : Infinity;
  const largestBad = Math.max(...gapsBad);
  const largestOk = gapsOk.length ? Math.max(...gapsOk) : 0;
  const smallestBad = Math.min(...gapsBad);
  const approach = bad.filter((s) => s.p.base.endsWith('approach'));
  const flee = bad.filter((s) => s.p.base.endsWith('flee'));
  let title: string;
  let evidence: string;
  let advice: string;
  if (gapsOk.length > 0 && (smallestBad > largestOk || (largestBad > smallestOk && smallestOk < smallestBad))) {
    // Wrong at the wider gaps, right when the gap is tiny: near-equal speeds are treated as equal. (Wrong at every
    // gap is not that pattern: nothing is right to compare with.)
    title = 'Near-equal speeds treated as equal';
    evidence = `Speeds a relative ${sci(largestBad)} apart came back wrong (${describeTally(bad)}), while speeds only ${sci(smallestOk)} apart are right: a tolerance on a = |V|² − s² sends nearly equal speeds down the equal-speed branch, which drops the t² term.`;
    advice =
      'Take the equal-speed branch only when a is exactly 0; the stable formula handles a tiny a without dividing by it.';
  } else if (approach.length && !flee.length) {
    title = 'Cancellation near equal speeds: the textbook formula';
    const rightDownTo = Math.min(...gapsOk.filter((g) => g > largestBad));
    const right = Number.isFinite(rightDownTo) ? `right down to a gap of ${sci(rightDownTo)}, ` : '';
    evidence = `With the target coming closer, your times go wrong as the speeds close in: ${right}wrong from ${sci(largestBad)} (${describeTally(approach)}). (−b + √(b² − 4ac)) / 2a subtracts two nearly equal numbers when a is small.`;
    advice = 'Use the stable pair: q = −(b + sign(b)·√(b² − 4ac)) / 2, then t = q/a and t = c/q.';
  } else if (flee.length && !approach.length) {
    title = 'a = |V|² − s² loses its digits';
    evidence = `With the target fleeing a slightly faster shot (the hit at about −b/a), your times go wrong from a gap of ${sci(largestBad)} (${describeTally(flee)}), and the approaching scenes stay right: |V|² − s² subtracts two nearly equal squares, each already rounded.`;
    advice =
      'Compute a exactly: error-free products (Dekker’s two-product, or Math.fma where you have one) for vx², vy², vz² and s², summed with their errors.';
  } else {
    title = 'Near-equal speeds';
    evidence = `Your times go wrong as the speeds close in, approaching and fleeing alike: wrong from a gap of ${sci(largestBad)} (${describeTally(bad)}). Both the textbook formula’s cancellation and a rounded a = |V|² − s² fit.`;
    advice = 'Use the stable pair of roots and an exact a = |V|² − s².';
  }
  return {
    flaw: 'near-equal',
    title,
    evidence,
    advice,
    confidence: bad.length >= 3 ? 'sure' : 'likely',
    candidates:
      title === 'Near-equal speeds'
        ? ['cancellation in −b ± √(b² − 4ac)', 'a = |V|² − s² rounded before it is used']
        : undefined,
    explains: (c, a) => nearEqual(c) && failed(c, a),
  };
};

const discriminant: Detector = (live) => {
  const g = fam(live, 'graze');
  const fine = g.filter((s) => Number.isInteger(s.p.k));
  const coarse = g.filter((s) => !Number.isInteger(s.p.k));
  const bad = fine.filter((s) => !s.pass);
  if (bad.length === 0 || coarse.some((s) => !s.pass)) return null;
  const falseHits = bad.filter((s) => s.p.expected === null).length;
  const missed = bad.length - falseHits;
  const parts = [];
  if (falseHits) parts.push(`a hit on ${plural(falseHits, 'scene')} that just ${falseHits === 1 ? 'misses' : 'miss'}`);
  if (missed) parts.push(`no hit on ${plural(missed, 'scene')} that just ${missed === 1 ? 'hits' : 'hit'}`);
  return {
    flaw: 'discriminant',
    title: 'The discriminant’s sign near a graze',
    evidence: `With the shot’s speed a few ulps from an exact graze (a double root), you gave ${parts.join(' and ')}, while 10⁻⁸ away every answer is right: b² − 4ac subtracts two nearly equal products and keeps only their rounding.`,
    advice:
      'Compute b² − 4ac from an exact a = |V|² − s² with error-free products (its sign is then exact); else, within a few ulps of a graze, hit or miss is a coin toss.',
    confidence: bad.length >= 2 ? 'likely' : 'possible',
    explains: (c, a) => grazing(c) && failed(c, a),
  };
};

/** The scale family: the band of scales answered right around ×1, and the failures beyond it on each side. */
function scaleBand(seen: readonly Seen[]): {
  lo: number;
  hi: number;
  okLo: number;
  okHi: number;
  below: Seen[];
  above: Seen[];
} {
  const ks = [...new Set(seen.map((s) => s.p.k))].sort((p, q) => p - q);
  const ok = (k: number) => seen.filter((s) => s.p.k === k).every((s) => s.pass);
  let hi = Infinity;
  let okHi = 1;
  for (const k of ks.filter((k) => k > 1)) {
    if (!ok(k)) {
      hi = k;
      break;
    }
    okHi = k;
  }
  let lo = 0;
  let okLo = 1;
  for (const k of ks.filter((k) => k < 1).reverse()) {
    if (!ok(k)) {
      lo = k;
      break;
    }
    okLo = k;
  }
  return {
    lo,
    hi,
    okLo,
    okHi,
    below: seen.filter((s) => s.p.k <= lo && !s.pass),
    above: seen.filter((s) => s.p.k >= hi && !s.pass),
  };
}

const SIZE0 = 100;

const range: Detector = (live) => {
  const { lo, hi, okLo, okHi, below, above } = scaleBand(fam(live, 'scale'));
  const over = hi >= 1e50 && above.length > 0;
  const under = lo > 0 && lo <= 1e-55 && below.length > 0;
  if (!over && !under) return null;
  const parts: string[] = [];
  if (over) parts.push(`from ×${sup(hi)} up (${describeTally(above)})`);
  if (under) parts.push(`from ×${sup(lo)} down (${describeTally(below)})`);
  return {
    flaw: 'range',
    title: over && under ? 'Overflow and underflow of squares' : over ? 'Overflow of squares' : 'Underflow of squares',
    evidence: `The same scenes scaled are right from ×${sup(okLo)} to ×${sup(okHi)}, and wrong ${parts.join(' and ')}: squares of lengths (and b², a product of four) leave the double range, about 10⁻³⁰⁸ … 10³⁰⁸, there.`,
    advice:
      'Scale lengths and speeds by a power of two (exact) before squaring, and scale the time back: t is the same for the whole scene multiplied by k.',
    confidence: (over ? above.length : 0) + (under ? below.length : 0) >= 3 ? 'sure' : 'likely',
    explains: (c, a) => failed(c, a) && ((over && size(c) > okHi * SIZE0) || (under && size(c) < okLo * SIZE0)),
  };
};

const tolerance: Detector = (live) => {
  const { lo, hi, okLo, okHi, below, above } = scaleBand(fam(live, 'scale'));
  const small = lo > 1e-55 && below.length > 0;
  const large = hi < 1e50 && above.length > 0;
  if (!small && !large) return null;
  const zeros = below.filter((s) => s.x === 0).length;
  const sizeAt = (k: number) => SIZE0 * k;
  let evidence: string;
  if (small && zeros >= 0.8 * below.length) {
    evidence = `Every answer from ×${sup(lo)} down is 0 (${zeros} of ${below.length} scenes), though nothing underflows there (|R|² ≈ ${sci(sizeAt(lo) ** 2)} at ×${sup(lo)}): positions closer than a fixed distance, somewhere between ${sci(sizeAt(lo))} and ${sci(sizeAt(okLo))} m, are taken for the same place.`;
  } else if (small) {
    evidence = `The same scenes scaled are right down to ×${sup(okLo)} and wrong from ×${sup(lo)} (${describeTally(below)}), far above where any square underflows: a fixed tolerance (on a, on the discriminant, or on a distance) stops fitting the scene there.`;
  } else {
    evidence = `The same scenes scaled are right up to ×${sup(okHi)} and wrong from ×${sup(hi)} (${describeTally(above)}), far below where any square overflows: a fixed size in the code stops fitting the scene there.`;
  }
  return {
    flaw: 'tolerance',
    title: 'A fixed (absolute) tolerance',
    evidence,
    advice:
      'Compare with 0 exactly, or relative to the scene (a tolerance times |R|², or times s²), never with a fixed number of metres: the time does not change when the whole scene is scaled.',
    confidence: below.length + above.length >= 3 ? 'sure' : 'likely',
    explains: (c, a) => failed(c, a) && ((small && size(c) < okLo * SIZE0) || (large && size(c) > okHi * SIZE0)),
  };
};

const farDetector: Detector = (live) => {
  const f = fam(live, 'far');
  const bad = f.filter((s) => !s.pass);
  if (bad.length < 2) return null;
  const first = Math.min(...bad.map((s) => s.p.k));
  return {
    flaw: 'far',
    title: 'Digits lost far from the origin',
    evidence: `The same scenes are right at the origin and wrong from ${sci(first)} m away (${describeTally(bad)}), although T − S is exactly the same there.`,
    advice:
      'Subtract first: R = T − S, then work with R alone; expanding |T − S|² as |T|² − 2T·S + |S|² squares the distance from the origin.',
    confidence: bad.length >= 3 ? 'sure' : 'likely',
    explains: (c, a) => far(c) && failed(c, a),
  };
};

/** The detectors, in the order they claim probes. */
const DETECTORS: readonly Detector[] = [
  rootChoice,
  nanForNoHit,
  clamp,
  aZero,
  onTargetDetector,
  speedZero,
  float32,
  nearEqualDetector,
  discriminant,
  range,
  tolerance,
  farDetector,
];

/**
 * The findings for a function's answers to the probes (one answer per probe,
 * in order). None for a function that passes every probe, and none when the
 * answers are not times at all (a throw, a missing function: the verdicts say
 * that). A solver whose every answer is NaN gets that one finding.
 */
export function diagnose(probes: readonly Probe[], answers: readonly Answer[]): Finding[] {
  const all: Seen[] = probes.map((p, i) => {
    const a = answers[i] ?? { kind: 'missing' };
    return { p, a, x: timeOf(a), pass: linearPass(p.expected as number | null, a) };
  });
  if (all.every((s) => s.pass)) return [];
  if (all.filter((s) => s.x !== undefined).length < 0.5 * all.length) return [];
  const nan = allNaN(all, all, []);
  if (nan) return [nan];
  const found: Finding[] = [];
  let live = all;
  for (const detect of DETECTORS) {
    const f = detect(live, all, found);
    if (!f) continue;
    found.push(f);
    live = live.filter((s) => s.pass || !f.explains(s.p, s.a));
  }
  return found;
}

/** The finding that explains a failing case: the first that claims it, in the detectors' order. */
export function explainedBy(findings: readonly Finding[], c: Judged, a: Answer): Finding | null {
  return findings.find((f) => f.explains(c, a)) ?? null;
}

/** How a finding says how sure it is. */
export const CONFIDENCE_TEXT: Record<Confidence, string> = {
  sure: 'Sure: the pattern is clean across the probes.',
  likely: 'Likely: the pattern holds on most probes.',
  possible: 'A guess: the pattern shows on one or two probes only.',
};
