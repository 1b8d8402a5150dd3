import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { DIST } from '../../playwright.config';
import { SHOTS, figuresAtRest, handleAt, pageName, shot, widgetsReady } from './support';

// Printing (src/styles/print.css): the figures as drawn now, no controls, nothing clipped by a scroll box, and a
// PDF of plausible length. With SHOTS=1 the PDFs and print-media screenshots go to screenshots/ to be looked at.

/** Chapters with canvas scenes, readouts and display math (intercept-triangle has the most formulas), code cells. */
const CHAPTERS = ['chapters/intercept-triangle/', 'chapters/gravity/', 'chapters/introduction/'];

async function openForPrint(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await widgetsReady(page);
  await figuresAtRest(page);
  await page.emulateMedia({ media: 'print', reducedMotion: 'reduce' });
}

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

/** What print media leaves that it should not: controls, chrome, scroll boxes, formulas wider than their box. */
function printFaults(page: Page) {
  return page.evaluate(() => {
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const name = (e: Element) =>
      `${e.localName}${e.id ? `#${e.id}` : ''} “${(e.textContent ?? '').trim().slice(0, 30)}”`;
    const main = document.querySelector('main')!;
    const controls = Array.from(
      main.querySelectorAll(
        'button, select, textarea, input[type="range"], input[type="checkbox"], input[type="radio"], .nb-bar',
      ),
    );
    const boxes = Array.from(main.querySelectorAll<HTMLInputElement>('.kit-numberbox input'));
    const maths = Array.from(main.querySelectorAll('.katex-display, .kit-tex.display'));
    const scrollers = Array.from(main.querySelectorAll('*')).filter((e) => {
      const s = getComputedStyle(e);
      return /auto|scroll/.test(`${s.overflowX} ${s.overflowY}`) && shown(e);
    });
    return {
      controls: controls.length,
      shownControls: controls.filter(shown).map(name),
      chrome: Array.from(document.querySelectorAll('.site-header, .site-footer, .toc, .chapter-nav'))
        .filter(shown)
        .map(name),
      // A number box prints its value as text: no frame around it.
      framedBoxes: boxes.filter((b) => shown(b) && getComputedStyle(b).borderTopWidth !== '0px').map(name),
      hiddenBoxes: boxes.filter((b) => !shown(b)).map(name),
      maths: maths.length,
      wideMaths: maths
        .filter((m) => m.scrollWidth > m.clientWidth + 1)
        .map((m) => `${m.scrollWidth} > ${m.clientWidth}: ${name(m)}`),
      scrollers: scrollers.map(name),
      // Nothing runs off the page's edge (a scene's own drawing is clipped by its SVG; MathML is for readers).
      outside: Array.from(main.querySelectorAll('*'))
        .filter((e) => !(e instanceof SVGElement) && !e.closest('.katex-mathml, .visually-hidden'))
        .filter((e) => shown(e) && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map(name)
        .slice(0, 5),
      pageWidth: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // Scenes drawn on a canvas print their SVG: the canvas hidden, the SVG's drawing shown.
      scenes: Array.from(main.querySelectorAll('.fig svg[data-part="scene"]')).map((svg) => {
        const canvas = svg.querySelector(':scope > .kit-scene-canvas');
        const groups = Array.from(svg.querySelectorAll('[data-canvas-source]'));
        const r = svg.getBoundingClientRect();
        return {
          drawn: r.width > 50 && r.height > 30,
          onCanvas: svg.getAttribute('data-canvas') === 'on',
          canvasShown: !!canvas && getComputedStyle(canvas).display !== 'none',
          hiddenGroups: groups.filter((g) => getComputedStyle(g).display === 'none').length,
          groups: groups.length,
        };
      }),
    };
  });
}

for (const path of CHAPTERS) {
  test(`printing ${path}: figures drawn, no controls, no clipped formula, a PDF`, async ({ page }, info) => {
    await openForPrint(page, path);
    const f = await printFaults(page);
    expect(f.controls, 'the page has controls to hide').toBeGreaterThan(0);
    expect(f.shownControls).toEqual([]);
    expect(f.chrome).toEqual([]);
    expect(f.framedBoxes).toEqual([]);
    expect(f.hiddenBoxes).toEqual([]);
    expect(f.maths).toBeGreaterThan(0);
    expect(f.wideMaths).toEqual([]);
    expect(f.scrollers).toEqual([]);
    expect(f.outside).toEqual([]);
    expect(f.pageWidth, 'the page is no wider than the paper').toBe(0);
    expect(f.scenes.length).toBeGreaterThan(0);
    for (const s of f.scenes) {
      expect(s.drawn).toBe(true);
      if (!s.onCanvas) continue;
      expect(s.canvasShown).toBe(false);
      expect(s.groups).toBeGreaterThan(0);
      expect(s.hiddenGroups).toBe(0);
    }
    // The code of a cell prints; its Run button does not.
    const code = page.locator('.nb-code pre').first();
    if ((await page.locator('.nb-code').count()) > 0) await expect(code).toBeVisible();

    await shot(page, `screenshots/${info.project.name}/print-${pageName(path)}.png`, { fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    if (SHOTS) {
      mkdirSync(`screenshots/${info.project.name}`, { recursive: true });
      writeFileSync(`screenshots/${info.project.name}/print-${pageName(path)}.pdf`, pdf);
    }
    const pages = pdfPages(pdf);
    console.log(`${path}: ${pages} A4 pages`);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThanOrEqual(20);
  });
}

test('a figure prints as it is now, even before it rests: the SVG gets the canvas’s drawing on beforeprint', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/chapters/intercept-triangle/');
  await widgetsReady(page);
  const fig = page.locator('intercept-figure');
  await expect(fig.locator('svg[data-part="scene"]')).toHaveAttribute('data-canvas', 'on');
  // What the SVG says while the page prints (this listener runs after the kit's own).
  await page.evaluate(() => {
    addEventListener('beforeprint', () => {
      const h = document.querySelector('intercept-figure [data-handle="target"]')!;
      (window as unknown as { printed: string }).printed = h.getAttribute('transform') ?? '';
    });
  });
  const handle = fig.locator('[data-handle="target"]');
  const before = await handle.getAttribute('transform');
  // Time stands still: the figure never rests, so its SVG keeps the old geometry until something settles it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await handle.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await page.pdf({ format: 'A4' });
  const printed = await page.evaluate(() => (window as unknown as { printed: string }).printed);
  const [x] = await handleAt(fig, 'target');
  expect(printed).not.toBe(before);
  expect(printed).toMatch(new RegExp(`^translate\\(${x} `));
});

test('a formula wider than a narrow page breaks between its terms instead of being cut', async ({ page }) => {
  await page.setViewportSize({ width: 250, height: 700 });
  await openForPrint(page, '/chapters/intercept-triangle/');
  const maths = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main .katex-display')).map((m) => {
      // A term is an inline box: wrapped, it has one rectangle per line.
      const rects = Array.from(m.querySelectorAll('.katex-html > .base')).flatMap((b) =>
        Array.from(b.getClientRects()),
      );
      const natural = rects.reduce((w, r) => w + r.width, 0);
      const lines = new Set(rects.map((r) => Math.round(r.top))).size;
      return { natural, width: m.clientWidth, scroll: m.scrollWidth, lines };
    }),
  );
  const wide = maths.filter((m) => m.natural > m.width + 1);
  expect(wide.length, 'some formulas are wider than the page').toBeGreaterThan(0);
  for (const m of wide) expect(m.lines).toBeGreaterThan(1);
  for (const m of maths) expect(m.scroll).toBeLessThanOrEqual(m.width + 1);
});

test('dark theme on screen, black on white on paper, code in the light colours', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ltt-theme', 'dark'));
  await openForPrint(page, '/chapters/introduction/');
  // Retrying assertions: the change of media restyles the page on a later frame, which two requestAnimationFrames
  // did not always bring on a busy machine.
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(body).toHaveCSS('color', 'rgb(0, 0, 0)');
  const code = page.locator('.astro-code span[style]').first();
  const hex = (await code.evaluate((c) => getComputedStyle(c).getPropertyValue('--shiki-light').trim())).toLowerCase();
  const rgb = `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
  await expect(code).toHaveCSS('color', rgb);
});

test('a canvas layer (no SVG twin) prints its bitmap', async ({ page }) => {
  test.skip(!existsSync(`${DIST}/dev/kit/index.html`), 'the kit gallery is built with KIT_GALLERY=1');
  await openForPrint(page, '/dev/kit/');
  const layer = page.locator('.kit-canvas-layer canvas').first();
  await layer.scrollIntoViewIfNeeded();
  await expect(layer).toBeVisible();
  const inked = await layer.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });
  expect(inked).toBeGreaterThan(100);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPages(pdf)).toBeGreaterThan(0);
});
