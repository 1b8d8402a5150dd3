/** The 3D intercept figure's link (kit/links/scene-link.ts): S, T, V, s, the time, the camera's turn and the plane view. */
import { MAX_PITCH } from '../../kit/scene/projection3d';
import { type PointField, type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { clockField, ruleNumber } from '../../kit/links/scene-fields';
import { BOX, CAMERA, SPEED_RULE, TIP_SLACK, VELOCITY_SECONDS, type State } from './model';

const inBox = (about: string): PointField => ({ type: 'point', min: [...BOX.min], max: [...BOX.max], about });
const reach = BOX.max.map((hi, i) => (hi - BOX.min[i] + TIP_SLACK) / VELOCITY_SECONDS);

export const SCENE = {
  figure: 'intercept-3d',
  version: 1,
  fields: {
    shooter: inBox('the shooter S (m)'),
    target: inBox('the target T (m)'),
    velocity: { type: 'point', min: reach.map((r) => -r), max: reach, about: 'the target velocity V (m/s)' },
    speed: ruleNumber(SPEED_RULE, 'the projectile speed s (m/s)'),
    time: clockField,
    yaw: { type: 'number', min: -1e3, max: 1e3, about: 'the camera’s turn about the vertical (rad)' },
    pitch: { type: 'number', min: -MAX_PITCH, max: MAX_PITCH, about: 'the camera’s height angle (rad)' },
    plane: { type: 'boolean', about: 'looking along the plane' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State, time: number): Scene => ({
  shooter: [...s.shooter],
  target: [...s.target],
  velocity: [...s.velocity],
  speed: s.speed,
  time,
  yaw: s.camera.yaw,
  pitch: s.camera.pitch,
  plane: s.planeView,
});
export const stateOf = (v: Scene): State => ({
  shooter: [v.shooter[0], v.shooter[1], v.shooter[2]],
  target: [v.target[0], v.target[1], v.target[2]],
  velocity: [v.velocity[0], v.velocity[1], v.velocity[2]],
  speed: v.speed,
  camera: { ...CAMERA, yaw: v.yaw, pitch: v.pitch },
  planeView: v.plane,
});
