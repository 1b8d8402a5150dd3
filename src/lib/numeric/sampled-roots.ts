/**
 * Roots and turning points of any function of one variable on a closed
 * interval, for curves that are not given as polynomials (a gap |W(t)| − s·t,
 * a polynomial known only as a closure): sample, bracket, refine.
 *
 * Method: `samples` evenly spaced values over [t0, t1]. A pair of neighbours
 * with opposite signs brackets a root, refined by the Illinois variant of
 * regula falsi (Dowell & Jarratt, BIT 11, 1971), which keeps the secant's
 * superlinear order without the one-sided stall, with a bisection whenever a
 * step would not shrink the bracket enough; it stops at adjacent doubles or
 * an exact zero. A turning point is where the sampled values change direction
 * (a strict local maximum or minimum of the samples); it is refined by golden
 * section search on the two sample steps around it (Kiefer, Proc. AMS 4,
 * 1953), to about √u relative, the accuracy any search that compares values
 * can reach at a smooth extremum.
 *
 * **Limits.** Features closer together than a sample step can hide each
 * other: two roots between neighbouring samples cancel in the sign test, and
 * a root that only touches zero (a double root) shows no sign change, so it is
 * reported as a turning point, not as a root, unless a sample lands on it
 * exactly. Non-finite values (NaN, ±Infinity) are gaps: no bracket spans one.
 * For polynomials prefer `polynomialRootsIn`, which finds every root.
 */

/** The sample count used when none is given. */
export const SAMPLED_DEFAULT = 512;

/** Clamp a sample count to [3, 100 000] (a non-finite count gives the default). */
function sampleCount(samples: number): number {
  if (!Number.isFinite(samples)) return SAMPLED_DEFAULT;
  return Math.min(Math.max(Math.round(samples), 3), 100_000);
}

/** f(t), or NaN when f throws or gives something that is not a finite number. */
function valueAt(f: (t: number) => number, t: number): number {
  try {
    const y = f(t);
    return typeof y === 'number' && Number.isFinite(y) ? y : NaN;
  } catch {
    return NaN;
  }
}

/** The evenly spaced sample times and values over [t0, t1], both ends exact. */
function sampleOver(f: (t: number) => number, t0: number, t1: number, n: number): { ts: number[]; ys: number[] } {
  const ts: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = i === n - 1 ? t1 : t0 + ((t1 - t0) * i) / (n - 1);
    ts.push(t);
    ys.push(valueAt(f, t));
  }
  return { ts, ys };
}

const usable = (t0: number, t1: number) => Number.isFinite(t0) && Number.isFinite(t1) && t1 > t0;

/**
 * The root of f in [a, b], given f(a) = fa and f(b) = fb of opposite signs:
 * Illinois regula falsi with a bisection safeguard, to adjacent doubles.
 */
