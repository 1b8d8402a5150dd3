/**
 * The grader's suite: every case a reader's intercept function is run on,
 * grouped by category, with the answer the book's library gives (tested
 * against an exact rational reference in tests/components/book/grader). Pure and
 * DOM-free: built the same in Node at build time and in the browser.
 *
 * Vectors are [x, y, z] with y up; the constant-velocity scenes lie in the
 * plane z = 0, the chapters' figures' plane.
 */
import { intercept, linearIntercept, noHitMessage } from '../../../lib';

export type Form = 'linear' | 'gravity';
export type CategoryId = 'edge' | 'near-equal' | 'grazing' | 'faster' | 'scale' | 'far' | 'arcs' | 'range' | 'quartic';
export type Vec3 = [number, number, number];

/** Where a case's idea is taught: the chapter and the figure's anchor on its page. */
export interface ChapterRef {
  /** The chapter's id (its URL is /chapters/<slug>/). */
  slug: string;
  /** The id of the figure's caption on that page. */
  anchor: string;
  /** "Chapter 6", as the link reads. */
  name: string;
  /** The figure, as the link reads: "the edge-case figure". */
  figure: string;
}

export interface Category {
  id: CategoryId;
  form: Form;
  title: string;
  /** What the category tests, one sentence. */
  tests: string;
  chapter: ChapterRef;
}

export interface Scene {
  shooter: Vec3;
  target: Vec3;
  velocity: Vec3;
  speed: number;
  /** The projectile's acceleration (gravity form only). */
  gravity?: Vec3;
}

export interface GradeCase {
  /** Stable and unique: "edge/crossing". */
  id: string;
  category: CategoryId;
  form: Form;
  label: string;
  scene: Scene;
  /** The library's answer: the earliest hit time or null (linear); every hit time, ascending (gravity). */
  expected: number | null | number[];
  /** Linear: every real root of a·t² + b·t + c = 0 (negative ones included), as the library finds them. */
  roots: number[];
  /** Linear: a = |V|² − s² (rounded), to tell a ≈ 0 apart. */
  a: number;
  /** When there is no hit: the library's reason, as a sentence. */
  noHit?: string;
  /** Extreme-scale cases: the factor every length and speed was multiplied by. */
  scale?: number;
}

const CH4: ChapterRef = {
  slug: 'intercept-triangle',
  anchor: 'intercept-caption',
  name: 'Chapter 4',
  figure: 'the intercept figure',
};
const CH5LAB: ChapterRef = {
  slug: 'choosing-the-root',
  anchor: 'precision-lab-caption',
  name: 'Chapter 5',
  figure: 'the precision lab',
};
const CH6: ChapterRef = {
  slug: 'edge-cases',
  anchor: 'edge-cases-caption',
  name: 'Chapter 6',
  figure: 'the edge-case figure',
};
const CH7: ChapterRef = { slug: 'gravity', anchor: 'gravity-caption', name: 'Chapter 7', figure: 'the gravity figure' };
const CH8: ChapterRef = {
  slug: 'gravity-and-motion',
  anchor: 'quartic-caption',
  name: 'Chapter 8',
  figure: 'the quartic figure',
};

