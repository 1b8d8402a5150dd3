/**
 * The C# port (ports/csharp/LeadingTarget.cs) against the TypeScript library:
 * compiled with Mono's `mcs` at the strictest settings (warnings as errors,
 * C# 4 language level, as old Unity versions accept), run with `mono` on every
 * shared fixture (tests/ports/fixtures.ts: the reference cases and ≥ 10⁴ seeded
 * scenes, bad input included), compared by tests/ports/compare.ts: hit or no
 * hit, reasons and rejected arguments always equal, times within the stated
 * ulp bounds. Prints the error table. The runner also checks that the
 * per-frame forms (TryLinearIntercept, TryIntercept) give exactly the full
 * solve's time and aim, that four threads solving at once get the same
 * answers (the root finder's workspace is per thread), and that no entry
 * point allocates once warm.
 *
 * The options fixtures (fixtures.ts, `buildOptionFixtures`) put every option
 * (shooter velocity, inherit, maxTime included) to the four options entry
 * points, `Intercept`, `LinearIntercept`, `BallisticArcs` and
 * `TryLinearIntercept`: the same answers, the same bad argument named, and
 * the same option an entry does not handle refused (UnsupportedOptionException).
 * Beyond the shared fixtures, the C#-only runner kinds check what the
 * protocol leaves out: the ballistic result's maximum range, elevations and
 * best reach, and null options; and the quick start runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ballisticArcs, gravityYUp3D, intercept } from '../../src/lib/index';
import { ulpDistance } from '../../src/lib/numeric';
import { BOUNDS, compareResults, formatReport } from './compare';
import { OPTION_KINDS, buildFixtures, buildOptionFixtures, formatNumber, inputLine, parseNumber } from './fixtures';
import type { Fixture } from './fixtures';

const ROOT = resolve(__dirname, '../..');
const SOURCES = [join(ROOT, 'ports/csharp/LeadingTarget.cs'), join(ROOT, 'ports/csharp/Runner.cs')];

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** mcs and mono, installed by scripts/ensure-toolchains.mjs where missing (as Chromium is for the browser tests). */
function ensureMono(): void {
  if (has('mcs') && has('mono')) return;
  const script = join(ROOT, 'scripts/ensure-toolchains.mjs');
  if (existsSync(script)) execFileSync(process.execPath, [script], { stdio: 'inherit' });
  if (!(has('mcs') && has('mono'))) {
    throw new Error('the C# port test needs Mono: apt-get install -y mono-mcs mono-runtime (Debian/Ubuntu)');
  }
}

let dir = '';
let runner = '';
let fixtureCache: Fixture[] | null = null;

/** The shared fixtures, built once for the tests below (about a second each time). */
function sharedFixtures(): Fixture[] {
  fixtureCache ??= buildFixtures();
  return fixtureCache;
}

