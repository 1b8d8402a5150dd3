/**
 * Shared fixtures of the C++ and C# ports (ports/PROTOCOL.md): the published
 * reference cases of the three solvers the ports carry (constant-velocity
 * intercept, ballistic arcs, general quartic intercept with the best miss)
 * and ≥ 10⁴ seeded random scenes, each with the answer of the TypeScript
 * library (through its barrel) as the expected result. Also the text
 * protocol: `inputLine` writes a case for a port's runner, `parseResultLine`
 * reads the runner's answer back into the same `Expected` shape.
 *
 * Deterministic: the same seed gives the same scenes on every machine.
 */
import { ballisticArcs, intercept, linearIntercept, linearInterceptTo } from '../../src/lib/index';
import type { Vec } from '../../src/lib/index';

/** `linear-first` is optional: the first-hit fast path (`linearInterceptTo`), for ports that have one. */
export type Kind = 'linear' | 'linear-first' | 'ballistic' | 'intercept';

/** Arguments in the protocol's names (the library's `targetVelocity` is `velocity` here, and so on). */
export type Argument = 'shooter' | 'target' | 'velocity' | 'acceleration' | 'gravity' | 'speed';

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
    case 'none':
      return `${id} none`;
  }
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
  } else if (type === 'error') {
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
};

function rejected(err: unknown): Expected {
  if (!(err instanceof RangeError || err instanceof TypeError)) throw err;
  const name = /^(\w+)/.exec(err.message)?.[1] ?? '';
  const argument = ARGUMENT_NAMES[name];
  if (argument === undefined) throw new Error(`unexpected library error: ${err.message}`);
  return { type: 'error', argument };
}

/** The TypeScript library's answer to a scene, in protocol terms. */
export function libraryAnswer(c: Scene): Expected {
  try {
    if (c.kind === 'linear-first') {
      const out = new Float64Array(1 + c.dim);
      if (!linearInterceptTo(out, c.shooter, c.target, c.velocity!, c.speed)) return { type: 'none' };
      return { type: 'hit', times: [out[0]], aim: Array.from(out.subarray(1)) };
    }
    if (c.kind === 'linear') {
      const r = linearIntercept(c.shooter as Vec, c.target, c.velocity!, c.speed);
      if (r.hit) return { type: 'hit', times: r.times, aim: [...r.aim] };
      const m = r.closest;
      return { type: 'miss', reason: r.reason, time: m.time, aim: [...m.aim], distance: m.distance };
    }
    if (c.kind === 'ballistic') {
      const r = ballisticArcs({ shooter: c.shooter, target: c.target, speed: c.speed, gravity: c.gravity! });
      if (!r.reachable) return { type: 'noarc', reason: r.reason };
      return { type: 'arcs', arcs: r.arcs.map((a) => ({ time: a.time, velocity: [...a.launchVelocity] })) };
    }
    const r = intercept({
      shooter: c.shooter,
      target: c.target,
      targetVelocity: c.velocity!,
      targetAcceleration: c.acceleration!,
      gravity: c.gravity!,
      speed: c.speed,
    });
    if (r.hit) return { type: 'hit', times: r.times, aim: [...r.aim] };
    const m = r.closest;
    return { type: 'miss', reason: r.reason, time: m.time, aim: [...m.aim], distance: m.distance };
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
