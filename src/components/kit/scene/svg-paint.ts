/**
 * Paint an SVG drawing onto a 2D canvas: the figures' fast path (issue 16).
 *
 * A figure keeps its scene as server-rendered SVG (the first state in the
 * HTML, the parts its view writes, the tests that read them), but once its
 * script runs, the browser no longer lays out and paints that SVG: it is
 * hidden, and this module draws the same elements on a canvas instead, at a
 * seventh of the cost per frame (bench/FRAME-COST.md). It reads each element's
 * geometry from its attributes and its look (fill, stroke, dashes, font…)
 * from a style the caller resolves, normally the element's computed style
 * (`paintStyle`), so the figure's CSS, its theme and its states still decide
 * how everything looks.
 *
 * The subset is what the book's figures draw: `g`, `rect`, `circle`,
 * `ellipse`, `line`, `polyline`, `polygon`, `path`, `text` (one run, no
 * `tspan`) and `foreignObject` holding a canvas (kit/scene/CanvasLayer.astro),
 * with transforms, opacity, dashes, caps, joins and text anchors. Anything
 * else is skipped, never guessed at.
 */

/** How one element looks, in SVG user units: what the painter needs of its computed style. */
export interface PaintStyle {
  /** `display: none`: the element and its children are not drawn. */
  hidden: boolean;
  /** `visibility`: a hidden element is not drawn, its children may be. */
  visible: boolean;
  /** A CSS colour, or null for none. */
  fill: string | null;
  fillOpacity: number;
  stroke: string | null;
  strokeOpacity: number;
  strokeWidth: number;
  dash: number[];
  dashOffset: number;
  cap: CanvasLineCap;
  join: CanvasLineJoin;
  miter: number;
  /** Group opacity, multiplied down the tree. */
  opacity: number;
  /** The canvas font shorthand, its size in user units. */
  font: string;
  fontSize: number;
  align: CanvasTextAlign;
  baseline: CanvasTextBaseline;
  /** Stroke under the fill (`paint-order: stroke`), as labels with a halo use. */
  strokeFirst: boolean;
  /** The id of the `<clipPath>` this element is clipped to (`clip-path: url(#id)`), or null. */
  clip: string | null;
}

/** The part of a computed style the painter reads (a CSSStyleDeclaration has all of it). */
export type StyleSource = Pick<
  CSSStyleDeclaration,
  | 'display'
  | 'visibility'
  | 'fill'
  | 'fillOpacity'
  | 'stroke'
  | 'strokeOpacity'
  | 'strokeWidth'
  | 'strokeDasharray'
  | 'strokeDashoffset'
  | 'strokeLinecap'
  | 'strokeLinejoin'
  | 'strokeMiterlimit'
  | 'opacity'
  | 'fontStyle'
  | 'fontWeight'
  | 'fontSize'
  | 'fontFamily'
  | 'textAnchor'
  | 'dominantBaseline'
  | 'paintOrder'
  | 'clipPath'
>;

const number = (s: string | null | undefined, fallback: number): number => {
  const v = parseFloat(s ?? '');
  return Number.isFinite(v) ? v : fallback;
};

/** A paint (fill or stroke) as a canvas colour, or null for `none` and the paint servers the painter does not draw. */
export function paintColor(value: string): string | null {
  const v = value.trim();
  if (v === '' || v === 'none' || v.startsWith('url(') || v === 'transparent') return null;
  return v;
}

/** A dash array (`"2px, 1px"`, `"2 1"`, `"none"`) as numbers; an odd list is repeated, as SVG does; a bad one is none. */
export function dashArray(value: string): number[] {
  if (!value || value === 'none') return [];
  const parts = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(parseFloat);
  if (parts.some((x) => !Number.isFinite(x) || x < 0) || parts.every((x) => x === 0)) return [];
  return parts.length % 2 ? [...parts, ...parts] : parts;
}

