/**
 * Benchmark baselines: the textbook formulas the library is measured against.
 * They are deliberately the naive versions (no cancellation-free roots, no
 * exact discriminant, no scaling, absolute epsilons) and are not part of the
 * library. Each writes its aim into a caller's array and returns the hit time,
 * or −1 for no hit, so that they allocate nothing.
 */

/**
 * Constant-velocity intercept by the textbook quadratic formula:
 * with R = T − S, a = |V|² − s², b = 2 R·V, c = |R|², t = (−b ± √(b² − 4ac)) / 2a,
 * the smallest t ≥ 0; a = 0 falls back to the linear root −c/b. Aim = (R + V t)/(s t).
 */
export function naiveLinearIntercept(
  aim: number[],
  shooter: readonly number[],
  target: readonly number[],
  velocity: readonly number[],
  speed: number,
): number {
  let a = -speed * speed;
  let b = 0;
  let c = 0;
  const n = shooter.length;
  for (let i = 0; i < n; i++) {
    const r = target[i] - shooter[i];
    const v = velocity[i];
    a += v * v;
    b += 2 * r * v;
    c += r * r;
  }
  let t = -1;
  if (a === 0) {
    if (b !== 0) t = -c / b;
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      const sq = Math.sqrt(disc);
      const t1 = (-b - sq) / (2 * a);
      const t2 = (-b + sq) / (2 * a);
      const lo = t1 < t2 ? t1 : t2;
      const hi = t1 < t2 ? t2 : t1;
      t = lo >= 0 ? lo : hi;
    }
  }
  if (!(t > 0)) {
    if (c === 0) {
      for (let i = 0; i < n; i++) aim[i] = 0;
      return 0;
    }
    return -1;
  }
  const k = 1 / (speed * t);
  for (let i = 0; i < n; i++) aim[i] = (target[i] - shooter[i] + velocity[i] * t) * k;
  return t;
}

/**
 * Ballistic arcs to a standing target by the textbook angle formula (y up,
 * gravity g > 0 downward): with horizontal distance x and height y,
 * tan θ = (v² ∓ √(v⁴ − g(g·x² + 2·y·v²))) / (g·x). Writes the low and high
 * elevation angles (rad) into `out` and returns 2, or 0 when out of range.
 */
export function naiveBallisticAngles(
  out: number[],
  shooter: readonly number[],
  target: readonly number[],
  speed: number,
  g: number,
): number {
  const dx = target[0] - shooter[0];
  const dz = target[2] - shooter[2];
  const x = Math.sqrt(dx * dx + dz * dz);
  const y = target[1] - shooter[1];
  const v2 = speed * speed;
  const disc = v2 * v2 - g * (g * x * x + 2 * y * v2);
  if (disc < 0) return 0;
  const sq = Math.sqrt(disc);
  out[0] = Math.atan((v2 - sq) / (g * x));
  out[1] = Math.atan((v2 + sq) / (g * x));
  return 2;
}

const EPS = 1e-9;

function isZero(x: number): boolean {
  return x > -EPS && x < EPS;
}

/**
 * Real roots of x³ + A·x² + B·x + C by Cardano's formula (the closed form of
 * Schwarze, Graphics Gems I, 1990, with absolute 1e-9 tests): substitute
 * x = y − A/3 to get y³ + 3p·y + 2q = 0; D = q² + p³ decides one real root
 * (Cardano, cube roots) or three (trigonometric form). Writes the roots into
 * out[offset…] and returns how many.
 */
export function cardanoCubic(out: Float64Array, offset: number, A: number, B: number, C: number): number {
  const sqA = A * A;
  const p = (1 / 3) * (-(1 / 3) * sqA + B);
  const q = 0.5 * ((2 / 27) * A * sqA - (1 / 3) * A * B + C);
  const cbP = p * p * p;
  const D = q * q + cbP;
  let n: number;
  if (isZero(D)) {
    if (isZero(q)) {
      out[offset] = 0;
      n = 1;
    } else {
      const u = Math.cbrt(-q);
      out[offset] = 2 * u;
      out[offset + 1] = -u;
      n = 2;
    }
  } else if (D < 0) {
    const phi = (1 / 3) * Math.acos(-q / Math.sqrt(-cbP));
    const t = 2 * Math.sqrt(-p);
    out[offset] = t * Math.cos(phi);
    out[offset + 1] = -t * Math.cos(phi + Math.PI / 3);
    out[offset + 2] = -t * Math.cos(phi - Math.PI / 3);
    n = 3;
  } else {
    const sqD = Math.sqrt(D);
    out[offset] = Math.cbrt(sqD - q) - Math.cbrt(sqD + q);
    n = 1;
  }
  const shift = A / 3;
  for (let i = 0; i < n; i++) out[offset + i] -= shift;
  return n;
}

