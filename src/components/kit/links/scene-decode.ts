/**
 * The decoding half of the scene links (kit/links/scene-link.ts): a link's text to a
 * valid state of a figure's schema, or a note. `linkScene` loads this module
 * only when the page's URL holds a scene for its figure, so a page opened
 * without a link never downloads it.
 */
import { tooCloseToZero } from '../controls/near-zero';
import { NOTE_BROKEN, type Decoded, type SceneField, type SceneSchema, type SceneState } from './scene-schema';

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e-?\d{1,3})?$/i;
/** Longest text a link may carry (a long list of points fits many times over). */
const MAX_TEXT = 4000;

function num(text: string, min: number, max: number, integer = false, step = 0, least = 0): number | null {
  if (!NUMBER.test(text)) return null;
  const x = Number(text);
  if (!Number.isFinite(x) || x < min || x > max) return null;
  // Too close to 0, as a number box says (kit/controls/number.ts): under the field's least, subnormal, or
  // digits other than 0 that became 0.
  if (tooCloseToZero(text, x, least)) return null;
  if (integer && !Number.isInteger(x)) return null;
  if (step > 0 && !Number.isInteger((x - min) / step)) return null;
  return x === 0 ? 0 : x; // no -0
}

function point(text: string, min: readonly number[], max: readonly number[], least = 0): number[] | null {
  const parts = text.split(',');
  if (parts.length !== min.length) return null;
  const out: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    const x = num(parts[i], min[i], max[i], false, 0, least);
    if (x === null) return null;
    out.push(x);
  }
  return out;
}

/** One field's value from its text, or null when the text is not a valid value of the field. */
export function decodeField(field: SceneField, text: string): unknown {
  switch (field.type) {
    case 'number':
      return num(text, field.min, field.max, field.integer, field.step, field.least);
    case 'boolean':
      return text === '1' ? true : text === '0' ? false : null;
    case 'enum':
      return field.values.includes(text) ? text : null;
    case 'point':
      return point(text, field.min, field.max, field.least);
    case 'points': {
      const items = text === '' ? [] : text.split('_');
      if (items.length < field.minLength || items.length > field.maxLength) return null;
      const out: number[][] = [];
      for (const item of items) {
        const p = point(item, field.min, field.max);
        if (!p) return null;
        out.push(p);
      }
      return out;
    }
    default:
      return null;
  }
}

/**
 * Decode the text of a `scene` parameter (already percent-decoded, without
 * the id) for `schema`: `<version>~<field>=<value>~…`. Total: any string
 * gives either a valid state or a note.
 */
export function decodeScene<S extends SceneSchema>(schema: S, text: string): Decoded<S> {
  if (typeof text !== 'string' || text.length > MAX_TEXT) return { ok: false, note: NOTE_BROKEN };
  const [version, ...pairs] = text.split('~');
  const v = num(version, 0, 1e6, true);
  if (v === null) return { ok: false, note: NOTE_BROKEN };
  if (v !== schema.version) {
    const when = v < schema.version ? 'an older' : 'a newer';
    return { ok: false, note: `This link was made by ${when} version of this figure, so it shows its usual scene.` };
  }
  const state: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq < 1) return { ok: false, note: NOTE_BROKEN };
    const key = pair.slice(0, eq);
    if (!Object.hasOwn(schema.fields, key) || Object.hasOwn(state, key)) return { ok: false, note: NOTE_BROKEN };
    const value = decodeField(schema.fields[key], pair.slice(eq + 1));
    if (value === null) return { ok: false, note: NOTE_BROKEN };
    state[key] = value;
  }
  for (const key of Object.keys(schema.fields)) if (!Object.hasOwn(state, key)) return { ok: false, note: NOTE_BROKEN };
  return { ok: true, state: state as SceneState<S> };
}
