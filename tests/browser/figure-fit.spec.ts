import { test, expect, type Locator, type Page } from '@playwright/test';
import { openFigure, revealScenes, smallTapTargets, widgetsReady } from './support';

/*
 * Issue 13, "Figures taller than the screen": a reader drags in the scene and
 * watches the numbers the drag changes, so the scene and those readouts fit
 * one screen, on a 1280×800 desktop (readouts beside the scene, the figure
 * wider than the text column) and on a 390×844 phone (a compact strip under
 * it), with every tap target at least 44 px on the phone. The layout is CSS
 * only: the figure measures the same before its script runs as after.
 */

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

interface Fit {
  name: string;
  path: string;
  selector: string;
  /** The parts a drag is watched in: the scene and its controls, and the readouts that answer it. */
  parts: string[];
  /** The drawing, and the readouts that go beside it on a wide screen. */
  scene: string;
  side: string;
}

const FIGURES: Fit[] = [
  {
    name: 'intercept figure',
    path: '/chapters/intercept-triangle/',
    selector: 'intercept-figure',
    parts: [
      'svg[data-part="scene"]',
      '[data-scrubber]',
      '[data-numberbox="speed"]',
      '[data-readout="status"]',
      '.fig-readouts',
    ],
    scene: 'svg[data-part="scene"]',
    side: '.fig-side',
  },
  {
    name: 'precision lab',
    path: '/chapters/choosing-the-root/',
    selector: 'precision-lab',
    parts: ['input[type="range"]', '[data-plot="errors"]', '.methods', '[data-readout="verdict"]'],
    scene: '[data-plot="errors"]',
    side: '.fig-side',
  },
];

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b, 'a part of the figure is not drawn').not.toBeNull();
  return b!;
}

/** The span from the top of the highest part to the bottom of the lowest, in CSS pixels. */
async function span(fig: Locator, parts: string[]): Promise<number> {
  let top = Infinity;
  let bottom = -Infinity;
  for (const sel of parts) {
    const b = await box(fig.locator(sel).first());
    top = Math.min(top, b.y);
    bottom = Math.max(bottom, b.y + b.height);
  }
  return bottom - top;
}

async function open(page: Page, f: Fit, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  const fig = await openFigure(page, f.path, f.selector);
  await fig.scrollIntoViewIfNeeded();
  return fig;
}

for (const f of FIGURES) {
  // Sets its own 1280×800 viewport: the desktop project runs it, once.
  test(`${f.name}: on a 1280×800 screen the whole figure fits, readouts beside a scene wider than the text column`, async ({
    page,
  }) => {
    const fig = await open(page, f, SIZES.desktop);
    const column = await box(page.locator('.prose > .prose-run').first());
    const whole = await box(fig);
    expect(whole.height, 'the figure is taller than the screen').toBeLessThanOrEqual(SIZES.desktop.height);
    expect(await span(fig, f.parts)).toBeLessThanOrEqual(SIZES.desktop.height);
    // Wider than the text column, into its free margin, never under the contents on the right.
    expect(whole.width).toBeGreaterThan(column.width + 100);
    expect(whole.x + whole.width).toBeLessThanOrEqual(column.x + column.width + 1);
    expect(whole.x).toBeGreaterThanOrEqual(0);
    // The readouts beside the scene, not under it.
    const scene = await box(fig.locator(f.scene).first());
    const side = await box(fig.locator(f.side).first());
    expect(side.x).toBeGreaterThanOrEqual(scene.x + scene.width);
    expect(side.y).toBeLessThan(scene.y + scene.height);
  });

  // Sets its own 390×844 viewport, on the phone project (a phone's touch and scale), once.
  test(
    `${f.name}: on a 390×844 phone the scene and its readouts fit one screen; tap targets ≥ 44 px`,
    {
      tag: '@phone',
    },
    async ({ page }, info) => {
      test.skip(info.project.name !== 'phone', 'the phone size');
      const fig = await open(page, f, SIZES.phone);
      expect(await span(fig, f.parts)).toBeLessThanOrEqual(SIZES.phone.height);
      const whole = await box(fig);
      expect(whole.width).toBeLessThanOrEqual(SIZES.phone.width);
      const small = await smallTapTargets(fig);
      expect(small).toEqual([]);
    },
  );

  // On both screens: the wide layout (readouts beside the scene) and the phone's (a strip under it) are each final.
  test(
    `${f.name}: the layout is final before scripts run (no shift when the figure wakes up)`,
    {
      tag: '@phone',
    },
    async ({ browser }, info) => {
      const size = info.project.name === 'phone' ? SIZES.phone : SIZES.desktop;
      const measure = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: size, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(f.path);
        // Every figure awake (support.ts also wakes figures that load only when the reader comes to them).
        if (javaScriptEnabled) await widgetsReady(page);
        const fig = page.locator(f.selector);
        const at = await box(fig);
        // Sizes, and places within the figure (the page above may load differently; that is not this figure's shift).
        const out = [at, ...(await Promise.all(f.parts.map((p) => box(fig.locator(p).first()))))].map((b) =>
          [b.x - at.x, b.y - at.y, b.width, b.height].map(Math.round),
        );
        await context.close();
        return out;
      };
      expect(await measure(true)).toEqual(await measure(false));
    },
  );
}

/** The smallest text drawn in a figure's SVGs (scene and charts), in CSS pixels on screen. */
async function smallestSvgText(fig: Locator): Promise<{ px: number; text: string }> {
  // The scene's text is drawn on a canvas from the SVG's own elements: measured on those, shown again.
  await revealScenes(fig.page());
  return fig.evaluate((root) => {
    let min = { px: Infinity, text: '' };
    for (const t of root.querySelectorAll<SVGTextElement>('svg text')) {
      if (!t.textContent?.trim() || t.getBBox().width === 0) continue;
      const svg = t.ownerSVGElement!;
      const vb = svg.viewBox.baseVal;
      const scale = vb && vb.width ? svg.getBoundingClientRect().width / vb.width : 1;
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (px < min.px) min = { px, text: t.textContent.trim() };
    }
    return min;
  });
}

const READABLE: { name: string; path: string; selector: string }[] = [
  ...FIGURES,
  { name: 'root plot', path: '/chapters/choosing-the-root/', selector: 'root-plot' },
];

for (const f of READABLE) {
  // Sets its own 1280×800 viewport: the desktop project runs it, once.
  test(`${f.name}: on a 1280×800 screen it fits and its drawn text is at least 11 px`, async ({ page }) => {
    await page.setViewportSize(SIZES.desktop);
    const fig = await openFigure(page, f.path, f.selector);
    expect((await box(fig)).height).toBeLessThanOrEqual(SIZES.desktop.height);
    const min = await smallestSvgText(fig);
    expect(min.px, `"${min.text}" is drawn at ${min.px.toFixed(1)} px`).toBeGreaterThanOrEqual(11);
  });
}