/**
 * Real roots of c4·x⁴ + c3·x³ + c2·x² + c1·x + c0 by Ferrari's method
 * (Schwarze, Graphics Gems I): normalise, depress with x = y − A/4 to
 * y⁴ + p·y² + q·y + r, take one real root z of the resolvent cubic
 * z³ − (p/2)z² − r·z + (r·p/2 − q²/8) = 0 (Cardano) and split into two
 * quadratics y² ± v·y + z ∓ u with u = √(z² − r), v = √(2z − p). Absolute
 * 1e-9 epsilons, as published. Written as one flat function (the resolvent
 * and the quadratics inline) so V8 keeps every double unboxed. Writes up to
 * four roots (unsorted) into out and returns how many. `coeffs` = [c4, c3, c2, c1, c0]
 * (an array rather than five arguments: doubles passed to a call that is not
 * inlined would be boxed).
 */
export function ferrariQuartic(out: Float64Array, coeffs: Float64Array): number {
  const c4 = coeffs[0];
  const A = coeffs[1] / c4;
  const B = coeffs[2] / c4;
  const C = coeffs[3] / c4;
  const D = coeffs[4] / c4;
  const sqA = A * A;
  const p = -(3 / 8) * sqA + B;
  const q = (1 / 8) * sqA * A - 0.5 * A * B + C;
  const r = -(3 / 256) * sqA * sqA + (1 / 16) * sqA * B - 0.25 * A * C + D;
  let n = 0;
  if (isZero(r)) {
    // y·(y³ + p·y + q) = 0
    out[0] = 0;
    n = 1 + cardanoCubic(out, 1, 0, p, q);
  } else {
    // One real root of the resolvent z³ + a2·z² + a1·z + a0 (Cardano, as in cardanoCubic).
    const a2 = -0.5 * p;
    const a1 = -r;
    const a0 = 0.5 * r * p - 0.125 * q * q;
    const sq2 = a2 * a2;
    const pp = (1 / 3) * (-(1 / 3) * sq2 + a1);
    const qq = 0.5 * ((2 / 27) * a2 * sq2 - (1 / 3) * a2 * a1 + a0);
    const cb = pp * pp * pp;
    const disc = qq * qq + cb;
    let z: number;
    if (isZero(disc)) z = isZero(qq) ? 0 : 2 * Math.cbrt(-qq);
    else if (disc < 0) z = 2 * Math.sqrt(-pp) * Math.cos((1 / 3) * Math.acos(-qq / Math.sqrt(-cb)));
    else {
      const sd = Math.sqrt(disc);
      z = Math.cbrt(sd - qq) - Math.cbrt(sd + qq);
    }
    z -= a2 / 3;
    let u = z * z - r;
    let v = 2 * z - p;
    if (isZero(u)) u = 0;
    else if (u > 0) u = Math.sqrt(u);
    else return 0;
    if (isZero(v)) v = 0;
    else if (v > 0) v = Math.sqrt(v);
    else return 0;
    // y² + b·y + c = 0 for (b, c) = (±v, z − u) and (∓v, z + u), textbook formula.
    for (let k = 0; k < 2; k++) {
      const b = q < 0 === (k === 0) ? -v : v;
      const c = k === 0 ? z - u : z + u;
      const d = 0.25 * b * b - c;
      if (isZero(d)) out[n++] = -0.5 * b;
      else if (d > 0) {
        const sd = Math.sqrt(d);
        out[n++] = sd - 0.5 * b;
        out[n++] = -sd - 0.5 * b;
      }
    }
  }
  const shift = A / 4;
  for (let i = 0; i < n; i++) out[i] -= shift;
  return n;
}

const quarticScratch = new Float64Array(4);
const quarticCoeffs = new Float64Array(5);

/**
 * The general intercept by the closed-form quartic: with R = T − S, target
 * velocity V, relative acceleration G = target acceleration − gravity,
 * f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R;
 * the earliest positive root of Ferrari's formula, aim = W(t)/(s·t) with
 * W(t) = R + V·t + G·t²/2. Returns the time, or −1 for no hit.
 */
export function ferrariIntercept(
  aim: number[],
  shooter: readonly number[],
  target: readonly number[],
  velocity: readonly number[],
  acceleration: readonly number[],
  gravity: readonly number[],
  speed: number,
): number {
  let gg = 0;
  let vg = 0;
  let vv = 0;
  let rg = 0;
  let rv = 0;
  let rr = 0;
  const n = shooter.length;
  for (let i = 0; i < n; i++) {
    const r = target[i] - shooter[i];
    const v = velocity[i];
    const g = acceleration[i] - gravity[i];
    gg += g * g;
    vg += v * g;
    vv += v * v;
    rg += r * g;
    rv += r * v;
    rr += r * r;
  }
  quarticCoeffs[0] = gg / 4;
  quarticCoeffs[1] = vg;
  quarticCoeffs[2] = vv + rg - speed * speed;
  quarticCoeffs[3] = 2 * rv;
  quarticCoeffs[4] = rr;
  const count = ferrariQuartic(quarticScratch, quarticCoeffs);
  let t = Infinity;
  for (let i = 0; i < count; i++) {
    const x = quarticScratch[i];
    if (x > 0 && x < t) t = x;
  }
  if (t === Infinity) return -1;
  const k = 1 / (speed * t);
  for (let i = 0; i < n; i++) {
    const g = acceleration[i] - gravity[i];
    aim[i] = (target[i] - shooter[i] + velocity[i] * t + 0.5 * g * t * t) * k;
  }
  return t;
}
