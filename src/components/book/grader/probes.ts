/**
 * The probes: small families of constant-velocity scenes that the grader runs
 * beside the suite, each built to isolate one kind of flaw (diagnose.ts reads
 * the pattern of answers). A family holds one scene changed along one axis:
 * scaled, mirrored, moved far away, or one parameter nudged (the speed towards
 * |V|, the shooter onto the target, the distance out to millions of seconds).
 * Every expected answer is the library's. Pure, no DOM.
 */
import { linearAnswer, plus, scene, times, type GradeCase, type Scene, type Vec3 } from './suite';

export type FamilyId =
  /** Ordinary scenes and their mirror images: one negative and one positive root, two positive, one. */
  | 'ordinary'
  /** Ordinary scenes with no hit: the discriminant negative, or both roots negative. */
  | 'no-hit'
  /** Equal speeds exactly (a = 0), the shooter away from the target. */
  | 'equal'
  /** The shot's speed nudged towards the target's: relative gaps 10⁻² … 10⁻¹⁴. */
  | 'near'
  /** The shooter on the target (R = 0), at equal and unequal speeds, and a hair away from it. */
  | 'on-target'
  /** A grazing shot (a double root) with the speed nudged by a few ulps and by more. */
  | 'graze'
  /** The same scenes with every length and speed multiplied by 10ᵏ. */
  | 'scale'
  /** The same scenes moved 10³ … 10¹⁵ m away from the origin (T − S unchanged, exactly). */
  | 'far'
  /** Standing and receding targets ever farther away: hits after 10² … 10¹² s. */
  | 'clamp'
  /** A shot that cannot move (s = 0): targets that run into it, and targets that do not; then s nudged above 0. */
  | 'speed0';

export interface Probe extends Pick<GradeCase, 'expected' | 'roots' | 'a' | 'noHit'> {
  id: string;
  form: 'linear';
  family: FamilyId;
  /** The scene it comes from, the same in every member of a family that varies one thing. */
  base: string;
  /** The value of the varied thing: the scale, the offset, the gap, the distance (1 for none). */
  k: number;
  scene: Scene;
}

const O: Vec3 = [0, 0, 0];

/** The mirror images and turns a family is checked under: each keeps every time. */
const TURNS: readonly [string, (v: Vec3) => Vec3][] = [
  ['', (v) => v],
  ['mirror-x', ([x, y, z]) => [-x, y, z]],
  ['swap-xy', ([x, y, z]) => [y, x, z]],
  ['to-z', ([x, y, z]) => [z, -y, x]],
];
const turn = (f: (v: Vec3) => Vec3, s: Scene): Scene => scene(f(s.target), f(s.velocity), s.speed, f(s.shooter));

function probe(family: FamilyId, base: string, k: number, s: Scene, tag = ''): Probe {
  return {
    id: `${family}/${base}${tag ? `-${tag}` : ''}${k === 1 ? '' : `@${k}`}`,
    form: 'linear',
    family,
    base,
    k,
    scene: s,
    ...linearAnswer(s),
  };
}

/** The ordinary scenes: a crossing (one negative, one positive root), a faster target approaching (two hits)… */
const ORDINARY: Record<string, Scene> = {
  crossing: scene([100, 0, 0], [0, 10, 0], 20),
  'two-hits': scene([100, 0, 0], [-20, 5, 0], 10),
  standing: scene([60, 80, 0], O, 25),
  // …and two with digits that do not fit in 24 bits: single precision shows on them.
  uneven: scene([73.1, 41.7, -5.3], [-3.3, 7.9, 1.1], 17.3, [1.9, -2.4, 0.7]),
  'uneven-two': scene([91.3, -12.7, 8.9], [-23.1, 6.7, -2.9], 13.7, [-0.3, 1.1, 2.3]),
};

const NO_HIT: Record<string, Scene> = {
  // b² − 4ac < 0: the target passes by, faster than the shot.
  passing: scene([100, 0, 0], [-20, 20, 0], 10),
  // Both roots negative: the target flees, faster.
  fleeing: scene([100, 0, 0], [20, 0, 0], 10),
  'fleeing-uneven': scene([43.9, 27.1, 0], [19.3, 14.9, 0], 11.3),
};

