// Measures the site's budgets and prints them as figures:
//   npm run budget            (builds first, timing the build)
//   npm run budget -- --no-build            (measure the existing build)
//   BUDGET_DIST=dist-x npm run budget -- --no-build
// - build time of `npm run build` (budget ≤ 60 s)
// - JavaScript each page loads, gzip level 9 (≤ 20 KB without charts, ≤ 25 KB on a numbered
//   chapter without Plot, ≤ 110 KB with Plot)
// - Lighthouse mobile (simulated slow 4G, 4× CPU) on every page of the build, in the same
//   Chromium as the tests: performance ≥ 98, accessibility 100, first contentful paint
//   ≤ 1.8 s, largest contentful paint ≤ 2.5 s, cumulative layout shift ≤ 0.02.
//   `--pages=chapters/gravity/,api/` measures only those pages (paths as printed);
//   `--js-only` stops after the JavaScript table (no Lighthouse).
//   `--reports=DIR` saves each page's Lighthouse report (JSON) in DIR.
//   `--files` lists each page's scripts with their gzip sizes under its row.
// It exits 1 when a budget is missed, so it can gate a release; it is not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
const LIMITS = {
  buildSeconds: 60,
  jsKB: 20,
  jsKBChapter: 25,
  jsKBWithPlot: 110,
  performance: 98,
  accessibility: 100,
  fcpMs: 1800,
  lcpMs: 2500,
  cls: 0.02,
};
const DIST = process.env.BUDGET_DIST || 'dist';
const only = process.argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
const listFiles = process.argv.includes('--files');
const reports = process.argv.find((a) => a.startsWith('--reports='))?.slice('--reports='.length);
if (reports) mkdirSync(reports, { recursive: true });
const wanted = only ? new Set(only.split(',').map((p) => p.replace(/^\//, ''))) : null;
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
  const pages = builtPages(DIST).filter((p) => !wanted || wanted.has(p));
  for (const path of pages) {
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
    const rows = [];
    for (const p of scripts) {
      const bytes = readFileSync(join(DIST, p));
      const size = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gz += size;
      rows.push([size, p]);
    }
    const chapter = path.startsWith('chapters/') && path !== 'chapters/introduction/';
    const limit = plot ? LIMITS.jsKBWithPlot : chapter ? LIMITS.jsKBChapter : LIMITS.jsKB;
    const kb = gz / 1024;
    console.log(
      `  /${path.padEnd(37)} ${String(scripts.size).padStart(5)} ${(raw / 1024).toFixed(1).padStart(8)} ${kb
        .toFixed(1)
        .padStart(9)}   ≤ ${limit} KB ${check(kb <= limit, `JS on /${path}`)}`,
    );
    if (listFiles)
      for (const [size, p] of rows.sort((a, b) => b[0] - a[0]))
        console.log(`      ${String(size).padStart(6)} B  ${p}`);
  }
  await browser.close();

  // 3. Lighthouse, mobile defaults (simulated slow 4G, 4× CPU slowdown), every page.
  if (!process.argv.includes('--js-only')) {
    console.log('\nLighthouse (mobile):');
    console.log('  page                                   perf  a11y     FCP     LCP    TBT     CLS');
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      for (const path of pages.filter((p) => !p.endsWith('404.html'))) {
        const { lhr } = await lighthouse(`${ORIGIN}/${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (reports)
          writeFileSync(
            join(reports, `${path.replace(/\/$/, '').replace(/\//g, '_') || 'home'}.json`),
            JSON.stringify(lhr),
          );
        const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
        const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
        const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const fcp = value('first-contentful-paint');
        const lcp = value('largest-contentful-paint');
        const tbt = value('total-blocking-time');
        const cls = value('cumulative-layout-shift');
        const verdicts = [
          check(perf >= LIMITS.performance, `performance ${perf} on /${path}`),
          check(a11y >= LIMITS.accessibility, `accessibility ${a11y} on /${path}`),
          check(fcp <= LIMITS.fcpMs, `FCP ${(fcp / 1000).toFixed(2)} s on /${path}`),
          check(lcp <= LIMITS.lcpMs, `LCP ${(lcp / 1000).toFixed(2)} s on /${path}`),
          check(cls <= LIMITS.cls, `CLS ${cls.toFixed(3)} on /${path}`),
        ];
        console.log(
          `  /${path.padEnd(37)} ${String(perf).padStart(4)} ${String(a11y).padStart(5)} ${(fcp / 1000)
            .toFixed(2)
            .padStart(6)} s ${(lcp / 1000).toFixed(2).padStart(5)} s ${String(Math.round(tbt)).padStart(4)} ms ${cls
            .toFixed(3)
            .padStart(6)}  ${verdicts.every((v) => v === 'ok') ? 'ok' : 'OVER'}`,
        );
      }
      console.log(
        `  budgets: performance ≥ ${LIMITS.performance}, accessibility ${LIMITS.accessibility}, FCP ≤ ${LIMITS.fcpMs / 1000} s, LCP ≤ ${LIMITS.lcpMs / 1000} s, CLS ≤ ${LIMITS.cls}`,
      );
    } finally {
      chrome.kill();
    }
  }
} finally {
  server.kill();
}

if (failures.length) {
  console.log(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