function runPort(input: string, ...flags: string[]): { stdout: string; stderr: string } {
  const run = spawnSync('mono', [runner, '--check-try', ...flags], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  expect(run.status, run.stderr).toBe(0);
  return { stdout: run.stdout, stderr: run.stderr };
}

/**
 * Bounds of the ballistic extras. The library (V8's fdlibm) and the port (glibc through Mono)
 * call different atan2, sin and cos, which may differ by an ulp, and the formulas amplify that
 * where the geometry degenerates: the maximum range s²/(|g|(1 + sin θ)) and the miss
 * |R| − maxRange for a target straight below (θ → −π/2), the best reach's flight time
 * 2s·sin(α − θ)/(|g| cos θ) by 1/|cos θ|. So each is measured by the error it implies in its
 * ill-conditioned factor: range and miss in 1 + sin θ, the time relative to itself times |cos θ|
 * (units of 2⁻⁵³); angles absolutely (2⁻⁵³ rad), the launch velocity against its largest
 * component. Largest errors measured on 30 000 scenes: 1, 1.9, 6.6, 2 and 4.4; the bounds are
 * 2.4–8× that.
 */
const BALLISTIC_BOUNDS: Record<string, number> = {
  'max range (2⁻⁵³ in 1 + sin θ)': 8,
  'miss (2⁻⁵³ in 1 + sin θ)': 8,
  'best-reach time (2⁻⁵³·t/|cos θ|)': 16,
  'elevation (2⁻⁵³ rad)': 8,
  'best-reach velocity (2⁻⁵³|v|∞)': 16,
};

/** mulberry32, uniform in [0, 1): the same scenes on every machine. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nums = (xs: number[]) => xs.map(formatNumber).join(' ');

beforeAll(() => {
  ensureMono();
  dir = mkdtempSync(join(tmpdir(), 'ports-cs-'));
  runner = join(dir, 'runner.exe');
  // -warn:4 -warnaserror+: every warning fails the build; -langversion:4: no newer C# than old Unity takes.
  execFileSync('mcs', ['-optimize+', '-warn:4', '-warnaserror+', '-langversion:4', `-out:${runner}`, ...SOURCES], {
    stdio: 'pipe',
  });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('C# port', () => {
  it('agrees with the TypeScript library on every shared fixture', () => {
    const fixtures = sharedFixtures();
    expect(fixtures.length).toBeGreaterThan(10_000);
    const input = fixtures.map(inputLine).join('\n') + '\n';
    const run = runPort(input, '--threads');
    expect(run.stderr, 'Try* differ from the full solve, or answers differ on four threads').toBe('');
    const report = compareResults(fixtures, run.stdout.split('\n'), 'C#');
    console.log(formatReport(report, 'C#'));
    expect(report.failures.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('agrees on every option (shooter velocity, inherit, maxTime) through every options entry point, and refuses alike', () => {
    const fixtures = buildOptionFixtures();
    const { stdout, stderr } = runPort(fixtures.map(inputLine).join('\n') + '\n', '--threads');
    expect(stderr, 'Try* differ from the full solve, or answers differ on four threads').toBe('');
    // first-options: C#'s TryLinearIntercept answers with the exact path (LinearIntercept's bits), the library's
    // linearInterceptToChecked with its certified fast path, within 2⁻⁴⁸ of the exact one: up to 32 ulp apart.
    const report = compareResults(fixtures, stdout.split('\n'), 'C# options', { ...BOUNDS, 'first-hit time': 32 });
    console.log(formatReport(report, 'C# options'));
    expect(report.failures.slice(0, 20)).toEqual([]);
    // The scenes reach every outcome the options add, in every entry point.
    for (const kind of OPTION_KINDS) {
      const types = new Set(fixtures.filter((f) => f.kind === kind).map((f) => f.expected.type));
      // intercept handles every option: it only refuses bad values.
      for (const t of kind === 'intercept-options' ? ['error'] : ['error', 'unsupported'])
        expect(types, kind).toContain(t);
    }
    const reasons = new Set(fixtures.map((f) => (f.expected.type === 'miss' ? f.expected.reason : f.expected.type)));
    for (const r of ['hit', 'beyond-max-time', 'out-of-range', 'arcs', 'none']) expect(reasons).toContain(r);
  }, 60_000);

  it('gives the ballistic maximum range, elevations and best reach as the library does', () => {
    const rand = rng(0xba11);
    const uni = (lo: number, hi: number) => lo + (hi - lo) * rand();
    const lines: string[] = [];
    const want: number[][] = [];
    const kinds: string[] = [];
    const scales: { s: number; g: number }[] = [];
    for (let i = 0; i < 2000; i++) {
      const dim = rand() < 0.5 ? 2 : 3;
      const vec = (r: number) => Array.from({ length: dim }, () => uni(-r, r));
      const shooter = vec(100);
      const gravity = rand() < 0.7 ? (dim === 2 ? [0, -9.81] : [0, -9.81, 0]) : rand() < 0.8 ? vec(20) : vec(0);
      const speed = rand() < 0.05 ? 0 : uni(5, 60);
      const target = shooter.map((x, k) => x + vec(rand() < 0.5 ? 100 : 600)[k]);
      const r = ballisticArcs({ shooter, target, speed, gravity });
      scales.push({ s: speed, g: Math.hypot(...gravity) });
      if (r.reachable) {
        kinds.push('reach');
        want.push([r.maxRange, r.low.elevation, r.high.elevation]);
      } else {
        const b = r.bestReach;
        kinds.push('noreach');
        want.push([r.maxRange, b.time, b.elevation, ...b.launchVelocity, b.miss]);
      }
      lines.push(`b${i} ballistic-extra ${dim} ${nums(shooter)} ${nums(target)} ${nums(gravity)} ${nums([speed])}`);
    }
    const out = runPort(lines.join('\n') + '\n')
      .stdout.trim()
      .split('\n');
    expect(out.length).toBe(lines.length);
    // Errors per quantity, as BALLISTIC_BOUNDS explains.
    const U = 2 ** -53;
    const worst: Record<string, number> = {};
    let exact = 0;
    let values = 0;
    const record = (what: string, err: number) => {
      worst[what] = Math.max(worst[what] ?? 0, Number.isNaN(err) ? Infinity : err);
      if (err === 0) exact++;
      values++;
    };
    out.forEach((line, i) => {
      const tok = line.split(' ');
      expect(tok[0]).toBe(`b${i}`);
      expect(tok[2], line).toBe(kinds[i]);
      const got = tok.slice(3).map(parseNumber);
      const w = want[i];
      expect(got.length, line).toBe(w.length);
      // An error in 1 + sin θ moves maxRange = s²/(|g|(1 + sin θ)) by maxRange²·|g|/s² times as much.
      const { s, g } = scales[i];
      const inOnePlusSin = (d: number) => (d === 0 ? 0 : (d * g) / (s * s) / w[0] / w[0] / U);
      record(
        'max range (2⁻⁵³ in 1 + sin θ)',
        Number.isFinite(w[0]) ? inOnePlusSin(Math.abs(got[0] - w[0])) : ulpDistance(got[0], w[0]),
      );
      if (kinds[i] === 'reach') {
        record('elevation (2⁻⁵³ rad)', Math.abs(got[1] - w[1]) / U);
        record('elevation (2⁻⁵³ rad)', Math.abs(got[2] - w[2]) / U);
        return;
      }
      const n = w.length - 4;
      // t = 2s·sin(α − θ)/(|g| cos θ) amplifies an error in θ by 1/|cos θ|; cos θ = sin 2α at α = 45° + θ/2.
      const dt = Math.abs(got[1] - w[1]);
      record(
        'best-reach time (2⁻⁵³·t/|cos θ|)',
        dt === 0 ? 0 : ((dt / Math.abs(w[1])) * Math.abs(Math.sin(2 * w[2]))) / U,
      );
      record('elevation (2⁻⁵³ rad)', Math.abs(got[2] - w[2]) / U);
      const v = w.slice(3, 3 + n);
      const scale = Math.max(...v.map(Math.abs), Number.MIN_VALUE);
      const dv = Math.max(...v.map((x, k) => Math.abs(got[3 + k] - x)));
      record('best-reach velocity (2⁻⁵³|v|∞)', dv === 0 ? 0 : dv / scale / U);
      const dm = Math.abs(got[3 + n] - w[3 + n]);
      record(
        'miss (2⁻⁵³ in 1 + sin θ)',
        Number.isFinite(w[0]) && w[0] > 0 ? inOnePlusSin(dm) : ulpDistance(got[3 + n], w[3 + n]),
      );
    });
    console.log(
      `C# ballistic extras: ${values} values, ${exact} identical; largest errors: ${Object.entries(worst)
        .map(([k, e]) => `${k} ${+e.toFixed(2)}`)
        .join(', ')}`,
    );
    for (const [what, err] of Object.entries(worst)) expect(err, what).toBeLessThanOrEqual(BALLISTIC_BOUNDS[what]);
    expect(kinds).toContain('noreach');
  }, 60_000);

  it('allocates nothing per call once warm (every entry point, every valid shared fixture)', () => {
    const input = sharedFixtures().map(inputLine).join('\n') + '\n';
    const run = spawnSync('mono', [runner, '--alloc'], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
    expect(run.status, run.stderr).toBe(0);
    const rows = run.stderr
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
      .filter((tok) => tok[0] === 'alloc')
      .map(([, name, bytes, calls]) => ({ name, bytes: Number(bytes), calls: Number(calls) }));
    console.log(
      `C# allocation per call: ${rows.map((r) => `${r.name} ${r.bytes} B over ${r.calls} calls`).join(', ')}`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'LinearIntercept',
      'TryLinearIntercept',
      'BallisticArcs',
      'Intercept',
      'TryIntercept',
    ]);
    for (const r of rows) {
      expect(r.calls, r.name).toBeGreaterThan(1000);
      expect(r.bytes, r.name).toBe(0);
    }
  }, 60_000);

  it('rejects null options with ArgumentNullException in every options entry point', () => {
    expect(runPort('n null-options 2\n').stdout.trim()).toBe('n error options');
  }, 60_000);

  it('the quick start (Unity: y up, metres) compiles at C# 4 and prints what the library answers', () => {
    const exe = join(dir, 'quickstart.exe');
    execFileSync(
      'mcs',
      [
        '-warn:4',
        '-warnaserror+',
        '-langversion:4',
        `-out:${exe}`,
        SOURCES[0],
        join(ROOT, 'tests/ports/quickstart/Unity.cs'),
      ],
      { stdio: 'pipe' },
    );
    const r = intercept({
      shooter: [0, 1.5, 0],
      target: [40, 1, 25],
      targetVelocity: [-3, 0, 4],
      speed: 35,
      gravity: gravityYUp3D,
    });
    expect(r.hit).toBe(true);
    if (!r.hit) return;
    const f = (x: number) => x.toFixed(4);
    expect(execFileSync('mono', [exe], { encoding: 'utf8' })).toBe(
      `first at ${f(r.time)} s, aim ${r.aim.map(f).join(' ')}\n` +
        `hits ${r.times.length}, lob at ${f(r.times[r.times.length - 1])} s\n` +
        'LinearIntercept refuses Gravity\n',
    );
  }, 60_000);
});
