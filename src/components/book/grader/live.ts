/**
 * A failing case, opened live: the link to the figure of its chapter that
 * draws that scene (kit/links/scene-link.ts: `?scene=<figure>~…#fig-<figure>`).
 * A plane scene without gravity opens in chapter 6's edge-case figure, one out
 * of the plane in chapter 12's 3D figure, a standing target under gravity in
 * chapter 7's gravity figure (its vertical plane). A scene too big, too small
 * or too far for the figure's frame is moved, and scaled if it must be, with
 * every length and speed (and gravity) multiplied by the same k, which keeps
 * every hit time; the link's text says so. A scene no figure can hold (a moving
 * target under gravity in 3D) links to the figure's caption, and says that too.
 * Every link is decoded with the figure's own schema before it is offered, so
 * it opens exactly the scene it names. Pure, no DOM.
 */
import { SCENE as EDGE } from '../../figures/edge-cases/scene';
import { SCENE as GRAVITY } from '../../figures/gravity-figure/scene';
import { SCENE as SPACE } from '../../figures/intercept-3d/scene';
import { CAMERA } from '../../figures/intercept-3d/model';
import { anchorOf, SCENE_PARAM, type SceneSchema, type SceneState } from '../../kit/links/scene-schema';
import { encodeScene } from '../../kit/links/scene-share';
import { decodeScene } from '../../kit/links/scene-decode';
import { superscript } from '../../kit/text/math-text';
import { category, type GradeCase, type Vec3 } from './suite';

export interface LiveLink {
  href: string;
  text: string;
  /** The figure opens the case's own numbers (no move, no scale). */
  exact: boolean;
  /** The figure opens the case's scene at all (false: its default scene, at its caption). */
  live: boolean;
}

interface Box {
  min: readonly number[];
  max: readonly number[];
}

const sub = (p: readonly number[], q: readonly number[]): number[] => p.map((x, i) => x - q[i]!);
const inBox = (p: readonly number[], b: Box, margin = 0): boolean =>
  p.every((x, i) => x >= b.min[i]! + margin && x <= b.max[i]! - margin);

/**
 * Fit points (and the speeds they come with) into a box: the points as they are when they fit; else moved by whole
 * metres so that their bounding box is centred; else first scaled by a power of two. Both keep every hit time to
 * the last bit for the figure's solver: `k` (a power of two) multiplies every length and speed (and gravity)
 * exactly, and a shift by whole metres leaves T − S exact for the scenes of the suite.
 */
function fit(points: readonly (readonly number[])[], box: Box): { k: number; shift: number[] } | null {
  const dim = box.min.length;
  const margin = Math.min(...box.max.map((hi, i) => hi - box.min[i]!)) * 0.08;
  const lo = Array.from({ length: dim }, (_, i) => Math.min(...points.map((p) => p[i]!)));
  const hi = Array.from({ length: dim }, (_, i) => Math.max(...points.map((p) => p[i]!)));
  const room = box.max.map((h, i) => h - box.min[i]! - 2 * margin);
  const span = Math.max(...hi.map((h, i) => (h - lo[i]!) / room[i]!));
  if (!Number.isFinite(span)) return null;
  // Too small to see (a scene at ×10⁻⁵⁰): scaled up like one too big.
  const visible = span === 0 || span >= 1 / 64;
  if (visible && points.every((p) => inBox(p, box, margin))) return { k: 1, shift: Array(dim).fill(0) };
  const k = span > 1 || !visible ? 2 ** Math.floor(Math.log2(1 / span)) : 1;
  const centre = (i: number) => Math.round((box.min[i]! + box.max[i]!) / 2 - ((lo[i]! + hi[i]!) / 2) * k);
  return { k, shift: Array.from({ length: dim }, (_, i) => centre(i)) };
}

const place = (p: readonly number[], f: { k: number; shift: number[] }): number[] =>
  p.map((x, i) => x * f.k + f.shift[i]!);

/** The state's link, when the figure's schema reads it back whole (a link that would open the default is refused). */
function url<S extends SceneSchema>(
  base: string,
  chapter: string,
  id: string,
  schema: S,
  state: SceneState<S>,
): string | null {
  const text = encodeScene(schema, state);
  if (!decodeScene(schema, text).ok) return null;
  return `${base}chapters/${chapter}/?${SCENE_PARAM}=${id}~${text}#${anchorOf(id)}`;
}

