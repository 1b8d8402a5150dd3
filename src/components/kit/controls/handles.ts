/**
 * Several draggable points kept in one store: handle `name` (the element
 * `[data-handle="name"]`, see Handle.astro) edits the point `state[name]`.
 * The handles never move themselves: `show(state)` places them and names
 * them, from the state, on every redraw, with each label kept inside the scene.
 */
import type { Vec2 } from '../../../lib';
import { setIfChanged } from '../shell/dom';
import { draggable } from './draggable';
import { clampToFrame, toSvg, translate, type Frame } from '../scene/frame';
import { tenths } from '../scene/geometry';
import { placeHandleLabel } from './handle-label';
import type { Store } from '../shell/store';

export interface HandlesOptions<S, K extends string> {
  /** The SVG the handles live in. */
  svg: SVGSVGElement;
  frame: Frame;
  /** World units per arrow key press. Default 1 (see `draggable`). */
  step?: number;
  /** @deprecated Ignored: Shift moves `SHIFT_FACTOR` × step everywhere (see `draggable`). */
  coarseStep?: number;
  /** Clamp or snap a wanted world position before it goes into the store. */
  place(p: Vec2, name: K): Vec2;
  /** The handle's accessible name (its position in words) in state `s`. */
  label(name: K, s: S): string;
}

export interface Handles<S, K extends string> {
  /** The handle elements by name. */
  readonly elements: Record<K, SVGGElement>;
  /** Move every handle to its point in `s` and update its accessible name; writes only what changed. */
  show(s: S): void;
}

/**
 * One draggable point of a figure, bound from its model: where it is in a
 * state (a derived handle computes it, e.g. the tip of V at T + V), the state
 * a drag to world point `p` makes, and its accessible name.
 */
export interface PointHandle<S> {
  at(s: S): Vec2;
  move(s: S, p: Vec2): S;
  label(s: S): string;
}

/**
 * A handle for the point `s[key]` of the state: a drag to `p` stores
 * `place(p)` there (clamp, snap), and its name is `${name} at ${text(point)}`,
 * e.g. `pointAt('target', 'Target T', inField, vecText)`.
 */
export function pointAt<S extends Record<K, Vec2>, K extends string>(
  key: K,
  name: string,
  place: (p: Vec2) => Vec2,
  text: (v: Vec2) => string,
): PointHandle<S> {
  return {
    at: (s) => s[key],
    move: (s, p) => ({ ...s, [key]: place(p) }),
    label: (s) => `${name} at ${text(s[key])}`,
  };
}

/**
 * The derived handle at the tip of a velocity drawn from a point: it sits at
 * `s[from] + s[velocity]·seconds`, and a drag to `p` sets the velocity to
 * `(place(p) − s[from]) / seconds`, then `tidy` (e.g. tenths). Its name says
 * the velocity: `Velocity V = (…) m/s: tip of the arrow`.
 */
export function velocityTipAt<S extends Record<K | L, Vec2>, K extends string, L extends string>(
  from: K,
  velocity: L,
  seconds: number,
  place: (p: Vec2) => Vec2,
  text: (v: Vec2) => string,
  tidy: (v: Vec2) => Vec2 = (v) => v,
): PointHandle<S> {
  return {
    at: (s) => [s[from][0] + s[velocity][0] * seconds, s[from][1] + s[velocity][1] * seconds],
    move: (s, p) => {
      const tip = place(p);
      return { ...s, [velocity]: tidy([(tip[0] - s[from][0]) / seconds, (tip[1] - s[from][1]) / seconds]) };
    },
    label: (s) => `Velocity V = ${text(s[velocity])} m/s: tip of the arrow`,
  };
}

/**
 * The build side of `bindPointHandles`: the props of handle `name` in state
 * `s` for Handle.astro (its name, accessible name and place), from the same
 * declaration the browser binds: `<Handle {...handleProps(handles, 'target', s)} frame={FRAME} />`.
 */
