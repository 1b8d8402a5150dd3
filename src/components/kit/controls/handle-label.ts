/**
 * Where a handle's letter goes (`text.kit-handle-text`, see Handle.astro):
 * up and to the right of the dot, unless that would leave the scene's
 * viewBox; then it flips to the left of the dot and/or below it. The same
 * function places the label at build time and on every move, so the first
 * state is already right and nothing shifts when the scripts wake up. A
 * figure whose handles crowd each other places the labels itself with
 * `labelPlaceClear` (Handle.astro's `labelAt`, `data-label="figure"`).
 */
import { attrOf, setIfChanged } from '../shell/dom';
import type { Frame, Point } from '../scene/frame';
import { overlaps, type Box } from '../scene/label-box';
import { placeLabels, type LabelRequest, type Obstacles, type Spot } from '../scene/place-labels';

/** The label's font size in SVG units (Handle.astro's `.kit-handle-text`). */
export const HANDLE_FONT = 3;
/** Generous width of one character of the label, in ems (600-weight capitals are about 0.7 em). */
const CHAR_EM = 0.72;
/** Height of a capital above the baseline, in ems. */
const CAP_EM = 0.74;
/** Gaps between the dot's edge and the label, in SVG units. */
const GAP_X = 1.2;
const GAP_Y = 0.6;

