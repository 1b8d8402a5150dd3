/**
 * Orbit a 3D view (kit/scene/projection3d.ts) by pointer drag and arrow keys: the
 * element (focusable, e.g. the figure's SVG) turns pointer moves into
 * `orbitDrag` and arrow keys into `orbitKey`, and hands each new camera to
 * `set`. The figure redraws from the camera; nothing else is kept here.
 */
import { orbitDrag, orbitKey, type Camera } from './projection3d';

export interface OrbitOptions {
  get(): Camera;
  set(camera: Camera): void;
  /** Radians a pixel of drag. Default 0.01. */
  radPerPx?: number;
  /** Radians an arrow key (Shift: SHIFT_FACTOR ×). Default 5°. */
  step?: number;
  /**
   * A CSS selector: pointer and key events coming from inside a matching
   * element (e.g. `.kit-handle`, a draggable point of the scene) are left to
   * it and do not orbit. Default: none, every event under `el` orbits.
   */
  ignore?: string;
}

/** Wire `el`; returns the function that unbinds it. */
export function bindOrbit(el: HTMLElement | SVGElement, o: OrbitOptions): () => void {
  let drag: { id: number; x: number; y: number } | null = null;
  const skip = (e: Event) => !!o.ignore && !!(e.target as Element | null)?.closest?.(o.ignore);
  const down = (e: PointerEvent) => {
    if (e.button !== 0 || !e.isPrimary || skip(e)) return;
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY };
    el.setPointerCapture?.(e.pointerId);
    (el as HTMLElement).focus?.({ preventScroll: true });
    e.preventDefault();
  };
  const move = (e: PointerEvent) => {
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    drag.x = e.clientX;
    drag.y = e.clientY;
    if (dx || dy) o.set(orbitDrag(o.get(), dx, dy, o.radPerPx));
  };
  const up = (e: PointerEvent) => {
    if (drag?.id === e.pointerId) drag = null;
  };
  const key = (e: Event) => {
    const k = e as KeyboardEvent;
    if (k.ctrlKey || k.metaKey || k.altKey || skip(e)) return;
    const next = orbitKey(o.get(), k.key, k.shiftKey, o.step);
    if (!next) return;
    k.preventDefault();
    o.set(next);
  };
  const events: [string, EventListener][] = [
    ['pointerdown', down as EventListener],
    ['pointermove', move as EventListener],
    ['pointerup', up as EventListener],
    ['pointercancel', up as EventListener],
    ['keydown', key],
  ];
  for (const [type, f] of events) el.addEventListener(type, f);
  return () => {
    for (const [type, f] of events) el.removeEventListener(type, f);
  };
}