const BASELINES: Record<string, CanvasTextBaseline> = {
  middle: 'middle',
  central: 'middle',
  hanging: 'hanging',
  'text-before-edge': 'top',
  'text-top': 'top',
  'text-after-edge': 'bottom',
  'text-bottom': 'bottom',
  ideographic: 'ideographic',
};
const ALIGNS: Record<string, CanvasTextAlign> = { middle: 'center', end: 'right' };
const CAPS = new Set(['butt', 'round', 'square']);
const JOINS = new Set(['miter', 'round', 'bevel']);

/** The painter's view of a computed style. */
export function paintStyle(cs: StyleSource): PaintStyle {
  const fontSize = number(cs.fontSize, 16);
  return {
    hidden: cs.display === 'none',
    visible: cs.visibility !== 'hidden' && cs.visibility !== 'collapse',
    fill: paintColor(cs.fill),
    fillOpacity: number(cs.fillOpacity, 1),
    stroke: paintColor(cs.stroke),
    strokeOpacity: number(cs.strokeOpacity, 1),
    strokeWidth: number(cs.strokeWidth, 1),
    dash: dashArray(cs.strokeDasharray),
    dashOffset: number(cs.strokeDashoffset, 0),
    cap: (CAPS.has(cs.strokeLinecap) ? cs.strokeLinecap : 'butt') as CanvasLineCap,
    join: (JOINS.has(cs.strokeLinejoin) ? cs.strokeLinejoin : 'miter') as CanvasLineJoin,
    miter: number(cs.strokeMiterlimit, 4),
    opacity: number(cs.opacity, 1),
    font: `${cs.fontStyle || 'normal'} ${cs.fontWeight || '400'} ${fontSize}px ${cs.fontFamily || 'sans-serif'}`,
    fontSize,
    align: ALIGNS[cs.textAnchor] ?? 'left',
    baseline: BASELINES[cs.dominantBaseline] ?? 'alphabetic',
    strokeFirst: /^\s*stroke/.test(cs.paintOrder ?? ''),
    clip: clipId(cs.clipPath),
  };
}

/** The id in a `clip-path` value (`url("#c1")`, `url(#c1)`), or null for none and shapes. */
export function clipId(value: string | undefined): string | null {
  const m = /^\s*url\(\s*["']?#([^"')\s]+)["']?\s*\)\s*$/.exec(value ?? '');
  return m ? m[1] : null;
}

/** A 2D affine matrix [a, b, c, d, e, f], as canvas `transform()` takes it. */
export type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/**
 * An SVG `transform` attribute as one matrix: `translate`, `scale`, `rotate`
 * (about a point too), `skewX`, `skewY` and `matrix`, in order. Null when
 * empty or malformed (a malformed transform draws the element untransformed
 * in SVG too: the attribute is ignored).
 */
export function parseTransform(value: string | null): Matrix | null {
  if (!value || !value.trim()) return null;
  const re = /\s*,?\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*/gy;
  let m: Matrix = IDENTITY;
  let at = 0;
  let match: RegExpExecArray | null;
  while ((match = re.exec(value))) {
    at = re.lastIndex;
    const a = match[2]
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (a.some((x) => !Number.isFinite(x))) return null;
    const rad = (deg: number) => (deg * Math.PI) / 180;
    let n: Matrix;
    switch (match[1]) {
      case 'matrix':
        if (a.length !== 6) return null;
        n = a as Matrix;
        break;
      case 'translate':
        if (a.length < 1 || a.length > 2) return null;
        n = [1, 0, 0, 1, a[0], a[1] ?? 0];
        break;
      case 'scale':
        if (a.length < 1 || a.length > 2) return null;
        n = [a[0], 0, 0, a[1] ?? a[0], 0, 0];
        break;
      case 'rotate': {
        if (a.length !== 1 && a.length !== 3) return null;
        const c = Math.cos(rad(a[0]));
        const s = Math.sin(rad(a[0]));
        const [cx, cy] = a.length === 3 ? [a[1], a[2]] : [0, 0];
        n = [c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy];
        break;
      }
      case 'skewX':
        if (a.length !== 1) return null;
        n = [1, 0, Math.tan(rad(a[0])), 1, 0, 0];
        break;
      default:
        if (a.length !== 1) return null;
        n = [1, Math.tan(rad(a[0])), 0, 1, 0, 0];
    }
    m = multiply(m, n);
  }
  return at === value.length ? m : null;
}

