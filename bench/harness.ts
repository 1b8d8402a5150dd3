/**
 * A small micro-benchmark harness for V8. Each benchmark is a monomorphic loop
 * `(n) => checksum` written out by hand (a shared loop calling different
 * functions would turn its call site megamorphic and time the dispatch), run
 * after a warm-up, calibrated so one run lasts ≥ 50 ms of CPU time, and timed
 * as the median of several runs. The checksum is printed so V8 cannot drop the calls.
 */
import { PerformanceObserver } from 'node:perf_hooks';

/** Runs `n` calls and returns a checksum of their results. */
export type Loop = (n: number) => number;

export interface Measurement {
  /** Median time per call (ns). */
  ns: number;
  /** Fastest and slowest run (ns per call). */
  min: number;
  max: number;
  /** Calls per timed run. */
  calls: number;
  /** Sum of the checksums of the timed runs. */
  checksum: number;
}

/**
 * Times one run in CPU time of this process (user + system), not wall time:
 * on a shared machine, time spent descheduled is not charged to the code.
 */
function timeRun(loop: Loop, n: number): { ns: number; checksum: number } {
  const c0 = process.cpuUsage();
  const checksum = loop(n);
  const c = process.cpuUsage(c0);
  return { ns: (c.user + c.system) * 1000, checksum };
}

/** Median of several timed runs, after warm-up and calibration. */
export function measure(loop: Loop, runs = 9, minRunNs = 50e6): Measurement {
  let checksum = 0;
  let n = 1024;
  // Warm-up doubles as calibration: grow n until one run takes minRunNs.
  for (;;) {
    const r = timeRun(loop, n);
    checksum += r.checksum;
    if (r.ns >= minRunNs) break;
    n *= 2;
  }
  for (let i = 0; i < 3; i++) checksum += timeRun(loop, n).checksum;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = timeRun(loop, n);
    times.push(r.ns / n);
    checksum += r.checksum;
  }
  times.sort((a, b) => a - b);
  return { ns: times[times.length >> 1], min: times[0], max: times[times.length - 1], calls: n, checksum };
}

/**
 * Two loops timed in alternation, A then B, `pairs` times (each run ≥ minRunNs of
 * CPU time after warm-up): the median of the per-pair ratios B/A and the median
 * time per call of each. Another process that slows the machine for a second
 * slows both runs of a pair, so the ratio holds where two rows measured a minute
 * apart (as the table's are) need not.
 */
export function interleaved(a: Loop, b: Loop, pairs = 15, minRunNs = 20e6): { ratio: number; a: number; b: number } {
  let n = 1024;
  for (;;) {
    timeRun(b, n);
    if (timeRun(a, n).ns >= minRunNs) break;
    n *= 2;
  }
  const ratios: number[] = [];
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const ra = timeRun(a, n).ns / n;
    const rb = timeRun(b, n).ns / n;
    ta.push(ra);
    tb.push(rb);
    ratios.push(rb / ra);
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[xs.length >> 1];
  return { ratio: median(ratios), a: median(ta), b: median(tb) };
}

const gc = (globalThis as { gc?: () => void }).gc;

/** True when the process runs with --expose-gc, so {@link bytesPerCall} can measure. */
export const canMeasureHeap = typeof gc === 'function';

/**
 * Heap growth per call: a full GC, then `calls` calls (few enough that the
 * young generation does not fill and get scavenged in between), then the
 * growth of `heapUsed`. Median of several tries; 0 means nothing escaped the
 * optimised loop. Needs --expose-gc; NaN without it.
 */
export function bytesPerCall(loop: Loop, calls = 256, tries = 15): number {
  if (!gc) return NaN;
  const growth: number[] = [];
  for (let i = 0; i < tries; i++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    loop(calls);
    const after = process.memoryUsage().heapUsed;
    growth.push(Math.max(0, after - before) / calls);
  }
  growth.sort((a, b) => a - b);
  return growth[growth.length >> 1];
}

/**
 * Counts garbage collections while `body` runs: a hot path that allocates
 * triggers minor GCs (scavenges) over millions of calls; one that does not,
 * none. Entries arrive asynchronously, hence the await.
 */
export async function countGcs(body: () => void): Promise<number> {
  let count = 0;
  const observer = new PerformanceObserver((list) => {
    count += list.getEntries().length;
  });
  observer.observe({ entryTypes: ['gc'] });
  body();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return count;
}

/** A seeded PRNG (mulberry32) returning floats in [0, 1). */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
