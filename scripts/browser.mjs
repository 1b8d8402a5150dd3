// Finds a Chromium for the browser tests, the budget script and screenshots.
// Order: $CHROMIUM_PATH, the system's Chromium or Chrome, Playwright's own
// download. Shared by scripts/ensure-browser.mjs and playwright.config.ts.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

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
 * The path of a usable Chromium, or null when there is none yet.
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
  return null;
}
