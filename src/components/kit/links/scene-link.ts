/**
 * Every scene is a link. A figure declares its state once, as a versioned
 * schema (`SceneSchema`: each field's name, type and limits), and two
 * functions: `read()` (its current state in the schema's terms) and
 * `apply(state)` (take that state on). `linkScene(root, spec)` does the rest:
 *
 * - At boot it reads `?scene=…` from the page's URL. A link for this figure
 *   (its `data-scene-id`) is decoded with the schema; a good one is applied,
 *   anything else (wrong type, out of range, NaN, unknown or missing key,
 *   truncated text, bad percent-encoding, another version) leaves the
 *   figure's default state and a short, polite note in `[data-scene-note]`.
 *   A link naming a figure the page does not have gets the note in the
 *   page's first linkable figure. Decoding never throws.
 * - Its "Link to this scene" button (kit/links/SceneLink.astro) loads
 *   `scene-share.ts` on the first click, which copies the URL and confirms it.
 *
 * The format, one query parameter plus the figure's anchor:
 *
 *     ?scene=<id>~<version>~<field>=<value>~<field>=<value>…#fig-<id>
 *
 * Numbers are written in JavaScript's shortest round-trip form (exponent
 * without "+"), booleans as 1 or 0, enums by name, a point as `x,y` (or
 * `x,y,z`), a list of points as `x,y_x,y_…`. Every field is required and
 * nothing else is allowed: a link is read whole or not at all (the figure's
 * default state and a note), never merged field by field, so a figure never
 * shows half of a scene. The URL is never rewritten (no history entry).
 *
 * This module is what a figure loads at boot, kept small: the decoder
 * (kit/links/scene-decode.ts) loads only when the URL holds a scene for the
 * figure, and the encoder (kit/links/scene-share.ts) on the first click.
 */

export {
  NOTE_BROKEN,
  SCENE_PARAM,
  anchorOf,
  type BooleanField,
  type Decoded,
  type EnumField,
  type NumberField,
  type PointField,
  type PointsField,
  type SceneField,
  type SceneSchema,
  type SceneState,
} from './scene-schema';
import {
  NOTE_BROKEN,
  SCENE_PARAM,
  type Decoded,
  type NumberField,
  type PointField,
  type SceneSchema,
  type SceneState,
} from './scene-schema';

/** The `scene` parameter of a query string (`location.search`), percent-decoded; null when absent or undecodable. */
export function sceneParam(search: string): { id: string; rest: string } | { id: null; rest: null } | null {
  const none = { id: null, rest: null } as const;
  if (typeof search !== 'string') return none;
  for (const part of search.replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (key !== SCENE_PARAM) continue;
    let text: string;
    try {
      text = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return null;
    }
    const tilde = text.indexOf('~');
    const id = tilde < 0 ? text : text.slice(0, tilde);
    return { id, rest: tilde < 0 ? '' : text.slice(tilde + 1) };
  }
  return none;
}

export interface SceneLinkSpec<S extends SceneSchema> {
  schema: S;
  /** The figure's state now, in the schema's terms (what the link will hold). */
  read(): SceneState<S>;
  /** Take on a decoded state (always valid for the schema). */
  apply(state: SceneState<S>): void;
}

/** What `linkScene` did at boot, for the figure's own tests. */
export type LinkOutcome = 'none' | 'applied' | 'note';

/**
 * Wire a figure to links: apply the URL's scene if it names this figure (or
 * show the note), and arm its "Link to this scene" button. The figure's
 * markup holds a `kit/links/SceneLink.astro` with its id; without one this does
 * nothing. The outcome settles at once without a link for this figure;
 * with one, once the decoder (kit/links/scene-decode.ts) has loaded and the state
 * is applied. It never rejects.
 */
export function linkScene<S extends SceneSchema>(root: HTMLElement, spec: SceneLinkSpec<S>): Promise<LinkOutcome> {
  const box = root.querySelector<HTMLElement>('[data-scene-link]');
  if (!box) return Promise.resolve('none');
  const id = box.dataset.sceneLink!;
  const note = box.querySelector<HTMLElement>('[data-scene-note]')!;
  const button = box.querySelector<HTMLButtonElement>('button[data-action="scene-link"]')!;
  button.addEventListener('click', () => {
    void import('./scene-share').then(({ shareScene }) => shareScene(box, id, spec.schema, spec.read()));
  });
  const say = (text: string): LinkOutcome => {
    note.textContent = text;
    note.dataset.kind = 'note';
    return 'note';
  };
  const param = sceneParam(location.search);
  // Percent-encoding garbage: the link was meant for some figure; tell the page's first.
  if (param === null) return Promise.resolve(isFirst(box) ? say(NOTE_BROKEN) : 'none');
  if (param.id === null) return Promise.resolve('none');
  if (param.id !== id) {
    const known = Array.from(document.querySelectorAll<HTMLElement>('[data-scene-link]')).some(
      (b) => b.dataset.sceneLink === param.id,
    );
    if (known || !isFirst(box)) return Promise.resolve('none');
    return Promise.resolve(
      say('This link names a figure that is not on this page, so every figure shows its usual scene.'),
    );
  }
  return import('./scene-decode').then(
    ({ decodeScene }) => {
      let decoded: Decoded<S>;
      try {
        decoded = decodeScene(spec.schema, param.rest);
        if (decoded.ok) spec.apply(decoded.state);
      } catch {
        decoded = { ok: false, note: NOTE_BROKEN };
      }
      return decoded.ok ? 'applied' : say(decoded.note);
    },
    () => say(NOTE_BROKEN),
  );
}