export const CATEGORIES: readonly Category[] = [
  {
    id: 'edge',
    form: 'linear',
    title: 'Edge cases',
    tests:
      'the cases chapter 6 draws: a target already at the muzzle (at equal and unequal speeds), a shot that cannot move (and a target that runs into it), a standing target, equal speeds, the choice between a negative and a positive root, and targets so far away that the hit takes millions of seconds (a cap on the time would miss them)',
    chapter: CH6,
  },
  {
    id: 'near-equal',
    form: 'linear',
    title: 'Near-equal speeds',
    tests:
      'a projectile a little faster or slower than the target, by a relative gap from 10⁻³ down to 10⁻¹⁵, so that a = |V|² − s² is tiny',
    chapter: CH5LAB,
  },
  {
    id: 'grazing',
    form: 'linear',
    title: 'Grazing shots',
    tests:
      'a faster target whose path just touches the circle of reach (a double root), and speeds a hair above and below it: a narrow hit and a narrow miss',
    chapter: CH6,
  },
  {
    id: 'faster',
    form: 'linear',
    title: 'Faster target',
    tests:
      'a target faster than the shot, approaching (two positive roots: the earlier is the hit) or fleeing and passing by (no hit)',
    chapter: CH6,
  },
  {
    id: 'scale',
    form: 'linear',
    title: 'Extreme scales',
    tests:
      'the same scenes with every length and speed multiplied by 10⁻¹⁵⁰ to 10¹⁵⁰: the hit time does not change, but squares overflow or underflow',
    chapter: CH5LAB,
  },
  {
    id: 'far',
    form: 'linear',
    title: 'Far from the origin',
    tests:
      'ordinary scenes moved 10⁶ to 10¹⁵ m away from the origin, where coordinates keep few digits after the point',
    chapter: CH4,
  },
  {
    id: 'arcs',
    form: 'gravity',
    title: 'Both arcs',
    tests: 'a standing target within range: a low arc and a high arc both hit it, and both times are answers',
    chapter: CH7,
  },
  {
    id: 'range',
    form: 'gravity',
    title: 'Out of range',
    tests:
      'targets beyond the parabola of safety, just outside and just inside it: no hit, or two arcs that nearly merge',
    chapter: CH7,
  },
  {
    id: 'quartic',
    form: 'gravity',
    title: 'Moving target under gravity',
    tests: 'a moving target and a falling shot: the quartic, with four, two or no hit times',
    chapter: CH8,
  },
];

export function category(id: CategoryId): Category {
  return CATEGORIES.find((c) => c.id === id)!;
}

const O: Vec3 = [0, 0, 0];
const R: Vec3 = [100, 0, 0];
const G: Vec3 = [0, -9.81, 0];

/** The library's answer to a constant-velocity scene: the earliest hit (or null), every real root, a and why not. */
export function linearAnswer(scene: Scene): Pick<GradeCase, 'expected' | 'roots' | 'a' | 'noHit'> {
  const r = linearIntercept({
    shooter: scene.shooter,
    target: scene.target,
    targetVelocity: scene.velocity,
    speed: scene.speed,
  });
  return {
    expected: r.hit ? r.time : null,
    roots: r.roots,
    a: r.coefficients.a,
    ...(r.hit ? {} : { noHit: noHitMessage(r.reason) }),
  };
}

function linearCase(category: CategoryId, id: string, label: string, scene: Scene, scale?: number): GradeCase {
  return {
    id: `${category}/${id}`,
    category,
    form: 'linear',
    label,
    scene,
    ...linearAnswer(scene),
    ...(scale === undefined ? {} : { scale }),
  };
}

function gravityCase(category: CategoryId, id: string, label: string, scene: Scene): GradeCase {
  const r = intercept({
    shooter: scene.shooter,
    target: scene.target,
    targetVelocity: scene.velocity,
    speed: scene.speed,
    gravity: scene.gravity,
  });
  return {
    id: `${category}/${id}`,
    category,
    form: 'gravity',
    label,
    scene,
    expected: r.hit ? [...r.times] : [],
    roots: [],
    a: NaN,
    ...(r.hit ? {} : { noHit: noHitMessage(r.reason) }),
  };
}

/** A constant-velocity scene (the shooter at the origin unless given); the probes build theirs with it too. */
export const scene = (target: Vec3, velocity: Vec3, speed: number, shooter: Vec3 = O): Scene => ({
  shooter,
  target,
  velocity,
  speed,
});
/** k·v. */
export const times = (v: Vec3, k: number): Vec3 => [v[0] * k, v[1] * k, v[2] * k];
/** v + w. */
export const plus = (v: Vec3, w: Vec3): Vec3 => [v[0] + w[0], v[1] + w[1], v[2] + w[2]];

