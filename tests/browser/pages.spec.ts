/**
 * Every built page, loaded once per screen: it loads cleanly, passes axe, and Tab reaches every control, each with
 * a visible focus ring. One visit does all three (each page load is the cost here: 23 pages × 2 screens).
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../../playwright.config';
import { axeOn, builtPages, figuresAtRest, pageName, renderAll, shot, watchProblems, widgetsReady } from './support';

const pages = builtPages(DIST);

test('the build has a home page, a 404 page and at least one chapter', () => {
  expect(pages).toContain('');
  expect(pages).toContain('404.html');
  expect(pages.some((p) => p.startsWith('chapters/'))).toBe(true);
});

/**
 * Without SITE_URL (the test builds leave it unset, scripts/build-tests.mjs) the build knows no origin, so it writes no
 * absolute address of its own: no canonical link, no sitemap, and no placeholder host in any file. With SITE_URL the
 * canonical links use it: tests/layouts/base-layout.astro.test.ts.
 */
test('a build without SITE_URL has no canonical link, no sitemap and no placeholder host', () => {
  test.skip(!!process.env.SITE_URL, 'SITE_URL is set here: the build under test may have an origin');
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(html|xml|js|mjs|json|txt|css|ipynb|webmanifest|svg|ts|cpp|h|hpp|cs|md)$/.test(name)) texts.push(p);
    }
  };
  walk(DIST);
  expect(texts.length).toBeGreaterThan(pages.length);
  const placeholder = texts.filter((file) => readFileSync(file, 'utf8').includes('leading-the-target.example'));
  expect(placeholder, 'files naming the placeholder host').toEqual([]);
  const linking = pages.filter((path) =>
    /rel=["']?(canonical|sitemap)\b/.test(
      readFileSync(join(DIST, path.endsWith('.html') ? path : `${path}index.html`), 'utf8'),
    ),
  );
  expect(linking, 'pages with a canonical or sitemap link').toEqual([]);
  expect(readdirSync(DIST).filter((f) => f.startsWith('sitemap'))).toEqual([]);
});

/**
 * A source known by author, title and venue only (James McNeill's post has no known address) is printed without a
 * link, its title quoted in a <cite> like every other source's.
 */
test('chapter sources: McNeill’s post is cited without a link, every title in a <cite>', () => {
  const chapterPages = pages.filter((p) => p.startsWith('chapters/') && p !== 'chapters/');
  let mcneill = 0;
  for (const path of chapterPages) {
    const html = readFileSync(join(DIST, `${path}index.html`), 'utf8');
    const section = /<section[^>]*class="sources[^"]*"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
    if (!section) continue;
    for (const li of section.split(/<li\b/).slice(1)) {
      expect(li, path).toMatch(/<cite\b[^>]*>(<a\b[^>]*>)?“[^”]+”(<\/a>)?<\/cite>/);
      if (/^[^>]*>\s*James McNeill,/.test(li)) {
        mcneill++;
        expect(li, path).not.toMatch(/<a\b/);
      }
    }
  }
  expect(mcneill).toBeGreaterThan(0);
});

/**
 * The rules whose result depends on the page's colours, run again in the dark theme on the same page: the
 * theme changes colours only (src/styles/global.css), so every other rule has the same answer in both.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The rules whose answer can change with the screen: what overlaps what (contrast against the backdrop), the
 * size and spacing of targets, what scrolls, the viewport's meta tag. The others read the markup, which is the
 * same HTML on every screen, so the phone runs only these (every rule runs on the desktop). The dark theme
 * changes colours only, so its colour rules run on the desktop only too. (/api/ on the phone: 27 → 10 s.)
 */
const SCREEN_RULES = [
  ...COLOUR_RULES,
  'target-size',
  'scrollable-region-focusable',
  'meta-viewport',
  'meta-viewport-large',
  'css-orientation-lock',
];

/** Describe the focused element, and whether its focus ring is visible. Runs in the page. */
function focusedInfo() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const width = parseFloat(style.outlineWidth);
  let ring = style.outlineStyle !== 'none' && width >= 2;
  const handleRing = el.matches('.kit-handle') ? el.querySelector('.kit-handle-ring') : null;
  if (handleRing) {
    // A figure's handle shows focus on its own ring (kit/controls/Handle.astro): the focus colour, opaque, ≥ 2 px on screen.
    const probe = document.createElement('span');
    probe.style.color = 'var(--focus)';
    document.body.append(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const rs = getComputedStyle(handleRing);
    const scale = (el as unknown as SVGGraphicsElement).getScreenCTM()?.a ?? 0;
    ring = rs.stroke === focusColour && Number(rs.strokeOpacity) === 1 && parseFloat(rs.strokeWidth) * scale >= 2;
  }
  const key =
    el.id ||
    `${el.tagName.toLowerCase()}:${el.getAttribute('href') ?? el.getAttribute('name') ?? ''}:${el.getAttribute('value') ?? ''}:${(el.textContent ?? '').trim().slice(0, 30)}`;
  return { key, ring };
}

