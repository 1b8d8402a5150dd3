/**
 * `npm run bench`: nanoseconds per call of the library's intercept solvers,
 * each beside a textbook baseline measured in the same run, and whether the
 * hot path allocates. Prints a Markdown table; `npm run bench -- --write`
 * also writes it to bench/RESULTS.md.
 *
 * Inputs are 1024 seeded random cases per row, cycled, so branches see a
 * realistic mix of hits and misses; the share of hits is printed. Times
 * include the loop and the case lookup (the `loop overhead` row).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { bytesPerCall, canMeasureHeap, countGcs, interleaved, measure, random, type Loop } from './harness';
import { ferrariIntercept, naiveBallisticAngles, naiveLinearIntercept } from './baselines';
import { ballisticArcs, ballisticArcsTo, type BallisticOptions } from '../src/lib/intercept/ballistic';
import { intercept, interceptFrameTo, interceptTo, type InterceptOptions } from '../src/lib/intercept/intercept';
import { SLOTS } from '../src/lib/engine/conventions';
import { linearIntercept } from '../src/lib/intercept/intercept-linear';
import { linearInterceptTo } from '../src/lib/intercept/linear-to';
import { solvePolynomialInTo } from '../src/lib/numeric/roots';

const N = 1024;
const MASK = N - 1;
const rnd = random(0x5eed);
const uniform = (lo: number, hi: number) => lo + (hi - lo) * rnd();

function randomVec(dim: number, scale: number): number[] {
  return Array.from({ length: dim }, () => uniform(-scale, scale));
}

// ---------------------------------------------------------------------------
// Cases

interface LinearCases {
  shooter: number[][];
  target: number[][];
  velocity: number[][];
  speed: Float64Array;
}

function linearCases(dim: number): LinearCases {
  const c: LinearCases = { shooter: [], target: [], velocity: [], speed: new Float64Array(N) };
  for (let i = 0; i < N; i++) {
    const s = randomVec(dim, 50);
    c.shooter.push(s);
    c.target.push(s.map((x, k) => x + randomVec(dim, 200)[k]));
    c.velocity.push(randomVec(dim, 30));
    c.speed[i] = uniform(10, 60);
  }
  return c;
}

interface QuarticCases extends LinearCases {
  acceleration: number[][];
  gravity: number[];
}

function quarticCases(): QuarticCases {
  const base = linearCases(3);
  const acceleration: number[][] = [];
  for (let i = 0; i < N; i++) acceleration.push(rnd() < 0.5 ? [0, 0, 0] : randomVec(3, 3));
  for (let i = 0; i < N; i++) base.target[i][1] = base.shooter[i][1] + uniform(-20, 60);
  return { ...base, acceleration, gravity: [0, -9.81, 0] };
}

/** Standing targets for the ballistic arcs: 3D, y up, mostly within range. */
function ballisticCases(): {
  options: BallisticOptions[];
  shooter: number[][];
  target: number[][];
  speed: Float64Array;
} {
  const c = {
    options: [] as BallisticOptions[],
    shooter: [] as number[][],
    target: [] as number[][],
    speed: new Float64Array(N),
  };
  for (let i = 0; i < N; i++) {
    const shooter = randomVec(3, 50);
    const target = [shooter[0] + uniform(-150, 150), shooter[1] + uniform(-20, 40), shooter[2] + uniform(-150, 150)];
    const speed = uniform(30, 60);
    c.shooter.push(shooter);
    c.target.push(target);
    c.speed[i] = speed;
    c.options.push({ shooter, target, speed, gravity: [0, -9.81, 0] });
  }
  return c;
}

const lin2 = linearCases(2);
const lin3 = linearCases(3);
const quart = quarticCases();
const ballistic = ballisticCases();
const quartOptions: InterceptOptions[] = quart.shooter.map((shooter, k) => ({
  shooter,
  target: quart.target[k],
  targetVelocity: quart.velocity[k],
  targetAcceleration: quart.acceleration[k],
  speed: quart.speed[k],
  gravity: quart.gravity,
}));

