/**
 * Shared fixtures of the C++ and C# ports (ports/PROTOCOL.md): the published
 * reference cases of the three solvers the ports carry (constant-velocity
 * intercept, ballistic arcs, general quartic intercept with the best miss)
 * and ≥ 10⁴ seeded random scenes, each with the answer of the TypeScript
 * library (through its barrel) as the expected result; and the options
 * fixtures (`buildOptionFixtures`): scenes with every option of the one
 * options shape (shooter velocity, inherit, maxTime included), each put to
 * the four options entry points, so that an option a specialised entry does
 * not handle is rejected alike in the three languages. Also the text
 * protocol: `inputLine` writes a case for a port's runner, `parseResultLine`
 * reads the runner's answer back into the same `Expected` shape.
 *
 * Deterministic: the same seed gives the same scenes on every machine.
 */
import {
  ballisticArcs,
  intercept,
  linearIntercept,
  linearInterceptTo,
  linearInterceptToChecked,
  SLOTS,
} from '../../src/lib/index';
import type { InterceptOptions } from '../../src/lib/index';

/**
 * `linear-first` is optional: the first-hit fast path (`linearInterceptTo`), for ports that have one.
 * The `…-options` kinds carry every option: `intercept`, `linearIntercept`, `ballisticArcs` and the
 * checked first-hit path `linearInterceptToChecked` (`first-options`).
 */
export type Kind =
  | 'linear'
  | 'linear-first'
  | 'ballistic'
  | 'intercept'
  | 'intercept-options'
  | 'linear-options'
  | 'ballistic-options'
  | 'first-options';

/** The kinds that carry the whole options shape, and the library entry each one is. */
export const OPTION_KINDS = ['intercept-options', 'linear-options', 'ballistic-options', 'first-options'] as const;

/** Arguments in the protocol's names (the library's `targetVelocity` is `velocity` here, and so on). */
export type Argument =
  'shooter' | 'target' | 'velocity' | 'acceleration' | 'gravity' | 'speed' | 'shooterVelocity' | 'inherit' | 'maxTime';

/** One scene. Vectors all have `dim` components; unused vectors (per kind) are absent. */
export interface Scene {
  id: string;
  kind: Kind;
  /** Which generator made it (`ref:…` for the reference cases), for the error report. */
  family: string;
  dim: 2 | 3;
  shooter: number[];
  target: number[];
  /** linear, intercept: the target's velocity. */
  velocity?: number[];
  /** intercept: the target's acceleration. */
  acceleration?: number[];
  /** ballistic, intercept: acceleration of the projectile. */
  gravity?: number[];
  speed: number;
  /** The `…-options` kinds: the shooter's velocity, the fraction of it the shot inherits, the time limit. */
  shooterVelocity?: number[];
  inherit?: number;
  maxTime?: number;
}

/** What a solver answers, in the protocol's terms. */
export type Expected =
  /** Every hit time ascending, and the unit aim at the first. */
  | { type: 'hit'; times: number[]; aim: number[] }
  /** No hit: the reason and the library's best miss (time, unit aim, miss distance |W(t)| − s·t). */
  | { type: 'miss'; reason: string; time: number; aim: number[]; distance: number }
  /** Ballistic arcs, low first: flight time and launch velocity (speed·aim) of each. */
  | { type: 'arcs'; arcs: { time: number; velocity: number[] }[] }
  /** No arc reaches the target. */
  | { type: 'noarc'; reason: string }
  /** Bad input, rejected; `argument` is the first one the library complains about. */
  | { type: 'error'; argument: Argument }
  /** A valid option the entry point does not handle (gravity for the linear solver…), rejected by name. */
  | { type: 'unsupported'; argument: Argument }
  /** linear-first only: no hit (the fast path gives no reason and no best miss). */
  | { type: 'none' };

export interface Fixture extends Scene {
  expected: Expected;
}

// ---------------------------------------------------------------------------
// Numbers on the wire

/** A double as the protocol writes it: 17 significant digits, `nan`, `inf`, `-inf`, `-0`. */
export function formatNumber(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (Object.is(x, -0)) return '-0';
  return x.toPrecision(17);
}

/** Reads a number written by any port (`%.17g`, C#'s "R", `nan`, `inf`, …). */
export function parseNumber(s: string): number {
  const t = s.toLowerCase();
  if (t === 'nan' || t === '-nan' || t === '+nan') return NaN;
  if (t === 'inf' || t === '+inf' || t === 'infinity' || t === '+infinity' || t === '∞') return Infinity;
  if (t === '-inf' || t === '-infinity' || t === '-∞') return -Infinity;
  const x = Number(s);
  if (s.trim() === '' || Number.isNaN(x)) throw new Error(`not a number: ${JSON.stringify(s)}`);
  return x;
}

/** The case as one input line of a runner (see ports/PROTOCOL.md). */
export function inputLine(c: Scene): string {
  if (isOptionKind(c.kind)) {
    // Every option, in the protocol's order: S U inherit T V A g speed maxTime.
    const nums = [
      ...c.shooter,
      ...c.shooterVelocity!,
      c.inherit!,
      ...c.target,
      ...c.velocity!,
      ...c.acceleration!,
      ...c.gravity!,
      c.speed,
      c.maxTime!,
    ];
    return `${c.id} ${c.kind} ${c.dim} ${nums.map(formatNumber).join(' ')}`;
  }
  const nums: number[] = [...c.shooter, ...c.target];
  if (c.kind === 'linear' || c.kind === 'linear-first') nums.push(...c.velocity!, c.speed);
  else if (c.kind === 'ballistic') nums.push(...c.gravity!, c.speed);
  else nums.push(...c.velocity!, ...c.acceleration!, ...c.gravity!, c.speed);
  return `${c.id} ${c.kind} ${c.dim} ${nums.map(formatNumber).join(' ')}`;
}