function refineRoot(f: (t: number) => number, a: number, b: number, fa: number, fb: number): number {
  let side = 0;
  for (let k = 0; k < 200; k++) {
    const mid = a + (b - a) / 2;
    if (mid <= a || mid >= b) break;
    let x = (a * fb - b * fa) / (fb - fa);
    // A secant step that leaves the bracket's inner three quarters bisects instead: the bracket always shrinks.
    if (!(x > a + (b - a) / 8 && x < b - (b - a) / 8)) x = mid;
    const fx = valueAt(f, x);
    if (fx === 0) return x;
    if (Number.isNaN(fx)) {
      // A gap inside the bracket: bisect towards the side that still has a value.
      x = mid;
      const fm = valueAt(f, x);
      if (fm === 0) return x;
      if (Number.isNaN(fm)) break;
      if (Math.sign(fm) === Math.sign(fa)) {
        a = x;
        fa = fm;
      } else {
        b = x;
        fb = fm;
      }
      side = 0;
      continue;
    }
    if (Math.sign(fx) === Math.sign(fa)) {
      a = x;
      fa = fx;
      // Illinois: the end kept twice in a row has its value halved.
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = x;
      fb = fx;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  return Math.abs(fa) <= Math.abs(fb) ? a : b;
}

/**
 * The roots of f in [t0, t1] where f changes sign, ascending: every sign change
 * between neighbouring samples (`samples` evenly spaced values, default 512) is
 * refined to adjacent doubles (Illinois regula falsi with bisection), and a
 * sample where f is exactly 0 is a root. `sampledRoots(Math.sin, 1, 10)` gives
 * π, 2π and 3π. A root that only touches zero between samples is not found
 * (see the module's limits); an empty or non-finite interval gives [].
 */
export function sampledRoots(f: (t: number) => number, t0: number, t1: number, samples = SAMPLED_DEFAULT): number[] {
  if (!usable(t0, t1)) return [];
  const { ts, ys } = sampleOver(f, t0, t1, sampleCount(samples));
  const roots: number[] = [];
  const add = (t: number) => {
    if (roots.length === 0 || t > roots[roots.length - 1]) roots.push(t);
  };
  for (let i = 0; i < ts.length; i++) {
    if (ys[i] === 0) {
      add(ts[i]);
      continue;
    }
    if (i + 1 < ts.length && ys[i + 1] !== 0 && ys[i] * ys[i + 1] < 0)
      add(refineRoot(f, ts[i], ts[i + 1], ys[i], ys[i + 1]));
  }
  return roots;
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** The t in [a, b] where `sign`·f is smallest (sign −1: a maximum), by golden section search to about √u. */
function refineExtremum(f: (t: number) => number, a: number, b: number, sign: 1 | -1): number {
  const g = (t: number) => sign * valueAt(f, t);
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let gc = g(c);
  let gd = g(d);
  const tol = 1e-9 * Math.max(Math.abs(a), Math.abs(b), b - a);
  for (let k = 0; k < 200 && b - a > tol; k++) {
    // NaN compares false: a gap moves the search away from it.
    if (gc < gd || Number.isNaN(gd)) {
      b = d;
      d = c;
      gd = gc;
      c = b - GOLDEN * (b - a);
      gc = g(c);
    } else {
      a = c;
      c = d;
      gc = gd;
      d = a + GOLDEN * (b - a);
      gd = g(d);
    }
  }
  return (a + b) / 2;
}

/**
 * The turning points of f in the open interval (t0, t1), ascending: where
 * the sampled values (`samples`, default 512) stop rising and start falling
 * or the other way round, each refined by golden section search on the two
 * sample steps around it, to about √u relative. A run of equal samples (a
 * flat top) counts once. `sampledTurningPoints(Math.sin, 0, 7)` gives π/2 and
 * 3π/2. The ends of the interval are never turning points; an empty or
 * non-finite interval gives [].
 */
export function sampledTurningPoints(
  f: (t: number) => number,
  t0: number,
  t1: number,
  samples = SAMPLED_DEFAULT,
): number[] {
  if (!usable(t0, t1)) return [];
  const { ts, ys } = sampleOver(f, t0, t1, sampleCount(samples));
  const out: number[] = [];
  /** The last step with a direction: its index (from sample i to i + 1) and its sign. */
  let last = -1;
  let lastSign = 0;
  for (let i = 0; i + 1 < ts.length; i++) {
    if (Number.isNaN(ys[i]) || Number.isNaN(ys[i + 1])) {
      // A gap: directions on either side of it are not compared.
      last = -1;
      lastSign = 0;
      continue;
    }
    const s = Math.sign(ys[i + 1] - ys[i]);
    if (s === 0) continue;
    if (lastSign !== 0 && s !== lastSign) {
      // The extremum lies between the start of the last rising (falling) step and the end of this one.
      const t = refineExtremum(f, ts[last], ts[i + 1], lastSign > 0 ? -1 : 1);
      if (t > t0 && t < t1 && (out.length === 0 || t > out[out.length - 1])) out.push(t);
    }
    last = i;
    lastSign = s;
  }
  return out;
}