// ---------------------------------------------------------------------------
// Loops: one monomorphic loop per function under test.

const out = new Float64Array(4);
const aimOut = [0, 0, 0];

const loopOverhead: Loop = (n) => {
  let s = 0;
  const c = lin3;
  for (let i = 0; i < n; i++) {
    const k = i & MASK;
    s += c.speed[k] + c.target[k][0];
  }
  return s;
};

function makeLinearTo(c: LinearCases): Loop {
  return (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const k = i & MASK;
      if (
        linearInterceptTo(out, {
          shooter: c.shooter[k],
          target: c.target[k],
          targetVelocity: c.velocity[k],
          speed: c.speed[k],
        })
      )
        s += out[0] + out[1];
    }
    return s;
  };
}

function makeNaiveLinear(c: LinearCases): Loop {
  const aim = c.shooter[0].map(() => 0);
  return (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const k = i & MASK;
      const t = naiveLinearIntercept(aim, c.shooter[k], c.target[k], c.velocity[k], c.speed[k]);
      if (t >= 0) s += t + aim[0];
    }
    return s;
  };
}

const loopLinearTo2 = makeLinearTo(lin2);
const loopLinearTo3 = makeLinearTo(lin3);
const loopNaive2 = makeNaiveLinear(lin2);
const loopNaive3 = makeNaiveLinear(lin3);

const loopLinearFull3: Loop = (n) => {
  let s = 0;
  const c = lin3;
  for (let i = 0; i < n; i++) {
    const k = i & MASK;
    const r = linearIntercept({
      shooter: c.shooter[k] as number[],
      target: c.target[k],
      targetVelocity: c.velocity[k],
      speed: c.speed[k],
    });
    s += r.hit ? r.time + r.aim[0] : r.closest.distance;
  }
  return s;
};

const loopFerrari: Loop = (n) => {
  let s = 0;
  const c = quart;
  for (let i = 0; i < n; i++) {
    const k = i & MASK;
    const t = ferrariIntercept(
      aimOut,
      c.shooter[k],
      c.target[k],
      c.velocity[k],
      c.acceleration[k],
      c.gravity,
      c.speed[k],
    );
    if (t >= 0) s += t + aimOut[0];
  }
  return s;
};

const angleOut = [0, 0];

const loopNaiveBallistic: Loop = (n) => {
  let s = 0;
  const c = ballistic;
  for (let i = 0; i < n; i++) {
    const k = i & MASK;
    if (naiveBallisticAngles(angleOut, c.shooter[k], c.target[k], c.speed[k], 9.81) > 0) s += angleOut[0] + angleOut[1];
  }
  return s;
};

const loopBallistic: Loop = (n) => {
  let s = 0;
  const c = ballistic.options;
  for (let i = 0; i < n; i++) {
    const r = ballisticArcs(c[i & MASK]);
    s += r.reachable ? r.low.elevation + r.high.elevation : r.maxRange;
  }
  return s;
};

const arcsOut = new Float64Array(8);

const loopBallisticTo: Loop = (n) => {
  let s = 0;
  const c = ballistic;
  const g = c.options[0].gravity!;
  for (let i = 0; i < n; i++) {
    const k = i & MASK;
    if (ballisticArcsTo(arcsOut, { shooter: c.shooter[k], target: c.target[k], speed: c.speed[k], gravity: g }) > 0)
      s += arcsOut[0] + arcsOut[4];
  }
  return s;
};

const loopQuartic: Loop = (n) => {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const r = intercept(quartOptions[i & MASK]);
    s += r.hit ? r.time + r.aim[0] : r.closest.distance;
  }
  return s;
};

const quartOut = new Float64Array(4);

const loopQuarticTo: Loop = (n) => {
  let s = 0;
  for (let i = 0; i < n; i++) {
    if (interceptTo(quartOut, quartOptions[i & MASK])) s += quartOut[0] + quartOut[1];
  }
  return s;
};

