/**
 * Functions a reader can load into the grader: a starting point, a careful
 * one, the book's own library, and four flawed snippets of the kinds the
 * chapters discuss, written for this page with their flaws left in on
 * purpose. Plain JavaScript source, graded exactly like pasted code.
 */

export interface Snippet {
  id: string;
  title: string;
  /** What the snippet does wrong (or right), one sentence. */
  note: string;
  code: string;
  /** One of the flawed snippets of the build-time table. */
  flawed: boolean;
}

const START = `// The signature the grader calls. Vectors are [x, y, z] arrays.
// Return the earliest time t ≥ 0 at which a shot fired now at speed
// \`speed\` meets the target, or null when no shot can.
function interceptTime(shooter, target, velocity, speed) {
  const rx = target[0] - shooter[0], ry = target[1] - shooter[1], rz = target[2] - shooter[2];
  const [vx, vy, vz] = velocity;
  // |R + V t| = s t, squared: a t² + b t + c = 0
  const a = vx * vx + vy * vy + vz * vz - speed * speed;
  const b = 2 * (rx * vx + ry * vy + rz * vz);
  const c = rx * rx + ry * ry + rz * rz;
  if (c === 0) return 0; // already there
  if (a === 0) return b < 0 ? -c / b : null; // equal speeds: b t + c = 0
  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  // The stable pair of roots: no subtraction of nearly equal numbers.
  const q = -0.5 * (b + Math.sign(b || 1) * Math.sqrt(disc));
  const roots = [q / a, c / q].filter((t) => t >= 0).sort((x, y) => x - y);
  return roots.length ? roots[0] : null;
}
`;

const CAREFUL = `// Exact a = |V|² − s² (error-free products) and power-of-two scaling:
// near-equal speeds keep their digits and no square overflows.
function interceptTime(shooter, target, velocity, speed) {
  const r = [target[0] - shooter[0], target[1] - shooter[1], target[2] - shooter[2]];
  // Scale lengths and speeds by powers of two (exact): t = t' · kv / kr.
  const big = (xs) => Math.max(...xs.map(Math.abs));
  const kr = 2 ** -Math.ceil(Math.log2(big(r) || 1));
  const kv = 2 ** -Math.ceil(Math.log2(big([...velocity, speed]) || 1));
  const R = r.map((x) => x * kr), V = velocity.map((x) => x * kv), s = speed * kv;
  // Dekker's product: x·y = p + e exactly.
  const split = (x) => { const c = 134217729 * x; const h = c - (c - x); return [h, x - h]; };
  const prod = (x, y) => {
    const p = x * y, [xh, xl] = split(x), [yh, yl] = split(y);
    return [p, xh * yh - p + xh * yl + xl * yh + xl * yl];
  };
  const twoSum = (x, y) => { const s = x + y, z = s - x; return [s, x - (s - z) + (y - z)]; };
  let hi = 0, lo = 0;
  for (const [x, y] of [[V[0], V[0]], [V[1], V[1]], [V[2], V[2]], [s, -s]]) {
    const [p, e] = prod(x, y);
    const [t, f] = twoSum(hi, p);
    hi = t; lo += e + f;
  }
  const a = hi + lo;
  const b = 2 * (R[0] * V[0] + R[1] * V[1] + R[2] * V[2]);
  const c = R[0] * R[0] + R[1] * R[1] + R[2] * R[2];
  if (c === 0) return 0;
  const back = (t) => (t * kv) / kr;
  if (a === 0) return b < 0 ? back(-c / b) : null;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  const q = -0.5 * (b + Math.sign(b || 1) * Math.sqrt(disc));
  const roots = [q / a, c / q].filter((t) => t >= 0).sort((x, y) => x - y);
  return roots.length ? back(roots[0]) : null;
}
`;

const LIBRARY = `// The book's library is in scope here, as in every notebook cell.
function interceptTime(shooter, target, velocity, speed) {
  const r = linearIntercept({ shooter, target, targetVelocity: velocity, speed });
  return r.hit ? r.time : null;
}

// The gravity form: every hit time, ascending ([] for none).
function hitTimes(shooter, target, velocity, speed, gravity) {
  const r = intercept({ shooter, target, targetVelocity: velocity, speed, gravity });
  return r.hit ? r.times : [];
}
`;

/** How the three naive snippets begin: the coefficients of a t² + b t + c = 0, written out as most posts write them. */
const NAIVE_HEAD = `function interceptTime(shooter, target, velocity, speed) {
  const rx = target[0] - shooter[0], ry = target[1] - shooter[1], rz = target[2] - shooter[2];
  const a = velocity[0] ** 2 + velocity[1] ** 2 + velocity[2] ** 2 - speed ** 2;
  const b = 2 * (rx * velocity[0] + ry * velocity[1] + rz * velocity[2]);
  const c = rx * rx + ry * ry + rz * rz;
`;

