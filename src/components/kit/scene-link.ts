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
 * - Its "Link to this scene" button (kit/SceneLink.astro) loads
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
 * This module is what a figure loads at boot: decoding only, kept small.
 */

/** A finite number in [min, max]; `integer` for whole numbers. */
export interface NumberField {
  type: 'number';
  min: number;
  max: number;
  integer?: boolean;
  /** A slider's step: the value is min + a whole number of steps. */
  step?: number;
  /** What it is, for the documentation table. */
  about: string;
}
export interface BooleanField {
  type: 'boolean';
  about: string;
}
export interface EnumField {
  type: 'enum';
  /** Names made of a–z, 0–9 and "-". */
  values: readonly string[];
  about: string;
}
/** A point (or vector) of `dim` finite numbers, component i in [min[i], max[i]]. */
export interface PointField {
  type: 'point';
  min: readonly number[];
  max: readonly number[];
  about: string;
}
/** A list of `minLength`…`maxLength` points, each within the same limits. */
export interface PointsField {
  type: 'points';
  min: readonly number[];
  max: readonly number[];
  minLength: number;
  maxLength: number;
  about: string;
}
export type SceneField = NumberField | BooleanField | EnumField | PointField | PointsField;

type ValueOf<F extends SceneField> = F extends NumberField
  ? number
  : F extends BooleanField
    ? boolean
    : F extends EnumField
      ? string
      : F extends PointField
        ? number[]
        : number[][];

export interface SceneSchema<Fields extends Record<string, SceneField> = Record<string, SceneField>> {
  /** The figure's name (its `data-widget`), for the documentation. */
  figure: string;
  /** Bumped whenever a field is added, removed or changes meaning: older links then give the default and a note. */
  version: number;
  fields: Fields;
}

/** A state in the schema's terms. */
export type SceneState<S extends SceneSchema> = { [K in keyof S['fields']]: ValueOf<S['fields'][K]> };

/** The query parameter that carries a scene. */
export const SCENE_PARAM = 'scene';
/** The anchor of a figure: `#fig-<id>`. */
export const anchorOf = (id: string): string => `fig-${id}`;

export type Decoded<S extends SceneSchema> = { ok: true; state: SceneState<S> } | { ok: false; note: string };

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e-?\d{1,3})?$/i;
/** Longest text a link may carry (a long list of points fits many times over). */
const MAX_TEXT = 4000;

function num(text: string, min: number, max: number, integer = false, step = 0): number | null {
  if (!NUMBER.test(text)) return null;
  const x = Number(text);
  if (!Number.isFinite(x) || x < min || x > max) return null;
  if (integer && !Number.isInteger(x)) return null;
  if (step > 0 && !Number.isInteger((x - min) / step)) return null;
  return x === 0 ? 0 : x; // no -0
}

function point(text: string, min: readonly number[], max: readonly number[]): number[] | null {
  const parts = text.split(',');
  if (parts.length !== min.length) return null;
  const out: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    const x = num(parts[i], min[i], max[i]);
    if (x === null) return null;
    out.push(x);
  }
  return out;
}

/** One field's value from its text, or null when the text is not a valid value of the field. */
export function decodeField(field: SceneField, text: string): unknown {
  switch (field.type) {
    case 'number':
      return num(text, field.min, field.max, field.integer, field.step);
    case 'boolean':
      return text === '1' ? true : text === '0' ? false : null;
    case 'enum':
      return field.values.includes(text) ? text : null;
    case 'point':
      return point(text, field.min, field.max);
    case 'points': {
      const items = text === '' ? [] : text.split('_');
      if (items.length < field.minLength || items.length > field.maxLength) return null;
      const out: number[][] = [];
      for (const item of items) {
        const p = point(item, field.min, field.max);
        if (!p) return null;
        out.push(p);
      }
      return out;
    }
    default:
      return null;
  }
}

const NOTE_BROKEN = 'This link’s scene could not be read, so the figure shows its usual scene.';

/**
 * Decode the text of a `scene` parameter (already percent-decoded, without
 * the id) for `schema`: `<version>~<field>=<value>~…`. Total: any string
 * gives either a valid state or a note.
 */
export function decodeScene<S extends SceneSchema>(schema: S, text: string): Decoded<S> {
  if (typeof text !== 'string' || text.length > MAX_TEXT) return { ok: false, note: NOTE_BROKEN };
  const [version, ...pairs] = text.split('~');
  const v = num(version, 0, 1e6, true);
  if (v === null) return { ok: false, note: NOTE_BROKEN };
  if (v !== schema.version) {
    const when = v < schema.version ? 'an older' : 'a newer';
    return { ok: false, note: `This link was made by ${when} version of this figure, so it shows its usual scene.` };
  }
  const state: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq < 1) return { ok: false, note: NOTE_BROKEN };
    const key = pair.slice(0, eq);
    if (!Object.hasOwn(schema.fields, key) || Object.hasOwn(state, key)) return { ok: false, note: NOTE_BROKEN };
    const value = decodeField(schema.fields[key], pair.slice(eq + 1));
    if (value === null) return { ok: false, note: NOTE_BROKEN };
    state[key] = value;
  }
  for (const key of Object.keys(schema.fields)) if (!Object.hasOwn(state, key)) return { ok: false, note: NOTE_BROKEN };
  return { ok: true, state: state as SceneState<S> };
}

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
 * markup holds a `kit/SceneLink.astro` with its id; without one this does
 * nothing.
 */
export function linkScene<S extends SceneSchema>(root: HTMLElement, spec: SceneLinkSpec<S>): LinkOutcome {
  const box = root.querySelector<HTMLElement>('[data-scene-link]');
  if (!box) return 'none';
  const id = box.dataset.sceneLink!;
  const note = box.querySelector<HTMLElement>('[data-scene-note]')!;
  const button = box.querySelector<HTMLButtonElement>('button[data-action="scene-link"]')!;
  button.addEventListener('click', () => {
    void import('./scene-share').then(({ shareScene }) => shareScene(box, id, spec.schema, spec.read()));
  });
  const say = (text: string) => {
    note.textContent = text;
    note.dataset.kind = 'note';
  };
  const param = sceneParam(location.search);
  if (param === null) {
    // Percent-encoding garbage: the link was meant for some figure; tell the page's first.
    if (isFirst(box)) say(NOTE_BROKEN);
    return isFirst(box) ? 'note' : 'none';
  }
  if (param.id === null) return 'none';
  if (param.id !== id) {
    const known = Array.from(document.querySelectorAll<HTMLElement>('[data-scene-link]')).some(
      (b) => b.dataset.sceneLink === param.id,
    );
    if (known || !isFirst(box)) return 'none';
    say('This link names a figure that is not on this page, so every figure shows its usual scene.');
    return 'note';
  }
  let decoded: Decoded<S>;
  try {
    decoded = decodeScene(spec.schema, param.rest);
    if (decoded.ok) spec.apply(decoded.state);
  } catch {
    decoded = { ok: false, note: NOTE_BROKEN };
  }
  if (!decoded.ok) {
    say(decoded.note);
    return 'note';
  }
  return 'applied';
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

/** A number field with the limits of a NumberBox rule (kit/number.ts). */
export function ruleNumber(rule: { min?: number; max?: number }, about: string): NumberField {
  return { type: 'number', min: rule.min ?? -1e9, max: rule.max ?? 1e9, about };
}
