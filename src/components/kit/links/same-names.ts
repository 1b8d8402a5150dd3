/**
 * A link's two halves for a figure whose state holds the scene's fields under the same names (kit/links/scene-link.ts
 * declares the schema). A module of its own: the pages whose figures use it load it, no other (the introduction's
 * JavaScript budget).
 */
import type { SceneSchema, SceneState } from './scene-schema';

/** A scene's fields without the clock's time, which a figure's state does not hold (its clock does). */
type Held<S extends SceneSchema> = Omit<SceneState<S>, 'time'>;

/**
 * The two halves of a link for a figure whose state holds the scene's fields under the same names (the clock's
 * `time` apart, which the clock holds): `sceneOf` reads a state (and the clock's time, when the scene has one),
 * `stateOf` gives the state back. Points are copied (scene-fields.ts `copyPoints`: no array shared between a link and a figure);
 * numbers, flags and choices are taken as they are.
 */
export function sameNames<S extends SceneSchema>(
  schema: S,
): { sceneOf: (s: Held<S>, time?: number) => SceneState<S>; stateOf: (v: SceneState<S>) => Held<S> } {
  const names = Object.keys(schema.fields).filter((k) => k !== 'time');
  const copy = (from: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const v = from[name];
      out[name] = schema.fields[name].type === 'point' ? [...(v as readonly number[])] : v;
    }
    return out;
  };
  const timed = 'time' in schema.fields;
  return {
    sceneOf: (s, time = 0) => ({ ...copy(s), ...(timed ? { time } : {}) }) as SceneState<S>,
    stateOf: (v) => copy(v) as Held<S>,
  };
}
