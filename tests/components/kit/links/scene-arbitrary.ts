/** fast-check arbitraries for the kit's scene schemas (kit/links/scene-link.ts): any valid state of a schema. */
import fc from 'fast-check';
import type { SceneField, SceneSchema, SceneState } from '../../../../src/components/kit/links/scene-link';

/**
 * A valid number of [min, max]: never a subnormal one nor one closer to 0 than the field's `least` (the decoder
 * refuses them, as the number boxes do): those become 0, which such a range holds.
 */
const inRange = (min: number, max: number, least = 0) => {
  const valid = (x: number) => (Math.abs(x) < Math.max(2 ** -1022, least) ? 0 : x);
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map(valid),
    fc.constantFrom(min, max),
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map(valid),
  );
};

export function fieldArbitrary(field: SceneField): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'number':
      if (field.step)
        return fc
          .integer({ min: 0, max: Math.floor((field.max - field.min) / field.step) })
          .map((k) => field.min + k * field.step!);
      return field.integer
        ? fc.integer({ min: field.min, max: field.max }).map((x) => (x === 0 ? 0 : x))
        : inRange(field.min, field.max, field.least);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...field.values);
    case 'point':
      return fc.tuple(...field.min.map((lo, i) => inRange(lo, field.max[i], field.least)));
    case 'points':
      return fc.array(fc.tuple(...field.min.map((lo, i) => inRange(lo, field.max[i]))), {
        minLength: field.minLength,
        maxLength: field.maxLength,
      });
  }
}

export function stateArbitrary<S extends SceneSchema>(schema: S): fc.Arbitrary<SceneState<S>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(schema.fields)) record[key] = fieldArbitrary(field);
  return fc.record(record) as unknown as fc.Arbitrary<SceneState<S>>;
}