/** The expected result as the result line a runner should print. */
export function resultLine(id: string, e: Expected): string {
  const f = (xs: number[]) => xs.map(formatNumber).join(' ');
  switch (e.type) {
    case 'hit':
      return `${id} hit ${e.times.length} ${f(e.times)} ${f(e.aim)}`;
    case 'miss':
      return `${id} miss ${e.reason} ${formatNumber(e.time)} ${f(e.aim)} ${formatNumber(e.distance)}`;
    case 'arcs':
      return `${id} arcs ${e.arcs.length}${e.arcs.map((a) => ` ${formatNumber(a.time)} ${f(a.velocity)}`).join('')}`;
    case 'noarc':
      return `${id} noarc ${e.reason}`;
    case 'error':
      return `${id} error ${e.argument}`;
    case 'unsupported':
      return `${id} unsupported ${e.argument}`;
    case 'none':
      return `${id} none`;
  }
}

export function isOptionKind(kind: Kind): kind is (typeof OPTION_KINDS)[number] {
  return (OPTION_KINDS as readonly string[]).includes(kind);
}

/** Parses a runner's result line (for a case of dimension `dim`); throws on a malformed line. */
export function parseResultLine(line: string, dim: number): { id: string; result: Expected } {
  const tok = line.trim().split(/\s+/);
  const id = tok[0];
  const type = tok[1];
  let k = 2;
  const num = () => {
    if (k >= tok.length) throw new Error(`result line too short: ${line}`);
    return parseNumber(tok[k++]);
  };
  const vec = () => Array.from({ length: dim }, num);
  let result: Expected;
  if (type === 'hit') {
    const n = Number(tok[k++]);
    const times = Array.from({ length: n }, num);
    result = { type, times, aim: vec() };
  } else if (type === 'miss') {
    const reason = tok[k++];
    result = { type, reason, time: num(), aim: vec(), distance: num() };
  } else if (type === 'arcs') {
    const n = Number(tok[k++]);
    const arcs = Array.from({ length: n }, () => ({ time: num(), velocity: vec() }));
    result = { type, arcs };
  } else if (type === 'noarc') {
    result = { type, reason: tok[k++] };
  } else if (type === 'error' || type === 'unsupported') {
    result = { type, argument: tok[k++] as Argument };
  } else if (type === 'none') {
    result = { type };
  } else throw new Error(`unknown result type in: ${line}`);
  if (k !== tok.length || result === undefined) throw new Error(`malformed result line: ${line}`);
  return { id, result };
}

// ---------------------------------------------------------------------------
// The library's answers

const ARGUMENT_NAMES: Record<string, Argument> = {
  shooter: 'shooter',
  target: 'target',
  velocity: 'velocity',
  targetVelocity: 'velocity',
  targetAcceleration: 'acceleration',
  gravity: 'gravity',
  speed: 'speed',
  shooterVelocity: 'shooterVelocity',
  inherit: 'inherit',
  maxTime: 'maxTime',
};

/**
 * The library's error in protocol terms: "<option> must be …" is bad input, "<entry> does not
 * handle <option> (got …)" an option the entry does not handle (options-check.ts).
 */
function rejected(err: unknown): Expected {
  if (!(err instanceof RangeError || err instanceof TypeError)) throw err;
  const unsupported = /^\w+ does not handle (\w+)/.exec(err.message);
  const name = unsupported ? unsupported[1] : (/^(\w+)/.exec(err.message)?.[1] ?? '');
  const argument = ARGUMENT_NAMES[name];
  if (argument === undefined) throw new Error(`unexpected library error: ${err.message}`);
  return { type: unsupported ? 'unsupported' : 'error', argument };
}

/** Every option of a scene of an `…-options` kind, as the library takes them. */
function fullOptions(c: Scene): InterceptOptions {
  return {
    shooter: c.shooter,
    shooterVelocity: c.shooterVelocity!,
    inherit: c.inherit!,
    target: c.target,
    targetVelocity: c.velocity!,
    targetAcceleration: c.acceleration!,
    gravity: c.gravity!,
    speed: c.speed,
    maxTime: c.maxTime!,
  };
}

function interceptAnswer(r: ReturnType<typeof intercept>): Expected {
  if (r.hit) return { type: 'hit', times: r.times, aim: [...r.aim] };
  const m = r.closest;
  return { type: 'miss', reason: r.reason, time: m.time, aim: [...m.aim], distance: m.distance };
}

function arcsAnswer(r: ReturnType<typeof ballisticArcs>): Expected {
  if (!r.reachable) return { type: 'noarc', reason: r.reason };
  return { type: 'arcs', arcs: r.arcs.map((a) => ({ time: a.time, velocity: [...a.launchVelocity] })) };
}

/** The TypeScript library's answer to a scene, in protocol terms. */
export function libraryAnswer(c: Scene): Expected {
  try {
    if (c.kind === 'linear-first') {
      // The unchecked fast path: a speed that is not >= 0 is no hit, not an error.
      const out = new Float64Array(SLOTS.hitLength);
      const scene = { shooter: c.shooter, target: c.target, targetVelocity: c.velocity!, speed: c.speed };
      if (linearInterceptTo(out, scene) === 0) return { type: 'none' };
      return { type: 'hit', times: [out[SLOTS.time]], aim: Array.from(out.subarray(SLOTS.aim, SLOTS.aim + c.dim)) };
    }
    if (c.kind === 'first-options') {
      const out = new Float64Array(SLOTS.hitLength);
      if (linearInterceptToChecked(out, fullOptions(c)) === 0) return { type: 'none' };
      return { type: 'hit', times: [out[SLOTS.time]], aim: Array.from(out.subarray(SLOTS.aim, SLOTS.aim + c.dim)) };
    }
    if (c.kind === 'linear-options') return interceptAnswer(linearIntercept(fullOptions(c)));
    if (c.kind === 'ballistic-options') return arcsAnswer(ballisticArcs(fullOptions(c)));
    if (c.kind === 'intercept-options') return interceptAnswer(intercept(fullOptions(c)));
    if (c.kind === 'linear') {
      return interceptAnswer(
        linearIntercept({ shooter: c.shooter, target: c.target, targetVelocity: c.velocity!, speed: c.speed }),
      );
    }
    if (c.kind === 'ballistic') {
      return arcsAnswer(ballisticArcs({ shooter: c.shooter, target: c.target, speed: c.speed, gravity: c.gravity! }));
    }
    return interceptAnswer(
      intercept({
        shooter: c.shooter,
        target: c.target,
        targetVelocity: c.velocity!,
        targetAcceleration: c.acceleration!,
        gravity: c.gravity!,
        speed: c.speed,
      }),
    );
  } catch (err) {
    return rejected(err);
  }
}

