import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import { FRAME, INITIAL } from '../../src/components/figures/intercept-figure/model';
import { num } from '../../src/components/figures/intercept-figure/view';
import { offlineManifest } from '../../scripts/offline.mjs';
import { BASE_PATH, DIST, DIST_BASE } from '../../playwright.config';
import { centreOf, handleAt, mouseDrag, watchProblems, widgetsReady } from './support';

// The book offline (scripts/offline.mjs, src/offline/sw.js): the one spec that lets service workers run
// (playwright.config.ts blocks them everywhere else). Each test serves the build from a server of its own,
// visits once, then takes the server away for good and sets the browser offline: every later page, script,
// font, worker and search file must come from the worker's cache.
test.use({ serviceWorkers: 'allow' });

/** A private server for one build, on a free port, that the test can stop. */
async function serve(dir: string, base = '/'): Promise<{ origin: string; stop: () => void; server: ChildProcess }> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', dir, '0', base], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    server.once('exit', () => reject(new Error('the server stopped')));
    server.stdout!.on('data', (chunk: Buffer) => {
      const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(String(chunk));
      if (m) resolve(m[1]!);
    });
  });
  return { origin, server, stop: () => server.kill() };
}

/** Wait until the worker controls the page and holds the whole build; returns its cache's name and size. */
async function installed(page: Page): Promise<{ cache: string; urls: string[] }> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
    const names = (await caches.keys()).filter((n) => n.startsWith('ltt-offline:'));
    const cache = await caches.open(names[0]!);
    return { cache: names.join(' | '), urls: (await cache.keys()).map((r) => r.url) };
  });
}

/** The cache name and URLs the worker of build `dir` served at `origin + base` must hold. */
function expected(dir: string, origin: string, base: string) {
  const m = offlineManifest(dir);
  const sw = readFileSync(`${dir}/sw.js`, 'utf8');
  expect(sw, 'sw.js carries the build version').toContain(m.version);
  expect(sw, 'sw.js lists exactly the build’s files').toContain(JSON.stringify(m.files));
  return { cache: `ltt-offline:${base}:${m.version}`, urls: m.files.map((f) => `${origin}${base}${f}`).sort() };
}

async function goOffline(page: Page, stop: () => void): Promise<void> {
  stop();
  await page.context().setOffline(true);
  // The server is gone: nothing answers at its address any more.
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() =>
      fetch(origin).then(
        () => 'answers',
        () => 'gone',
      ),
    )
    .toBe('gone');
}

test('after one visit the book reads, runs its cells, drags a figure and searches offline', async ({ page }) => {
  const { origin, stop } = await serve(DIST);
  try {
    // An old version's cache of this site and another site's cache on the same origin.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(async () => {
      await (await caches.open('ltt-offline:/:0ld0ld0ld0ld')).put('/old', new Response('old'));
      await (await caches.open('another-site')).put('/x', new Response('x'));
    });

    const problems = watchProblems(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${origin}/`);
    const want = expected(DIST, origin, '/');
    const got = await installed(page);
    expect(got.cache, 'only this build’s cache is left of ours').toBe(want.cache);
    expect(got.urls.sort()).toEqual(want.urls);
    expect(await page.evaluate(() => caches.has('another-site')), 'another site’s cache is kept').toBe(true);

    await goOffline(page, stop);

    // Read: a chapter by its link, with its math fonts.
    await page.getByRole('link', { name: /Start reading/ }).click();
    await expect(page).toHaveURL(/\/chapters\/introduction\/$/);
    await expect(page.locator('h1').first()).toBeVisible();
    await widgetsReady(page);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main') && document.fonts.status))
      .toBe('loaded');

    // Run: a code cell's worker, its chart (Plot, loaded on demand) and the editor, all from the cache.
    const sweep = page.locator('nb-cell:not([data-live])').first();
    await sweep.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(sweep).not.toHaveAttribute('aria-busy', 'true');
    await expect(sweep.locator('[data-part="output"] .nb-chart svg')).toBeVisible();
    const live = page.locator('nb-cell[data-live="lead-demo"]').first();
    await live.getByRole('button', { name: 'Edit' }).click();
    await live.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(
      'linearIntercept({ shooter: [0, 0], target: [30, 40], targetVelocity: [-3, 4], speed: 25 }).time',
    );
    await live.getByRole('button', { name: 'Run', exact: true }).click();
    const cell = linearIntercept({ shooter: [0, 0], target: [30, 40], targetVelocity: [-3, 4], speed: 25 });
    await expect(live.locator('[data-part="output"]')).toHaveText(String(cell.hit && cell.time));

    // Drag: another chapter reached through the contents, its figure re-solved by the library.
    await page.getByRole('link', { name: 'Contents', exact: true }).click();
    await page.locator('main a[href$="/chapters/intercept-triangle/"]').first().click();
    await expect(page).toHaveURL(/\/chapters\/intercept-triangle\/$/);
    await widgetsReady(page);
    const fig = page.locator('intercept-figure');
    const scene = fig.locator('svg[data-part="scene"]');
    await scene.scrollIntoViewIfNeeded();
    const perMetre = (await scene.boundingBox())!.width / (FRAME.xmax - FRAME.xmin);
    const before = await fig.locator('[data-readout="hit-time"]').textContent();
    const { x, y } = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
    await mouseDrag(page, { x, y }, { x: x + 20 * perMetre, y: y + 6 * perMetre }, 6);
    const target: Vec2 = await handleAt(fig, 'target');
    expect(target[0]).toBeCloseTo(INITIAL.target[0] + 20, 0);
    const r = linearIntercept({
      shooter: INITIAL.shooter,
      target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
    });
    const text = r.hit ? `${num(r.time, 3)} s` : 'no hit';
    expect(text).not.toBe(before);
    await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(text);

    // Search: Pagefind's script, its worker, wasm and index.
    await page.getByRole('searchbox', { name: 'Search the book' }).fill('discriminant');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=discriminant/);
    await expect(page.locator('[data-readout="search-status"]')).toContainText('match');
    await page.locator('[data-part="results"] li a[href*="/chapters/"]').first().click();
    await expect(page.locator('h1').first()).toBeVisible();

    expect(problems).toEqual([]);

    // A page the book does not have: its own 404 page, from the cache.
    const missing = await page.goto(`${origin}/chapters/missing-page/`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Missed');
  } finally {
    stop();
  }
});

test('under a sub-path the worker caches that site alone and it reads and searches offline', async ({ page }) => {
  test.skip(!existsSync(DIST_BASE), `no ${DIST_BASE} build`);
  const { origin, stop } = await serve(DIST_BASE, BASE_PATH);
  try {
    const problems = watchProblems(page);
    await page.goto(`${origin}${BASE_PATH}chapters/gravity/`);
    const want = expected(DIST_BASE, origin, BASE_PATH);
    const got = await installed(page);
    expect(got.cache).toBe(want.cache);
    expect(got.urls.sort()).toEqual(want.urls);
    await goOffline(page, stop);
    await page.locator('.chapter-nav a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}chapters/[\\w-]+/$`));
    await widgetsReady(page);
    await page.getByRole('searchbox', { name: 'Search the book' }).fill('quartic');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-readout="search-status"]')).toContainText('match');
    expect(problems).toEqual([]);
  } finally {
    stop();
  }
});