// The options forms of the hot paths (one shape for every entry point), on the same cases.
const linOptions3 = lin3.shooter.map((shooter, k) => ({
  shooter,
  target: lin3.target[k],
  targetVelocity: lin3.velocity[k],
  speed: lin3.speed[k],
}));

const linOut3 = new Float64Array(4);

const loopLinearToOptions3: Loop = (n) => {
  let s = 0;
  for (let i = 0; i < n; i++) if (linearInterceptTo(linOut3, linOptions3[i & MASK])) s += linOut3[0] + linOut3[1];
  return s;
};

const loopBallisticToOptions: Loop = (n) => {
  let s = 0;
  const c = ballistic.options;
  for (let i = 0; i < n; i++) if (ballisticArcsTo(arcsOut, c[i & MASK]) > 0) s += arcsOut[0] + arcsOut[4];
  return s;
};

const frameOut = new Float64Array(SLOTS.frameLength);

// The degree-6 polynomial of the best miss under gravity (its interior minima), one per no-hit quartic
// case, solved on [0, 100] as the library's best-miss search does.
const sextics = quartOptions.map((o) => {
  const v = o.targetVelocity!;
  const a = (o.targetAcceleration ?? [0, 0, 0]).map((x, i) => x - o.gravity![i]);
  const r = o.target.map((x, i) => x - o.shooter[i]);
  const dot = (p: readonly number[], q: readonly number[]) => p.reduce((s, x, i) => s + x * q[i], 0);
  // P(t) = |W(t)|², W = r + v t + a t²/2; its stationary condition (P′/2)² − s²P = 0, highest degree first.
  const p = [dot(a, a) / 4, dot(v, a), dot(v, v) + dot(r, a), 2 * dot(r, v), dot(r, r)];
  const h = [2 * p[0], 1.5 * p[1], p[2], 0.5 * p[3]];
  const s2 = o.speed * o.speed;
  const sq = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) sq[i + j] += h[i] * h[j];
  for (let i = 0; i < 5; i++) sq[i + 2] -= s2 * p[i];
  return Float64Array.from(sq);
});
const sexticRoots = new Float64Array(8);

const loopSextic: Loop = (n) => {
  let s = 0;
  for (let i = 0; i < n; i++) s += solvePolynomialInTo(sexticRoots, null, sextics[i & MASK], 0, 100);
  return s;
};

const loopFrame: Loop = (n) => {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const count = interceptFrameTo(frameOut, quartOptions[i & MASK]);
    s += count > 0 ? frameOut[(count - 1) * SLOTS.record + SLOTS.time] : frameOut[SLOTS.missDistance];
  }
  return s;
};

// ---------------------------------------------------------------------------
// Rows

interface Row {
  group: string;
  name: string;
  loop: Loop;
  baseline?: string;
  /** Share of cases with a hit. */
  hits?: number;
  /** Issue 39's target: at most this many times the baseline, both measured in this run. */
  target?: number;
}

function hitShare(c: LinearCases, dim: number): number {
  let h = 0;
  const o = new Float64Array(1 + dim);
  for (let k = 0; k < N; k++)
    if (
      linearInterceptTo(o, {
        shooter: c.shooter[k],
        target: c.target[k],
        targetVelocity: c.velocity[k],
        speed: c.speed[k],
      })
    )
      h++;
  return h / N;
}

function ballisticShare(): number {
  let h = 0;
  for (let k = 0; k < N; k++) if (ballisticArcs(ballistic.options[k]).reachable) h++;
  return h / N;
}

function quarticShare(): number {
  let h = 0;
  for (let k = 0; k < N; k++) if (intercept(quartOptions[k]).hit) h++;
  return h / N;
}

