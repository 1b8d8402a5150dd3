import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loadQuartic } from '../../../src/lib/intercept/quartic-hot';
import {
  Q,
  formQuartic,
  noRelativeAcceleration,
  prepareQuarticIn,
  quartic,
  quarticNumbers,
  type QuarticInput,
} from '../../../src/lib/intercept/quartic-problem';
import { fcParams } from '../oracle';

/** Everything prepareQuarticIn and formQuartic leave behind, as bit-exact values (Object.is tells −0 from 0). */
function snapshot(): unknown[] {
  const dim = Q.dim;
  return [
    dim,
    Q.er,
    Q.m,
    Q.gap,
    Q.s,
    ...Q.timeScale,
    ...Q.R.subarray(0, dim),
    ...Q.V.subarray(0, dim),
    ...Q.G.subarray(0, dim),
    ...quartic,
  ];
}

function expectSameBits(o: QuarticInput): void {
  quarticNumbers[0] = o.speed;
  quarticNumbers[1] = o.inherit ?? 1;
  prepareQuarticIn(o);
  formQuartic();
  const zeroG = noRelativeAcceleration(Q.dim);
  const want = snapshot();
  Q.R.fill(NaN);
  quartic.fill(NaN);
  const got = loadQuartic(o);
  const have = snapshot();
  expect(got).toBe(zeroG);
  for (let i = 0; i < want.length; i++) {
    if (!Object.is(have[i], want[i])) expect([i, have[i]], JSON.stringify(o)).toEqual([i, want[i]]);
  }
}

// Components across scales: ordinary, huge, tiny, subnormal, zeros of both signs.
const component = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: -1000, max: 1000, noNaN: true }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -0, 5e-324, -5e-324, 1e308, -1e308, 2 ** -1000) },
);

const scene = fc
  .record({
    three: fc.boolean(),
    S: fc.tuple(component, component, component),
    T: fc.tuple(component, component, component),
    U: fc.option(fc.tuple(component, component, component), { nil: undefined }),
    inherit: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    Vt: fc.option(fc.tuple(component, component, component), { nil: undefined }),
    A: fc.option(fc.tuple(component, component, component), { nil: undefined }),
    g: fc.option(fc.tuple(component, component, component), { nil: undefined }),
    speed: fc.oneof(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, noNaN: true })),
  })
  .map(({ three, S, T, U, inherit, Vt, A, g, speed }) => {
    const cut = (v: number[] | undefined) => (v === undefined ? undefined : three ? v : v.slice(0, 2));
    const o: QuarticInput = { shooter: cut(S)!, target: cut(T)!, speed };
    if (U !== undefined) o.shooterVelocity = cut(U);
    if (inherit !== undefined) o.inherit = inherit;
    if (Vt !== undefined) o.targetVelocity = cut(Vt);
    if (A !== undefined) o.targetAcceleration = cut(A);
    if (g !== undefined) o.gravity = cut(g);
    return o;
  });

describe('quartic-hot: interceptTo’s loader', () => {
  test('loadQuartic(o) → Q and the quartic bit for bit as prepareQuarticIn + formQuartic, and whether G = 0 (property: 2D/3D, every scale, zeros, overflowing differences)', () => {
    fc.assert(fc.property(scene, expectSameBits), fcParams());
  }, 60_000);

  test('loadQuartic on fixed scenes (the four-hit scene, a standing target, gravity alone, −0 products) → the same bits', () => {
    const scenes: QuarticInput[] = [
      { shooter: [0, 0, 0], target: [-25, 73, 3], targetVelocity: [-1, -58, -5], speed: 20, gravity: [0, -9.81, 0] },
      { shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] },
      { shooter: [1, 2], target: [3, 4], speed: 0 },
      { shooter: [0, 0, 0], target: [0, 0, 0], targetVelocity: [-0, 0, 1], gravity: [0, 0, -0], speed: 3 },
      { shooter: [0, 0], target: [1e308, -1e308], targetVelocity: [1e308, 1], gravity: [0, -1e-300], speed: 1e300 },
    ];
    for (const o of scenes) expectSameBits(o);
  });
});
