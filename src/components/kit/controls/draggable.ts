/**
 * Makes an SVG handle draggable with a pointer (mouse, pen, touch) and movable
 * with the arrow keys (Shift: `SHIFT_FACTOR` = 10 times as far). The handle never moves
 * itself: it reports a wanted world position to `set`, which may clamp or
 * refuse it, and the figure redraws from its state.
 *
 * Wherever the figure moves the handle (its `transform`), the handle's label
 * is kept inside the scene (`placeHandleLabel`). A handle focused by a
 * pointer carries `data-pointer-focus` until a key is pressed or it loses
 * focus, so its keyboard focus ring does not show after a drag.
 */
import type { Vec2 } from '../../../lib';
import { toWorld, type Frame } from '../scene/frame';
import { placeHandleLabel } from './handle-label';

export interface DragOptions {
  /** The SVG the handle lives in; pointer positions are mapped through its screen transform. */
  svg: SVGSVGElement;
  frame: Frame;
  /** The handle's current world position. */
  get(): Vec2;
  /** Ask for a new world position (clamp inside here). */
  set(position: Vec2): void;
  /** World units per arrow key press. Default 1. */
  step?: number;
  /**
   * @deprecated Ignored: Shift moves `SHIFT_FACTOR` × `step` in every figure
   * (one rule, from the kit). Kept so existing callers still compile.
   */
  coarseStep?: number;
}

/** Shift with an arrow key moves this many times the plain step, everywhere in the book (handles and sliders). */
export const SHIFT_FACTOR = 10;

/** The move for one arrow key press: `step`, or `SHIFT_FACTOR` × `step` with Shift. */
export function keyStep(step: number, shiftKey: boolean): number {
  return shiftKey ? step * SHIFT_FACTOR : step;
}

/** Screen (client) coordinates → SVG user units, through the SVG's current transform. */
export function clientToSvg(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const m = svg.getScreenCTM();
  if (!m) return { x: 0, y: 0 };
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

const KEYS: Record<string, Vec2> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

/** The smallest tap target, in CSS pixels (WCAG 2.5.5): a handle's hit circle is at least this wide on screen. */
export const MIN_TAP_PX = 44;

/**
 * The hit circle's radius in SVG units: the build-time radius, or more when
 * the drawing is shown so small (a phone) that the circle would be narrower
 * than `MIN_TAP_PX` on screen. `pxPerUnit` is the SVG's current scale.
 */
export function hitRadius(built: number, pxPerUnit: number): number {
  if (!(pxPerUnit > 0) || !Number.isFinite(pxPerUnit)) return built;
  return Math.max(built, MIN_TAP_PX / 2 / pxPerUnit);
}

/** Wire a handle; returns a function that unwires it. */
export function draggable(handle: SVGGraphicsElement, o: DragOptions): () => void {
  const step = o.step ?? 1;
  let grab: Vec2 | null = null;
  let pointer = -1;

  const worldAt = (e: PointerEvent) => toWorld(o.frame, clientToSvg(o.svg, e.clientX, e.clientY));

  const down = (e: PointerEvent) => {
    if (e.button !== 0 || pointer !== -1) return;
    e.preventDefault();
    pointer = e.pointerId;
    handle.setPointerCapture(e.pointerId);
    const p = worldAt(e);
    const q = o.get();
    grab = [q[0] - p[0], q[1] - p[1]];
    handle.classList.add('dragging');
    handle.setAttribute('data-pointer-focus', '');
    handle.focus({ preventScroll: true });
  };
  const move = (e: PointerEvent) => {
    if (e.pointerId !== pointer || !grab) return;
    const p = worldAt(e);
    o.set([p[0] + grab[0], p[1] + grab[1]]);
  };
  const up = (e: PointerEvent) => {
    if (e.pointerId !== pointer) return;
    pointer = -1;
    grab = null;
    handle.classList.remove('dragging');
    if (handle.hasPointerCapture(e.pointerId)) handle.releasePointerCapture(e.pointerId);
  };
  const key = (e: KeyboardEvent) => {
    handle.removeAttribute('data-pointer-focus');
    const dir = KEYS[e.key];
    if (!dir) return;
    e.preventDefault();
    const d = keyStep(step, e.shiftKey);
    const q = o.get();
    o.set([q[0] + dir[0] * d, q[1] + dir[1] * d]);
  };

  // A finger on a handle drags it, not the page. CSS touch-action does not
  // reach SVG elements in Chromium, so the touch's default (scrolling) is
  // cancelled where it starts; a touch anywhere else still scrolls.
  const touch = (e: TouchEvent) => e.preventDefault();
  handle.addEventListener('touchstart', touch, { passive: false });
  handle.addEventListener('pointerdown', down);
  handle.addEventListener('pointermove', move);
  handle.addEventListener('pointerup', up);
  handle.addEventListener('pointercancel', up);
  handle.addEventListener('keydown', key);
  const blur = () => handle.removeAttribute('data-pointer-focus');
  handle.addEventListener('blur', blur);
  // The figure (not the kit) may set the transform: follow it, whoever writes it.
  const follow =
    typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => placeHandleLabel(handle, o.frame));
  follow?.observe(handle, { attributes: true, attributeFilter: ['transform'] });
  // A finger needs MIN_TAP_PX on screen, whatever the figure's size: grow the hit circle when the SVG is small.
  const hit = handle.querySelector<SVGCircleElement>('.kit-handle-hit');
  const built = hit ? Number(hit.getAttribute('r')) : NaN;
  const fit = () => {
    const m = o.svg.getScreenCTM?.();
    if (!hit || !m || !(built > 0)) return;
    const r = hitRadius(built, Math.hypot(m.a, m.b));
    if (Math.abs(Number(hit.getAttribute('r')) - r) > 1e-3) hit.setAttribute('r', String(Math.round(r * 100) / 100));
  };
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
  resize?.observe(o.svg);
  return () => {
    resize?.disconnect();
    follow?.disconnect();
    handle.removeEventListener('blur', blur);
    handle.removeEventListener('touchstart', touch);
    handle.removeEventListener('pointerdown', down);
    handle.removeEventListener('pointermove', move);
    handle.removeEventListener('pointerup', up);
    handle.removeEventListener('pointercancel', up);
    handle.removeEventListener('keydown', key);
  };
}
