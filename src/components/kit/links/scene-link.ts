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