export function handleProps<S, K extends string>(
  handles: Record<K, PointHandle<S>>,
  name: K,
  s: S,
): { name: K; label: string; at: Vec2 } {
  return { name, label: handles[name].label(s), at: handles[name].at(s) };
}

export interface PointHandlesOptions {
  svg: SVGSVGElement;
  frame: Frame;
  /** World units per arrow key press. Default 1 (see `draggable`). */
  step?: number;
}

/**
 * Wire the handles under `root` (`[data-handle="name"]` for each key of
 * `handles`) to `store`. A drag asks `move` for the new state; `show(s)`
 * places every handle at `at(s)`, keeps its letter inside the scene and
 * names it, writing only what changed.
 */
export function bindPointHandles<S, K extends string>(
  root: ParentNode,
  store: Store<S>,
  handles: Record<K, PointHandle<S>>,
  o: PointHandlesOptions,
): Handles<S, K> {
  const elements = {} as Record<K, SVGGElement>;
  const names = Object.keys(handles) as K[];
  for (const name of names) {
    const el = root.querySelector<SVGGElement>(`[data-handle="${name}"]`)!;
    elements[name] = el;
    draggable(el, {
      svg: o.svg,
      frame: o.frame,
      step: o.step,
      get: () => handles[name].at(store.get()),
      set: (p) => store.set((s) => handles[name].move(s, p)),
    });
  }
  return {
    elements,
    show(s) {
      for (const name of names) {
        const at = handles[name].at(s);
        setIfChanged(elements[name], 'transform', translate(o.frame, at));
        placeHandleLabel(elements[name], o.frame, toSvg(o.frame, at));
        setIfChanged(elements[name], 'aria-label', handles[name].label(s));
      }
    },
  };
}

/** Wire the handles `names` under `root` to the points of the same names in `store`. */
export function bindHandles<S extends Record<K, Vec2>, K extends string>(
  root: ParentNode,
  store: Store<S>,
  names: readonly K[],
  o: HandlesOptions<S, K>,
): Handles<S, K> {
  const handles = {} as Record<K, PointHandle<S>>;
  for (const name of names) {
    handles[name] = {
      at: (s) => s[name],
      move: (s, p) => ({ ...s, [name]: o.place(p, name) }),
      label: (s) => o.label(name, s),
    };
  }
  return bindPointHandles(root, store, handles, { svg: o.svg, frame: o.frame, step: o.step });
}

/** A dragged point of a scene: `margin` inside the frame, kept to a tenth of a metre so readouts stay readable. */
export const inFrame =
  (frame: Frame, margin: number) =>
  (p: Vec2): Vec2 =>
    tenths(clampToFrame(frame, p, margin));

/** The shooter S and the target T of a scene (stored as `shooter` and `target`), each `inFrame`. */
export function placeHandles<S extends Record<'shooter' | 'target', Vec2>>(
  frame: Frame,
  margin: number,
  text: (v: Vec2) => string,
  shooterName = 'Shooter S',
): Record<'shooter' | 'target', PointHandle<S>> {
  const place = inFrame(frame, margin);
  return {
    shooter: pointAt<S, 'shooter'>('shooter', shooterName, place, text),
    target: pointAt<S, 'target'>('target', 'Target T', place, text),
  };
}

/**
 * S and T (`placeHandles`), and the tip of the target's velocity V, drawn `seconds` long from T: the tip within half
 * the margin, V kept to a tenth of a m/s.
 */
export function shotHandles<S extends Record<'shooter' | 'target' | 'velocity', Vec2>>(
  frame: Frame,
  margin: number,
  seconds: number,
  text: (v: Vec2) => string,
): Record<'shooter' | 'target' | 'velocity', PointHandle<S>> {
  return {
    ...placeHandles<S>(frame, margin, text),
    velocity: velocityTipAt<S, 'target', 'velocity'>(
      'target',
      'velocity',
      seconds,
      inFrame(frame, margin / 2),
      text,
      tenths,
    ),
  };
}
