/**
 * Test support for issue 38 item 11 in charts drawn with Observable Plot: a chart rendered on a server-side DOM
 * (as the build draws it), its labels' boxes estimated from their text (label-box.ts `textBox`), and where one
 * meets another label, a drawn line or curve (a path, a rule or grid line: axes' ticks excepted) or leaves the
 * plot's frame, or covers a mark (a dot). What tests/browser/labels.spec.ts measures on the page, without a browser.
 */
import { parseHTML } from 'linkedom';
import { plot, type PlotOptions } from '@observablehq/plot';
import {
  overlaps,
  segmentHitsBox,
  textBox,
  type Anchor,
  type Box,
  type Segment,
} from '../../../src/components/kit/scene/label-box';

/** A label as drawn: its text and the box it covers (px). */
export interface DrawnLabel {
  text: string;
  box: Box;
}

/** A glyph's cell as the browser spec measures it, a little trimmed: closer than the placement's own estimate. */
const METRICS = { em: 0.56, ascent: 0.68, descent: 0.02, padX: 0 };

function translateOf(el: Element): { x: number; y: number } {
  const m = /translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)/.exec(el.getAttribute('transform') ?? '');
  return m ? { x: Number(m[1]), y: Number(m[2]) } : { x: 0, y: 0 };
}

/** The sum of the translations of `el` and its ancestors up to the chart's SVG. */
function offset(el: Element): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (let e: Element | null = el; e && e.localName !== 'svg'; e = e.parentElement) {
    const t = translateOf(e);
    x += t.x;
    y += t.y;
  }
  return { x, y };
}

function inherited(el: Element, name: string): string | null {
  for (let e: Element | null = el; e; e = e.parentElement) if (e.hasAttribute(name)) return e.getAttribute(name);
  return null;
}

/** The points of a path's `M…L…` data (curves drawn with straight segments); each `M` starts another run. */
function pathRuns(d: string): { x: number; y: number }[][] {
  const runs: { x: number; y: number }[][] = [];
  for (const m of d.matchAll(/([ML])\s*([-\d.e]+)[\s,]+([-\d.e]+)/gi)) {
    if (m[1].toUpperCase() === 'M') runs.push([]);
    runs[runs.length - 1]?.push({ x: Number(m[2]), y: Number(m[3]) });
  }
  return runs;
}

const AXIS = (el: Element) => /axis/.test(el.closest('[aria-label]')?.getAttribute('aria-label') ?? '');

/** A chart's SVG drawn from `options` as the build draws it (Plot's mark groups keep their `aria-label`). */
export function drawChart(options: PlotOptions): SVGSVGElement {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const drawn = plot({ ...options, document: document as unknown as Document }) as unknown as Element;
  // With a legend, Plot's figure holds the swatches' little SVGs first, then the chart's.
  const svg = drawn.localName === 'svg' ? drawn : [...drawn.querySelectorAll('svg')].at(-1)!;
  return svg as unknown as SVGSVGElement;
}

/** An SVG length in px: a number, or ems of `font`. */
function length(v: string | null, font: number): number {
  const em = /^(-?[\d.]+)em$/.exec(v ?? '');
  return em ? Number(em[1]) * font : Number(v ?? 0);
}

/** The chart's labels (every text outside the axes), at their drawn place; a label on several lines, its union. */
export function chartLabels(svg: SVGSVGElement, font = 12): DrawnLabel[] {
  return [...svg.querySelectorAll('text')]
    .filter((t) => !AXIS(t) && (t.textContent ?? '').trim() !== '')
    .map((t) => {
      const at = offset(t);
      const anchor = (inherited(t, 'text-anchor') ?? 'start') as Anchor;
      const x = at.x + length(t.getAttribute('x'), font);
      const base = at.y + length(t.getAttribute('y'), font);
      const spans = [...t.querySelectorAll('tspan')];
      const lines: { text: string; y: number }[] = [];
      let y = base;
      for (const s of spans) {
        if (s.hasAttribute('y')) y = base + length(s.getAttribute('y'), font) - length(t.getAttribute('y'), font);
        if (s.hasAttribute('dy')) y += length(s.getAttribute('dy'), font);
        lines.push({ text: (s.textContent ?? '').trim(), y });
      }
      if (!spans.length) lines.push({ text: (t.textContent ?? '').trim(), y: base });
      const boxes = lines.map((l) => textBox(x, l.y, anchor, l.text, font, METRICS));
      const box = {
        x0: Math.min(...boxes.map((b) => b.x0)),
        y0: Math.min(...boxes.map((b) => b.y0)),
        x1: Math.max(...boxes.map((b) => b.x1)),
        y1: Math.max(...boxes.map((b) => b.y1)),
      };
      return { text: lines.map((l) => l.text).join(' / '), box };
    });
}