/** A scene whose state includes the time on the figure's clock. */
type TimedSchema = SceneSchema & { fields: { time: NumberField } };

/**
 * `linkScene` for a figure on a clock, whose scene holds the clock's time: `read(time)` gives the scene at the
 * clock's time; a link is applied by `apply` (the figure's state, which sets the clock's time line), then the clock
 * seeks the link's time, clamped to that line.
 */
export function linkClockScene<S extends TimedSchema>(
  root: HTMLElement,
  clock: { readonly time: number; seek(t: number): void },
  spec: { schema: S; read(time: number): SceneState<S>; apply(state: SceneState<S>): void },
): Promise<LinkOutcome> {
  return linkScene(root, {
    schema: spec.schema,
    read: () => spec.read(clock.time),
    apply: (v) => {
      spec.apply(v);
      clock.seek((v as { time: number }).time);
    },
  });
}

function isFirst(box: HTMLElement): boolean {
  return document.querySelector('[data-scene-link]') === box;
}

/** A point field bounded by a figure's frame (its handles never leave it). */
export function framePoint(
  frame: { xmin: number; xmax: number; ymin: number; ymax: number },
  about: string,
): PointField {
  return { type: 'point', min: [frame.xmin, frame.ymin], max: [frame.xmax, frame.ymax], about };
}

/**
 * A vector field (a velocity whose arrow, `seconds` long, is drawn from a
 * point in the frame): each component within ± the frame's span / seconds.
 */
export function frameVector(
  frame: { xmin: number; xmax: number; ymin: number; ymax: number },
  about: string,
  seconds = 1,
): PointField {
  const w = (frame.xmax - frame.xmin) / seconds;
  const h = (frame.ymax - frame.ymin) / seconds;
  return { type: 'point', min: [-w, -h], max: [w, h], about };
}

type Frame = { xmin: number; xmax: number; ymin: number; ymax: number };

/** The shooter S and the target T of a plane scene, each a point of the frame. */
export function placeFields(frame: Frame): { shooter: PointField; target: PointField } {
  return { shooter: framePoint(frame, 'the shooter S (m)'), target: framePoint(frame, 'the target T (m)') };
}

/**
 * The time on a figure's clock (s), as `linkClockScene` reads it and seeks the clock: up to 10,000 s, the longest
 * time line, and clamped to the figure's own line when the link opens.
 */
export const clockField = {
  type: 'number',
  min: 0,
  max: 1e4,
  about: 'the clock’s time t (s; clamped to its time line)',
} as const;

/** S and T (`placeFields`) and the target's velocity V, whose arrow `seconds` long is drawn from T. */
export function shotFields(
  frame: Frame,
  seconds = 1,
): { shooter: PointField; target: PointField; velocity: PointField } {
  return { ...placeFields(frame), velocity: frameVector(frame, 'the target velocity V (m/s)', seconds) };
}

/**
 * Fresh copies `[x, y]` of the named plane points of `from` (a state's or a scene's), so that a scene never shares
 * an array with the state it was read from, and a state read from a scene holds points of two coordinates.
 */
export function copyPoints<K extends string>(
  from: { readonly [P in K]: readonly number[] },
  ...names: K[]
): { [P in K]: [number, number] } {
  const out = {} as { [P in K]: [number, number] };
  for (const name of names) out[name] = [from[name][0], from[name][1]];
  return out;
}

/** A NumberBox rule's limits (kit/controls/number.ts `NumberRule`): the fields a link needs. */
type RuleLimits = { min?: number; max?: number; least?: number };

/** A rule's least size, for a field (none when it has none). */
const leastOf = (rule: RuleLimits): { least?: number } => (rule.least ? { least: rule.least } : {});

/** A number field with the limits of a NumberBox rule (kit/controls/number.ts): the same range, the same least. */
export function ruleNumber(rule: RuleLimits, about: string): NumberField {
  return { type: 'number', min: rule.min ?? -1e9, max: rule.max ?? 1e9, ...leastOf(rule), about };
}

/** A point field of `dim` components, each under the same NumberBox rule (the quartic's three speeds). */
export function rulePoint(rule: RuleLimits, dim: number, about: string): PointField {
  const { min, max } = ruleNumber(rule, about);
  return { type: 'point', min: Array(dim).fill(min), max: Array(dim).fill(max), ...leastOf(rule), about };
}