/** The label's position relative to the dot's centre: `x`, baseline `y`, and its `text-anchor`. */
export interface LabelPlace {
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

/**
 * The label's place for a dot of radius `r` at `p` (SVG units) in a viewBox
 * `box` wide and high: up-right of the dot, flipped left where it would cross
 * the right edge and below where it would cross the top.
 */
export function labelPlace(p: Point, r: number, text: string, box: { width: number; height: number }): LabelPlace {
  const width = Array.from(text).length * CHAR_EM * HANDLE_FONT;
  const cap = CAP_EM * HANDLE_FONT;
  const right = p.x + r + GAP_X + width <= box.width;
  const left = p.x - r - GAP_X - width >= 0;
  const above = p.y - r - GAP_Y - cap >= 0;
  const flipX = !right && left;
  return {
    x: round(flipX ? -(r + GAP_X) : r + GAP_X),
    y: round(above ? -(r + GAP_Y) : r + GAP_Y + cap),
    anchor: flipX ? 'end' : 'start',
  };
}

/** The box a handle's label takes (SVG units) for a dot at `p` and a place from `labelPlace`/`labelPlaceClear`. */
export function handleLabelBox(p: Point, place: LabelPlace, text: string): Box {
  const width = Array.from(text).length * CHAR_EM * HANDLE_FONT;
  const x = p.x + place.x;
  const y = p.y + place.y;
  const x0 = place.anchor === 'end' ? x - width : x;
  return { x0, y0: y - CAP_EM * HANDLE_FONT, x1: x0 + width, y1: y + 0.1 * HANDLE_FONT };
}

/**
 * A place for a handle's label that keeps clear of `avoid` (other handles,
 * their labels, arrows, in SVG units): up-right of the dot, up-left,
 * down-right, down-left, the first inside the viewBox and clear of every
 * box; `labelPlace` when none is.
 */
export function labelPlaceClear(
  p: Point,
  r: number,
  text: string,
  box: { width: number; height: number },
  avoid: readonly Box[],
): LabelPlace {
  const cap = CAP_EM * HANDLE_FONT;
  const dx = r + GAP_X;
  const up = -(r + GAP_Y);
  const down = r + GAP_Y + cap;
  const tries: LabelPlace[] = [
    { x: dx, y: up, anchor: 'start' },
    { x: -dx, y: up, anchor: 'end' },
    { x: dx, y: down, anchor: 'start' },
    { x: -dx, y: down, anchor: 'end' },
  ].map((t) => ({ x: round(t.x), y: round(t.y), anchor: t.anchor as 'start' | 'end' }));
  const inside = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= box.width && b.y1 <= box.height;
  const clear = tries.find((t) => {
    const b = handleLabelBox(p, t, text);
    return inside(b) && !avoid.some((a) => overlaps(b, a));
  });
  return clear ?? labelPlace(p, r, text, box);
}

/** What a handle's letter keeps off (the kit's label-placement step, kit/scene/place-labels.ts). */
export type { Obstacles } from '../scene/place-labels';

/** A handle letter's measures, as `handleLabelBox` takes them, for the kit's placement step. */
const LETTER = { em: CHAR_EM, ascent: CAP_EM, descent: 0.1, padX: 0 };

/**
 * The places a handle's letter may take around its dot, in order of
 * preference: the four diagonal spots (`labelPlaceClear`'s), then beside,
 * above and below the dot, then the diagonals further out. Every one is
 * clear of the dot's own ring.
 */
export function letterSpots(r: number, text: string): LabelPlace[] {
  const width = Array.from(text).length * CHAR_EM * HANDLE_FONT;
  const cap = CAP_EM * HANDLE_FONT;
  const near = r + GAP_X;
  const up = -(r + GAP_Y);
  const down = r + GAP_Y + cap;
  const far = r + 3;
  const spots: [number, number, 'start' | 'end'][] = [
    [near, up, 'start'],
    [-near, up, 'end'],
    [near, down, 'start'],
    [-near, down, 'end'],
    [r + 1.5, cap / 2, 'start'],
    [-(r + 1.5), cap / 2, 'end'],
    [-width / 2, -(r + 1.6), 'start'],
    [-width / 2, r + 1.6 + cap, 'start'],
    [far, -(r + 2.4), 'start'],
    [-far, -(r + 2.4), 'end'],
    [far, r + 2.4 + cap, 'start'],
    [-far, r + 2.4 + cap, 'end'],
  ];
  return spots.map(([x, y, anchor]) => ({ x: round(x), y: round(y), anchor }));
}

/** A handle's letter as the kit's placement step takes it: its spots around the dot at `p`, in scene units. */
function letterRequest<K extends string>(key: K, p: Point, r: number, text: string): LabelRequest<K> {
  return {
    key,
    text,
    font: HANDLE_FONT,
    metrics: LETTER,
    spots: letterSpots(r, text).map((s) => ({ x: p.x + s.x, y: p.y + s.y, anchor: s.anchor })),
  };
}

/** A placed letter, relative to its dot again. */
function relative(p: Point, s: Spot): LabelPlace {
  return { x: round(s.x - p.x), y: round(s.y - p.y), anchor: s.anchor === 'end' ? 'end' : 'start' };
}

/**
 * A place for a handle's letter that keeps off every obstacle (the kit's
 * placement step, kit/scene/place-labels.ts): the first of `letterSpots`
 * inside the scene and clear of every box, line and circle (with a little
 * air); in a scene so crowded that none is, the one that covers least.
 */
export function labelPlaceAmong(
  p: Point,
  r: number,
  text: string,
  scene: { width: number; height: number },
  obstacles: Obstacles,
): LabelPlace {
  return relative(p, placeLabels([letterRequest('letter', p, r, text)], scene, obstacles).letter);
}

/** A handle whose letter a figure places (`placeHandleLetters`): its dot in SVG units, radius and letter. */
export interface LetterHandle<N extends string = string> {
  name: N;
  at: Point;
  r: number;
  text: string;
}

/**
 * Places for the letters of several handles (relative to their dots, for
 * Handle.astro's `labelAt` and the figure's parts), in the order given: each
 * keeps off every handle's ring, the letters placed before it and the
 * figure's `obstacles` (its arrows, sides, lanes, circles, marks).
 */
export function placeHandleLetters<N extends string>(
  handles: readonly LetterHandle<N>[],
  scene: { width: number; height: number },
  obstacles: Obstacles = {},
): Record<N, LabelPlace> {
  const rings = handles.map((h) => ({
    x0: h.at.x - h.r - 1,
    y0: h.at.y - h.r - 1,
    x1: h.at.x + h.r + 1,
    y1: h.at.y + h.r + 1,
  }));
  const placed = placeLabels(
    handles.map((h) => letterRequest(h.name, h.at, h.r, h.text)),
    scene,
    { ...obstacles, boxes: [...(obstacles.boxes ?? []), ...rings] },
  );
  return Object.fromEntries(handles.map((h) => [h.name, relative(h.at, placed[h.name])])) as Record<N, LabelPlace>;
}

/** A letter's place as a view writes it into its part (`x`, `y`, `text-anchor`), for ShotHandles' `letters`. */
export function letterOfPart(p: Readonly<Record<string, unknown>> | undefined): LabelPlace | undefined {
  if (!p) return undefined;
  return { x: Number(p.x), y: Number(p.y), anchor: p['text-anchor'] === 'end' ? 'end' : 'start' };
}

/** The `translate(x y)` of a handle's `transform` attribute, or null if it has none. */
export function parseTranslate(transform: string | null): Point | null {
  const m = /translate\(\s*([-+\d.e]+)[\s,]+([-+\d.e]+)\s*\)/i.exec(transform ?? '');
  if (!m) return null;
  const x = Number(m[1]);
  const y = Number(m[2]);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/**
 * Place the label of `handle` (a `[data-handle]` group) for its dot at `p`
 * (SVG units; default: where its `transform` puts it) inside `frame`'s
 * viewBox. Writes only what changed; a handle without a label is left alone.
 * Figures that move their handles through `bindHandles` or `draggable` need
 * not call it: those do.
 */
export function placeHandleLabel(handle: Element, frame: Frame, p?: Point): void {
  // A figure that places this label itself (Handle.astro's `labelAt`) keeps it.
  if (handle.getAttribute('data-label') === 'figure') return;
  const text = handle.querySelector('.kit-handle-text');
  const at = p ?? parseTranslate(attrOf(handle, 'transform'));
  if (!text || !at) return;
  const r = Number(handle.querySelector('.kit-handle-dot')?.getAttribute('r') ?? '1.6');
  const place = labelPlace(at, r, text.textContent?.trim() ?? '', frame);
  setIfChanged(text, 'x', String(place.x));
  setIfChanged(text, 'y', String(place.y));
  setIfChanged(text, 'text-anchor', place.anchor);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
