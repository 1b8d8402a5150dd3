import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { linearIntercept } from '../../../src/lib/intercept/intercept-linear';
import { hotLinear, linearHitTo, plainTime, speedSlot } from '../../../src/lib/intercept/linear-hot';
import { fcParams } from '../oracle';
import { HOT_TOLERANCE, hotPathCase } from '../linear-cases';

describe('linear-hot: the tiers behind linearInterceptTo', () => {
  test('tiers 2 and 3 (hotLinear) → bit-identical to linearIntercept on random, near-equal-speed and near-grazing cases (property)', () => {
    const out = new Float64Array(4);
    fc.assert(
      fc.property(hotPathCase(), ({ S, T, V, s }) => {
        speedSlot[0] = s;
        const hit = hotLinear(out, S, T, V);
        const r = linearIntercept({ shooter: S as number[], target: T, targetVelocity: V, speed: s });
        expect(hit).toBe(r.hit);
        if (!r.hit) return;
        expect(out[0]).toBe(r.time);
        expect(Array.from(out.subarray(1, 1 + S.length))).toEqual(r.aim);
      }),
      fcParams(),
    );
  }, 60_000);

  test('tier 1 answers an ordinary shot itself: its time differs from the compensated one in the last bits', () => {
    // Found by search: a shot whose plain-double time is 1 ulp off the
    // compensated one, so equal outputs would mean tier 1 never answered.
    const a = new Float64Array(4);
    const b = new Float64Array(4);
    let differ = 0;
    for (let i = 1; i <= 200; i++) {
      const S = [0, 0];
      const T = [100 + i * 0.37, 40 - i * 0.11];
      const V = [-3 + i * 0.013, 7.1];
      expect(plainTime(S, T, V, 21.3)).toBeGreaterThan(0);
      linearHitTo(a, S, T, V, 21.3);
      speedSlot[0] = 21.3;
      hotLinear(b, S, T, V);
      expect(Math.abs(a[0] - b[0])).toBeLessThanOrEqual(HOT_TOLERANCE * b[0]);
      if (a[0] !== b[0]) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  test('tier 1: equal and near-equal speeds give the bits of linearIntercept, answered by tier 1 where its bound holds and by the exact tiers where it does not', () => {
    const out = new Float64Array(4);
    // [S, T, V, s, whether tier 1 must decline]
    const cases: [number[], number[], number[], number, boolean][] = [
      [[0, 0], [100, 0], [-10, 0], 10, false], // equal speeds, head-on: t = 5, exact in plain doubles
      [[0, 0], [100, 0], [0, 10], 10 * (1 + 1e-15), true], // near-equal, crossing: a's rounding dominates
      [[0, 0], [100, 30], [-9, 4], Math.hypot(-9, 4) * (1 + 1e-13), false],
      // Receding, and |V|² − s² rounds to 0 in plain doubles but is −1.4e-14
      // exactly: the shot is the faster by a hair and hits at t ≈ 5.9e16.
      [
        [0, 0],
        [28.953133675158668, -20.387194957635188],
        [9.31771122505289, -7.462398319211729],
        11.93763507349972,
        true,
      ],
    ];
    for (const [S, T, V, s, declines] of cases) {
      expect(plainTime(S, T, V, s) < 0).toBe(declines);
      const hit = linearHitTo(out, S, T, V, s) === 1;
      const r = linearIntercept({ shooter: S as number[], target: T, targetVelocity: V, speed: s });
      expect(hit).toBe(r.hit);
      if (r.hit) expect(out[0]).toBe(r.time);
    }
    expect(out[0]).toBeCloseTo(5.870845530508352e16, -2);
  });

  test('linearHitTo: a speed that is not a number ≥ 0 never hits, and z is 0 in 2D on every tier', () => {
    const out = new Float64Array(4).fill(7);
    for (const s of [-1, -0.5, NaN]) expect(linearHitTo(out, [0, 0], [100, 0], [0, 5], s)).toBe(0);
    expect(Array.from(out)).toEqual([7, 7, 7, 7]);
    expect(plainTime([0, 0], [100, 0], [0, 5], 20)).toBeGreaterThan(0); // tier 1
    expect(linearHitTo(out, [0, 0], [100, 0], [0, 5], 20)).toBe(1);
    expect(out[3]).toBe(0);
    out.fill(7);
    expect(plainTime([0, 0], [100, 0], [0, 10], 10 * (1 + 1e-15))).toBe(-1); // tier 2
    expect(linearHitTo(out, [0, 0], [100, 0], [0, 10], 10 * (1 + 1e-15))).toBe(1);
    expect(out[3]).toBe(0);
  });
});

/**
 * `linearInterceptTo` is fast only while V8 inlines it, with `linearHitTo` and tier 1 (`plainTime`), into the
 * caller's loop: then a call written with an inline options object allocates nothing and costs about 30 ns, not 45
 * (bench/RESULTS.md). V8 (12.x, Node 22) inlines a function of at most 460 bytes of bytecode, and a caller takes
 * a callee only while 1.2 × (its bytecode + what it inlines) fits the caller's budget of 920 bytes. This checks the
 * bytecode lengths that V8 reports for the three functions, bundled as the bench bundles them, so that an edit that
 * would silently make the path slower fails here. The library comes after 300 other module variables in the bundle,
 * as in a game's large bundle: each load of one of its module variables then takes a wider instruction (a context
 * slot index above 255), the longest the same code can be.
 */

const ROOT = resolve(__dirname, '../../..');
const ONE_FUNCTION = 460;
const BUDGET = 920;
const RESERVE = 1.2;

const dir = mkdtempSync(join(tmpdir(), 'linear-inline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bytecodeLength(bundle: string, name: string): number {
  const text = execFileSync(process.execPath, ['--print-bytecode', `--print-bytecode-filter=${name}`, bundle], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const at = text.indexOf(`bytecode for function: ${name} `);
  expect(at, `V8 printed no bytecode for ${name}`).toBeGreaterThanOrEqual(0);
  const length = /Bytecode length: (\d+)/.exec(text.slice(at));
  expect(length).not.toBeNull();
  return Number(length![1]);
}

describe('linearInterceptTo: inlinable into the caller', () => {
  test(`linearInterceptTo, linearHitTo and plainTime: each ≤ ${ONE_FUNCTION} bytes of bytecode, together ×${RESERVE} ≤ ${BUDGET}`, () => {
    const bundle = join(dir, 'entry.mjs');
    // 300 module variables that functions read, so that V8 gives each a context slot before the library's.
    const pad = join(dir, 'pad.ts');
    const names = Array.from({ length: 300 }, (_, i) => `v${i}`);
    writeFileSync(
      pad,
      `${names.map((v, i) => `let ${v} = ${i};`).join('\n')}\nexport const padSum = () => ${names.join(' + ')};\n`,
    );
    buildSync({
      stdin: {
        // Both dimensions and a tier-2 case, so that every function named runs (V8 compiles bytecode on first call).
        contents: `import { padSum } from ${JSON.stringify(pad)};
          padSum();
          import { linearInterceptTo } from './src/lib/intercept/linear-to';
          const out = new Float64Array(4);
          linearInterceptTo(out, { shooter: [0, 0], target: [100, 0], targetVelocity: [0, 5], speed: 20 });
          linearInterceptTo(out, { shooter: [0, 0, 0], target: [100, 0, 0], targetVelocity: [0, 10, 0], speed: 10 * (1 + 1e-15) });`,
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      outfile: bundle,
      logLevel: 'silent',
    });
    const sizes = Object.fromEntries(
      ['linearInterceptTo', 'linearHitTo', 'plainTime'].map((name) => [name, bytecodeLength(bundle, name)]),
    );
    for (const [name, size] of Object.entries(sizes)) expect(size, name).toBeLessThanOrEqual(ONE_FUNCTION);
    const total = sizes.linearInterceptTo + sizes.linearHitTo + sizes.plainTime;
    console.log(`linearInterceptTo inlining: ${JSON.stringify(sizes)}, ${total} bytes × ${RESERVE} of ${BUDGET}`);
    expect(total * RESERVE).toBeLessThanOrEqual(BUDGET);
  }, 30_000);
});
