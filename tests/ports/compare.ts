/**
 * The comparison every port test uses: a port's result lines against the
 * TypeScript library's answers on the shared fixtures (fixtures.ts).
 *
 * - Always equal: hit or no hit (arc or no arc, error or not), the no-hit
 *   reason, the rejected argument (bad, or an option the entry point does
 *   not handle: `unsupported`), the number of hit times and of arcs.
 * - Within a bound, in ulps (units in the last place, `ulpDistance`): every
 *   hit time and arc time; the best-miss time. Measured, not assumed: the
 *   test prints the maximum and the median of each kind.
 * - Vectors: the aim (a unit vector) in units of 2⁻⁵³ absolute per component;
 *   an arc's launch velocity in units of 2⁻⁵³·|v|∞; the miss distance
 *   d = |W(t)| − s·t in units of 2⁻⁵³·max(|d|, |W(t)|) (it is a difference
 *   of two lengths, so it is measured against the larger).
 *
 * The bounds (`BOUNDS`) come from measurements on the 12021 fixtures:
 * - The C++ port, which performs the library's floating-point operations in
 *   the same order, is bit-identical to it: 0 ulp on every quantity (also with
 *   -march=native -ffp-contract=fast, since the header switches contraction
 *   off; with -ffast-math, which it refuses, errors reach 10¹⁶ ulp).
 * - What a port can legitimately differ in is its math library (cbrt, pow,
 *   hypot round differently) and the root bound those feed. An experiment
 *   with the C++ port using std::hypot, pow(x, 1/3) for cbrt and a root bound
 *   2⁻⁵⁰ larger moved no hit or arc time at all (the compensated polish ends
 *   on the same double), the best-miss time by up to 21 ulp (the closed form
 *   of a flat minimum cancels: −R·V + s·|R×V|/√(|V|² − s²)), aims by ≤ 3
 *   units and the miss distance by ≤ 2.7 units.
 * - Mutations of the C++ port, to see that the test can fail: without the
 *   compensated Newton polish of the quadratic's roots, times moved by up to
 *   2 ulp, aims by 9 units and arc velocities by 20; without Kahan's exact
 *   discriminant an arc at maximum range was lost; without the tangency rule
 *   every exact tangent became a miss; a loosened certificate in first_hit
 *   gave times 10¹⁵ ulp off.
 * So: hit, first-hit and arc times 1 ulp (0 measured; one rounding apart is
 * still allowed, a skipped polish is not); best-miss time 64 ulp; aims and
 * velocities 8 units; miss distance 8 units of 2⁻⁵³·|W(t)|: about 3× the
 * largest deviation a legitimate difference produced. A port that needs
 * other bounds passes its own to `compareResults`, with its reasons.
 */
import { ulpDistance } from '../../src/lib/numeric';
import { parseResultLine } from './fixtures';
import type { Expected, Fixture } from './fixtures';

/** One measured quantity. */
export type ErrorKind =
  | 'linear time'
  | 'first-hit time'
  | 'intercept time'
  | 'arc time'
  | 'miss time'
  | 'aim'
  | 'arc velocity'
  | 'miss distance';

/**
 * The stated bounds (ulps, or units of 2⁻⁵³ as described above). A port
 * fails when any measured error exceeds its bound.
 */
export const BOUNDS: Record<ErrorKind, number> = {
  'linear time': 1,
  'first-hit time': 1,
  'intercept time': 1,
  'arc time': 1,
  'miss time': 64,
  aim: 8,
  'arc velocity': 8,
  'miss distance': 8,
};

const KINDS = Object.keys(BOUNDS) as ErrorKind[];

const U = 2 ** -53;

export interface KindStats {
  kind: ErrorKind;
  count: number;
  max: number;
  median: number;
  /** How many values were exactly equal (0 ulp). */
  exact: number;
  bound: number;
  /** The fixture of the largest error. */
  worst: string;
}

export interface ComparisonReport {
  cases: number;
  /** Disagreements and errors beyond bounds, one sentence each (empty: the port passes). */
  failures: string[];
  stats: KindStats[];
}

/** Largest absolute componentwise difference of two vectors. */
function maxAbsDiff(a: number[], b: number[]): number {
  let m = 0;
  // Equal values (±Infinity included: a miss beyond the double range) differ by 0.
  for (let i = 0; i < a.length; i++) m = Math.max(m, a[i] === b[i] ? 0 : Math.abs(a[i] - b[i]));
  return Number.isNaN(m) || a.length !== b.length ? Infinity : m;
}

function maxAbs(a: number[]): number {
  return a.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
}

function describe(e: Expected): string {
  switch (e.type) {
    case 'hit':
      return `hit at ${e.times.join(', ')}`;
    case 'miss':
      return `miss (${e.reason})`;
    case 'arcs':
      return `${e.arcs.length} arc(s)`;
    case 'noarc':
      return `no arc (${e.reason})`;
    case 'error':
      return `error (${e.argument})`;
    case 'unsupported':
      return `unsupported option (${e.argument})`;
    case 'none':
      return 'no hit';
  }
}

/**
 * Compares a port's output lines (one per fixture, in any order, matched by
 * id) with the fixtures' expected answers.
 */