/** Cases where the Ferrari baseline disagrees with the library (hit vs no hit, or earliest time off by > 1e-6 relative). */
function ferrariDisagreements(): number {
  let bad = 0;
  const c = quart;
  for (let k = 0; k < N; k++) {
    const r = intercept(quartOptions[k]);
    const t = ferrariIntercept(
      aimOut,
      c.shooter[k],
      c.target[k],
      c.velocity[k],
      c.acceleration[k],
      c.gravity,
      c.speed[k],
    );
    if (r.hit !== t >= 0 || (r.hit && Math.abs(r.time - t) > 1e-6 * r.time)) bad++;
  }
  return bad;
}

function ferrariShare(): number {
  let h = 0;
  const c = quart;
  for (let k = 0; k < N; k++) {
    if (
      ferrariIntercept(aimOut, c.shooter[k], c.target[k], c.velocity[k], c.acceleration[k], c.gravity, c.speed[k]) >= 0
    )
      h++;
  }
  return h / N;
}

const rows: Row[] = [
  { group: '—', name: 'loop overhead (case lookup only)', loop: loopOverhead },
  { group: '(a)', name: 'textbook quadratic formula, 2D', loop: loopNaive2 },
  {
    group: '(a)',
    name: '`linearInterceptTo`, 2D',
    loop: loopLinearTo2,
    baseline: 'textbook quadratic formula, 2D',
    hits: hitShare(lin2, 2),
    target: 1.3,
  },
  { group: '(a)', name: 'textbook quadratic formula, 3D', loop: loopNaive3 },
  {
    group: '(a)',
    name: '`linearInterceptTo`, 3D',
    loop: loopLinearTo3,
    baseline: 'textbook quadratic formula, 3D',
    hits: hitShare(lin3, 3),
    target: 1.3,
  },
  {
    group: '(a)',
    name: '`linearInterceptTo` (options form), 3D',
    loop: loopLinearToOptions3,
    baseline: 'textbook quadratic formula, 3D',
    hits: hitShare(lin3, 3),
    target: 1.3,
  },
  {
    group: '(a)',
    name: '`linearIntercept` (full teaching result), 3D',
    loop: loopLinearFull3,
    baseline: 'textbook quadratic formula, 3D',
  },
  { group: '(b)', name: 'textbook angle formula tan α = (s² ∓ √…)/(g·x), 3D', loop: loopNaiveBallistic },
  {
    group: '(b)',
    name: '`ballisticArcs`, 3D',
    loop: loopBallistic,
    baseline: 'textbook angle formula tan α = (s² ∓ √…)/(g·x), 3D',
    hits: ballisticShare(),
  },
  {
    group: '(b)',
    name: '`ballisticArcsTo` (times and aims only, no result objects), same cases, 3D',
    loop: loopBallisticTo,
    baseline: 'textbook angle formula tan α = (s² ∓ √…)/(g·x), 3D',
    hits: ballisticShare(),
  },
  {
    group: '(b)',
    name: '`ballisticArcsTo` (options form), same cases, 3D',
    loop: loopBallisticToOptions,
    baseline: 'textbook angle formula tan α = (s² ∓ √…)/(g·x), 3D',
    hits: ballisticShare(),
  },
  { group: '(c)', name: 'closed-form Ferrari/Cardano quartic, 3D', loop: loopFerrari, hits: ferrariShare() },
  {
    group: '(c)',
    name: '`intercept` (full result: every hit time, or the best miss), gravity, half the cases with target acceleration, 3D',
    loop: loopQuartic,
    baseline: 'closed-form Ferrari/Cardano quartic, 3D',
    hits: quarticShare(),
  },
  {
    group: '(c)',
    name: '`interceptTo` (earliest hit only, no result objects), same cases, 3D',
    loop: loopQuarticTo,
    baseline: 'closed-form Ferrari/Cardano quartic, 3D',
    hits: quarticShare(),
    target: 2.5,
  },
  {
    group: '(c)',
    name: '`interceptFrameTo` (every hit time and its aim, or the reason and the best miss; input checked), same cases, 3D',
    loop: loopFrame,
    baseline: 'closed-form Ferrari/Cardano quartic, 3D',
    hits: quarticShare(),
  },
  {
    group: '(c)',
    name: '`solvePolynomialInTo`, degree 6 (the best miss under gravity: its stationary points), same cases, on [0, 100]',
    loop: loopSextic,
  },
];
const disagreements = ferrariDisagreements();

