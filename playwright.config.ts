import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';

/** The sub-path the second build is served under, as on GitHub Pages. */
export const BASE_PATH = '/leading-the-target/';

const executablePath = findChromium() ?? undefined;
const launchOptions = { executablePath, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL: 'http://127.0.0.1:4321', launchOptions, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 860 } } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs dist 4321 /',
      url: 'http://127.0.0.1:4321/',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.mjs dist-base 4322 ${BASE_PATH}`,
      url: `http://127.0.0.1:4322${BASE_PATH}`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
