/**
 * Playwright for the figure benchmark only (`npm run bench:figures`, which
 * runs scripts/figure-bench.mjs): one worker, one browser at a time, so the
 * timings are not shared with another page. Serves `FIG_BENCH_DIST` on
 * `FIG_BENCH_PORT` (the script sets both). Service workers are blocked: in a
 * full build the book's worker precaches every page (7 MB) while the bench
 * times, which measured the cache's fetches instead of the figure.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser.mjs';

const DIST = process.env.FIG_BENCH_DIST || 'dist';
const PORT = Number(process.env.FIG_BENCH_PORT || 4391);

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 860 } } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs ${DIST} ${PORT} /`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
  },
});