/** Every control a keyboard user should reach: visible, enabled, not taken out of the tab order. Runs in the page. */
function expectedControls() {
  const sel = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
  const seenRadioGroups = new Set<string>();
  const keys: string[] = [];
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
    if (el.matches('[disabled], [tabindex="-1"]') || el.closest('[hidden], [inert]')) continue;
    // The content of a closed <details> is out of the tab order until its summary opens it.
    if (el.closest('details:not([open])') && !el.closest('summary')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (getComputedStyle(el).visibility === 'hidden') continue;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      // Tab enters a radio group once, on its checked button; arrows move within it.
      if (seenRadioGroups.has(el.name) || !el.checked) continue;
      seenRadioGroups.add(el.name);
    }
    keys.push(
      el.id ||
        `${el.tagName.toLowerCase()}:${el.getAttribute('href') ?? el.getAttribute('name') ?? ''}:${el.getAttribute('value') ?? ''}:${(el.textContent ?? '').trim().slice(0, 30)}`,
    );
  }
  return keys;
}

/**
 * Tab through the whole page from its start: the expected controls none reached, and the reached ones whose focus
 * ring did not show.
 */
async function tabWalk(page: Page): Promise<{ unreached: string[]; withoutRing: string[] }> {
  const expected = await page.evaluate(expectedControls);
  // Each focus is described as it lands (its ring read then), in the page: the walk needs no round trip per key.
  await page.evaluate(`(() => {
    const info = ${focusedInfo.toString()};
    window.__focusLog = [];
    document.addEventListener('focusin', () => { const i = info(); if (i) window.__focusLog.push(i); }, true);
  })()`);
  // Pressed without waiting for each to return: the browser takes them in order, and the round trips overlap.
  await Promise.all(Array.from({ length: expected.length + 5 }, () => page.keyboard.press('Tab')));
  const log = (await page.evaluate('window.__focusLog')) as { key: string; ring: boolean }[];
  const reached = new Set(log.map((l) => l.key));
  return {
    unreached: expected.filter((k) => !reached.has(k)),
    withoutRing: log.filter((l) => !l.ring).map((l) => l.key),
  };
}

/** The violations of an axe run, one line each. */
function violations(axe: Awaited<ReturnType<ReturnType<typeof axeOn>['analyze']>>): string[] {
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/*
 * On the phone too: its layout is another (narrow columns, controls that wrap or hide under 30–40 rem, figures in a
 * 360 px scene), so axe's screen rules have other answers there, and so can the Tab walk: a handle's focus ring is
 * 0.9 scene units wide, 3 CSS px at a phone's scale and more on the desktop (Handle.astro), so its "≥ 2 px on
 * screen" is tightest on the phone; and what is shown, hence what Tab must reach, differs with the width.
 */
for (const path of pages) {
  test(
    `/${path}: loads cleanly, passes axe (light; dark for colours on the desktop), Tab reaches every control with a visible focus ring`,
    { tag: '@phone' },
    async ({ page }, info) => {
      // The API reference is the longest page (every export, each with its code): axe and the Tab walk take longer.
      if (path.startsWith('api')) test.setTimeout(180_000);
      const phone = info.project.name === 'phone';
      const problems = watchProblems(page);
      await test.step('loads cleanly', async () => {
        const response = await page.goto(`/${path}`);
        expect.soft(response?.status(), 'HTTP status of the page').toBe(200);
        await widgetsReady(page);
        await page.waitForLoadState('networkidle');
        expect.soft(problems, 'problems while the page loaded').toEqual([]);
      });

      // Axe before the Tab walk, on the page as it loaded: at its top, nothing focused (the walk scrolls and focuses).
      // Every part laid out first, as it is when the reader comes to it (renderAll): a part the browser still skips
      // (content-visibility) has no colours or boxes for axe to read, and the layout below it was still settling
      // when axe read it (a checkpoint's button 466 px higher in 1 load of 16 on the phone, and once seen overlapped).
      await renderAll(page);
      await figuresAtRest(page);
      await test.step(phone ? 'axe, the rules a screen can change' : 'axe, every rule', async () => {
        const axe = await (phone ? axeOn(page).withRules(SCREEN_RULES) : axeOn(page)).analyze();
        expect.soft(violations(axe), 'axe violations (light)').toEqual([]);
        await shot(page, `screenshots/${info.project.name}/${pageName(path)}.png`, { fullPage: true });
      });

      if (!phone) {
        await test.step('axe in the dark theme, the colour rules', async () => {
          await page.emulateMedia({ colorScheme: 'dark' });
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
          const dark = await axeOn(page).withRules(COLOUR_RULES).analyze();
          expect.soft(violations(dark), 'axe violations (dark, colour rules)').toEqual([]);
          // Back to the light theme, which the Tab walk reads the focus colours in.
          await page.emulateMedia({ colorScheme: 'light' });
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(true);
        });
      }

      await test.step('Tab reaches every control, each with a visible focus ring', async () => {
        const walk = await tabWalk(page);
        expect.soft(walk.unreached, 'controls Tab never reached').toEqual([]);
        expect.soft(walk.withoutRing, 'controls focused without a visible focus ring').toEqual([]);
      });
      expect(problems, 'problems on the page, from its load to the end of the checks').toEqual([]);
    },
  );
}

test('a missing page answers 404 with the book’s 404 page', async ({ page }) => {
  const response = await page.goto('/missing-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missed');
});