/** Chapter 6's presets, and the root choice of chapter 5. */
function edgeCases(): GradeCase[] {
  return [
    linearCase('edge', 'crossing', 'Ordinary crossing (one root negative, one positive)', scene(R, [0, 10, 0], 20)),
    linearCase('edge', 'standing', 'Standing target', scene(R, O, 50)),
    linearCase('edge', 'slow-approach', 'Slower target coming closer', scene(R, [-6, 8, 0], 25)),
    linearCase('edge', 'slow-flee', 'Slower target moving away', scene(R, [6, 8, 0], 25)),
    linearCase('edge', 'already-there', 'Target already at the muzzle (t = 0)', scene(O, [0, 10, 0], 10)),
    linearCase(
      'edge',
      'already-there-faster-shot',
      'Target at the muzzle, the shot faster than it (t = 0)',
      scene([30, 40, 0], [0, 10, 0], 25, [30, 40, 0]),
    ),
    linearCase(
      'edge',
      'already-there-slower-shot',
      'Target at the muzzle, the shot slower than it (t = 0)',
      scene([-20, 15, 0], [8, -6, 0], 4, [-20, 15, 0]),
    ),
    linearCase('edge', 'cannot-move', 'Shot cannot move (s = 0)', scene(R, [0, 10, 0], 0)),
    linearCase('edge', 'mine', 'Shot cannot move; the target runs into it', scene(R, [-10, 0, 0], 0)),
    linearCase(
      'edge',
      'mine-from-above',
      'Shot cannot move; the target comes down onto it',
      scene([0, 60, 0], [0, -4, 0], 0),
    ),
    linearCase('edge', 'no-shot-standing', 'Shot cannot move, target standing still (no hit)', scene(R, O, 0)),
    linearCase(
      'edge',
      'far-standing',
      'Standing target 10⁷ m away, s = 1: the hit is 10⁷ s away',
      scene([1e7, 0, 0], O, 1),
    ),
    linearCase(
      'edge',
      'far-receding',
      'Receding target, the shot faster by 1 m/s: the hit takes 2·10⁶ s',
      scene([0, 2e6, 0], [0, 10, 0], 11),
    ),
    linearCase('edge', 'equal-approaching', 'Equal speeds, head-on (a = 0)', scene(R, [-10, 0, 0], 10)),
    linearCase('edge', 'equal-angled', 'Equal speeds, approaching at an angle (a = 0)', scene(R, [-6, 8, 0], 10)),
    linearCase('edge', 'equal-receding', 'Equal speeds, moving away (a = 0)', scene(R, [10, 0, 0], 10)),
    linearCase('edge', 'equal-crossing', 'Equal speeds, crossing (a = 0, b = 0)', scene(R, [0, 10, 0], 10)),
    linearCase(
      'edge',
      'shooter-offset',
      'Shooter away from the origin, target crossing',
      scene([40, 30, 0], [5, 12, 0], 20, [-20, -10, 0]),
    ),
  ];
}

/** Relative gaps 10⁻³ … 10⁻¹⁵ between the projectile's speed and the target's (|V| = 10). */
export const GAPS = [1e-3, 1e-6, 1e-9, 1e-12, 1e-15] as const;

/** The target's velocity in the near-equal cases: |V| ≈ 10 with components whose squares round. */
const VNEAR: Vec3 = [-3.7, 9.29, 0.11];
const VNEAR_FLEE: Vec3 = [9.29, -3.7, 0.11];
const VNEAR_SPEED = Math.hypot(...VNEAR);

function nearEqualCases(): GradeCase[] {
  const out: GradeCase[] = [];
  for (const g of GAPS) {
    const e = g.toExponential(0).replace('e-', 'e−');
    out.push(
      linearCase(
        'near-equal',
        `faster-shot-approach-${g}`,
        `Shot faster by ${e}, target approaching`,
        scene(R, VNEAR, VNEAR_SPEED * (1 + g)),
      ),
      linearCase(
        'near-equal',
        `faster-shot-flee-${g}`,
        `Shot faster by ${e}, target fleeing`,
        scene(R, VNEAR_FLEE, VNEAR_SPEED * (1 + g)),
      ),
      linearCase(
        'near-equal',
        `slower-shot-approach-${g}`,
        `Shot slower by ${e}, target approaching`,
        scene(R, VNEAR, VNEAR_SPEED * (1 - g)),
      ),
      linearCase(
        'near-equal',
        `slower-shot-flee-${g}`,
        `Shot slower by ${e}, target fleeing`,
        scene(R, VNEAR_FLEE, VNEAR_SPEED * (1 - g)),
      ),
    );
  }
  return out;
}

