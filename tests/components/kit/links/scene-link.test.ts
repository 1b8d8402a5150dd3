/**
 * The kit's scene links (kit/links/scene-link.ts, kit/links/scene-decode.ts, kit/links/scene-share.ts): the decoder
 * is total (any string gives a valid state or a note, never a throw), every
 * valid state survives encode → decode, every figure's schema holds its own
 * default state, and the README's tables are the schemas'.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { decodeField, decodeScene } from '../../../../src/components/kit/links/scene-decode';
import { sceneParam, type SceneSchema, type SceneState } from '../../../../src/components/kit/links/scene-link';
import { encodeNumber, encodeScene, sceneUrl } from '../../../../src/components/kit/links/scene-share';
import { sameNames } from '../../../../src/components/kit/links/same-names';
import { stateArbitrary } from './scene-arbitrary';
import { FIGURES as REGISTRY } from '../../../../src/components/figures/registry';
import * as cosines from '../../../../src/components/figures/cosines-figure/scene';
import * as dot from '../../../../src/components/figures/dot-figure/scene';
import * as edge from '../../../../src/components/figures/edge-cases/scene';
import * as gravity from '../../../../src/components/figures/gravity-figure/scene';
import * as integrator from '../../../../src/components/figures/integrator-figure/scene';
import * as i3d from '../../../../src/components/figures/intercept-3d/scene';
import * as intercept from '../../../../src/components/figures/intercept-figure/scene';
import * as lead from '../../../../src/components/figures/lead-demo/scene';
import * as nohit from '../../../../src/components/figures/no-hit-figure/scene';
import * as pursuit from '../../../../src/components/figures/pursuit-race/scene';
import * as lab from '../../../../src/components/figures/precision-lab/scene';
import * as quartic from '../../../../src/components/figures/quartic-figure/scene';
import * as roots from '../../../../src/components/figures/root-plot/scene';
import * as range from '../../../../src/components/figures/shooting-range/scene';
import * as vector from '../../../../src/components/figures/vector-figure/scene';
import { INITIAL as COSINES } from '../../../../src/components/figures/cosines-figure/model';
import { INITIAL as DOT } from '../../../../src/components/figures/dot-figure/model';
import { INITIAL as EDGE, INITIAL_PRESET } from '../../../../src/components/figures/edge-cases/model';
import { INITIAL as GRAVITY, START_TIME as GRAVITY_T } from '../../../../src/components/figures/gravity-figure/model';
import { INITIAL as INTEGRATOR } from '../../../../src/components/figures/integrator-figure/model';
import { INITIAL as I3D, START_TIME as I3D_T } from '../../../../src/components/figures/intercept-3d/model';
import {
  INITIAL as INTERCEPT,
  START_TIME as INTERCEPT_T,
} from '../../../../src/components/figures/intercept-figure/model';
import { DEFAULTS as LEAD } from '../../../../src/components/figures/lead-demo/model';
import { INITIAL as NOHIT, START_TIME as NOHIT_T } from '../../../../src/components/figures/no-hit-figure/model';
import { DIGITS } from '../../../../src/components/figures/precision-lab/model';
import { INITIAL as QUARTIC } from '../../../../src/components/figures/quartic-figure/model';
import { INITIAL as ROOTS } from '../../../../src/components/figures/root-plot/model';
import { firstView as rangeFirst } from '../../../../src/components/figures/shooting-range/view';
import { INITIAL as VECTOR } from '../../../../src/components/figures/vector-figure/model';
import { DEFAULTS as RACE, planRace } from '../../../../src/components/figures/pursuit-race/model';

const RUNS = Number(process.env.FC_RUNS ?? 300);
/** Property tests get time on a busy machine (FC_RUNS=1000 and more). */
const SLOW = { timeout: 120_000 };

/** Every figure's schema, its default state in the schema's terms and, where it has one, the map back to its store. */
interface Entry {
  schema: SceneSchema;
  initial: SceneState<SceneSchema>;
  /** scene → figure state → scene: lossless for every valid scene. */
  through?: (v: SceneState<SceneSchema>) => SceneState<SceneSchema>;
}
const entry = <S extends SceneSchema, T>(
  schema: S,
  initial: SceneState<S>,
  there?: (v: SceneState<S>) => T,
  back?: (t: T, v: SceneState<S>) => SceneState<S>,
): Entry => ({
  schema,
  initial: initial as SceneState<SceneSchema>,
  through:
    there && back ? (v) => back(there(v as SceneState<S>), v as SceneState<S>) as SceneState<SceneSchema> : undefined,
});