/** A list of numbers (`points`, or an x list of which SVG text uses the first). */
export function numberList(value: string | null): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const s of value.split(/[\s,]+/)) {
    if (!s) continue;
    const v = Number(s);
    if (!Number.isFinite(v)) return out.length % 2 ? out.slice(0, -1) : out;
    out.push(v);
  }
  return out;
}

/** A text position or offset (`x`, `dy`…): user units (or px), or `em` of the font size; 0 when unreadable. */
export function textOffset(value: string | null, fontSize: number): number {
  if (!value) return 0;
  const v = parseFloat(value);
  if (!Number.isFinite(v)) return 0;
  return /em\s*$/.test(value) ? v * fontSize : v;
}

/** The first of a list of text positions (SVG text takes a list, one per character; the painter draws one run). */
export function firstLength(value: string | null, fontSize: number): number {
  return textOffset(value?.trim().split(/[\s,]+/)[0] ?? null, fontSize);
}

/** A 2D context: a canvas's, or an OffscreenCanvas's (which draws text without asking the page for its style). */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What the painter asks of its host, besides the canvas. */
export interface PaintHost {
  /** The look of `el` (normally `paintStyle(getComputedStyle(el))`, cached by the host). */
  style(el: Element): PaintStyle;
  /** Attribute `name` of `el` as the figure last wrote it (kit/scene/scene-canvas.ts holds writes); default the element's. */
  attr?(el: Element, name: string): string | null;
  /** The text of `el` as the figure last wrote it; default its text content. */
  text?(el: Element): string;
  /** Path2D for a path's `d` (cached by the host); a canvas without Path2D skips paths. */
  path?(d: string): Path2D | null;
  /** Whether `el` (and everything under it) is left out of this drawing (drawn on another layer). */
  skip?(el: Element): boolean;
  /** Called for each element after it is drawn, with the canvas in its user space (e.g. a focus ring). */
  after?(el: Element, ctx: Context2D): void;
  /**
   * Called with each shape and text drawn: its outline (a text's box), the canvas transform it was drawn
   * with and its look, for a host that finds what lies under the pointer (kit/scene/scene-canvas.ts).
   */
  hit?(el: Element, outline: Path2D, transform: DOMMatrix, style: PaintStyle): void;
}

/** The host's reader of attributes, or the element's own. */
let read: (el: Element, name: string) => string | null = (el, name) => el.getAttribute(name);
const attr = (el: Element, name: string): number => number(read(el, name), 0);

/** Lay the outline of a basic shape into the context's current path; false when it has none to draw. */
function outline(ctx: CanvasPath, el: Element, tag: string): boolean {
  switch (tag) {
    case 'rect': {
      const w = attr(el, 'width');
      const h = attr(el, 'height');
      if (!(w > 0 && h > 0)) return false;
      const rx = Math.min(number(read(el, 'rx'), number(read(el, 'ry'), 0)), w / 2);
      const x = attr(el, 'x');
      const y = attr(el, 'y');
      if (rx > 0 && typeof ctx.roundRect === 'function') ctx.roundRect(x, y, w, h, rx);
      else ctx.rect(x, y, w, h);
      return true;
    }
    case 'circle': {
      const r = attr(el, 'r');
      if (!(r > 0)) return false;
      ctx.arc(attr(el, 'cx'), attr(el, 'cy'), r, 0, 2 * Math.PI);
      return true;
    }
    case 'ellipse': {
      const rx = attr(el, 'rx');
      const ry = attr(el, 'ry');
      if (!(rx > 0 && ry > 0)) return false;
      ctx.ellipse(attr(el, 'cx'), attr(el, 'cy'), rx, ry, 0, 0, 2 * Math.PI);
      return true;
    }
    case 'line':
      ctx.moveTo(attr(el, 'x1'), attr(el, 'y1'));
      ctx.lineTo(attr(el, 'x2'), attr(el, 'y2'));
      return true;
    case 'polyline':
    case 'polygon': {
      const p = numberList(read(el, 'points'));
      if (p.length < 4) return false;
      ctx.moveTo(p[0], p[1]);
      for (let i = 2; i + 1 < p.length; i += 2) ctx.lineTo(p[i], p[i + 1]);
      if (tag === 'polygon') ctx.closePath();
      return true;
    }
    default:
      return false;
  }
}