export function compareResults(
  fixtures: Fixture[],
  lines: string[],
  port: string,
  bounds: Record<ErrorKind, number> = BOUNDS,
): ComparisonReport {
  const failures: string[] = [];
  const errors = new Map<ErrorKind, { value: number; id: string }[]>();
  for (const k of KINDS) errors.set(k, []);
  const record = (kind: ErrorKind, value: number, id: string) => {
    const v = Number.isNaN(value) ? Infinity : value;
    errors.get(kind)!.push({ value: v, id });
  };
  const byId = new Map<string, string>();
  for (const line of lines) {
    if (line.trim() === '') continue;
    const id = line.trim().split(/\s+/)[0];
    if (byId.has(id)) failures.push(`${port}: two result lines for ${id}`);
    byId.set(id, line);
  }
  for (const f of fixtures) {
    const line = byId.get(f.id);
    const where = `${port} ${f.id} (${f.kind}, ${f.family})`;
    if (line === undefined) {
      failures.push(`${where}: no result line`);
      continue;
    }
    let got: Expected;
    try {
      got = parseResultLine(line, f.dim).result;
    } catch (err) {
      failures.push(`${where}: ${(err as Error).message}`);
      continue;
    }
    const want = f.expected;
    if (got.type !== want.type) {
      failures.push(`${where}: port says ${describe(got)}, library says ${describe(want)}`);
      continue;
    }
    if (
      (want.type === 'error' && got.type === 'error') ||
      (want.type === 'unsupported' && got.type === 'unsupported')
    ) {
      if (got.argument !== want.argument) failures.push(`${where}: rejects ${got.argument}, library ${want.argument}`);
    } else if (want.type === 'noarc' && got.type === 'noarc') {
      if (got.reason !== want.reason) failures.push(`${where}: reason ${got.reason}, library ${want.reason}`);
    } else if (want.type === 'hit' && got.type === 'hit') {
      if (got.times.length !== want.times.length) {
        failures.push(`${where}: ${got.times.length} hit times [${got.times}], library [${want.times}]`);
        continue;
      }
      const kind: ErrorKind =
        f.kind === 'linear' || f.kind === 'linear-options'
          ? 'linear time'
          : f.kind === 'linear-first' || f.kind === 'first-options'
            ? 'first-hit time'
            : 'intercept time';
      for (let i = 0; i < want.times.length; i++) record(kind, ulpDistance(got.times[i], want.times[i]), f.id);
      record('aim', maxAbsDiff(got.aim, want.aim) / U, f.id);
    } else if (want.type === 'miss' && got.type === 'miss') {
      if (got.reason !== want.reason) {
        failures.push(`${where}: reason ${got.reason}, library ${want.reason}`);
        continue;
      }
      record('miss time', ulpDistance(got.time, want.time), f.id);
      record('aim', maxAbsDiff(got.aim, want.aim) / U, f.id);
      // d = |W(t)| − s·t is a difference of two lengths: measure it against the larger, |W(t)| = d + s·t.
      const scale = Math.max(Math.abs(want.distance), Math.abs(want.distance + f.speed * want.time), Number.MIN_VALUE);
      record('miss distance', maxAbsDiff([got.distance], [want.distance]) / scale / U, f.id);
    } else if (want.type === 'arcs' && got.type === 'arcs') {
      if (got.arcs.length !== want.arcs.length) {
        failures.push(`${where}: ${got.arcs.length} arcs, library ${want.arcs.length}`);
        continue;
      }
      for (let i = 0; i < want.arcs.length; i++) {
        record('arc time', ulpDistance(got.arcs[i].time, want.arcs[i].time), f.id);
        const v = want.arcs[i].velocity;
        const scale = Math.max(maxAbs(v), Number.MIN_VALUE);
        record('arc velocity', maxAbsDiff(got.arcs[i].velocity, v) / scale / U, f.id);
      }
    }
  }
  const stats: KindStats[] = KINDS.map((kind) => {
    const list = errors.get(kind)!;
    const values = list.map((e) => e.value).sort((a, b) => a - b);
    let worst = '';
    let max = 0;
    for (const e of list) if (e.value > max || worst === '') [max, worst] = [e.value, e.id];
    const median = values.length === 0 ? 0 : values[Math.floor((values.length - 1) / 2)];
    return {
      kind,
      count: values.length,
      max,
      median,
      exact: values.filter((v) => v === 0).length,
      bound: bounds[kind],
      worst: max > 0 ? worst : '—',
    };
  });
  for (const s of stats) {
    if (s.max > s.bound)
      failures.push(`${port}: ${s.kind} error ${s.max} exceeds the bound ${s.bound} (at ${s.worst})`);
  }
  return { cases: fixtures.length, failures, stats };
}

/** The report as a printable table (max and median error per kind, with the bounds). */
export function formatReport(report: ComparisonReport, port: string): string {
  const rows = report.stats.map((s) =>
    [
      s.kind.padEnd(15),
      String(s.count).padStart(6),
      String(s.exact).padStart(6),
      fmt(s.max).padStart(9),
      fmt(s.median).padStart(7),
      String(s.bound).padStart(6),
      s.worst,
    ].join(' | '),
  );
  const head = [
    'kind'.padEnd(15),
    'values'.padStart(6),
    'exact'.padStart(6),
    'max'.padStart(9),
    'median'.padStart(7),
    'bound'.padStart(6),
    'worst case',
  ].join(' | ');
  return [
    `${port} port vs the TypeScript library on ${report.cases} fixtures (times in ulp; aim, velocity, distance in units of 2⁻⁵³, see compare.ts)`,
    head,
    ...rows,
    report.failures.length === 0 ? 'all agree' : `${report.failures.length} failure(s)`,
  ].join('\n');
}

function fmt(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