/** Equal speeds exactly (every square below is exact): a = 0 and b·t + c = 0. */
const EQUAL: Record<string, Scene> = {
  'head-on': scene([100, 0, 0], [-10, 0, 0], 10),
  angled: scene([100, 0, 0], [-6, 8, 0], 10),
  'out-of-plane': scene([50, 20, -10], [-2, -4, 4], 6),
  'from-above': scene([0, 75, 0], [3, -4, 0], 5, [0, 0, 0]),
  receding: scene([100, 0, 0], [10, 0, 0], 10),
  crossing: scene([100, 0, 0], [0, 10, 0], 10),
};

/** The target's velocity in the near-equal probes: |V| ≈ 10, its squares inexact. */
const VN: Vec3 = [-3.7, 9.29, 0.11];
const VN_FLEE: Vec3 = [9.29, -3.7, 0.11];
const VN_SPEED = Math.hypot(...VN);
export const NEAR_GAPS = [1e-2, 1e-4, 1e-6, 1e-8, 1e-10, 1e-12, 1e-14] as const;

/** A point away from the origin where the shooter and the target sit together. */
const P: Vec3 = [12, -7, 3];

/** The exact graze of the suite: a double root at t = 5. */
const GRAZE = scene([100, 0, 0], [-20, 10, 0], 10);
/** How far the graze's speed is nudged: ±n ulps of 10, then relative 10⁻¹², 10⁻⁸. */
export const GRAZE_ULPS = [1, 2, 3] as const;
/** x moved by n ulps (x > 0): its bits read as an integer, plus n. */
const ulps = (x: number, n: number): number => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(n));
  return view.getFloat64(0);
};

/** The powers of ten every length and speed is multiplied by. */
export const PROBE_SCALES: readonly number[] = [
  -300, -250, -200, -170, -160, -150, -120, -100, -80, -70, -60, -50, -40, -30, -25, -20, -17, -15, -12, -10, -7, -5,
  -3, 3, 5, 7, 10, 12, 15, 17, 20, 25, 30, 40, 50, 60, 70, 80, 100, 120, 150, 160, 170, 200, 250, 300,
].map((e) => Number(`1e${e}`));

export const PROBE_OFFSETS = [1e3, 1e6, 1e9, 1e12, 1e15] as const;

/** How far (m) the clamp family's targets are; at 1 m/s closing speed, how many seconds the hit takes. */
export const CLAMP_DISTANCES = [1e2, 1e3, 1e4, 1e5, 3e5, 1e6, 3e6, 1e7, 1e9, 1e12] as const;

function ordinary(): Probe[] {
  const out: Probe[] = [];
  for (const [name, s] of Object.entries(ORDINARY))
    for (const [tag, f] of TURNS) out.push(probe('ordinary', name, 1, turn(f, s), tag));
  for (const [name, s] of Object.entries(NO_HIT))
    for (const [tag, f] of TURNS.slice(0, 3)) out.push(probe('no-hit', name, 1, turn(f, s), tag));
  return out;
}

function equal(): Probe[] {
  return Object.entries(EQUAL).map(([name, s]) => probe('equal', name, 1, s));
}

function near(): Probe[] {
  const out: Probe[] = [];
  for (const g of NEAR_GAPS) {
    out.push(
      probe('near', 'faster-approach', g, scene([100, 0, 0], VN, VN_SPEED * (1 + g))),
      probe('near', 'faster-flee', g, scene([100, 0, 0], VN_FLEE, VN_SPEED * (1 + g))),
      probe('near', 'slower-approach', g, scene([100, 0, 0], VN, VN_SPEED * (1 - g))),
    );
  }
  return out;
}