// ---------------------------------------------------------------------------
// Scenes

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const Y_DOWN = (dim: number, g = 9.81) => (dim === 2 ? [0, -g] : [0, -g, 0]);
const ZERO = (dim: number) => (dim === 2 ? [0, 0] : [0, 0, 0]);

type SceneInput = Omit<Scene, 'id' | 'family' | 'dim'>;

/** The published cases of /work/shared/reference-cases.md for the three solvers (inputs only). */
function referenceScenes(): [string, SceneInput][] {
  const lin = (S: number[], T: number[], V: number[], speed: number): SceneInput => ({
    kind: 'linear',
    shooter: S,
    target: T,
    velocity: V,
    speed,
  });
  const arc = (x: number, y: number, speed: number, g = 9.81): SceneInput => ({
    kind: 'ballistic',
    shooter: [0, 0],
    target: [x, y],
    gravity: [0, -g],
    speed,
  });
  const gen = (R: number[], V: number[], A: number[], g: number[], speed: number): SceneInput => ({
    kind: 'intercept',
    shooter: ZERO(R.length),
    target: R,
    velocity: V,
    acceleration: A,
    gravity: g,
    speed,
  });
  return [
    ['broofa', lin([2, 4], [5, 7], [2, 1], 5)],
    ['crossing', lin([0, 0], [100, 0], [0, 10], 20)],
    ['equal-head-on', lin([0, 0], [100, 0], [-10, 0], 10)],
    ['equal-crossing', lin([0, 0], [100, 0], [0, 10], 10)],
    ['faster-away', lin([0, 0], [100, 0], [20, 0], 10)],
    ['faster-approaching', lin([0, 0], [100, 0], [-20, 5], 10)],
    ['ue5-stationary', lin([0, 0, 500], [1600, 0, 500], [0, 0, 0], 800)],
    ['ue5-perpendicular', lin([0, 0, 500], [1000, 0, 500], [0, 400, 0], 800)],
    ['ue5-same-speed-away', lin([0, 0, 500], [500, 0, 500], [800, 0, 0], 800)],
    ['ue5-faster-away', lin([0, 0, 500], [200, 0, 500], [1200, 0, 0], 600)],
    ['arc-flat', arc(50, 0, 30)],
    ['arc-up', arc(50, 10, 30)],
    ['arc-down', arc(50, -20, 30)],
    ['arc-max-range', arc(91.74, 0, 30)],
    ['arc-beyond-range', arc(100, 0, 30)],
    ['arc-straight-up', arc(0, 10, 30)],
    ['unreal-suggest', arc(5000, 0, 3000, 980)],
    ['quartic-crossing', gen([50, 0, 0], [0, 0, 5], [0, 0, 0], [0, -9.81, 0], 30)],
    ['quartic-accelerating', gen([15, 10], [2, -1], [1, 0], [0, -9.8], 20)],
    ['quartic-accelerating-slow', gen([15, 10], [2, -1], [1, 0], [0, -9.8], 1)],
    ['quartic-four-hits', gen([-25, 73, 3], [-1, -58, -5], [0, 0, 0], [0, -9.81, 0], 20)],
    // A speed so small that the time overflows the double range: no hit and no arc, never one at t = +inf.
    ['tiny-speed-standing', lin([0, 0], [10, 0], [0, 0], 5e-324)],
    ['arc-tiny-speed-no-gravity', arc(10, 0, 5e-324, 0)],
    ['tiny-speed-standing-intercept', gen([10, 0], [0, 0], [0, 0], [0, 0], 5e-324)],
    ['tiny-speed-standing-gravity', gen([10, 0, 0], [0, 0, 0], [0, 0, 0], [0, -9.81, 0], 5e-324)],
    // The bad speeds of issue 39, rejected by every checked entry point.
    ['speed-negative', lin([0, 0], [100, 0], [0, 10], -1)],
    ['speed-nan', lin([0, 0], [100, 0], [0, 10], NaN)],
    ['arc-speed-negative', arc(50, 0, -1)],
    ['arc-speed-nan', arc(50, 0, NaN)],
    ['quartic-speed-negative', gen([50, 0, 0], [0, 0, 5], [0, 0, 0], [0, -9.81, 0], -1)],
    ['quartic-speed-nan', gen([50, 0, 0], [0, 0, 5], [0, 0, 0], [0, -9.81, 0], NaN)],
  ];
}

