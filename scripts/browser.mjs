// Finds a Chromium for the browser tests, the budget script and screenshots.
// Shared by scripts/ensure-browser.mjs and playwright.config.ts.
//
// Two kinds: the tests run in Chromium's headless shell (`findTestChromium`),
// the benches and the budget in the full browser a reader runs (`findChromium`).
// The shell is the same Blink and V8 without the browser's own UI layers, and
// it is what Playwright itself runs headless tests in: it loaded a chapter in
// half the main-thread time of the full browser (vectors 930 → 475 ms,
// choosing-the-root 1,061 → 624 ms), which is most of a browser test's cost.
// A frame time measured in it would not be a reader's, so the benches keep
// the full browser.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Debian's and Ubuntu's `chromium-headless-shell` package (the one .ci/run and ensure-browser.mjs install). */
const SHELLS = ['/usr/bin/chromium-headless-shell'];

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags that keep Chromium quiet on a machine without internet or a GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The path of a full Chromium (the browser a reader runs, for benches and the budget), or null when there is none
 * yet. Order: $CHROMIUM_PATH, the system's Chromium or Chrome, Playwright's own download, and last a headless shell.
 * @returns {string | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const p of SYSTEM) if (existsSync(p)) return p;
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const p = chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    // Playwright has not downloaded a browser of its own.
  }
  return findShell();
}

/** @returns {string | null} a Chromium headless shell installed on the system */
function findShell() {
  for (const p of SHELLS) if (existsSync(p)) return p;
  return null;
}

/**
 * The Chromium the browser tests run in: $CHROMIUM_PATH, else the system's headless shell, else a full Chromium
 * (the same tests pass in either, the shell in about half the time).
 * @returns {string | null}
 */
export function findTestChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return findShell() ?? findChromium();
}

/** Whether `path` is a headless shell (ensure-browser.mjs installs one where it can). */
export function isShell(path) {
  return path !== null && SHELLS.includes(path);
}