/** linearInterceptTo against linearIntercept on the 3D cases: the largest relative time difference (in u = 2⁻⁵³) and the share of identical times. */
function linearAgreement(c: LinearCases): { maxU: number; same: number; cases: number } {
  let maxU = 0;
  let same = 0;
  let cases = 0;
  const o = new Float64Array(4);
  for (let k = 0; k < N; k++) {
    const r = linearIntercept({
      shooter: c.shooter[k] as number[],
      target: c.target[k],
      targetVelocity: c.velocity[k],
      speed: c.speed[k],
    });
    if (
      linearInterceptTo(o, {
        shooter: c.shooter[k],
        target: c.target[k],
        targetVelocity: c.velocity[k],
        speed: c.speed[k],
      }) !== (r.hit ? 1 : 0)
    )
      return { maxU: NaN, same, cases };
    if (!r.hit) continue;
    cases++;
    if (o[0] === r.time) same++;
    maxU = Math.max(maxU, Math.abs(o[0] - r.time) / r.time / 2 ** -53);
  }
  return { maxU, same, cases };
}
const agreement = linearAgreement(lin3);

// ---------------------------------------------------------------------------
// Run

// `npm run bench -- --only <text>`: just the rows whose name contains <text>, with their baselines.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const picked = only === undefined ? rows : rows.filter((r) => r.name.includes(only));
const selected =
  only === undefined ? rows : rows.filter((r) => picked.includes(r) || picked.some((p) => p.baseline === r.name));
const results = new Map<string, { ns: number; min: number; max: number; bytes: number; gcs: number }>();
let checksum = 0;
for (const row of selected) {
  const m = measure(row.loop);
  checksum += m.checksum;
  const bytes = bytesPerCall(row.loop);
  const gcs = await countGcs(() => {
    checksum += row.loop(1_000_000);
  });
  results.set(row.name, { ns: m.ns, min: m.min, max: m.max, bytes, gcs });
  process.stderr.write(`  measured ${row.name}: ${m.ns.toFixed(1)} ns\n`);
}

// Issue 39's targets, each ratio from runs of the function and its baseline interleaved (as for the options
// forms below): a load that comes and goes on a shared machine slows both runs of a pair alike.
const targetPairs =
  only === undefined
    ? [
        {
          name: '`linearInterceptTo`, 2D',
          base: 'the textbook formula',
          ...interleaved(loopNaive2, loopLinearTo2),
          target: 1.3,
        },
        {
          name: '`linearInterceptTo`, 3D',
          base: 'the textbook formula',
          ...interleaved(loopNaive3, loopLinearTo3),
          target: 1.3,
        },
        {
          name: '`interceptTo`, 3D',
          base: 'closed-form Ferrari',
          ...interleaved(loopFerrari, loopQuarticTo),
          target: 2.5,
        },
      ]
    : [];

// The options forms against their positional forms, runs interleaved (the same cases, the same solver behind).
const optionsAB =
  only === undefined
    ? [
        { name: '`linearInterceptTo`, 3D', ...interleaved(loopLinearTo3, loopLinearToOptions3) },
        { name: '`ballisticArcsTo`, 3D', ...interleaved(loopBallisticTo, loopBallisticToOptions) },
      ]
    : [];

