/**
 * The engine-angle table's texts, shared by the build (EngineAngles.astro) and
 * the element: readouts, the prose numbers (`<Bound to="engine.…">`), each
 * convention's formula (TeX) and its small axis tripod (SVG).
 */
import { ENGINE_AXES, ENGINE_CONVENTIONS, type EngineConvention } from '../../../lib';
import { fixed } from '../../kit/text/format';
import type { Scene3DState } from '../../kit/shell/scene-state';
import { unitOf, type EngineModel, type EngineRow } from './model';

export const TITLES: Record<EngineConvention, { title: string; subtitle: string }> = {
  unity: { title: 'Unity', subtitle: 'Y up, left-handed' },
  unreal: { title: 'Unreal Engine', subtitle: 'Z up, left-handed, centimetres' },
  godot: { title: 'Godot, three.js', subtitle: 'Y up, right-handed' },
};

const vector = (v: readonly number[], digits = 4) => `(${v.map((x) => fixed(x, digits)).join(', ')})`;
const deg = (x: number) => `${fixed(x, 2)}°`;

function reported(c: EngineConvention, row: EngineRow): string {
  const [a, b] = row.reported;
  if (c === 'unity') return `eulerAngles = (${fixed(a, 2)}, ${fixed(b, 2)}, 0)`;
  if (c === 'unreal') return `FRotator(Pitch ${fixed(a, 2)}, Yaw ${fixed(b, 2)}, Roll 0)`;
  return `rotation_degrees = (${fixed(a, 2)}, ${fixed(b, 2)}, 0)`;
}

/** Every readout's text (`data-readout` names), never "NaN": a missing value is "—". */
export function readouts(model: EngineModel): Record<string, string> {
  const out: Record<string, string> = {};
  if (model.hit) {
    out.status = `Hit after ${fixed(model.time, 3)} s. The library's aim in the book's axes (z up): a = ${vector(model.aim)}.`;
  } else {
    out.status = model.message;
  }
  for (const c of ENGINE_CONVENTIONS) {
    const row = model.hit ? model.rows[c] : null;
    out[`${c}-aim`] = row ? vector(row.aim) : '—';
    out[`${c}-lead`] = row ? `${vector(row.lead, 2)} ${unitOf(c)}` : '—';
    out[`${c}-yaw`] = row ? (row.yawDefined ? deg(row.yaw) : 'any (straight up or down): 0° reported') : '—';
    out[`${c}-pitch`] = row ? deg(row.pitch) : '—';
    out[`${c}-reported`] = row ? reported(c, row) : '—';
    out[`${c}-quat`] = row ? vector(row.quaternion) : '—';
  }
  return out;
}

/** The numbers the chapter's prose quotes, scope "engine". */
export function proseValues(scene: Scene3DState, model: EngineModel): Record<string, string> {
  const p: Record<string, string> = {
    S: vector(scene.shooter, 1),
    T: vector(scene.target, 1),
    V: vector(scene.velocity, 1),
    speed: fixed(scene.speed, 1),
  };
  if (model.hit) {
    const r = model.rows;
    p.outcome = `The library's answer: fire along ${vector(model.aim, 3)} and the shot meets the target after ${fixed(model.time, 2)} s at ${vector(model.impact, 1)}.`;
    p.time = fixed(model.time, 2);
    p.alpha = fixed(1 / (scene.speed * model.time), 4);
    p.beta = fixed(1 / scene.speed, 4);
    p.elevation = deg(r.unity.elevation);
    p.unityYaw = deg(r.unity.yaw);
    p.unityPitch = deg(r.unity.pitch);
    p.unityEulerX = fixed(r.unity.reported[0], 2);
    p.unrealYaw = deg(r.unreal.yaw);
    p.unrealPitch = deg(r.unreal.pitch);
    p.godotYaw = deg(r.godot.yaw);
    p.godotPitch = deg(r.godot.pitch);
  } else {
    p.outcome = model.message;
    for (const k of [
      'time',
      'alpha',
      'beta',
      'elevation',
      'unityYaw',
      'unityPitch',
      'unityEulerX',
      'unrealYaw',
      'unrealPitch',
      'godotYaw',
      'godotPitch',
    ])
      p[k] = '—';
  }
  return p;
}