function stroke(ctx: Context2D, s: PaintStyle, alpha: number, path?: Path2D): void {
  if (!s.stroke || !(s.strokeWidth > 0)) return;
  ctx.globalAlpha = alpha * s.strokeOpacity;
  ctx.strokeStyle = s.stroke;
  ctx.lineWidth = s.strokeWidth;
  ctx.lineCap = s.cap;
  ctx.lineJoin = s.join;
  ctx.miterLimit = s.miter;
  ctx.setLineDash(s.dash);
  ctx.lineDashOffset = s.dashOffset;
  if (path) ctx.stroke(path);
  else ctx.stroke();
}

function fill(ctx: Context2D, s: PaintStyle, alpha: number, path?: Path2D): void {
  if (!s.fill) return;
  ctx.globalAlpha = alpha * s.fillOpacity;
  ctx.fillStyle = s.fill;
  if (path) ctx.fill(path);
  else ctx.fill();
}

/**
 * Clip to a `<clipPath>` in the element's user space (the default
 * `clipPathUnits`): the union of its basic shapes, as Plot's `clip: true`
 * makes (one rect). A clip path with nothing the painter can outline clips
 * everything away, as SVG does with an empty one.
 */
function clipTo(ctx: Context2D, clipPath: Element): void {
  const region = new Path2D();
  for (let c = clipPath.firstElementChild; c; c = c.nextElementSibling) {
    const tag = c.localName;
    if (tag === 'rect') region.rect(attr(c, 'x'), attr(c, 'y'), attr(c, 'width'), attr(c, 'height'));
    else if (tag === 'circle') {
      region.moveTo(attr(c, 'cx') + attr(c, 'r'), attr(c, 'cy'));
      region.arc(attr(c, 'cx'), attr(c, 'cy'), attr(c, 'r'), 0, 2 * Math.PI);
    } else if (tag === 'path') {
      const d = read(c, 'd');
      if (d) region.addPath(new Path2D(d));
    }
  }
  ctx.clip(region);
}

/** A text element's characters as SVG shows them by default: white space collapsed, ends trimmed. */
export function svgText(raw: string | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim();
}

/** Each canvas font string as the context reads it back (`ctx.font` serializes it its own way). */
const fontAsRead = new Map<string, string>();

/**
 * Set `ctx.font` only when it is not already `font`. Setting it on a canvas in a page first brings the
 * page's style up to date, even to the same value (about 1.7 ms per input on a figure's scene, unthrottled);
 * reading it back does not. Read, not remembered: `restore()` may have changed it since.
 */
function useFont(ctx: Context2D, font: string): void {
  const asRead = fontAsRead.get(font);
  if (asRead !== undefined && ctx.font === asRead) return;
  ctx.font = font;
  if (asRead === undefined) fontAsRead.set(font, ctx.font);
}

