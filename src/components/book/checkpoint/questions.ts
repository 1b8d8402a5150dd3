/**
 * The book's checkpoints: in each chapter the reader predicts something about
 * the scene of the chapter's figure, as it stands, then reveals the answer.
 * This file is data only (the build renders each question from it, and the
 * contents page maps checkpoints to chapters); the answers are computed by
 * `graders/` from the figure's published state with the library, loaded when
 * the reader first reveals.
 */

/** One answer the reader may pick. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * What gives a question's answer away on its page, covered until the reader
 * answers (veil.ts, veil.css): the few readouts of its figure and numbers of
 * its chapter's prose that state the answer or make it trivial, not every
 * number of the figure. Names as the markup has them; the unit tests check
 * that each exists in the built figure and chapter.
 */
export interface Veil {
  /** `data-readout` names inside the figure (its view's `readouts()` keys). */
  readouts: readonly string[];
  /** `<Bound to="…">` keys in the chapter's prose (`scope.name`). */
  bound: readonly string[];
}

interface Base {
  /** Stable id: the key of the reader's progress in the browser. */
  id: string;
  /** The chapter (content id) the checkpoint is in. */
  chapter: string;
  /** The figure whose published state (kit/shell/figure-state.ts) the answer is computed from. */
  figure: string;
  /** The question, one or two sentences. */
  prompt: string;
  /** What the page covers until the reader answers (none when absent). */
  veil?: Veil;
}

export type Question =
  | (Base & { kind: 'choice'; choices: Choice[] })
  | (Base & { kind: 'number'; label: string; unit: string })
  | (Base & { kind: 'vector'; label: string; unit: string });

