/**
 * A canvas layer for paths and trails with many points: the alternative
 * backend of kit/scene/trail.ts for races, integrator paths and arcs that would
 * make an SVG path of thousands of commands. The canvas sits inside the
 * figure's SVG (a `<foreignObject>` that CanvasLayer.astro renders where the
 * paths belong in the drawing order), so the SVG's handles and labels stay
 * above it and keep their pointer and keyboard events.
 *
 * - Crisp: the backing store is the rendered size × devicePixelRatio
 *   (`backingSize`), and drawing is in SVG units (the same numbers as the
 *   SVG backend, from `trailPieces`).
 * - Dark mode: colours are CSS values such as `var(--target)` (the theme's
 *   custom properties, `light-dark()` included), resolved by the browser once
 *   per colour and again only when the theme changes.
 * - Resized with the figure (a ResizeObserver); the last paths are redrawn.
 */
import type { Frame } from './frame';
import { trailPieces, type Samples } from './trail';

/** One path for the layer: world points, a colour (CSS colour or `var(--name)`), a width in SVG units. */
export interface CanvasPath {
  points: Samples;
  color: string;
  /** Stroke width in SVG units. Default 0.4. */
  width?: number;
  /** Dash pattern in SVG units. */
  dash?: readonly number[];
  /** 0–1. Default 1. */
  alpha?: number;
}

/** The canvas's backing size (device pixels) for a rendered size (CSS px): never 0, capped at `max` a side. */
export function backingSize(
  cssWidth: number,
  cssHeight: number,
  dpr: number,
  max = 4096,
): { width: number; height: number; scale: number } {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  const w = Number.isFinite(cssWidth) && cssWidth > 0 ? cssWidth : 1;
  const h = Number.isFinite(cssHeight) && cssHeight > 0 ? cssHeight : 1;
  // Keep the aspect when capping, so a huge screen still draws round circles.
  const scale = Math.min(ratio, max / w, max / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)), scale };
}

/** Size `canvas`'s backing store to `host`'s rendered size at the screen's pixel ratio (`backingSize`). */
export function fitBacking(canvas: HTMLCanvasElement, host: Element): void {
  const rect = host.getBoundingClientRect();
  const b = backingSize(rect.width, rect.height, globalThis.devicePixelRatio ?? 1);
  if (canvas.width !== b.width) canvas.width = b.width;
  if (canvas.height !== b.height) canvas.height = b.height;
}

export interface CanvasLayer {
  readonly canvas: HTMLCanvasElement;
  /** Draw these paths (replacing what was drawn). */
  draw(paths: readonly CanvasPath[]): void;
  /** Read the theme's colours again and redraw (called by itself when the theme changes). */
  refreshColors(): void;
  destroy(): void;
}

/**
 * Wire the canvas inside `svg` (CanvasLayer.astro's `[data-canvas-layer]`, or
 * the one named by `selector`) for `frame`.
 */
export function createCanvasLayer(svg: SVGSVGElement, frame: Frame, selector = '[data-canvas-layer]'): CanvasLayer {
  const host = svg.querySelector(selector)!;
  const canvas = host.querySelector('canvas')!;
  const ctx = canvas.getContext('2d')!;
  let last: readonly CanvasPath[] = [];
  const colors = new Map<string, string>();
  // A colour is resolved by the browser, as CSS would draw it (var(), light-dark(), the theme's
  // color-scheme), by giving it to the canvas element's own `color`: once per colour and theme.
  const colorOf = (c: string) => {
    let v = colors.get(c);
    if (v === undefined) {
      canvas.style.color = c;
      v = getComputedStyle(canvas).color || 'black';
      canvas.style.color = '';
      colors.set(c, v);
    }
    return v;
  };

  // The layer's rendered size (CSS px): the SVG's content box scaled, without its border.
  const size = () => fitBacking(canvas, host);

  const paint = () => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(canvas.width / frame.width, 0, 0, canvas.height / frame.height, 0, 0);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (const p of last) {
      ctx.strokeStyle = colorOf(p.color);
      ctx.globalAlpha = p.alpha ?? 1;
      ctx.lineWidth = p.width ?? 0.4;
      ctx.setLineDash(p.dash ? [...p.dash] : []);
      ctx.beginPath();
      for (const piece of trailPieces(frame, p.points)) {
        ctx.moveTo(piece[0], piece[1]);
        for (let i = 2; i < piece.length; i += 2) ctx.lineTo(piece[i], piece[i + 1]);
      }
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  };

  const refreshColors = () => {
    colors.clear();
    paint();
  };

  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => (size(), paint())) : null;
  resize?.observe(svg);
  // The theme: the reader's toggle (data-theme on <html>) or the system's setting.
  const theme = typeof MutationObserver === 'function' ? new MutationObserver(refreshColors) : null;
  theme?.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] });
  const scheme = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  scheme?.addEventListener('change', refreshColors);
  size();

  return {
    canvas,
    draw(paths) {
      last = paths;
      paint();
    },
    refreshColors,
    destroy() {
      resize?.disconnect();
      theme?.disconnect();
      scheme?.removeEventListener('change', refreshColors);
    },
  };
}