/** Random scenes of every family, `perKind` of each kind. */
function randomScenes(seed: number, perKind: number): [string, SceneInput][] {
  const rand = rng(seed);
  const uni = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const vec = (dim: number, r: number) => Array.from({ length: dim }, () => uni(-r, r));
  const norm = (v: number[]) => Math.hypot(...v);
  const add = (a: number[], b: number[]) => a.map((x, i) => x + b[i]);
  const scale = (v: number[], k: number) => v.map((x) => x * k);
  // Exact-length vectors for exactly equal speeds: Pythagorean triples (3,4,5) and (2,3,6,7).
  const exactLength = (dim: number, s: number): number[] => {
    const sign = () => (rand() < 0.5 ? -1 : 1);
    return dim === 2
      ? [sign() * 0.6 * s, sign() * 0.8 * s]
      : [(sign() * 2 * s) / 7, (sign() * 3 * s) / 7, (sign() * 6 * s) / 7];
  };
  const out: [string, SceneInput][] = [];
  const bad = (v: SceneInput, dim: number): [string, SceneInput] => {
    // Replace one number (a vector component or the speed) by NaN, ±Infinity or a negative speed.
    const fields = (['shooter', 'target', 'velocity', 'acceleration', 'gravity', 'speed'] as const).filter(
      (f) => f === 'speed' || v[f] !== undefined,
    );
    const f = pick(fields);
    const value = pick([NaN, Infinity, -Infinity, ...(f === 'speed' ? [-1, -1e-300, -Number.MIN_VALUE] : [])]);
    if (f === 'speed') return ['bad-input', { ...v, speed: value }];
    const copy = v[f]!.slice();
    copy[Math.floor(rand() * dim)] = value;
    return ['bad-input', { ...v, [f]: copy }];
  };
  // Units: a power of ten or of two for lengths and one for times, applied to a scene.
  const rescale = (v: SceneInput, len: number, time: number): SceneInput => ({
    ...v,
    shooter: scale(v.shooter, len),
    target: scale(v.target, len),
    velocity: v.velocity && scale(v.velocity, len / time),
    acceleration: v.acceleration && scale(v.acceleration, len / (time * time)),
    gravity: v.gravity && scale(v.gravity, len / (time * time)),
    speed: v.speed * (len / time),
  });
  // Coordinates near the top of the double range: T − S overflows (the library halves it).
  const huge = (dim: number) => scale(vec(dim, 1), 1.7e308);
  // A standing target at exactly the maximum flat range x = s²/g (powers of two, so every number is
  // exact): the arcs' equation has an exact double root, the quartic touches zero (tangency rule).
  const tangent = (dim: number): { target: number[]; gravity: number[]; speed: number } => {
    const speed = 2 ** Math.round(uni(-20, 20));
    const g = 2 ** Math.round(uni(-10, 10));
    const target = ZERO(dim);
    target[dim === 3 && rand() < 0.5 ? 2 : 0] = (rand() < 0.5 ? -1 : 1) * ((speed * speed) / g);
    return { target, gravity: Y_DOWN(dim, g), speed };
  };
  const unitFamily = (): [string, number, number] => {
    const f = pick(['metres', 'metres', 'metres', 'tiny', 'huge', 'mixed', 'pow2', 'subnormal'] as const);
    if (f === 'metres') return [f, 1, 1];
    if (f === 'tiny') return [f, 10 ** -uni(20, 150), 10 ** -uni(0, 20)];
    if (f === 'huge') return [f, 10 ** uni(20, 150), 10 ** uni(0, 20)];
    if (f === 'pow2') return [f, 2 ** Math.round(uni(-300, 300)), 2 ** Math.round(uni(-100, 100))];
    // Lengths, speeds and accelerations down among the subnormal numbers.
    if (f === 'subnormal') return [f, 10 ** -uni(300, 318), 1];
    return [f, 10 ** uni(-100, 100), 10 ** uni(-40, 40)];
  };

  const hits = (v: SceneInput, speed: number) =>
    intercept({
      shooter: v.shooter,
      target: v.target,
      targetVelocity: v.velocity!,
      targetAcceleration: v.acceleration!,
      gravity: v.gravity!,
      speed,
    }).hit;
  const grazingSpeed = (v: SceneInput): number => {
    let lo = 0;
    let hi = 1000;
    if (hits(v, lo) || !hits(v, hi)) return v.speed;
    while (true) {
      const mid = 0.5 * lo + 0.5 * hi;
      if (mid === lo || mid === hi) break;
      if (hits(v, mid)) hi = mid;
      else lo = mid;
    }
    return pick([lo, hi, hi * (1 + 1e-12), lo * (1 - 1e-12)]);
  };

  for (let i = 0; i < perKind; i++) {
    const dim = rand() < 0.5 ? 2 : 3;
    const S = vec(dim, 100);
    const family = pick([
      'free',
      'free',
      'equal',
      'near-equal',
      'on-shooter',
      'faster',
      'slow',
      'zero-speed',
      'overflow',
      'degenerate',
      'bad',
    ] as const);
    const V = vec(dim, 40);
    let T = add(S, vec(dim, 200));
    let s = uni(1, 60);
    let velocity = V;
    if (family === 'equal') {
      s = pick([1, 5, 10, 25, 35, 70]);
      velocity = exactLength(dim, s);
    } else if (family === 'near-equal') s = norm(V) * (1 + pick([1, -1]) * 10 ** -uni(1, 17));
    else if (family === 'on-shooter') T = S.slice();
    else if (family === 'faster') s = norm(V) * uni(0.1, 0.95);
    else if (family === 'slow') s = uni(0, 1e-3);
    else if (family === 'zero-speed') s = 0;
    else if (family === 'degenerate') {
      // Target on the shooter and standing still (speed 0 half the time): the aim's fallbacks.
      T = S.slice();
      velocity = ZERO(dim);
      if (rand() < 0.5) s = 0;
    }
    let scene: SceneInput = { kind: 'linear', shooter: S, target: T, velocity, speed: s };
    if (family === 'overflow')
      scene = {
        ...scene,
        shooter: huge(dim),
        target: huge(dim),
        velocity: vec(dim, 1e307),
        speed: uni(0.2, 2) * 1e307,
      };
    const [units, len, time] = family === 'overflow' ? (['metres', 1, 1] as const) : unitFamily();
    scene = rescale(scene, len, time);
    if (family === 'bad') out.push(bad(scene, dim));
    else out.push([`${family}/${units}`, scene]);
  }

  for (let i = 0; i < perKind; i++) {
    const dim = rand() < 0.5 ? 2 : 3;
    const S = vec(dim, 100);
    const family = pick([
      'in-range',
      'in-range',
      'near-max',
      'out-of-range',
      'any-gravity',
      'no-gravity',
      'on-shooter',
      'straight-up',
      'zero-speed',
      'overflow',
      'tangent',
      'bad',
    ] as const);
    const s = uni(5, 100);
    let g = Y_DOWN(dim, pick([9.81, 9.8, 1.62, 24.79]));
    const range = (s * s) / norm(g);
    // A target direction in the vertical plane (y up) with a random azimuth in 3D.
    const dir = (elev: number) => {
      const az = uni(0, 2 * Math.PI);
      const h = Math.cos(elev);
      return dim === 2
        ? [h * (rand() < 0.5 ? -1 : 1), Math.sin(elev)]
        : [h * Math.cos(az), Math.sin(elev), h * Math.sin(az)];
    };
    const elev = uni(-1.4, 1.4);
    // Maximum range along the line of sight: s²/(g(1 + sin θ)).
    const maxRange = range / (1 + Math.sin(elev));
    let d = uni(0, 0.99) * maxRange;
    if (family === 'near-max') d = maxRange * (1 + pick([1, -1]) * 10 ** -uni(3, 16));
    if (family === 'out-of-range') d = maxRange * uni(1.01, 3);
    if (family === 'any-gravity') g = vec(dim, 20);
    if (family === 'no-gravity') g = ZERO(dim);
    let T = add(S, scale(dir(elev), d));
    if (family === 'on-shooter') T = S.slice();
    if (family === 'straight-up') T = add(S, scale(Y_DOWN(dim, -1), uni(-50, 50)));
    let scene: SceneInput = {
      kind: 'ballistic',
      shooter: S,
      target: T,
      gravity: g,
      speed: family === 'zero-speed' ? 0 : s,
    };
    if (family === 'overflow')
      scene = { ...scene, shooter: huge(dim), target: huge(dim), gravity: scale(g, 1e300), speed: uni(0.2, 2) * 1e304 };
    if (family === 'tangent') scene = { ...scene, shooter: ZERO(dim), ...tangent(dim) };
    const fixed = family === 'overflow' || family === 'tangent';
    const [units, len, time] = fixed ? (['metres', 1, 1] as const) : unitFamily();
    scene = rescale(scene, len, time);
    if (family === 'bad') out.push(bad(scene, dim));
    else out.push([`${family}/${units}`, scene]);
  }

  for (let i = 0; i < perKind; i++) {
    const dim = rand() < 0.5 ? 2 : 3;
    const S = vec(dim, 100);
    const family = pick([
      'gravity',
      'gravity',
      'gravity-standing',
      'accelerating',
      'no-gravity',
      'balanced',
      'slow',
      'on-shooter',
      'zero-speed',
      'near-equal',
      'far-scales',
      'grazing',
      'grazing-standing',
      'overflow',
      'degenerate',
      'tangent',
      'bad',
    ] as const);
    let T = add(S, vec(dim, 150));
    let V = vec(dim, 30);
    let A = ZERO(dim);
    let g = Y_DOWN(dim, pick([9.81, 9.8, 1.62]));
    let s = uni(5, 80);
    if (family === 'gravity-standing') V = ZERO(dim);
    else if (family === 'accelerating') A = vec(dim, 10);
    else if (family === 'no-gravity') g = ZERO(dim);
    else if (family === 'balanced')
      A = g.slice(); // G = 0: target falls alike, the quadratic
    else if (family === 'slow') s = uni(0.1, 8);
    else if (family === 'on-shooter') T = S.slice();
    else if (family === 'zero-speed') s = 0;
    else if (family === 'near-equal') s = norm(V) * (1 + pick([1, -1]) * 10 ** -uni(1, 17));
    else if (family === 'far-scales') {
      // |R| tiny beside |V|²/|G|: two time scales more than 2¹⁰⁰ apart (the library's split solve).
      const tiny = 10 ** -uni(40, 120);
      S.splice(0, dim, ...vec(dim, tiny));
      T = add(S, vec(dim, tiny));
      V = vec(dim, 1);
      s = uni(0.5, 3);
    } else if (family === 'grazing-standing') {
      // A standing target at the maximum range, nudged in or out by a relative 10⁻⁸ … 10⁻¹⁶ (or not at all).
      V = ZERO(dim);
      const R = vec(dim, 1);
      const up = norm(R) === 0 ? 0 : R[1] / norm(R);
      const d = ((s * s) / norm(g) / (1 + up)) * (1 + pick([1, -1, 0]) * 10 ** -uni(8, 16));
      T = add(S, scale(R, d / norm(R)));
    } else if (family === 'degenerate') {
      // Target on the shooter and standing still: the aim falls back to the acceleration's direction.
      T = S.slice();
      V = ZERO(dim);
      if (rand() < 0.5) s = 0;
    }
    let scene: SceneInput = {
      kind: 'intercept',
      shooter: S,
      target: T,
      velocity: V,
      acceleration: A,
      gravity: g,
      speed: s,
    };
    // The slowest shot that still hits, found by bisection on the library's own answer: the hardest
    // hit-or-miss decisions (the quartic touches zero), on either side of the edge.
    if (family === 'grazing') scene = { ...scene, speed: grazingSpeed(scene) };
    if (family === 'overflow') {
      scene = {
        ...scene,
        shooter: huge(dim),
        target: huge(dim),
        velocity: vec(dim, 1e307),
        gravity: scale(g, 1e300),
        speed: uni(0.2, 2) * 1e307,
      };
    }
    if (family === 'tangent') scene = { ...scene, shooter: ZERO(dim), velocity: ZERO(dim), ...tangent(dim) };
    const fixedUnits = ['far-scales', 'overflow', 'grazing', 'tangent'].includes(family);
    const [units, len, time] = fixedUnits ? (['metres', 1, 1] as const) : unitFamily();
    scene = rescale(scene, len, time);
    if (family === 'bad') out.push(bad(scene, dim));
    else out.push([`${family}/${units}`, scene]);
  }
  return out;
}