const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
const lines: string[] = [];
lines.push(
  `Node ${process.version} (V8 ${process.versions.v8}), ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${os.platform()} ${os.arch()}; load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} at the end of the run.`,
);
lines.push(
  'CPU time of this process, median of 9 runs, each ≥ 50 ms after warm-up; 1024 seeded random cases cycled. Allocation: heap growth per call over 256 calls after a full GC (median of 15 tries), and GCs during 10⁶ calls.',
);
lines.push('');
lines.push(
  '| | function | ns/call (min–max) | baseline ns/call | ratio | target | hits | allocates | ≈ bytes/call | GCs per 10⁶ calls |',
);
lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of selected) {
  const r = results.get(row.name)!;
  const base = row.baseline ? results.get(row.baseline) : undefined;
  const ratio = base ? `${(r.ns / base.ns).toFixed(2)}×` : '';
  const target = row.target && base ? `≤ ${row.target}× ${r.ns <= row.target * base.ns ? '✓' : '✗ missed'}` : '';
  const hits = row.hits !== undefined && Number.isFinite(row.hits) ? `${Math.round(row.hits * 100)} %` : '';
  lines.push(
    `| ${row.group} | ${row.name} | ${fmt(r.ns)} (${fmt(r.min)}–${fmt(r.max)}) | ${base ? fmt(base.ns) : ''} | ${ratio} | ${target} | ${hits} | ${r.gcs > 0 || r.bytes > 8 ? 'yes' : 'no'} | ${canMeasureHeap ? fmt(r.bytes, 0) : 'n/a (run with --expose-gc)'} | ${r.gcs} |`,
  );
}
lines.push('');
lines.push(
  `Ferrari/Cardano baseline vs \`intercept\` on the ${N} quartic cases: ${disagreements} disagree (hit vs no hit, or earliest time off by more than 1e-6 relative).`,
);
lines.push(
  `\`linearInterceptTo\` vs \`linearIntercept\` on the ${agreement.cases} 3D hits: hit or no hit always the same; ${agreement.same} times identical, the largest difference ${fmt(agreement.maxU, 2)} u (u = 2⁻⁵³; the documented bound is 2⁻⁴⁸ = 32 u).`,
);
if (optionsAB.length > 0) {
  lines.push(
    `Options form against the positional form, runs interleaved (15 pairs, each ≥ 20 ms; median of the per-pair ratios): ${optionsAB
      .map((r) => `${r.name} ${r.ratio.toFixed(2)}× (${fmt(r.b)} vs ${fmt(r.a)} ns)`)
      .join('; ')}.`,
  );
}
if (targetPairs.length > 0) {
  lines.push(
    `Targets (issue 39), each against its baseline in interleaved runs (15 pairs, median of the per-pair ratios): ${targetPairs
      .map(
        (r) =>
          `${r.name} ${r.ratio.toFixed(2)}× ${r.base} (${fmt(r.b)} vs ${fmt(r.a)} ns; target ≤ ${r.target}× ${r.ratio <= r.target ? '✓' : '✗ missed'})`,
      )
      .join('; ')}.`,
  );
}
lines.push(
  'The ≤ 2.5× target is for the quartic hot path `interceptTo`, which returns `intercept`’s verdict always and its earliest hit time within 2⁻⁴⁸ (relative; bit for bit where its certificates decline), the aim from that time; `intercept` also lists every hit time and builds the result objects, and for the cases without a hit it finds the best miss (a degree-6 root search) and the polynomial minimum.',
);
lines.push(`Checksum (keeps the calls alive): ${checksum.toPrecision(12)}`);
const table = lines.join('\n');
console.log(table);
if (process.argv.includes('--write') && only === undefined) {
  // npm runs scripts from the package root; format as `npm run check` expects.
  const prettier = await import('prettier');
  const path = join(process.cwd(), 'bench', 'RESULTS.md');
  // Keep the C++ port's section (written by `npm run bench:ports -- --write`).
  const old = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const ports = old.indexOf('<!-- ports:begin');
  const kept = ports >= 0 ? `\n${old.slice(ports)}` : '';
  const markdown = `# Benchmark results\n\nGenerated by \`npm run bench -- --write\`.\n\n${table}\n${kept}`;
  writeFileSync(path, await prettier.format(markdown, { parser: 'markdown' }));
}