const scaleText = (k: number): string => `×2${superscript(String(Math.round(Math.log2(k))))}`;

function words(figure: string, chapter: string, k: number, moved: boolean): { text: string; exact: boolean } {
  if (k === 1 && !moved) return { text: `Open this scene in ${figure} (${chapter})`, exact: true };
  if (k === 1) return { text: `Open this scene in ${figure} (${chapter}), moved to fit its frame`, exact: false };
  return {
    text: `Open this scene in ${figure} (${chapter}), every length and speed ${scaleText(k)} to fit its frame (a power of two: the same hit times)`,
    exact: false,
  };
}

/** Shooter, target and velocity in one plane z = const (the edge-case figure's plane, moved). */
const planar = (c: GradeCase): boolean => c.scene.target[2] === c.scene.shooter[2] && c.scene.velocity[2] === 0;

function linearLink(c: GradeCase, base: string): LiveLink | null {
  const s = c.scene;
  if (planar(c)) {
    const box: Box = { min: [-85, -35], max: [135, 65] };
    const f = fit([s.shooter.slice(0, 2), s.target.slice(0, 2)], box);
    if (!f) return null;
    const state = {
      shooter: place(s.shooter.slice(0, 2), f),
      target: place(s.target.slice(0, 2), f),
      velocity: s.velocity.slice(0, 2).map((v) => v * f.k),
      speed: s.speed * f.k,
      preset: 'none',
    };
    const href = url(base, 'edge-cases', 'edge-cases', EDGE, state);
    if (!href) return null;
    return {
      href,
      live: true,
      ...words(
        'the edge-case figure',
        'Chapter 6',
        f.k,
        f.shift.some((x) => x !== 0),
      ),
    };
  }
  const f = fit([s.shooter, s.target], { min: [-10, -10, 0], max: [40, 40, 25] });
  if (!f) return null;
  const state = {
    shooter: place(s.shooter, f),
    target: place(s.target, f),
    velocity: s.velocity.map((v) => v * f.k),
    speed: s.speed * f.k,
    time: 0,
    yaw: CAMERA.yaw,
    pitch: CAMERA.pitch,
    plane: false,
  };
  const href = url(base, 'your-engine', 'intercept-3d', SPACE, state);
  if (!href) return null;
  return {
    href,
    live: true,
    ...words(
      'the 3D intercept figure',
      'Chapter 12',
      f.k,
      f.shift.some((x) => x !== 0),
    ),
  };
}

/** A standing target under gravity straight down (−y), seen in its vertical plane: horizontal distance, height. */
function gravityLink(c: GradeCase, base: string): LiveLink | null {
  const s = c.scene;
  const g = s.gravity ?? [0, 0, 0];
  if (s.velocity.some((v) => v !== 0) || g[0] !== 0 || g[2] !== 0 || !(g[1]! < 0)) return null;
  const r = sub(s.target, s.shooter) as Vec3;
  const flat = [Math.hypot(r[0], r[2]), r[1]];
  const f = fit([[0, 0], flat], { min: [0, 0], max: [120, 60] });
  if (!f) return null;
  const t = Array.isArray(c.expected) && c.expected.length ? c.expected[0]! : 0;
  const state = {
    shooter: place([0, 0], f),
    target: place(flat, f),
    speed: s.speed * f.k,
    gravity: -g[1]! * f.k,
    time: Math.min(t, 1e4),
    equivalent: false,
  };
  const href = url(base, 'gravity', 'gravity-figure', GRAVITY, state);
  if (!href) return null;
  return { href, live: true, ...words('the gravity figure', 'Chapter 7', f.k, true) };
}

/** Where a failing case opens live; its chapter's figure at its caption when no figure holds its scene. */
export function liveLink(c: GradeCase, base: string): LiveLink {
  const found = c.form === 'linear' ? linearLink(c, base) : gravityLink(c, base);
  if (found) return found;
  const ref = category(c.category).chapter;
  return {
    href: `${base}chapters/${ref.slug}/#${ref.anchor}`,
    text: `Open ${ref.figure} (${ref.name}) at its own scene: no figure draws this one (${c.form === 'gravity' ? 'a moving target under gravity, in three dimensions' : 'it does not fit a frame'})`,
    exact: false,
    live: false,
  };
}