/** The fixture seed and size: ≥ 10⁴ random scenes in all. */
export const FIXTURE_SEED = 20261126;
export const RANDOM_PER_KIND = 4000;

/**
 * Every fixture: the reference cases, then the random scenes, each with the
 * library's answer. Inputs containing non-finite numbers are bad-input cases
 * (the library rejects them); every other input is a finite scene.
 */
export function buildFixtures(seed = FIXTURE_SEED, perKind = RANDOM_PER_KIND): Fixture[] {
  const scenes: Fixture[] = [];
  const push = (family: string, v: SceneInput, id: string) => {
    const scene: Scene = { ...v, id, family, dim: v.shooter.length as 2 | 3 };
    scenes.push({ ...scene, expected: libraryAnswer(scene) });
  };
  for (const [name, v] of referenceScenes()) push(`ref:${name}`, v, `ref-${name}`);
  randomScenes(seed, perKind).forEach(([family, v], i) => push(family, v, `r${i}`));
  return scenes;
}

/**
 * Optional fixtures for a port's first-hit fast path (kind `linear-first`): every finite
 * constant-velocity scene of `buildFixtures`, expected answers from `linearInterceptTo`.
 */
export function buildFirstHitFixtures(fixtures: Fixture[] = buildFixtures()): Fixture[] {
  const out: Fixture[] = [];
  for (const f of fixtures) {
    if (f.kind !== 'linear' || f.expected.type === 'error') continue;
    const scene: Scene = { ...f, id: `${f.id}-first`, kind: 'linear-first' };
    out.push({ ...scene, expected: libraryAnswer(scene) });
  }
  // Unchecked as the fast path is, a speed that is not >= 0 never makes a hit (C++ first_hit took -50 as 50).
  for (const [id, speed] of [
    ['first-negative-speed', -50],
    ['first-minus-one-speed', -1],
    ['first-nan-speed', NaN],
  ] as const) {
    const scene: Scene = {
      id,
      family: 'bad-speed',
      kind: 'linear-first',
      dim: 2,
      shooter: [0, 0],
      target: [100, 0],
      velocity: [0, 10],
      speed,
    };
    out.push({ ...scene, expected: libraryAnswer(scene) });
  }
  return out;
}