const TEXTBOOK = `// The quadratic formula as printed: t = (−b ± √(b² − 4ac)) / 2a.
${NAIVE_HEAD}  if (a === 0) return b < 0 ? -c / b : c === 0 ? 0 : null;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  const t1 = (-b - Math.sqrt(disc)) / (2 * a);
  const t2 = (-b + Math.sqrt(disc)) / (2 * a);
  const good = [t1, t2].filter((t) => t >= 0);
  return good.length ? Math.min(...good) : null;
}
`;

const MIN_ROOT = `// Takes the smaller root, without asking whether it lies in the past.
${NAIVE_HEAD}  if (a === 0) return b < 0 ? -c / b : c === 0 ? 0 : null;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  const q = -0.5 * (b + Math.sign(b || 1) * Math.sqrt(disc));
  return Math.min(q / a, c / q);
}
`;

const DIVIDE = `// Divides by a = |V|² − s² with no thought for a = 0.
${NAIVE_HEAD}  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  const t1 = (-b - Math.sqrt(disc)) / (2 * a);
  const t2 = (-b + Math.sqrt(disc)) / (2 * a);
  if (t1 >= 0 && t2 >= 0) return Math.min(t1, t2);
  if (t1 >= 0) return t1;
  if (t2 >= 0) return t2;
  return null;
}
`;

const FLOAT32 = `// The stable formula, but every number rounded to 32 bits (a float in C#, GLSL, most engines).
function interceptTime(shooter, target, velocity, speed) {
  const f = Math.fround;
  const rx = f(f(target[0]) - f(shooter[0])), ry = f(f(target[1]) - f(shooter[1])), rz = f(f(target[2]) - f(shooter[2]));
  const vx = f(velocity[0]), vy = f(velocity[1]), vz = f(velocity[2]), s = f(speed);
  const a = f(f(f(f(vx * vx) + f(vy * vy)) + f(vz * vz)) - f(s * s));
  const b = f(2 * f(f(f(rx * vx) + f(ry * vy)) + f(rz * vz)));
  const c = f(f(f(rx * rx) + f(ry * ry)) + f(rz * rz));
  if (c === 0) return 0;
  if (a === 0) return b < 0 ? f(-c / b) : null;
  const disc = f(f(b * b) - f(f(4 * a) * c));
  if (disc < 0) return null;
  const q = f(-0.5 * f(b + Math.sign(b || 1) * f(Math.sqrt(disc))));
  const roots = [f(q / a), f(c / q)].filter((t) => t >= 0).sort((x, y) => x - y);
  return roots.length ? roots[0] : null;
}
`;

const ANGLE = `// Gravity by the launch-angle formula: tan θ = (s² ± √(s⁴ − g(g·h² + 2·y·s²))) / (g·h).
// Aims at where the target is now: right for a standing target only.
function hitTimes(shooter, target, velocity, speed, gravity) {
  const g = -gravity[1];
  const h = Math.hypot(target[0] - shooter[0], target[2] - shooter[2]);
  const y = target[1] - shooter[1];
  const s2 = speed * speed;
  const disc = s2 * s2 - g * (g * h * h + 2 * y * s2);
  if (disc < 0) return [];
  return [s2 - Math.sqrt(disc), s2 + Math.sqrt(disc)]
    .map((tan) => h / (speed * Math.cos(Math.atan2(tan, g * h))))
    .sort((a, b) => a - b);
}
`;

export const SNIPPETS: readonly Snippet[] = [
  {
    id: 'start',
    title: 'A starting point: the stable quadratic',
    note: 'The stable pair of roots, a = 0 handled, the earliest non-negative root: right on ordinary scenes.',
    code: START,
    flawed: false,
  },
  {
    id: 'careful',
    title: 'The careful version: exact a, scaled',
    note: 'The starting point plus an error-free a = |V|² − s² and power-of-two scaling.',
    code: CAREFUL,
    flawed: false,
  },
  {
    id: 'library',
    title: 'The book’s library (the reference)',
    note: 'Calls linearIntercept and intercept: the answers the grader compares with, so every case passes.',
    code: LIBRARY,
    flawed: false,
  },
  {
    id: 'textbook',
    title: 'The textbook formula',
    note: '(−b ± √(b² − 4ac)) / 2a as printed: subtracts nearly equal numbers when a is small.',
    code: TEXTBOOK,
    flawed: true,
  },
  {
    id: 'min-root',
    title: 'Min of the two roots',
    note: 'Returns the smaller root, even when it is negative: a hit in the past.',
    code: MIN_ROOT,
    flawed: true,
  },
  {
    id: 'divide-by-a',
    title: 'Divide by a',
    note: 'The textbook formula with no case for a = 0: equal speeds divide by zero.',
    code: DIVIDE,
    flawed: true,
  },
  {
    id: 'float32',
    title: 'Single precision (float32)',
    note: 'The stable formula with every value rounded to 32 bits by Math.fround, as a game engine’s floats would.',
    code: FLOAT32,
    flawed: true,
  },
  {
    id: 'angle',
    title: 'Gravity: the launch-angle formula',
    note: 'Both arcs to where the target stands now: it ignores the target’s velocity.',
    code: ANGLE,
    flawed: true,
  },
];

export function snippet(id: string): Snippet | undefined {
  return SNIPPETS.find((s) => s.id === id);
}
