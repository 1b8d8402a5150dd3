// Measures the site's budgets and prints them as figures:
//   npm run budget            (builds first, timing the build)
//   npm run budget -- --no-build            (measure the existing build)
//   BUDGET_DIST=dist-x npm run budget -- --no-build
// - build time of `npm run build` (budget ≤ 60 s)
// - JavaScript each page loads, gzip level 9 (≤ 20 KB without charts, ≤ 25 KB on a numbered
//   chapter without Plot, ≤ 110 KB with Plot)
// - Lighthouse mobile performance and accessibility on the home page and the
//   Introduction (performance ≥ 95, accessibility 100), in the same Chromium as the tests.
// It exits 1 when a budget is missed, so it can gate a release; it is not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const PORT = 4399;
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Issue budgets: 20 KB for the site's own pages without charts; Part I's chapter pages
// (numbered chapters with figures) may use 25 KB without Plot and 110 KB with it.
const LIMITS = { buildSeconds: 60, jsKB: 20, jsKBChapter: 25, jsKBWithPlot: 110, performance: 95, accessibility: 100 };
const DIST = process.env.BUDGET_DIST || 'dist';
const LIGHTHOUSE_PAGES = ['/', '/chapters/introduction/'];
const failures = [];

function check(ok, what) {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'OVER';
}

// 1. Build, timed.
if (!process.argv.includes('--no-build')) {
  const start = performance.now();
  const r = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('npm run build failed');
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nBuild: ${seconds.toFixed(1)} s (budget ≤ ${LIMITS.buildSeconds} s) ${check(seconds <= LIMITS.buildSeconds, 'build time')}`,
  );
}

const server = spawn(process.execPath, ['scripts/serve.mjs', DIST, String(PORT), '/'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium: run `node scripts/ensure-browser.mjs` first.');

try {
  // 2. JavaScript per page: every script the page loads, measured from dist, gzipped.
  const { builtPages } = await import('./pages.mjs');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  console.log('\nJavaScript per page (gzip -9, everything loaded before the reader interacts):');
  console.log('  page                                   files   raw KB   gzip KB   budget');
  for (const path of builtPages(DIST)) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === ORIGIN && /\.(m?js)$/.test(url.pathname)) scripts.add(url.pathname);
    });
    await page.goto(`${ORIGIN}/${path}`, { waitUntil: 'networkidle' });
    // A page "with charts" draws an Observable Plot figure on load.
    const plot = (await page.locator('[data-plot]').count()) > 0;
    await page.close();
    let raw = 0;
    let gz = 0;
    for (const p of scripts) {
      const bytes = readFileSync(join(DIST, p));
      raw += bytes.length;
      gz += gzipSync(bytes, { level: 9 }).length;
    }
    const chapter = path.startsWith('chapters/') && path !== 'chapters/introduction/';
    const limit = plot ? LIMITS.jsKBWithPlot : chapter ? LIMITS.jsKBChapter : LIMITS.jsKB;
    const kb = gz / 1024;
    console.log(
      `  /${path.padEnd(37)} ${String(scripts.size).padStart(5)} ${(raw / 1024).toFixed(1).padStart(8)} ${kb
        .toFixed(1)
        .padStart(9)}   ≤ ${limit} KB ${check(kb <= limit, `JS on /${path}`)}`,
    );
  }
  await browser.close();

  // 3. Lighthouse, mobile defaults (simulated slow 4G, 4× CPU slowdown).
  console.log('\nLighthouse (mobile):');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const { lhr } = await lighthouse(`${ORIGIN}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `  ${path.padEnd(26)} performance ${perf} ${check(perf >= LIMITS.performance, `performance ${path}`)}, accessibility ${a11y} ${check(
          a11y >= LIMITS.accessibility,
          `accessibility ${path}`,
        )}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric(
          'total-blocking-time',
        )}, CLS ${metric('cumulative-layout-shift')})`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.kill();
}

if (failures.length) {
  console.log(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
