import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';

/** The sub-path the second build is served under, as on GitHub Pages. */
export const BASE_PATH = '/leading-the-target/';
/**
 * Which build to test and where to serve it. Defaults: `dist` on port 4321 and
 * its sub-path twin `dist-base` on 4322. Several developers on one machine can
 * test private builds side by side: `PW_DIST=dist-me PW_PORT=4331`.
 */
export const DIST = process.env.PW_DIST || 'dist';
export const PORT = Number(process.env.PW_PORT || 4321);
export const DIST_BASE = `${DIST}-base`;
export const BASE_ORIGIN = `http://127.0.0.1:${PORT + 1}`;

const executablePath = findChromium() ?? undefined;
const launchOptions = { executablePath, args: CHROMIUM_ARGS };
const reuse = !process.env.CI;

/**
 * Checks whose outcome does not depend on the screen (a cell's output, a decoded link, the service
 * worker, a download, the sub-path walk) run on the desktop only: the phone would repeat them and
 * double their time in CI. Whole specs are listed here; single tests carry the tag `@any-screen`.
 * What differs on a phone (layout, touch, tap targets, scrolling, axe on the narrow page) still runs there.
 */
const ANY_SCREEN_SPECS = [
  'chapter-cells',
  'grader',
  'grade-cell',
  'offline',
  'api-downloads',
  'print',
  'notebook-reactive',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  // Issue 35 found that a trace for every test doubles the suite (23.8 min traced, 11.7 untraced), and the
  // switch to `trace: 'on-first-retry'` with one retry and `failOnFlakyTests` is tried: the whole suite ran
  // untraced in 23.6 min here, with one test flaky (figure-scroll, edge-cases, phone) that a flaky-fails rule
  // would turn into a failed run. Until that race is found, the suite keeps its traces and no retry.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // `PW_JSON=file`: every test's duration (retries too); .ci/run prints the slowest spec files from it.
    ...(process.env.PW_JSON ? [['json', { outputFile: process.env.PW_JSON }] as const] : []),
  ],
  // Service workers are blocked: the book's worker precaches the whole build (scripts/offline.mjs),
  // and doing so in every test's fresh context would multiply the server's load. Only
  // tests/browser/offline.spec.ts allows them.
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 860 } } },
    {
      name: 'phone',
      testIgnore: ANY_SCREEN_SPECS,
      grepInvert: /@any-screen/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs ${DIST} ${PORT} /`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: reuse,
    },
    ...(existsSync(DIST_BASE)
      ? [
          {
            command: `node scripts/serve.mjs ${DIST_BASE} ${PORT + 1} ${BASE_PATH}`,
            url: `${BASE_ORIGIN}${BASE_PATH}`,
            reuseExistingServer: reuse,
          },
        ]
      : []),
  ],
});