const FIGURES: Entry[] = [
  entry(vector.SCENE, vector.sceneOf(VECTOR), vector.stateOf, vector.sceneOf),
  entry(dot.SCENE, dot.sceneOf(DOT), dot.stateOf, dot.sceneOf),
  entry(cosines.SCENE, cosines.sceneOf(COSINES), cosines.stateOf, cosines.sceneOf),
  entry(intercept.SCENE, intercept.sceneOf(INTERCEPT, INTERCEPT_T), intercept.stateOf, (s, v) =>
    intercept.sceneOf(s, v.time),
  ),
  entry(gravity.SCENE, gravity.sceneOf(GRAVITY, GRAVITY_T, false), gravity.stateOf, (s, v) =>
    gravity.sceneOf(s, v.time, v.equivalent),
  ),
  entry(nohit.SCENE, nohit.sceneOf(NOHIT, NOHIT_T), nohit.stateOf, (s, v) => nohit.sceneOf(s, v.time)),
  entry(integrator.SCENE, integrator.sceneOf(INTEGRATOR), integrator.stateOf, integrator.sceneOf),
  entry(roots.SCENE, roots.sceneOf(ROOTS), roots.stateOf, roots.sceneOf),
  entry(edge.SCENE, edge.sceneOf({ scene: EDGE, preset: INITIAL_PRESET }), edge.stateOf, edge.sceneOf),
  entry(quartic.SCENE, quartic.sceneOf(QUARTIC, 0, false, 0), quartic.stateOf, (s, v) =>
    quartic.sceneOf(s, v.time, v.steps, v.step),
  ),
  entry(i3d.SCENE, i3d.sceneOf(I3D, I3D_T), i3d.stateOf, (s, v) => i3d.sceneOf(s, v.time)),
  entry(lead.SCENE, lead.sceneOf(LEAD), lead.stateOf, lead.sceneOf),
  entry(range.SCENE, range.sceneOf(rangeFirst())),
  entry(lab.SCENE, { digits: DIGITS.initial }),
  entry(pursuit.SCENE, pursuit.sceneOf(RACE, planRace(RACE).end), pursuit.stateOf, (p, v) =>
    pursuit.sceneOf(p, v.time),
  ),
];

describe('the figures tested here', () => {
  it('are every figure of the registry, each with its registered schema', () => {
    const tested = new Map(FIGURES.map((f) => [f.schema.figure, f.schema]));
    expect([...tested.keys()].sort()).toEqual(REGISTRY.map((f) => f.name).sort());
    for (const f of REGISTRY) expect(tested.get(f.name), f.name).toBe(f.scene);
  });
});

const SAMPLE = {
  figure: 'sample',
  version: 3,
  fields: {
    p: { type: 'point', min: [-10, 0], max: [10, 5], about: 'a point' },
    s: { type: 'number', min: 0, max: 500, about: 'a speed' },
    n: { type: 'number', min: 0, max: 12, integer: true, about: 'a count' },
    on: { type: 'boolean', about: 'a toggle' },
    mode: { type: 'enum', values: ['aim', 'lead'], about: 'a mode' },
    path: { type: 'points', min: [0, 0], max: [100, 60], minLength: 0, maxLength: 8, about: 'a path' },
  },
} as const satisfies SceneSchema;
const GOOD = '3~p=1.5,2~s=20~n=4~on=1~mode=lead~path=0,0_10,20.5';

function expectValid(schema: SceneSchema, state: Record<string, unknown>): void {
  expect(Object.keys(state).sort()).toEqual(Object.keys(schema.fields).sort());
  for (const [key, field] of Object.entries(schema.fields)) {
    const value = state[key];
    const numbers = (Array.isArray(value) ? value.flat() : [value]).filter((x) => typeof x === 'number');
    for (const x of numbers) expect(Number.isFinite(x)).toBe(true);
    // Each value is one the field would decode from its own text.
    expect(
      decodeField(
        field,
        encodeScene({ ...schema, fields: { [key]: field } }, { [key]: value } as SceneState<SceneSchema>).split('=')[1],
      ),
    ).toEqual(value);
  }
}