/** V = (−20, 10), s = 10 at distance 100: b² − 4ac = 0 exactly, a double root at t = 5. */
function grazingCases(): GradeCase[] {
  const V: Vec3 = [-20, 10, 0];
  return [
    linearCase('grazing', 'exact', 'Exact graze: a double root at t = 5', scene(R, V, 10)),
    linearCase('grazing', 'hit-1e-6', 'Shot faster by 10⁻⁶: a narrow hit', scene(R, V, 10 * (1 + 1e-6))),
    linearCase('grazing', 'miss-1e-6', 'Shot slower by 10⁻⁶: a narrow miss', scene(R, V, 10 * (1 - 1e-6))),
    linearCase('grazing', 'hit-1e-10', 'Shot faster by 10⁻¹⁰: a narrower hit', scene(R, V, 10 * (1 + 1e-10))),
    linearCase('grazing', 'miss-1e-10', 'Shot slower by 10⁻¹⁰: a narrower miss', scene(R, V, 10 * (1 - 1e-10))),
  ];
}

function fasterCases(): GradeCase[] {
  return [
    linearCase(
      'faster',
      'head-on',
      'Head-on, twice the shot’s speed: hits at 10/3 s and 10 s',
      scene(R, [-20, 0, 0], 10),
    ),
    linearCase('faster', 'approach-angle', 'Approaching at an angle: two hits', scene(R, [-20, 5, 0], 10)),
    linearCase(
      'faster',
      'approach-3d',
      'Approaching out of the plane: two hits',
      scene([100, 0, 20], [-30, 10, -5], 15),
    ),
    linearCase('faster', 'fleeing', 'Fleeing straight away', scene(R, [20, 0, 0], 10)),
    linearCase('faster', 'fleeing-angle', 'Fleeing at an angle', scene(R, [15, 15, 0], 10)),
    linearCase('faster', 'passing', 'Approaching but passing by', scene(R, [-20, 20, 0], 10)),
    linearCase('faster', 'crossing', 'Crossing at right angles', scene(R, [0, 30, 0], 10)),
  ];
}

export const SCALES = [1e-150, 1e-100, 1e-50, 1e50, 1e100, 1e150] as const;

function scaleCases(): GradeCase[] {
  const out: GradeCase[] = [];
  for (const k of SCALES) {
    const e = k.toExponential(0).replace('e+', 'e').replace('e-', 'e−');
    const base = [
      ['crossing', 'Crossing', scene(R, [0, 10, 0], 20)],
      ['faster', 'Faster target approaching', scene(R, [-20, 5, 0], 10)],
    ] as const;
    for (const [id, label, s] of base)
      out.push(
        linearCase(
          'scale',
          `${id}-${k}`,
          `${label}, every length and speed × ${e}`,
          {
            shooter: times(s.shooter, k),
            target: times(s.target, k),
            velocity: times(s.velocity, k),
            speed: s.speed * k,
          },
          k,
        ),
      );
  }
  return out;
}

export const OFFSETS = [1e6, 1e9, 1e12, 1e15] as const;

function farCases(): GradeCase[] {
  const out: GradeCase[] = [];
  for (const d of OFFSETS) {
    const o: Vec3 = [d, -d, d / 2];
    const e = d.toExponential(0).replace('e+', 'e');
    out.push(
      linearCase('far', `crossing-${d}`, `Crossing, ${e} m from the origin`, scene(plus(o, R), [0, 10, 0], 20, o)),
      linearCase(
        'far',
        `slow-approach-${d}`,
        `Slower target approaching, ${e} m from the origin`,
        scene(plus(o, [60, 80, 0]), [-3, -4, 0], 20, plus(o, [0.5, 0.25, 0])),
      ),
    );
  }
  return out;
}