// ---------------------------------------------------------------------------
// The options fixtures: every option of the one options shape, put to the four options entry points

/** A scene with every option, as the `…-options` kinds carry it (the protocol's `velocity` is `targetVelocity`). */
type OptionScene = Required<Pick<Scene, 'shooter' | 'target' | 'speed'>> &
  Required<Pick<Scene, 'shooterVelocity' | 'inherit' | 'velocity' | 'acceleration' | 'gravity' | 'maxTime'>>;

/** The scene with every option it does not name at its default (zero vectors, inherit 1, no time limit). */
function withDefaults(o: Partial<OptionScene> & Pick<OptionScene, 'shooter' | 'target'>): OptionScene {
  const zero = ZERO(o.shooter.length);
  return {
    shooterVelocity: zero,
    inherit: 1,
    velocity: zero,
    acceleration: zero,
    gravity: zero,
    speed: 0,
    maxTime: Infinity,
    ...o,
  };
}

/** Named option scenes: the cases of issue 39 and one of each rejection. */
function referenceOptionScenes(): [string, OptionScene][] {
  const crossing = { shooter: [0, 0], target: [100, 0], velocity: [0, 10], speed: 20 };
  const arc = { shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] };
  const o = withDefaults;
  return [
    // Issue 39: given these options, linearIntercept ignored gravity (hit at 5.7735) where intercept says out of range.
    ['crossing-gravity', o({ ...crossing, gravity: [0, -9.81] })],
    ['crossing', o(crossing)],
    ['gravity-nan', o({ ...crossing, gravity: [0, NaN] })],
    ['crossing-max-time-short', o({ ...crossing, maxTime: 5 })],
    ['crossing-max-time-long', o({ ...crossing, maxTime: 6 })],
    ['crossing-max-time-zero', o({ ...crossing, maxTime: 0 })],
    ['crossing-max-time-nan', o({ ...crossing, maxTime: NaN })],
    ['crossing-max-time-negative', o({ ...crossing, maxTime: -1 })],
    ['moving-shooter', o({ ...crossing, shooterVelocity: [0, 10] })],
    ['moving-shooter-no-inherit', o({ ...crossing, shooterVelocity: [0, 10], inherit: 0 })],
    ['moving-shooter-half', o({ ...crossing, shooterVelocity: [0, 10], inherit: 0.5 })],
    ['inherit-above-one', o({ ...crossing, inherit: 1.5 })],
    ['inherit-negative', o({ ...crossing, inherit: -0.25 })],
    ['inherit-nan', o({ ...crossing, inherit: NaN })],
    ['inherit-half-standing-shooter', o({ ...crossing, inherit: 0.5 })],
    ['shooter-velocity-inf', o({ ...crossing, shooterVelocity: [Infinity, 0] })],
    ['acceleration', o({ ...crossing, acceleration: [1, 0] })],
    ['acceleration-nan', o({ ...crossing, acceleration: [NaN, 0] })],
    ['speed-negative', o({ ...crossing, speed: -1 })],
    ['speed-nan', o({ ...crossing, speed: NaN })],
    ['tiny-speed-standing', o({ shooter: [0, 0], target: [10, 0], speed: 5e-324 })],
    // A subnormal distance: the time, about 5e−325 s, rounds to 0, and with maxTime 0 it is still too late.
    ['subnormal-max-time-zero', o({ shooter: [0, 0], target: [-5e-324, 0], velocity: [3, 1], speed: 10, maxTime: 0 })],
    [
      'subnormal-max-time-zero-gravity',
      o({ shooter: [0, 0], target: [-5e-324, 0], velocity: [3, 1], speed: 10, gravity: [0, -9.81], maxTime: 0 }),
    ],
    ['subnormal', o({ shooter: [0, 0], target: [-5e-324, 0], velocity: [3, 1], speed: 10 })],
    ['tiny-speed-standing-gravity', o({ shooter: [0, 0], target: [10, 0], speed: 5e-324, gravity: [0, -9.81] })],
    ['arc-flat', o(arc)],
    ['arc-flat-max-time', o({ ...arc, maxTime: 2 })],
    ['arc-flat-moving-target', o({ ...arc, velocity: [0, 1] })],
    // Unreal's units: z up, centimetres (gravity 980 cm/s²), a 3000 cm/s shot at a target 50 m away.
    ['arc-z-up-cm', o({ shooter: [0, 0, 0], target: [5000, 0, 0], speed: 3000, gravity: [0, 0, -980] })],
    // Two time scales 2³⁰⁰ apart (the split solve): a target 10⁻¹⁰⁰ away receding faster than the shot,
    // brought back by its acceleration relative to the shot; hits only at the far scale, t = 0.1019 and 0.3058.
    ['far-scales', o({ shooter: [0, 0], target: [1e-100, 0], velocity: [1, 0], speed: 0.5, gravity: [9.81, 0] })],
    [
      'far-scales-max-time',
      o({ shooter: [0, 0], target: [1e-100, 0], velocity: [1, 0], speed: 0.5, gravity: [9.81, 0], maxTime: 0.2 }),
    ],
    [
      'far-scales-too-late',
      o({ shooter: [0, 0], target: [1e-100, 0], velocity: [1, 0], speed: 0.5, gravity: [9.81, 0], maxTime: 0.05 }),
    ],
    // Target and projectile falling alike: G = 0, intercept's quadratic path.
    ['balanced', o({ ...crossing, acceleration: [0, -9.81], gravity: [0, -9.81] })],
    // V = Vt − inherit·U overflows: the solvers halve it (and the speed) and double the times.
    [
      'velocity-overflow',
      o({
        shooter: [0, 0],
        target: [1e300, 5e299],
        velocity: [1.5e308, 0],
        shooterVelocity: [-1.5e308, 0],
        speed: 1e308,
      }),
    ],
    [
      'velocity-overflow-approaching',
      o({
        shooter: [0, 0],
        target: [1e300, 5e299],
        velocity: [-1.5e308, -7e307],
        shooterVelocity: [1.5e308, 7e307],
        speed: 1e308,
      }),
    ],
    [
      'velocity-overflow-gravity',
      o({
        shooter: [0, 0, 0],
        target: [1e300, 5e299, 0],
        velocity: [-1.5e308, -7e307, 0],
        shooterVelocity: [1.5e308, 7e307, 0],
        speed: 1e308,
        gravity: [0, -1e300, 0],
      }),
    ],
  ];
}