export const QUESTIONS: readonly Question[] = [
  {
    id: 'lead-angle',
    chapter: 'introduction',
    figure: 'lead-demo',
    kind: 'number',
    prompt:
      'With the speeds set in the demo now: when the target passes straight above the cannon, how many degrees ahead of it must the barrel point?',
    label: 'Lead angle',
    unit: '°',
    veil: { readouts: ['lead-angle'], bound: [] },
  },
  {
    id: 'displacement',
    chapter: 'vectors',
    figure: 'vector-figure',
    kind: 'vector',
    prompt: 'Where the points are now: what are the components of the vector that carries P1 to P2?',
    label: 'Vector from P1 to P2',
    unit: '',
    veil: { readouts: ['v', 'wrong'], bound: ['vectors.vx', 'vectors.vy', 'vectors.vx-term', 'vectors.vy-term'] },
  },
  {
    id: 'dot-sign',
    chapter: 'dot-product',
    figure: 'dot-figure',
    kind: 'choice',
    prompt: 'Before you read the figure’s numbers: what is the sign of A·B for the two vectors as they are now?',
    choices: [
      { value: 'positive', label: 'Positive' },
      { value: 'zero', label: 'Zero' },
      { value: 'negative', label: 'Negative' },
    ],
    veil: { readouts: ['dot', 'via-angle', 'kind', 'cos'], bound: ['dot.dot', 'dot.cos', 'dot.kind-word'] },
  },
  {
    id: 'third-side',
    chapter: 'law-of-cosines',
    figure: 'cosines-figure',
    kind: 'number',
    prompt: 'For the triangle as it stands: how long is the side from P to Q, the one opposite the angle θ at O?',
    label: 'Length |P − Q|',
    unit: '',
    veil: { readouts: ['c', 'c2'], bound: ['cosines.c', 'cosines.c2'] },
  },
  {
    id: 'hit-time',
    chapter: 'intercept-triangle',
    figure: 'intercept-figure',
    kind: 'number',
    prompt: 'For the scene as you have set it: when does the shot meet the target? Estimate t before you scrub.',
    label: 'Hit time t',
    unit: 's',
    veil: { readouts: ['hit-time', 'status'], bound: ['intercept.hit'] },
  },
  {
    id: 'which-root',
    chapter: 'choosing-the-root',
    figure: 'root-plot',
    kind: 'choice',
    prompt: 'For the scene as it is now: which root of the quadratic does the solver return as the hit time?',
    choices: [
      { value: 'smaller', label: 'The smaller root, t₁' },
      { value: 'larger', label: 'The larger root, t₂' },
      { value: 'none', label: 'Neither: there is no hit' },
    ],
    veil: {
      readouts: [
        'chosen',
        'roots',
        'case',
        'description',
        'snippet-smaller-time',
        'snippet-smaller-note',
        'snippet-plus-time',
        'snippet-plus-note',
        'snippet-minus-time',
        'snippet-minus-note',
      ],
      bound: ['roots.roots', 'roots.chosen'],
    },
  },
  {
    id: 'which-case',
    chapter: 'edge-cases',
    figure: 'edge-cases',
    kind: 'choice',
    prompt: 'Which case is the scene in now? Decide, then reveal what the solver says.',
    choices: [
      { value: 'hit', label: 'A hit' },
      { value: 'receding', label: 'No hit: the target moves away as fast as the shot or faster' },
      { value: 'crossing', label: 'No hit: the target crosses the line of sight too fast' },
      { value: 'target-too-fast', label: 'No hit: the faster target passes by first' },
      { value: 'cannot-move', label: 'No hit: the shot has no speed' },
    ],
    veil: {
      readouts: ['case', 'time', 'second', 'impact', 'aim', 'roots', 'explain', 'reason'],
      bound: ['edge.case', 'edge.time'],
    },
  },
  {
    id: 'arc-count',
    chapter: 'gravity',
    figure: 'gravity-figure',
    kind: 'choice',
    prompt: 'With the cannon, target, speed and gravity as they are: how many launch angles hit the target?',
    choices: [
      { value: '0', label: 'None: it is out of reach' },
      { value: '1', label: 'Exactly one' },
      { value: '2', label: 'Two: a low arc and a lob' },
    ],
    veil: {
      readouts: ['arcs', 'low', 'high', 'roots', 'envelope'],
      bound: ['gravity.arcs', 'gravity.roots', 'gravity.envelope'],
    },
  },
  {
    id: 'hit-count',
    chapter: 'gravity-and-motion',
    figure: 'quartic-figure',
    kind: 'choice',
    prompt: 'For the first speed, s₁, in the scene as it is: at how many times can a shot meet the target?',
    choices: ['0', '1', '2', '3', '4'].map((n) => ({ value: n, label: n })),
    veil: { readouts: ['hits-0', 'status', 'speeds-note'], bound: ['quartic.hit-count', 'quartic.earliest'] },
  },
  {
    id: 'closest-aim',
    chapter: 'no-hit',
    figure: 'no-hit-figure',
    kind: 'choice',
    prompt: 'With no hit possible: which of the four fallback aims passes closest to the target?',
    choices: [
      { value: 'best', label: 'The best miss: minimise |W(t)| − s·t' },
      { value: 'heuristic', label: 'The minimum of the polynomial f(t)' },
      { value: 'clamped', label: 'The prediction clamped to the time limit' },
      { value: 'direct', label: 'Aim at where the target is now' },
    ],
    veil: {
      readouts: [
        'ranking',
        'best-rank',
        'heuristic-rank',
        'clamped-rank',
        'direct-rank',
        'best-miss',
        'heuristic-miss',
        'clamped-miss',
        'direct-miss',
      ],
      bound: ['nohit.best-miss', 'nohit.heuristic-miss', 'nohit.clamped-miss', 'nohit.direct-miss', 'nohit.worst'],
    },
  },
  {
    id: 'rate-doubled',
    chapter: 'simulation',
    figure: 'integrator-figure',
    kind: 'choice',
    prompt:
      'Keep the scene, double the frame rate: what happens to the miss of the explicit Euler shot (the closed-form aim flown by explicit Euler)?',
    choices: [
      { value: 'half', label: 'It is about halved' },
      { value: 'quarter', label: 'It drops to about a quarter' },
      { value: 'same', label: 'It stays about the same' },
      { value: 'double', label: 'It about doubles' },
    ],
    veil: { readouts: ['slope-1', 'slope-2'], bound: ['integrator.slope'] },
  },
  {
    id: 'race-winner',
    chapter: 'pursuit',
    figure: 'pursuit-race',
    kind: 'choice',
    prompt:
      'With the race set as it is (speed ratio, turn limit, target): which guided chaser catches the target first?',
    choices: [
      { value: 'pure', label: 'Pure pursuit' },
      { value: 'lead', label: 'Lead pursuit' },
      { value: 'pn', label: 'Proportional navigation' },
      { value: 'tie', label: 'A tie, or none catches it' },
    ],
    veil: {
      readouts: ['race-status', 'time-pure', 'time-lead', 'time-pn'],
      bound: ['race.pure', 'race.lead', 'race.pn'],
    },
  },
  {
    id: 'pitch-sign',
    chapter: 'your-engine',
    figure: 'intercept-3d',
    kind: 'choice',
    prompt: 'For the 3D scene as it is: does the shot leave the shooter above or below the horizontal?',
    choices: [
      { value: 'up', label: 'Above: pitch up' },
      { value: 'level', label: 'Level' },
      { value: 'down', label: 'Below: pitch down' },
    ],
    veil: {
      readouts: ['impact'],
      bound: [
        'engine.outcome',
        'engine.elevation',
        'engine.unityPitch',
        'engine.unityEulerX',
        'engine.unrealPitch',
        'engine.godotPitch',
      ],
    },
  },
];

/** The question with this id (undefined for an unknown id). */
export function questionById(id: string): Question | undefined {
  return QUESTIONS.find((q) => q.id === id);
}

/**
 * The veil of `q` as one CSS selector list (null when it has none), for the
 * build to put on the checkpoint's element, so that the page's script
 * (veil.ts) needs no copy of this file: the readouts inside the figure's
 * element (every one of its tag: a chapter has one), the prose numbers
 * anywhere on the page.
 */
export function veilSelector(q: Question): string | null {
  if (!q.veil) return null;
  return [
    ...q.veil.readouts.map((name) => `${q.figure} [data-readout="${name}"]`),
    // The figure's description (kit/describe) states its answers too.
    ...(q.veil.readouts.length ? [`${q.figure} [data-description]`] : []),
    ...q.veil.bound.map((key) => `[data-bind="${key}"]`),
  ].join(',');
}
