import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/browser.mjs';

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

const executablePath = findTestChromium() ?? undefined;
const launchOptions = { executablePath, args: CHROMIUM_ARGS };
const reuse = !process.env.CI;

/**
 * The desktop runs every test. The phone (360 px, touch) runs only tests tagged `@phone`: those whose outcome can
 * differ on a narrow touch screen (layout, fit and overflow, tap targets, a finger's drag, scrolling, labels placed
 * in a smaller scene, axe on the narrow page). A cell's output, a decoded link, keys to readouts, the HTML before
 * scripts, colours: the same on any screen, checked once.
 *
 * Tests that only take screenshots for a person to look at carry `@shots` and run with `SHOTS=1`; the screenshots
 * other tests take along the way are taken only then too (support.ts `shot`).
 */
const SHOTS = !!process.env.SHOTS;

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  // A trace for every test doubled the suite's time (23.8 against 11.7 min). A failed test is run once more,
  // traced: the trace shows how it failed, and a test that passes only the second time still fails the run
  // (failOnFlakyTests), so a race is never hidden.
  retries: 1,
  failOnFlakyTests: true,
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
    trace: 'on-first-retry',
    serviceWorkers: 'block',
  },
  ...(SHOTS ? {} : { grepInvert: /@shots/ }),
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 860 } } },
    {
      name: 'phone',
      grep: /@phone/,
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