function drawText(ctx: Context2D, el: Element, s: PaintStyle, alpha: number, raw: string): Path2D | null {
  const text = svgText(raw);
  if (!text) return null;
  const x = firstLength(read(el, 'x'), s.fontSize) + firstLength(read(el, 'dx'), s.fontSize);
  const y = firstLength(read(el, 'y'), s.fontSize) + firstLength(read(el, 'dy'), s.fontSize);
  useFont(ctx, s.font);
  ctx.textAlign = s.align;
  ctx.textBaseline = s.baseline;
  const strokeIt = () => {
    if (!s.stroke || !(s.strokeWidth > 0)) return;
    ctx.globalAlpha = alpha * s.strokeOpacity;
    ctx.strokeStyle = s.stroke;
    ctx.lineWidth = s.strokeWidth;
    ctx.lineJoin = s.join;
    ctx.setLineDash(s.dash);
    ctx.strokeText(text, x, y);
  };
  if (s.strokeFirst) strokeIt();
  if (s.fill) {
    ctx.globalAlpha = alpha * s.fillOpacity;
    ctx.fillStyle = s.fill;
    ctx.fillText(text, x, y);
  }
  if (!s.strokeFirst) strokeIt();
  if (typeof Path2D !== 'function' || typeof ctx.measureText !== 'function') return null;
  // The text's box, for hit testing: its advance and the font's size around the baseline.
  const w = ctx.measureText(text).width;
  const left = s.align === 'center' ? x - w / 2 : s.align === 'right' ? x - w : x;
  const top =
    s.baseline === 'middle'
      ? y - s.fontSize / 2
      : s.baseline === 'top' || s.baseline === 'hanging'
        ? y
        : s.baseline === 'bottom'
          ? y - s.fontSize
          : y - s.fontSize * 0.8;
  const box = new Path2D();
  box.rect(left, top, w, s.fontSize);
  return box;
}

/**
 * Draw `el` and its children on `ctx`, whose current transform maps the SVG's
 * user units to canvas pixels. Returns nothing; draws nothing for hidden
 * elements, `display="none"` parts and elements outside the subset.
 */
export function paintElement(ctx: Context2D, el: Element, host: PaintHost, alpha = 1): void {
  const outer = read;
  if (host.attr) read = host.attr;
  try {
    paintTree(ctx, el, host, alpha);
  } finally {
    read = outer;
  }
}

function paintTree(ctx: Context2D, el: Element, host: PaintHost, alpha: number): void {
  const tag = el.localName;
  if (tag === 'title' || tag === 'desc' || tag === 'defs' || tag === 'style' || tag === 'script') return;
  if (host.skip?.(el)) return;
  const s = host.style(el);
  if (s.hidden) return;
  const a = alpha * s.opacity;
  if (!(a > 0)) return;
  const m = parseTransform(read(el, 'transform'));
  const clipPath = s.clip ? el.ownerDocument.getElementById(s.clip) : null;
  const saved = !!m || !!clipPath;
  if (saved) ctx.save();
  if (m) ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
  if (clipPath) clipTo(ctx, clipPath);
  if (tag === 'g' || tag === 'svg' || tag === 'a') {
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) paintTree(ctx, c, host, a);
  } else if (s.visible) {
    if (tag === 'text') {
      const box = drawText(ctx, el, s, a, host.text ? host.text(el) : (el.textContent ?? ''));
      if (box && host.hit) host.hit(el, box, ctx.getTransform(), { ...s, fill: s.fill ?? 'hit', strokeWidth: 0 });
    } else if (tag === 'path') {
      const d = read(el, 'd');
      const p = d ? (host.path?.(d) ?? null) : null;
      if (p) {
        fill(ctx, s, a, p);
        stroke(ctx, s, a, p);
        host.hit?.(el, p, ctx.getTransform(), s);
      }
    } else if (tag === 'foreignObject') {
      const canvas = el.querySelector('canvas');
      if (canvas && canvas.width > 0 && canvas.height > 0) {
        ctx.globalAlpha = a;
        ctx.drawImage(canvas, attr(el, 'x'), attr(el, 'y'), attr(el, 'width'), attr(el, 'height'));
      }
    } else if (host.hit) {
      // Outlined in a Path2D the host keeps for hit testing (what lies under the pointer).
      const p = new Path2D();
      if (outline(p, el, tag)) {
        fill(ctx, s, a, p);
        stroke(ctx, s, a, p);
        host.hit(el, p, ctx.getTransform(), s);
      }
    } else {
      ctx.beginPath();
      if (outline(ctx, el, tag)) {
        fill(ctx, s, a);
        stroke(ctx, s, a);
      }
    }
  }
  host.after?.(el, ctx);
  if (saved) ctx.restore();
  ctx.globalAlpha = 1;
}