describe('decodeScene', () => {
  it('reads a good link, in any field order', () => {
    const r = decodeScene(SAMPLE, GOOD);
    expect(r).toEqual({
      ok: true,
      state: {
        p: [1.5, 2],
        s: 20,
        n: 4,
        on: true,
        mode: 'lead',
        path: [
          [0, 0],
          [10, 20.5],
        ],
      },
    });
    const shuffled = '3~mode=lead~path=0,0_10,20.5~on=1~n=4~s=20~p=1.5,2';
    expect(decodeScene(SAMPLE, shuffled)).toEqual(r);
  });

  it.each([
    ['NaN', '3~p=NaN,2~s=20~n=4~on=1~mode=lead~path='],
    ['Infinity', '3~p=1,2~s=Infinity~n=4~on=1~mode=lead~path='],
    ['huge', '3~p=1,2~s=1e999~n=4~on=1~mode=lead~path='],
    ['out of range', '3~p=1,2~s=501~n=4~on=1~mode=lead~path='],
    ['not an integer', '3~p=1,2~s=20~n=4.5~on=1~mode=lead~path='],
    ['hex', '3~p=0x10,2~s=20~n=4~on=1~mode=lead~path='],
    ['empty number', '3~p=,2~s=20~n=4~on=1~mode=lead~path='],
    ['wrong type', '3~p=1,2~s=true~n=4~on=yes~mode=lead~path='],
    ['unknown enum', '3~p=1,2~s=20~n=4~on=1~mode=fire~path='],
    ['too many components', '3~p=1,2,3~s=20~n=4~on=1~mode=lead~path='],
    ['unknown key', `${GOOD}~x=1`],
    ['prototype key', `${GOOD}~__proto__=1`],
    ['duplicate key', `${GOOD}~s=20`],
    ['missing key', '3~p=1,2~s=20~n=4~on=1~mode=lead'],
    ['truncated', GOOD.slice(0, 20)],
    ['too many points', `3~p=1,2~s=20~n=4~on=1~mode=lead~path=${Array(9).fill('1,1').join('_')}`],
    ['empty', ''],
    ['no version', 'p=1,2'],
  ])('%s → a note, never a state', (_, text) => {
    const r = decodeScene(SAMPLE, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.note).toMatch(/usual scene/);
  });

  it('a slider field takes only its steps', () => {
    const gain = { type: 'number', min: 1, max: 6, step: 0.5, about: 'N' } as const;
    expect(decodeField(gain, '2.5')).toBe(2.5);
    expect(decodeField(gain, '6')).toBe(6);
    expect(decodeField(gain, '2.3')).toBeNull();
    expect(decodeField(gain, '6.5')).toBeNull();
  });

  it('another version → a note that says older or newer', () => {
    const old = decodeScene(SAMPLE, GOOD.replace(/^3/, '2'));
    const newer = decodeScene(SAMPLE, GOOD.replace(/^3/, '4'));
    expect(!old.ok && old.note).toMatch(/older version/);
    expect(!newer.ok && newer.note).toMatch(/newer version/);
  });

  it('is total: any text gives a valid state or a note, and never throws', SLOW, () => {
    const pieces = fc.constantFrom(
      '3',
      '~',
      '=',
      ',',
      '_',
      'p',
      's',
      'n',
      'on',
      'mode',
      'path',
      '1',
      '-',
      '.',
      'e',
      'NaN',
      'lead',
      '9e99',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.array(pieces).map((a) => a.join('')),
        ),
        (text) => {
          const r = decodeScene(SAMPLE, text);
          if (r.ok) expectValid(SAMPLE, r.state);
          else expect(r.note.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('is total on mutations of a good link', SLOW, () => {
    fc.assert(
      fc.property(fc.nat(GOOD.length), fc.nat(GOOD.length), fc.string({ maxLength: 4 }), (i, j, insert) => {
        const text = GOOD.slice(0, Math.min(i, j)) + insert + GOOD.slice(Math.max(i, j));
        const r = decodeScene(SAMPLE, text);
        if (r.ok) expectValid(SAMPLE, r.state);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('encodeScene → decodeScene', () => {
  it('round-trips every valid state exactly', SLOW, () => {
    fc.assert(
      fc.property(stateArbitrary(SAMPLE), (state) => {
        expect(decodeScene(SAMPLE, encodeScene(SAMPLE, state))).toEqual({ ok: true, state });
      }),
      { numRuns: RUNS },
    );
  });

  it('writes numbers in their shortest round-trip form, without "+"', SLOW, () => {
    expect(encodeNumber(1e21)).toBe('1e21');
    expect(encodeNumber(-0)).toBe('0');
    expect(encodeNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = encodeNumber(x);
        expect(text).not.toMatch(/[+]/);
        expect(Number(text)).toBe(x === 0 ? 0 : x);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('sceneParam and sceneUrl', () => {
  it('finds the scene among other parameters and percent-decodes it', () => {
    expect(sceneParam('?a=1&scene=intercept~1~s=2&b')).toEqual({ id: 'intercept', rest: '1~s=2' });
    expect(sceneParam('?scene=intercept%7E1%7Es%3D2')).toEqual({ id: 'intercept', rest: '1~s=2' });
    expect(sceneParam('')).toEqual({ id: null, rest: null });
    expect(sceneParam('?q=scene')).toEqual({ id: null, rest: null });
    expect(sceneParam('?scene=%E0%A4%A')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (s) => void sceneParam(s)),
      { numRuns: RUNS },
    );
  });

  it('keeps the page path (a sub-path base) and anchors the figure', () => {
    const url = sceneUrl(
      { origin: 'https://example.org', pathname: '/leading-the-target/chapters/gravity/' },
      'gravity',
      SAMPLE,
      { p: [1, 2], s: 20, n: 0, on: false, mode: 'aim', path: [] },
    );
    expect(url).toBe(
      'https://example.org/leading-the-target/chapters/gravity/?scene=gravity~3~p=1,2~s=20~n=0~on=0~mode=aim~path=#fig-gravity',
    );
    const u = new URL(url);
    const p = sceneParam(u.search);
    expect(p && p.id).toBe('gravity');
    expect(p && p.rest !== null && decodeScene(SAMPLE, p.rest).ok).toBe(true);
  });
});

describe.each(FIGURES.map((f) => [f.schema.figure, f] as const))('%s', (_, { schema, initial, through }) => {
  it('its schema is well formed', () => {
    expect(Number.isInteger(schema.version) && schema.version >= 1).toBe(true);
    for (const [key, field] of Object.entries(schema.fields)) {
      expect(key).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
      expect(field.about.length).toBeGreaterThan(0);
      if (field.type === 'number') expect(field.min).toBeLessThanOrEqual(field.max);
      if (field.type === 'point' || field.type === 'points') {
        expect(field.min.length).toBe(field.max.length);
        field.min.forEach((lo, i) => expect(lo).toBeLessThanOrEqual(field.max[i]));
      }
      if (field.type === 'enum') for (const v of field.values) expect(v).toMatch(/^[a-z0-9-]{1,40}$/);
    }
  });

  it('holds its own default state, and round-trips it', () => {
    expectValid(schema, initial as Record<string, unknown>);
    expect(decodeScene(schema, encodeScene(schema, initial))).toEqual({ ok: true, state: initial });
  });

  it('round-trips random valid states, through the figure’s own state too', SLOW, () => {
    fc.assert(
      fc.property(stateArbitrary(schema), (state) => {
        expect(decodeScene(schema, encodeScene(schema, state))).toEqual({ ok: true, state });
        if (through) expect(through(state)).toEqual(state);
      }),
      { numRuns: Math.max(20, Math.round(RUNS / 5)) },
    );
  });

  it('a tiny, subnormal or underflowing number in any number field → a note, as its number box says', () => {
    const text = encodeScene(schema, initial);
    for (const [key, field] of Object.entries(schema.fields)) {
      if (field.type !== 'number' && field.type !== 'point' && field.type !== 'points') continue;
      const least = field.type === 'points' ? undefined : field.least;
      const tiny = ['1e-320', '5e-324', '-1e-320', '1e-999', ...(least ? [String(least / 2)] : [])];
      for (const x of tiny) {
        // The field's first number made tiny, the rest of the link as it was.
        const link = text.replace(new RegExp(`(~${key}=)-?[\\d.e-]+`), `$1${x}`);
        expect(link, key).not.toBe(text);
        expect(decodeScene(schema, link).ok, `${key}=${x}`).toBe(false);
      }
    }
  });

  it('gives a note for an old version, NaN or a truncated link', () => {
    const text = encodeScene(schema, initial);
    expect(decodeScene(schema, text.replace(/^\d+/, String(schema.version - 1))).ok).toBe(false);
    expect(decodeScene(schema, text.replace(/=[^~]*/, '=NaN')).ok).toBe(false);
    expect(decodeScene(schema, text.slice(0, text.lastIndexOf('~'))).ok).toBe(false);
  });
});

/** A field's limits: "0 … 100", or with a least size "0, or 0.01 … 100", "-50 … 50 (0, or ≥ 0.01 in size)". */
function span(min: number, max: number, least?: number): string {
  if (!least || min >= least || max <= -least) return `${min} … ${max}`;
  return min === 0 ? `0, or ${least} … ${max}` : `${min} … ${max} (0, or ≥ ${least} in size)`;
}

/** The README's section of schema tables, generated from the schemas. */
function tables(): string {
  const cell = (field: SceneSchema['fields'][string]): [string, string] => {
    switch (field.type) {
      case 'number':
        return [
          field.integer ? 'integer' : 'number',
          `${span(field.min, field.max, field.least)}${field.step ? `, in steps of ${field.step}` : ''}`,
        ];
      case 'boolean':
        return ['boolean', '`1` or `0`'];
      case 'enum':
        return ['enum', field.values.map((v) => `\`${v}\``).join(', ')];
      case 'point':
        return [
          `point (${field.min.length})`,
          field.min.map((lo, i) => span(+lo.toPrecision(6), +field.max[i].toPrecision(6), field.least)).join('; '),
        ];
      case 'points':
        return [
          `${field.minLength}–${field.maxLength} points`,
          field.min.map((lo, i) => `${+lo.toPrecision(6)} … ${+field.max[i].toPrecision(6)}`).join('; '),
        ];
    }
  };
  const out: string[] = [];
  for (const { schema } of FIGURES) {
    out.push(`#### \`${schema.figure}\`, version ${schema.version}`, '');
    out.push('| field | type | limits | what |', '| --- | --- | --- | --- |');
    for (const [key, field] of Object.entries(schema.fields)) {
      const [type, limits] = cell(field);
      out.push(`| \`${key}\` | ${type} | ${limits} | ${field.about} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

describe('README', () => {
  it('documents every schema as it is (UPDATE_SCENE_DOCS=1 rewrites the tables)', async () => {
    const path = 'src/components/kit/README.md';
    const readme = readFileSync(path, 'utf8');
    const start = '<!-- scene-schemas:start -->';
    const end = '<!-- scene-schemas:end -->';
    const got = readme.slice(readme.indexOf(start), readme.indexOf(end) + end.length);
    // The README as Prettier lays it out with the schemas' tables in place (the file is kept formatted).
    const options = { ...(await resolveConfig(path)), filepath: path };
    const want = await format(readme.replace(got, `${start}\n\n${tables()}\n${end}`), options);
    if (process.env.UPDATE_SCENE_DOCS === '1') writeFileSync(path, want);
    else expect(readme).toBe(want);
  });
});

describe('sameNames: a link for a state that holds the scene’s fields by name', () => {
  const schema = {
    figure: 'test',
    version: 1,
    fields: {
      shooter: { type: 'point', min: [0, 0], max: [10, 10], about: 'S' },
      speed: { type: 'number', min: 0, max: 100, about: 's' },
      on: { type: 'boolean', about: 'a flag' },
      time: { type: 'number', min: 0, max: 10, about: 't' },
    },
  } as const satisfies SceneSchema;
  const codec = sameNames(schema);

  it('reads every field, the clock’s time added; gives the state back without it', () => {
    const state = { shooter: [1, 2] as [number, number], speed: 30, on: true };
    const scene = codec.sceneOf(state, 1.5);
    expect(scene).toEqual({ shooter: [1, 2], speed: 30, on: true, time: 1.5 });
    expect(codec.stateOf(scene)).toEqual(state);
  });

  it('shares no array with what it read', () => {
    const state = { shooter: [1, 2] as [number, number], speed: 30, on: false };
    const scene = codec.sceneOf(state, 0);
    expect(scene.shooter).not.toBe(state.shooter);
    expect(codec.stateOf(scene).shooter).not.toBe(scene.shooter);
  });
});
