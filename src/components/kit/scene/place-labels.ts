/**
 * The kit's label-placement step (issue 38 item 11): every figure and chart
 * places its labels here, so that each keeps off the other labels, the marks
 * it labels and the drawing's edge.
 *
 * A label comes with the spots it may take, in order of preference (around a
 * dot: `spotsAround`); each is scored by what its box (label-box.ts `textBox`,
 * estimated from the text, so the same step runs at build time, in the browser
 * and in unit tests) would cover: leaving the drawing worst, then another
 * label or a mark's box (by area), then a drawn line, curve or circle's
 * outline. Labels are placed in the order given, each taking its first spot
 * that costs nothing, else its cheapest; those placed first are obstacles to
 * the rest. Units are the drawing's (SVG units for a scene, px for a chart);
 * y grows downwards.
 */
import {
  circleHitsBox,
  grow,
  overlapArea,
  segmentHitsBox,
  textBox,
  within,
  type Anchor,
  type Box,
  type Circle,
  type Segment,
  type TextMetrics,
  type XY,
} from './label-box';
import { SegmentGrid } from './segment-grid';

/** What labels keep off: marks' boxes, drawn straight lines, drawn curves (as polylines) and circles' outlines. */
export interface Obstacles {
  boxes?: readonly Box[];
  segments?: readonly Segment[];
  /** Curves, each the points it is drawn through (a curve's breaks: start another polyline). */
  polylines?: readonly (readonly XY[])[];
  circles?: readonly Circle[];
}

/** A place for a label: its text's (x, y) (y the baseline) and `text-anchor`. */
export interface Spot {
  x: number;
  y: number;
  anchor: Anchor;
}

/** One label to place. */
export interface LabelRequest<K extends string = string> {
  key: K;
  text: string;
  /** Font size, in the drawing's units. */
  font: number;
  /** Where it may go, best first. */
  spots: readonly Spot[];
  metrics?: Partial<TextMetrics>;
  /**
   * When no spot lies inside the drawing: the best spot slid in to its nearest edge (true), or left where it is
   * (false, the default: a label that must stay by its mark).
   */
  slide?: boolean;
}

/** Where a label went, the box it takes, and what it still covers (0: nothing). */
export interface PlacedLabel extends Spot {
  box: Box;
  cost: number;
}

/** The drawing: its size and the margin labels keep from its edges. */
export interface Drawing {
  width: number;
  height: number;
  edge?: number;
}

/** Costs: leaving the drawing, per unit² of a box covered, per line, curve or outline touched. */
const OUTSIDE = 1e6;
const PER_AREA = 100;
const PER_LINE = 10;

/** Air kept between a label and a line it must not touch, as a fraction of the font size. */
const LINE_AIR = 0.15;

/** The segments of a polyline, skipping breaks (non-finite points). */
function polylineSegments(points: readonly XY[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (Number.isFinite(a.x + a.y + b.x + b.y)) out.push({ a, b });
  }
  return out;
}

/** What `box` covers in `drawing` among `o`: 0 when nothing. */
export function labelCost(
  box: Box,
  drawing: Drawing,
  o: Obstacles,
  font: number,
  lines: readonly Segment[] | SegmentGrid = allSegments(o),
): number {
  let cost = within(box, drawing.width, drawing.height, drawing.edge ?? 0) ? 0 : OUTSIDE;
  for (const b of o.boxes ?? []) cost += PER_AREA * overlapArea(box, b);
  const wide = grow(box, LINE_AIR * font);
  const hit = (s: Segment) => segmentHitsBox(s, wide);
  if (lines instanceof SegmentGrid) cost += PER_LINE * lines.count(wide, hit);
  else for (const s of lines) if (hit(s)) cost += PER_LINE;
  for (const c of o.circles ?? []) if (circleHitsBox(c, wide)) cost += PER_LINE;
  return cost;
}

function allSegments(o: Obstacles): Segment[] {
  return [...(o.segments ?? []), ...(o.polylines ?? []).flatMap(polylineSegments)];
}

/** `b` moved into the drawing (a box wider than the drawing keeps its left or top edge in). */
function slideIn(b: Box, d: Drawing): { dx: number; dy: number } {
  const e = d.edge ?? 0;
  const dx = b.x1 > d.width - e ? d.width - e - b.x1 : 0;
  const dy = b.y1 > d.height - e ? d.height - e - b.y1 : 0;
  return { dx: Math.max(dx, e - b.x0), dy: Math.max(dy, e - b.y0) };
}

/**
 * Place `labels` in order in `drawing`, each clear of `obstacles` and of the labels placed before it where one of
 * its spots allows. A label without spots is left out of the answer.
 */
export function placeLabels<K extends string>(
  labels: readonly LabelRequest<K>[],
  drawing: Drawing,
  obstacles: Obstacles = {},
): Record<K, PlacedLabel> {
  const lines = new SegmentGrid(allSegments(obstacles));
  const placed: Box[] = [];
  const out = {} as Record<K, PlacedLabel>;
  for (const l of labels) {
    const o: Obstacles = { boxes: [...(obstacles.boxes ?? []), ...placed], circles: obstacles.circles };
    let best: PlacedLabel | null = null;
    for (const s of l.spots) {
      let spot = s;
      let box = textBox(s.x, s.y, s.anchor, l.text, l.font, l.metrics);
      let extra = 0;
      if (l.slide && !within(box, drawing.width, drawing.height, drawing.edge ?? 0)) {
        const { dx, dy } = slideIn(box, drawing);
        spot = { ...s, x: s.x + dx, y: s.y + dy };
        box = textBox(spot.x, spot.y, spot.anchor, l.text, l.font, l.metrics);
        // A slid label is further from its mark than any spot that fits as it is.
        extra = OUTSIDE / 2;
      }
      const cost = labelCost(box, drawing, o, l.font, lines) + extra;
      if (!best || cost < best.cost) best = { x: round(spot.x), y: round(spot.y), anchor: spot.anchor, box, cost };
      if (cost === 0) break;
    }
    if (!best) continue;
    placed.push(best.box);
    out[l.key] = best;
  }
  return out;
}

/**
 * The spots around a mark of radius `r` at `p` for a label of `text` at `font`, best first: the four diagonals
 * (up-right first), then beside it (right, left), centred above and below, then the diagonals further out.
 * `gap` is the air between the mark's edge and the label.
 */
export function spotsAround(p: XY, r: number, text: string, font: number, gap = 0.4 * font): Spot[] {
  const cap = 0.75 * font;
  const near = r + gap;
  const up = p.y - r - gap * 0.5;
  const down = p.y + r + gap * 0.5 + cap;
  const mid = p.y + cap / 2;
  const far = r + gap + font;
  return [
    { x: p.x + near, y: up, anchor: 'start' },
    { x: p.x - near, y: up, anchor: 'end' },
    { x: p.x + near, y: down, anchor: 'start' },
    { x: p.x - near, y: down, anchor: 'end' },
    { x: p.x + near + gap, y: mid, anchor: 'start' },
    { x: p.x - near - gap, y: mid, anchor: 'end' },
    { x: p.x, y: p.y - r - gap - 0.25 * font, anchor: 'middle' },
    { x: p.x, y: p.y + r + gap + cap, anchor: 'middle' },
    { x: p.x + far, y: up - font, anchor: 'start' },
    { x: p.x - far, y: up - font, anchor: 'end' },
    { x: p.x + far, y: down + font, anchor: 'start' },
    { x: p.x - far, y: down + font, anchor: 'end' },
  ].map((s) => ({ x: round(s.x), y: round(s.y), anchor: s.anchor as Anchor }));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