const gscene = (target: Vec3, velocity: Vec3, speed: number, shooter: Vec3 = O): Scene => ({
  shooter,
  target,
  velocity,
  speed,
  gravity: G,
});

function arcCases(): GradeCase[] {
  return [
    gravityCase('arcs', 'level', 'Level target 50 m away, s = 30', gscene([30, 0, 40], O, 30)),
    gravityCase('arcs', 'above', 'Target 20 m up, 60 m away, s = 35', gscene([60, 20, 0], O, 35)),
    gravityCase('arcs', 'below', 'Target 30 m down a cliff, 80 m away, s = 25', gscene([0, -30, 80], O, 25)),
    gravityCase('arcs', 'near', 'Target 5 m away, s = 40: a flat and a near-vertical arc', gscene([3, 0, 4], O, 40)),
  ];
}

/** The maximum level range s²/g at s = 30, g = 9.81. */
const RANGE30 = (30 * 30) / 9.81;

function rangeCases(): GradeCase[] {
  return [
    gravityCase('range', 'far', 'Level target 200 m away, s = 30 (range 91.7 m)', gscene([200, 0, 0], O, 30)),
    gravityCase('range', 'high', 'Target 60 m straight up, s = 30 (reaches 45.9 m)', gscene([0, 60, 0], O, 30)),
    gravityCase(
      'range',
      'just-out',
      'Level target 0.01 % beyond the maximum range',
      gscene([RANGE30 * (1 + 1e-4), 0, 0], O, 30),
    ),
    gravityCase(
      'range',
      'just-in',
      'Level target 0.01 % inside the maximum range: two close arcs',
      gscene([RANGE30 * (1 - 1e-4), 0, 0], O, 30),
    ),
  ];
}

function quarticCases(): GradeCase[] {
  return [
    gravityCase('quartic', 'four', 'Diving target, s = 20: four hit times', gscene([-25, 73, 3], [-1, -58, -5], 20)),
    gravityCase('quartic', 'two', 'Crossing target, s = 40: two hit times', gscene([60, 0, 0], [0, 0, 8], 40)),
    gravityCase('quartic', 'none', 'Fleeing target, s = 20: no hit', gscene([60, 0, 0], [25, 0, 0], 20)),
    gravityCase(
      'quartic',
      'raised',
      'Shooter on a tower, target driving past below',
      gscene([40, 0, 30], [-6, 0, 0], 28, [0, 25, 0]),
    ),
  ];
}

/** The whole suite, in category order. */
export function buildSuite(): GradeCase[] {
  return [
    ...edgeCases(),
    ...nearEqualCases(),
    ...grazingCases(),
    ...fasterCases(),
    ...scaleCases(),
    ...farCases(),
    ...arcCases(),
    ...rangeCases(),
    ...quarticCases(),
  ];
}

/** A subset of the suite, as a grade cell asks for it: by category, by case id, or both. */
export interface Selection {
  categories?: readonly string[];
  cases?: readonly string[];
}

/**
 * The cases a selection names, in suite order. An empty selection is the
 * whole suite. An unknown category or case id throws, naming it (an author's
 * typo fails the build instead of grading nothing).
 */
export function selectCases(suite: readonly GradeCase[], sel: Selection = {}): GradeCase[] {
  const cats = sel.categories ?? [];
  const ids = sel.cases ?? [];
  for (const c of cats)
    if (!CATEGORIES.some((k) => k.id === c))
      throw new Error(`no grader category “${c}” (there are ${CATEGORIES.map((k) => k.id).join(', ')})`);
  for (const id of ids) if (!suite.some((c) => c.id === id)) throw new Error(`no grader case “${id}”`);
  if (cats.length === 0 && ids.length === 0) return [...suite];
  return suite.filter((c) => cats.includes(c.category) || ids.includes(c.id));
}

/** A selection as a data attribute holds it ("edge,faster"), and back. */
export function selectionText(list: readonly string[] | undefined): string {
  return (list ?? []).join(',');
}
export function parseSelection(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