function onTarget(): Probe[] {
  const away: Vec3 = plus(P, [0.01, 0, 0]);
  return [
    probe('on-target', 'faster-shot', 1, scene(P, [0, 10, 0], 20, P)),
    probe('on-target', 'slower-shot', 1, scene(P, [0, 10, 0], 4, P)),
    probe('on-target', 'standing', 1, scene(P, O, 10, P)),
    probe('on-target', 'no-shot', 1, scene(P, [6, 0, 8], 0, P)),
    probe('on-target', 'equal', 1, scene(P, [6, 0, 8], 10, P)),
    probe('on-target', 'equal-standing', 1, scene(P, O, 0, P)),
    // A hundredth of a metre away: the same scenes, no longer a special case.
    probe('on-target', 'near-faster-shot', 1, scene(away, [0, 10, 0], 20, P)),
    probe('on-target', 'near-slower-shot', 1, scene(away, [-5, 0, 0], 4, P)),
  ];
}

function graze(): Probe[] {
  const out: Probe[] = [];
  const s = GRAZE.speed;
  for (const n of GRAZE_ULPS) {
    out.push(probe('graze', 'hit', n, { ...GRAZE, speed: ulps(s, n) }, 'ulps'));
    out.push(probe('graze', 'miss', n, { ...GRAZE, speed: ulps(s, -n) }, 'ulps'));
  }
  for (const g of [1e-12, 1e-8]) {
    out.push(probe('graze', 'hit', g, { ...GRAZE, speed: s * (1 + g) }));
    out.push(probe('graze', 'miss', g, { ...GRAZE, speed: s * (1 - g) }));
  }
  return out;
}

function scaled(): Probe[] {
  const out: Probe[] = [];
  const bases: [string, Scene][] = [
    ['crossing', ORDINARY.crossing!],
    ['uneven', ORDINARY.uneven!],
    ['two-hits', ORDINARY['two-hits']!],
  ];
  for (const k of PROBE_SCALES)
    for (const [name, s] of bases)
      out.push(
        probe('scale', name, k, {
          shooter: times(s.shooter, k),
          target: times(s.target, k),
          velocity: times(s.velocity, k),
          speed: s.speed * k,
        }),
      );
  return out;
}

function far(): Probe[] {
  const out: Probe[] = [];
  const bases: [string, Scene][] = [
    ['crossing', ORDINARY.crossing!],
    ['two-hits', ORDINARY['two-hits']!],
  ];
  for (const d of PROBE_OFFSETS) {
    const o: Vec3 = [d, -d, d / 2];
    for (const [name, s] of bases)
      out.push(probe('far', name, d, scene(plus(o, s.target), s.velocity, s.speed, plus(o, s.shooter))));
  }
  return out;
}

function clamp(): Probe[] {
  const out: Probe[] = [];
  for (const d of CLAMP_DISTANCES) {
    out.push(probe('clamp', 'standing', d, scene([d, 0, 0], O, 1)));
    out.push(probe('clamp', 'receding', d, scene([0, d, 0], [0, 10, 0], 11)));
  }
  return out;
}

function speed0(): Probe[] {
  const runsInto: [string, Scene][] = [
    ['head-on', scene([100, 0, 0], [-10, 0, 0], 0)],
    ['from-above', scene([0, 60, 0], [0, -4, 0], 0)],
    ['diagonal', scene([-30, -40, 0], [3, 4, 0], 0, O)],
    ['out-of-plane', scene([20, -40, 40], [-1, 2, -2], 0)],
  ];
  const out: Probe[] = [];
  for (const [name, s] of runsInto) {
    out.push(probe('speed0', name, 0, s));
    for (const k of [1e-3, 1e-6]) out.push(probe('speed0', name, k, { ...s, speed: k }));
  }
  out.push(
    probe('speed0', 'standing', 0, scene([100, 0, 0], O, 0)),
    probe('speed0', 'standing-far', 0, scene([0, 5000, 0], O, 0)),
    probe('speed0', 'crossing', 0, scene([100, 0, 0], [0, 10, 0], 0)),
    probe('speed0', 'fleeing', 0, scene([-70, 0, 0], [-3, 0, 0], 0)),
  );
  return out;
}

/** Every probe, family by family. */
export function buildProbes(): Probe[] {
  return [
    ...ordinary(),
    ...equal(),
    ...near(),
    ...onTarget(),
    ...graze(),
    ...scaled(),
    ...far(),
    ...clamp(),
    ...speed0(),
  ];
}
