/**
 * A scene's schema: the fields a figure's state is made of, with their types
 * and limits, and the names the link format uses (kit/links/scene-link.ts says the
 * format). Types and constants only: the link's boot code, its decoder and
 * its encoder all read them, and none of them the others.
 */
/**
 * A finite number in [min, max]; `integer` for whole numbers. Never a subnormal one, nor a numeral that rounds
 * to 0 ("1e-999"): the decoder refuses them in every field, as the number boxes do.
 */
export interface NumberField {
  type: 'number';
  min: number;
  max: number;
  integer?: boolean;
  /** A slider's step: the value is min + a whole number of steps. */
  step?: number;
  /** The smallest size other than 0 (a NumberBox rule's `least`, kit/controls/number.ts): |x| < least is refused. */
  least?: number;
  /** What it is, for the documentation table. */
  about: string;
}
export interface BooleanField {
  type: 'boolean';
  about: string;
}
export interface EnumField {
  type: 'enum';
  /** Names made of a–z, 0–9 and "-". */
  values: readonly string[];
  about: string;
}
/** A point (or vector) of `dim` finite numbers, component i in [min[i], max[i]]. */
export interface PointField {
  type: 'point';
  min: readonly number[];
  max: readonly number[];
  /** The smallest size other than 0 of every component, as `NumberField.least`. */
  least?: number;
  about: string;
}
/** A list of `minLength`…`maxLength` points, each within the same limits. */
export interface PointsField {
  type: 'points';
  min: readonly number[];
  max: readonly number[];
  minLength: number;
  maxLength: number;
  about: string;
}
export type SceneField = NumberField | BooleanField | EnumField | PointField | PointsField;

type ValueOf<F extends SceneField> = F extends NumberField
  ? number
  : F extends BooleanField
    ? boolean
    : F extends EnumField
      ? string
      : F extends PointField
        ? number[]
        : number[][];

export interface SceneSchema<Fields extends Record<string, SceneField> = Record<string, SceneField>> {
  /** The figure's name (its `data-widget`), for the documentation. */
  figure: string;
  /** Bumped whenever a field is added, removed or changes meaning: older links then give the default and a note. */
  version: number;
  fields: Fields;
}

/** A state in the schema's terms. */
export type SceneState<S extends SceneSchema> = { [K in keyof S['fields']]: ValueOf<S['fields'][K]> };

/** The query parameter that carries a scene. */
export const SCENE_PARAM = 'scene';
/** The anchor of a figure: `#fig-<id>`. */
export const anchorOf = (id: string): string => `fig-${id}`;

export type Decoded<S extends SceneSchema> = { ok: true; state: SceneState<S> } | { ok: false; note: string };

/** The note for a link that cannot be read. */
export const NOTE_BROKEN = 'This link’s scene could not be read, so the figure shows its usual scene.';
