#!/usr/bin/env node
/**
 * `node scripts/api-golden.mjs <commit> [out.json]`: the answers of the solver at `<commit>` (the 0.x API) on a
 * seeded set of scenes, for `tests/lib/api-golden/api-golden.test.ts`, which checks that the 1.0 API gives the same
 * verdicts and the same bits. Checks the commit out into a temporary git worktree, bundles its `src/lib` with esbuild
 * and runs every entry point there: `intercept`, `interceptTo`, `interceptFrameTo`, and on the scenes they take,
 * `linearIntercept`, `linearInterceptTo`, `ballisticArcs`, `ballisticArcsTo`. Numbers are stored as their 16 hex
 * digits (exact, NaN and −0 included).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [commit, outArg] = process.argv.slice(2);
if (!commit) throw new Error('usage: node scripts/api-golden.mjs <commit> [out.json]');
const out = resolve(outArg ?? join(ROOT, 'tests/lib/api-golden/golden.json'));

/** The scenes: dimension, scale, speeds equal, near-equal, slower, faster; gravity, acceleration, shooter motion and a time limit now and then. */
export function scenes(random, count = 1200, seed = 39) {
  const r = random(seed);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const vec = (dim, size) => Array.from({ length: dim }, () => (r() * 2 - 1) * size);
  const list = [];
  for (let i = 0; i < count; i++) {
    const dim = r() < 0.5 ? 2 : 3;
    const scale = pick([1, 1, 1, 10, 100, 1e-3, 1e6, 1e-6]);
    const kind = pick(['linear', 'linear', 'ballistic', 'general', 'general']);
    const shooter = vec(dim, 50 * scale);
    const target = r() < 0.03 ? [...shooter] : vec(dim, 50 * scale);
    const targetSpeedSize = 10 * scale;
    const targetVelocity = kind === 'ballistic' ? undefined : vec(dim, targetSpeedSize);
    const v = targetVelocity ? Math.hypot(...targetVelocity) : 0;
    const ratio = pick([1, 1 + 1e-12, 1 - 1e-12, 0.5, 0.9, 1.5, 3, 0]);
    const speed = targetVelocity && v > 0 ? v * ratio : 30 * scale * pick([1, 0.5, 2]);
    const scene = { dim, shooter, target, speed };
    if (targetVelocity) scene.targetVelocity = targetVelocity;
    if (kind !== 'linear') {
      const g = 9.81 * scale * pick([1, 1, 0.1, 10]);
      scene.gravity =
        dim === 2
          ? [0, -g]
          : pick([
              [0, -g, 0],
              [0, 0, -g],
            ]);
    }
    if (kind === 'general') {
      if (r() < 0.5) scene.targetAcceleration = vec(dim, 3 * scale);
      if (r() < 0.3) {
        scene.shooterVelocity = vec(dim, 5 * scale);
        if (r() < 0.5) scene.inherit = pick([0, 0.5, 1]);
      }
    }
    if (r() < 0.2) scene.maxTime = pick([0.5, 2, 10]);
    list.push(scene);
  }
  return list;
}

const hexOf = (x) => {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, x);
  return b.getBigUint64(0).toString(16).padStart(16, '0');
};
const hex = (xs) => Array.from(xs, hexOf);

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'api-golden-'));
  const tree = join(tmp, 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { cwd: ROOT, stdio: 'ignore' });
  try {
    const bundle = join(tmp, 'lib.mjs');
    await build({
      entryPoints: [join(tree, 'src/lib/index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: bundle,
      logLevel: 'warning',
      tsconfigRaw: {},
    });
    const lib = await import(pathToFileURL(bundle).href);
    // The 0.x library's own seeded generator (mulberry32), so the scenes come from the commit too.
    const answers = scenes(lib.seededRandom).map((s) => {
      const { dim: _dim, ...options } = s;
      const a = { scene: s };
      const res = lib.intercept(options);
      a.intercept = res.hit
        ? { hit: true, times: hex(res.times), aim: hex(res.aim) }
        : {
            hit: false,
            reason: res.reason,
            closest: hex([res.closest.time, res.closest.distance, ...res.closest.aim]),
          };
      const o1 = new Float64Array(4).fill(-1);
      a.interceptTo = { hit: lib.interceptTo(o1, options), out: hex(o1) };
      const frame = new Float64Array(lib.FRAME.length);
      a.frame = { count: lib.interceptFrameTo(frame, options), out: hex(frame) };
      const linear = !s.gravity && !s.targetAcceleration && !s.shooterVelocity;
      if (linear) {
        const l = lib.linearIntercept(options);
        a.linear = l.hit
          ? { hit: true, times: hex(l.times), aim: hex(l.aim) }
          : { hit: false, reason: l.reason, closest: hex([l.closest.time, l.closest.distance, ...l.closest.aim]) };
        const o2 = new Float64Array(4).fill(-1);
        a.linearTo = { hit: lib.linearInterceptTo(o2, options), out: hex(o2) };
      }
      if (!s.targetVelocity && !s.targetAcceleration && !s.shooterVelocity && s.maxTime === undefined) {
        const b = lib.ballisticArcs(options);
        a.arcs = b.reachable
          ? { reachable: true, arcs: b.arcs.map((x) => hex([x.time, ...x.aim])) }
          : { reachable: false, reason: b.reason };
        const o3 = new Float64Array(8).fill(-1);
        a.arcsTo = { count: lib.ballisticArcsTo(o3, options), out: hex(o3) };
      }
      return a;
    });
    const commitId = execFileSync('git', ['rev-parse', commit], { cwd: ROOT, encoding: 'utf8' }).trim();
    writeFileSync(out, `${JSON.stringify({ commit: commitId, note: 'written by scripts/api-golden.mjs', answers })}\n`);
    console.log(`api-golden: ${answers.length} scenes from ${commitId.slice(0, 10)} → ${out}`);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' });
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
