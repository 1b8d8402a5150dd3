/**
 * The 1.0 API against the 0.x API on the same scenes: `golden.json` holds the answers of every entry point of the
 * last 0.x build (scripts/api-golden.mjs, from the commit it names) on 1,200 seeded scenes: constant velocity,
 * ballistic and general, 2D and 3D, scales from 1e−6 to 1e6, equal and near-equal speeds, shooter motion, time limits.
 * The 1.0 calls must give the same verdict and the same bits, read through the new slot layout.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SLOTS,
  ballisticArcs,
  ballisticArcsTo,
  intercept,
  interceptFrameTo,
  interceptTo,
  linearIntercept,
  linearInterceptTo,
  type InterceptOptions,
} from '../../../src/lib';

interface Scene extends InterceptOptions {
  dim: 2 | 3;
}
type Solved = { hit: true; times: string[]; aim: string[] } | { hit: false; reason: string; closest: string[] };
interface Answer {
  scene: Scene;
  intercept: Solved;
  interceptTo: { hit: boolean; out: string[] };
  frame: { count: number; out: string[] };
  linear?: Solved;
  linearTo?: { hit: boolean; out: string[] };
  arcs?: { reachable: true; arcs: string[][] } | { reachable: false; reason: string };
  arcsTo?: { count: number; out: string[] };
}

const golden = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8')) as {
  commit: string;
  answers: Answer[];
};

const view = new DataView(new ArrayBuffer(8));
const hex = (x: number) => {
  view.setFloat64(0, x);
  return view.getBigUint64(0).toString(16).padStart(16, '0');
};
const hexes = (xs: ArrayLike<number>) => Array.from(xs, hex);
const optionsOf = ({ dim: _dim, ...options }: Scene): InterceptOptions => options;

function solved(r: ReturnType<typeof intercept>): Solved {
  return r.hit
    ? { hit: true, times: hexes(r.times), aim: hexes(r.aim) }
    : { hit: false, reason: r.reason, closest: hexes([r.closest.time, r.closest.distance, ...r.closest.aim]) };
}

/** A 0.x hot-path output (time, aim over dim slots, the rest untouched at −1) in the 1.0 layout (z = 0 in 2D). */
function hitRecordOf(old: string[], dim: number, hit: boolean): string[] {
  if (!hit || dim === 3) return old;
  return [...old.slice(0, 3), hex(0)];
}

describe(`the 1.0 API gives the 0.x answers bit for bit (${golden.answers.length} scenes)`, () => {
  it('has scenes of every kind', () => {
    const a = golden.answers;
    expect(a.length).toBe(1200);
    expect(a.filter((x) => x.intercept.hit).length).toBeGreaterThan(300);
    expect(a.filter((x) => x.linear).length).toBeGreaterThan(300);
    expect(a.filter((x) => x.arcs?.reachable).length).toBeGreaterThan(50);
    const reasons = new Set(a.flatMap((x) => (x.intercept.hit ? [] : [x.intercept.reason])));
    expect([...reasons].sort()).toEqual([
      'beyond-max-time',
      'cannot-move',
      'out-of-range',
      'receding',
      'target-too-fast',
    ]);
  });

  it('intercept: the same hit times and aim, or the same reason and best miss', () => {
    for (const a of golden.answers) expect(solved(intercept(optionsOf(a.scene)))).toEqual(a.intercept);
  });

  it('interceptTo: 1 or 0 where 0.x said true or false, record 0 the same bits (z written as 0 in 2D)', () => {
    for (const a of golden.answers) {
      const out = new Float64Array(SLOTS.hitLength).fill(-1);
      const n = interceptTo(out, optionsOf(a.scene));
      expect(n).toBe(a.interceptTo.hit ? 1 : 0);
      expect(hexes(out)).toEqual(hitRecordOf(a.interceptTo.out, a.scene.dim, a.interceptTo.hit));
    }
  });

  it('interceptFrameTo: the same count, times, aims, best miss and reason, at the SLOTS offsets', () => {
    // The 0.x FRAME: count 0, reason 1, times 2…5, aims 6 + 3k, miss time 18, distance 19, aim 20…22.
    for (const a of golden.answers) {
      const out = new Float64Array(SLOTS.frameLength);
      const n = interceptFrameTo(out, optionsOf(a.scene));
      const old = a.frame.out;
      expect(n).toBe(a.frame.count);
      for (let k = 0; k < 4; k++) {
        const at = k * SLOTS.record;
        expect(hexes(out.subarray(at, at + 4))).toEqual([old[2 + k], ...old.slice(6 + 3 * k, 9 + 3 * k)]);
      }
      expect(hexes(out.subarray(SLOTS.miss, SLOTS.miss + 4))).toEqual([old[18], ...old.slice(20, 23)]);
      expect(hex(out[SLOTS.missDistance])).toBe(old[19]);
      expect(hex(out[SLOTS.reason])).toBe(old[1]);
    }
  });

  it('linearIntercept and linearInterceptTo: the same answers from the options form', () => {
    let checked = 0;
    for (const a of golden.answers) {
      if (!a.linear || !a.linearTo) continue;
      checked++;
      expect(solved(linearIntercept(optionsOf(a.scene)))).toEqual(a.linear);
      const out = new Float64Array(SLOTS.hitLength).fill(-1);
      expect(linearInterceptTo(out, optionsOf(a.scene))).toBe(a.linearTo.hit ? 1 : 0);
      expect(hexes(out)).toEqual(hitRecordOf(a.linearTo.out, a.scene.dim, a.linearTo.hit));
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('ballisticArcs and ballisticArcsTo: the same arcs, the lob as record 1', () => {
    let checked = 0;
    for (const a of golden.answers) {
      if (!a.arcs || !a.arcsTo) continue;
      checked++;
      const { dim } = a.scene;
      const b = ballisticArcs(optionsOf(a.scene));
      expect(
        b.reachable
          ? { reachable: true, arcs: b.arcs.map((x) => hexes([x.time, ...x.aim])) }
          : { reachable: false, reason: b.reason },
      ).toEqual(a.arcs);
      const out = new Float64Array(SLOTS.arcsLength).fill(-1);
      const n = ballisticArcsTo(out, optionsOf(a.scene));
      expect(n).toBe(a.arcsTo.count);
      if (n === 0) {
        expect(hexes(out)).toEqual(Array(SLOTS.arcsLength).fill(hex(-1)));
        continue;
      }
      // 0.x: low at 0 (time, dim aim), high at dim + 1.
      const old = a.arcsTo.out;
      const z = (at: number) => (dim === 3 ? old[at + 3] : hex(0));
      expect(hexes(out.subarray(0, 4))).toEqual([old[0], old[1], old[2], z(0)]);
      const h = dim + 1;
      expect(hexes(out.subarray(4, 8))).toEqual([old[h], old[h + 1], old[h + 2], z(h)]);
    }
    expect(checked).toBeGreaterThan(100);
  });
});