/** Random option scenes of every family (seeded). */
function randomOptionScenes(seed: number, count: number): [string, OptionScene][] {
  const rand = rng(seed);
  const uni = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const out: [string, OptionScene][] = [];
  for (let i = 0; i < count; i++) {
    const dim = rand() < 0.5 ? 2 : 3;
    const vec = (r: number) => Array.from({ length: dim }, () => uni(-r, r));
    const zero = ZERO(dim);
    const family = pick([
      'still-shooter',
      'still-shooter',
      'standing-target',
      'standing-target',
      'standing-target',
      'moving-shooter',
      'moving-shooter',
      'everything',
      'everything',
      'beyond-max-time',
      'balanced',
      'overflow',
      'far-scales',
      'bad',
      'bad',
    ] as const);
    const shooter = vec(100);
    let scene = withDefaults({
      shooter,
      target: shooter.map((x, k) => x + vec(150)[k]),
      velocity: vec(30),
      speed: pick([uni(5, 80), uni(5, 80), uni(0, 5), 0]),
      inherit: pick([1, 1, 0, 0.5, uni(0, 1)]),
      maxTime: pick([Infinity, Infinity, Infinity, uni(0, 20)]),
    });
    const down = Y_DOWN(dim, pick([9.81, 1.62]));
    if (family === 'standing-target') {
      scene = { ...scene, velocity: zero, maxTime: Infinity, gravity: pick([down, down, vec(10), zero]) };
      // Now and then one option ballisticArcs does not handle.
      const extra = pick(['none', 'none', 'none', 'acceleration', 'shooterVelocity', 'maxTime', 'velocity'] as const);
      if (extra === 'acceleration') scene.acceleration = vec(5);
      if (extra === 'shooterVelocity') scene.shooterVelocity = vec(20);
      if (extra === 'maxTime') scene.maxTime = uni(0, 10);
      if (extra === 'velocity') scene.velocity = vec(30);
    } else if (family === 'moving-shooter')
      scene = { ...scene, shooterVelocity: vec(20), gravity: pick([zero, down]), inherit: pick([1, 0, uni(0, 1)]) };
    else if (family === 'everything')
      scene = {
        ...scene,
        shooterVelocity: pick([zero, vec(20)]),
        acceleration: pick([zero, vec(5)]),
        gravity: pick([down, vec(10), zero]),
        maxTime: pick([Infinity, uni(0, 10)]),
      };
    else if (family === 'beyond-max-time')
      scene = { ...scene, gravity: pick([zero, down]), speed: uni(20, 80), maxTime: uni(0, 0.5) };
    else if (family === 'balanced') {
      const a = pick([down, vec(10)]);
      scene = { ...scene, acceleration: a, gravity: a.slice(), shooterVelocity: pick([zero, vec(20)]) };
    } else if (family === 'overflow') {
      // Target and shooter velocities near the top of the double range, opposite, so that V = Vt − inherit·U
      // overflows; the target mostly heads for the shooter (V near −R), so that many of these hit.
      const dir = vec(1);
      const k = (rand() < 0.5 ? -1 : 1) * uni(0.6, 1) * 1.7e308;
      const off = vec(0.3);
      scene = {
        ...scene,
        target: shooter.map((x, j) => x + dir[j] * 1e300),
        velocity: dir.map((d, j) => -(d + off[j]) * Math.abs(k)),
        shooterVelocity: dir.map((d) => d * k),
        inherit: 1,
        speed: uni(0.2, 1.7) * 1e308,
        gravity: pick([zero, Y_DOWN(dim, 1e300)]),
        maxTime: pick([Infinity, Infinity, uni(0, 1e-8)]),
      };
    } else if (family === 'far-scales') {
      // |R| tiny beside |V|²/|G|: two time scales more than 2¹⁰⁰ apart (the split solve), a time limit now and then.
      const tiny = 10 ** -uni(40, 120);
      scene = {
        ...scene,
        target: shooter.map((x, j) => x + vec(tiny)[j]),
        velocity: vec(1),
        shooterVelocity: pick([zero, vec(0.5)]),
        gravity: down,
        speed: uni(0.5, 3),
        // No limit; one among the far roots; or one at the near roots' scale, before or after them.
        maxTime: pick([Infinity, uni(0, 0.5), uni(0, 2), tiny * uni(0, 2)]),
      };
    } else if (family === 'bad') {
      // Some options a linear or ballistic problem does not take, so that the order of the checks shows.
      if (rand() < 0.5) scene.gravity = down;
      if (rand() < 0.3) scene.shooterVelocity = vec(20);
      if (rand() < 0.3) scene.acceleration = vec(5);
      const field = pick([
        'shooter',
        'target',
        'velocity',
        'acceleration',
        'gravity',
        'shooterVelocity',
        'speed',
        'inherit',
        'maxTime',
      ] as const);
      if (field === 'speed') scene.speed = pick([-1, NaN, Infinity, -Number.MIN_VALUE]);
      else if (field === 'inherit') scene.inherit = pick([1.5, -0.25, NaN, Infinity]);
      else if (field === 'maxTime') scene.maxTime = pick([-1, NaN, -Infinity]);
      else {
        const v = scene[field].slice();
        v[Math.floor(rand() * dim)] = pick([NaN, Infinity, -Infinity]);
        scene[field] = v;
      }
      // The options a linear or ballistic problem does not take at their defaults half the time, so that
      // the bad argument is what each entry reports, not an option it does not handle.
      if (rand() < 0.5) {
        if (field !== 'gravity') scene.gravity = zero;
        if (field !== 'velocity') scene.velocity = zero;
        if (field !== 'maxTime') scene.maxTime = Infinity;
      }
    }
    // Units: lengths by len, times by time (velocities by len/time, accelerations by len/time²).
    const [units, len, time] =
      family === 'overflow' || family === 'bad' || family === 'far-scales'
        ? (['metres', 1, 1] as const)
        : pick([
            ['metres', 1, 1],
            ['metres', 1, 1],
            ['pow2', 2 ** Math.round(uni(-200, 200)), 2 ** Math.round(uni(-60, 60))],
            ['mixed', 10 ** uni(-60, 60), 10 ** uni(-20, 20)],
          ] as const);
    const s = (v: number[], k: number) => v.map((x) => x * k);
    scene = {
      shooter: s(scene.shooter, len),
      target: s(scene.target, len),
      velocity: s(scene.velocity, len / time),
      shooterVelocity: s(scene.shooterVelocity, len / time),
      acceleration: s(scene.acceleration, len / (time * time)),
      gravity: s(scene.gravity, len / (time * time)),
      speed: scene.speed * (len / time),
      inherit: scene.inherit,
      maxTime: scene.maxTime * time,
    };
    out.push([`${family}/${units}`, scene]);
  }
  return out;
}

/** The options fixtures' seed and number of random scenes (each gives four fixtures, one per options kind). */
export const OPTION_SEED = 20261129;
export const OPTION_SCENES = 1500;

/**
 * The options fixtures: every named and random option scene put to each of the four options entry
 * points (`intercept-options`, `linear-options`, `ballistic-options`, `first-options`), with the
 * library's answer: a result, bad input (`error`) or an option the entry does not handle (`unsupported`).
 */
export function buildOptionFixtures(seed = OPTION_SEED, count = OPTION_SCENES): Fixture[] {
  const out: Fixture[] = [];
  const push = (family: string, o: OptionScene, id: string) => {
    for (const kind of OPTION_KINDS) {
      const scene: Scene = { ...o, id: `${id}-${kind.split('-')[0]}`, kind, family, dim: o.shooter.length as 2 | 3 };
      out.push({ ...scene, expected: libraryAnswer(scene) });
    }
  };
  for (const [name, o] of referenceOptionScenes()) push(`ref:${name}`, o, `opt-${name}`);
  randomOptionScenes(seed, count).forEach(([family, o], i) => push(`options:${family}`, o, `o${i}`));
  return out;
}