/**
 * Each convention's formulas, in TeX. Two alphabets, never mixed: lower case
 * a = (a_x, a_y, a_z) is the library's aim in the book's axes (z up), as the
 * status line prints it; capitals A = (A_X, A_Y, A_Z) are the same aim in the
 * engine's own axes, named like the card's tripod. Each angle is written in
 * both, so a reader who evaluates any line with the book's numbers gets the
 * engine's angle (tests/components/book/engine-angles/model.test.ts reads the
 * cards that way).
 */
export const FORMULAS: Record<EngineConvention, string> = {
  unity: String.raw`\begin{aligned}\mathbf A &= (A_X, A_Y, A_Z) = (a_x,\ a_z,\ a_y)\\ \text{yaw} &= \operatorname{atan2}(A_X,\ A_Z)\\ &= \operatorname{atan2}(a_x,\ a_y)\\ \text{pitch}_X &= -\operatorname{atan2}\!\left(A_Y,\ \sqrt{A_X^2 + A_Z^2}\right)\\ &= -\operatorname{atan2}\!\left(a_z,\ \sqrt{a_x^2 + a_y^2}\right)\end{aligned}`,
  unreal: String.raw`\begin{aligned}\mathbf A &= (A_X, A_Y, A_Z) = (a_y,\ a_x,\ a_z)\\ \text{Yaw} &= \operatorname{atan2}(A_Y,\ A_X)\\ &= \operatorname{atan2}(a_x,\ a_y)\\ \text{Pitch} &= \operatorname{atan2}\!\left(A_Z,\ \sqrt{A_X^2 + A_Y^2}\right)\\ &= \operatorname{atan2}\!\left(a_z,\ \sqrt{a_x^2 + a_y^2}\right)\end{aligned}`,
  godot: String.raw`\begin{aligned}\mathbf A &= (A_X, A_Y, A_Z) = (a_x,\ a_z,\ -a_y)\\ \text{yaw} &= \operatorname{atan2}(-A_X,\ -A_Z)\\ &= \operatorname{atan2}(-a_x,\ a_y)\\ \text{pitch} &= \operatorname{atan2}\!\left(A_Y,\ \sqrt{A_X^2 + A_Z^2}\right)\\ &= \operatorname{atan2}\!\left(a_z,\ \sqrt{a_x^2 + a_y^2}\right)\end{aligned}`,
};

/** Where the tripod's axes start, in its 104 × 80 viewBox. */
export const TRIPOD_ORIGIN = { x: 40, y: 56 };

export interface TripodAxis {
  label: string;
  x2: number;
  y2: number;
  /** Pointing at the reader (drawn dashed-free, with a dot at its tip). */
  toward?: boolean;
}

/**
 * A small axis tripod for a convention, as a reader standing behind the
 * shooter sees it: right, up and forward (into the picture, drawn up and to
 * the right). Godot's forward is −Z, so its +Z arrow points back toward the reader (shorter: foreshortened).
 */
export function tripod(c: EngineConvention): TripodAxis[] {
  const O = TRIPOD_ORIGIN;
  const right = { x2: O.x + 36, y2: O.y };
  const up = { x2: O.x, y2: O.y - 40 };
  const into = { x2: O.x + 24, y2: O.y - 20 };
  // Toward the reader the axis is drawn half as long, foreshortened: its label (EngineAngles.astro, under its
  // tip) then stays inside the drawing (issue 38 item 11); at full length it hung below the viewBox.
  const back = { x2: O.x - 12, y2: O.y + 10 };
  if (c === 'unity')
    return [
      { label: '+X', ...right },
      { label: '+Y', ...up },
      { label: '+Z', ...into },
    ];
  if (c === 'unreal')
    return [
      { label: '+Y', ...right },
      { label: '+Z', ...up },
      { label: '+X', ...into },
    ];
  return [
    { label: '+X', ...right },
    { label: '+Y', ...up },
    { label: '+Z', ...back, toward: true },
  ];
}

/** The tripod in words. */
export function tripodLabel(c: EngineConvention): string {
  const a = ENGINE_AXES[c];
  return `${TITLES[c].title} axes: ${a.up} up, forward ${a.forwardName}, ${a.handedness}-handed.`;
}
