// The two builds the browser tests run on, side by side: `dist` at the root path (with the kit's gallery page,
// KIT_GALLERY=1) and `dist-base` under the sub-path GitHub Pages serves (npm run build:base). One Astro build
// keeps about 1.2 of 2 cores busy (36 s wall, 43 s CPU), so two at once finish well before two in a row.
// Each line is printed with the build's name; a build that fails fails this script, after both have ended.
// The second starts once the first has synced its content: both write the project's one `.astro/` folder while
// syncing, and two at once can collide (`rename '.astro/content-assets.mjs.tmp'`: ENOENT, seen on a fresh clone).
// Usage: node scripts/build-tests.mjs
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const BUILDS = [
  { name: 'dist', script: 'build', env: { KIT_GALLERY: '1' } },
  { name: 'dist-base', script: 'build:base', env: {} },
];

/** Printed by a build once its content is synced and it starts bundling. */
const SYNCED = /Building static entrypoints|\[build\] ✓ Completed/;

/**
 * @param {{ name: string, script: string, env: Record<string, string> }} build
 * @param {() => void} [onSynced] called once, when the build has synced its content (or has ended)
 */
function run({ name, script, env }, onSynced = () => {}) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${name}] ${line}`);
      if (SYNCED.test(line)) onSynced();
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      onSynced();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[${name}] ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** @type {() => void} */
let firstSynced = () => {};
const synced = new Promise((resolve) => (firstSynced = () => resolve(undefined)));
const first = run(BUILDS[0], () => firstSynced());
const second = synced.then(() => run(BUILDS[1]));
const results = await Promise.all([first, second]);
if (!results.every(Boolean)) process.exit(1);