/** The chart's drawn lines (paths, rules, grid lines; not the axes' ticks), as segments in px. */
export function chartLines(svg: SVGSVGElement): Segment[] {
  const out: Segment[] = [];
  for (const g of svg.querySelectorAll('path, line')) {
    if (AXIS(g) || g.closest('defs, clipPath')) continue;
    if (inherited(g, 'stroke') === null || inherited(g, 'stroke') === 'none') continue;
    const o = offset(g);
    if (g.localName === 'line') {
      const n = (k: string) => Number(g.getAttribute(k) ?? 0);
      out.push({ a: { x: n('x1') + o.x, y: n('y1') + o.y }, b: { x: n('x2') + o.x, y: n('y2') + o.y } });
      continue;
    }
    for (const run of pathRuns(g.getAttribute('d') ?? ''))
      for (let i = 1; i < run.length; i++)
        out.push({ a: { x: run[i - 1].x + o.x, y: run[i - 1].y + o.y }, b: { x: run[i].x + o.x, y: run[i].y + o.y } });
  }
  return out;
}

/** The chart's marks drawn as symbols (dots: a path or circle placed by a translation), as boxes in px. */
export function chartMarks(svg: SVGSVGElement): Box[] {
  const out: Box[] = [];
  for (const g of svg.querySelectorAll('path, circle')) {
    const circle = g.localName === 'circle';
    if (AXIS(g) || g.closest('defs, clipPath') || (!circle && !g.hasAttribute('transform'))) continue;
    const o = offset(g);
    const n = (k: string) => Number(g.getAttribute(k) ?? 0);
    const c = circle ? { x: o.x + n('cx'), y: o.y + n('cy') } : o;
    const r = circle
      ? n('r')
      : Math.max(
          0,
          ...[...(g.getAttribute('d') ?? '').matchAll(/-?[\d.]+(?:e-?\d+)?/g)].map((m) => Math.abs(Number(m[0]))),
        );
    if (r > 0 && r < 12) out.push({ x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r });
  }
  return out;
}

/** The plot's frame (inside the margins), in px. */
export function plotFrame(options: PlotOptions): Box {
  const width = options.width ?? 640;
  const height = options.height ?? 400;
  return {
    x0: options.marginLeft ?? 0,
    y0: options.marginTop ?? 0,
    x1: width - (options.marginRight ?? 0),
    y1: height - (options.marginBottom ?? 0),
  };
}

/**
 * Every clash of the chart's labels, in words: a label over another, crossed by a line, or outside `frame`
 * (default the plot's frame inside its margins, where the axes leave room).
 */
export function chartLabelClashes(options: PlotOptions, frame: Box = plotFrame(options)): string[] {
  const svg = drawChart(options);
  const labels = chartLabels(svg);
  const lines = chartLines(svg);
  const marks = chartMarks(svg);
  const out: string[] = [];
  labels.forEach((l, i) => {
    const b = l.box;
    if (b.x0 < frame.x0 || b.y0 < frame.y0 || b.x1 > frame.x1 || b.y1 > frame.y1)
      out.push(`"${l.text}" leaves the frame`);
    for (const o of labels.slice(i + 1)) if (overlaps(b, o.box)) out.push(`"${l.text}" meets "${o.text}"`);
    const hits = lines.filter((s) => segmentHitsBox(s, b)).length;
    if (hits) out.push(`"${l.text}" is crossed by ${hits} line segment(s)`);
    if (marks.some((m) => overlaps(b, m))) out.push(`"${l.text}" covers a mark`);
  });
  return out;
}
