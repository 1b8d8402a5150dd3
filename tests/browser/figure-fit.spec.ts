import { test, expect, type Locator, type Page } from '@playwright/test';
import { FIGURES as REGISTRY, figurePage } from '../../src/components/figures/registry';
import { figuresAtRest, openFigure, revealScenes, smallTapTargets, widgetsReady } from './support';

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

/*
 * Issue 38, item 12, "Figures taller than a phone": the reader watches the scene while working a control, so
 * for every figure of the registry, on its chapter's page, at 390×844 and 1280×800, each control (a range, a
 * number box, a button, a check box or radio button, the time scrubber, a chart's focusable area) is focused
 * as a reader's Tab or Shift+Tab focuses it (the browser scrolls it into view), then used (an arrow key on a
 * range or a chart), and measured: at least 60 % of the scene's box in the window, all of the control in the
 * window and not covered (the scene that stays in view never hides the control). The controls are visited
 * forwards, then backwards (each control reached from above and from below); a control's figure is its
 * worse. The scene link ("Link to this scene") is measured and printed, but only its own box must be in view:
 * it copies a URL and changes nothing in the scene, so there is nothing to watch. One page load per figure and
 * screen; the table of fractions is printed.
 */
const SCENE_IN_VIEW = 0.6;

/** The scene of a figure whose scene is not its `svg[data-part="scene"]`. */
const SCENE_OF: Partial<Record<string, string>> = {
  'precision-lab': '[data-plot="errors"]',
  'pursuit-race': '.race-field',
};

/** What one control measured, at its worse of the two visits. */
interface UseFit {
  control: string;
  /** The fraction of the scene's box in the window. */
  scene: number;
  /** The fraction of the control's box in the window. */
  control_in: number;
  /** What covers the control's centre, if something outside it does. */
  covered: string;
}

/** Tag each control of the figure (`data-fit-control`), outside its scene, shown, in document order; their names. */
async function tagControls(fig: Locator, scene: string): Promise<string[]> {
  return fig.evaluate((root, sceneSel) => {
    const sceneEl = root.querySelector(sceneSel);
    const sel = 'input:not([type="hidden"]), button, select, textarea, [tabindex]:not([tabindex="-1"])';
    const names: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(sel))) {
      if (sceneEl && (sceneEl === el || sceneEl.contains(el))) continue;
      if (el.matches(':disabled') || el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const input = el as HTMLInputElement;
      const kind = el.closest('.kit-scene-link')
        ? 'link'
        : el.getAttribute('role') === 'slider' && el.localName !== 'input'
          ? 'chart'
          : el.localName === 'input'
            ? input.type === 'text' || input.type === 'number'
              ? 'box'
              : input.type
            : el.localName;
      const label = (
        el.getAttribute('aria-label') ||
        (el.localName === 'button' ? el.textContent : '') ||
        input.name ||
        el.id ||
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 28);
      el.setAttribute('data-fit-control', String(names.length));
      names.push(`${kind} ${label}`);
    }
    return names;
  }, scene);
}

/** Focus control `i` as Tab does (the browser scrolls it into view), use it, and measure. */
async function useAndMeasure(page: Page, fig: Locator, scene: string, i: number): Promise<Omit<UseFit, 'control'>> {
  const control = fig.locator(`[data-fit-control="${i}"]`);
  await control.focus();
  const kind = await control.evaluate((el) =>
    (el as HTMLInputElement).type === 'range' || (el.getAttribute('role') === 'slider' && el.localName !== 'input')
      ? 'arrow'
      : '',
  );
  if (kind === 'arrow') {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
  }
  await figuresAtRest(page);
  return fig.evaluate(
    (root, [sceneSel, index]) => {
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      const inView = (r: DOMRect) => {
        const w = Math.max(0, Math.min(r.right, vw) - Math.max(r.left, 0));
        const h = Math.max(0, Math.min(r.bottom, vh) - Math.max(r.top, 0));
        return r.width * r.height > 0 ? (w * h) / (r.width * r.height) : 0;
      };
      const c = root.querySelector<HTMLElement>(`[data-fit-control="${index}"]`)!;
      const cr = c.getBoundingClientRect();
      // A control's box may reach a pixel past the window when it sits at its edge: the inside, a pixel in.
      const inner = new DOMRect(cr.x + 1, cr.y + 1, Math.max(0, cr.width - 2), Math.max(0, cr.height - 2));
      const hit = document.elementFromPoint(cr.x + cr.width / 2, cr.y + cr.height / 2);
      const covered =
        !hit || hit === c || c.contains(hit) || hit.contains(c)
          ? ''
          : `${hit.localName}.${Array.from(hit.classList).join('.')}`;
      return {
        scene: inView(root.querySelector(sceneSel)!.getBoundingClientRect()),
        control_in: inView(inner),
        covered,
      };
    },
    [scene, i] as const,
  );
}

async function fitWhileUsed(page: Page, name: string, size: { width: number; height: number }): Promise<UseFit[]> {
  await page.setViewportSize(size);
  const fig = await openFigure(page, figurePage(name), `[data-widget="${name}"]`);
  const scene = SCENE_OF[name] ?? 'svg[data-part="scene"]';
  // A live chart's code loads when the chart comes near the window: bring each one there first, so that the
  // chart a reader scrubs is focusable (role="slider") when the controls are listed.
  for (const chart of await fig.locator('[data-fnplot-chart]').all()) await chart.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 500 })));
  await figuresAtRest(page);
  // The reader arrives from above: the figure's top at the window's.
  await fig.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
  const names = await tagControls(fig, scene);
  const fits: UseFit[] = names.map((control) => ({ control, scene: 1, control_in: 1, covered: '' }));
  const order = [...names.keys()];
  for (const i of [...order, ...order.reverse()]) {
    const m = await useAndMeasure(page, fig, scene, i);
    const f = fits[i];
    f.scene = Math.min(f.scene, m.scene);
    f.control_in = Math.min(f.control_in, m.control_in);
    f.covered ||= m.covered;
  }
  return fits;
}

function report(name: string, screen: string, fits: UseFit[]): string[] {
  const pct = (x: number) => `${Math.round(x * 100)}`.padStart(3) + ' %';
  console.log(
    [
      `${name} at ${screen}: scene in view / control in view, with the control in use`,
      ...fits.map(
        (f) =>
          `  ${f.control.padEnd(36)} scene ${pct(f.scene)}  control ${pct(f.control_in)}${f.covered ? `  covered by ${f.covered}` : ''}`,
      ),
    ].join('\n'),
  );
  return fits.flatMap((f) => [
    ...(f.scene < SCENE_IN_VIEW && !f.control.startsWith('link ')
      ? [`${f.control}: ${pct(f.scene)} of the scene in view`]
      : []),
    ...(f.control_in < 0.999 ? [`${f.control}: ${pct(f.control_in)} of it in view`] : []),
    ...(f.covered ? [`${f.control}: covered by ${f.covered}`] : []),
  ]);
}

for (const { name } of REGISTRY) {
  // Sets its own 1280×800 viewport: the desktop project runs it, once.
  test(`${name}: on a 1280×800 screen the scene stays in view while each control is used`, async ({ page }) => {
    const fits = await fitWhileUsed(page, name, SIZES.desktop);
    expect(report(name, '1280×800', fits)).toEqual([]);
  });

  // Sets its own 390×844 viewport, on the phone project (a phone's touch and scale), once.
  test(
    `${name}: on a 390×844 phone the scene stays in view while each control is used`,
    { tag: '@phone' },
    async ({ page }, info) => {
      test.skip(info.project.name !== 'phone', 'the phone size');
      const fits = await fitWhileUsed(page, name, SIZES.phone);
      expect(report(name, '390×844', fits)).toEqual([]);
    },
  );
}

/*
 * Issue 38, item 10: every chart of the book on a 390×844 phone. Its text (the SVG's, as drawn on screen, and
 * its legend's) is at least 11 px as the build drew it and once it is live, and the content below it does not
 * move when it goes live: the build draws a wide chart for a phone's column too, and the live chart is drawn
 * for its column's width at the build's height (kit/charts/fit.ts). The build's state is read with scripts off,
 * the live one after each chart has redrawn (a chart that never redraws is checked as built, in both).
 */
/** A live chart: one SVG, drawn for its column's width (px). */
async function drawnForColumn(chart: Locator): Promise<void> {
  await expect(chart.locator('svg[viewBox]')).toHaveCount(1);
  const [drawn, column] = await chart.evaluate((el) => [
    Number(el.querySelector('svg[viewBox]')!.getAttribute('width')),
    Math.floor(el.clientWidth),
  ]);
  expect(drawn).toBe(column);
}

const CHART_PAGES: { path: string; live: (page: Page) => Promise<void> }[] = [
  {
    path: '/chapters/no-hit/',
    live: async (page) => {
      await page.locator('.chart-gap').scrollIntoViewIfNeeded();
      for (const c of ['.chart-gap', '.chart-poly']) {
        await expect(page.locator(`${c} [data-fnplot-drawn]`)).toHaveCount(1);
        await drawnForColumn(page.locator(`${c} [data-fnplot-chart]`));
      }
    },
  },
  {
    path: '/chapters/gravity-and-motion/',
    live: async (page) => {
      await page.locator('quartic-figure [data-fnplot-chart]').scrollIntoViewIfNeeded();
      await expect(page.locator('quartic-figure [data-fnplot-drawn]')).toHaveCount(1);
      await drawnForColumn(page.locator('quartic-figure [data-fnplot-chart]'));
    },
  },
  {
    path: '/chapters/simulation/',
    live: async (page) => {
      // The chart redraws once the reader changes the scene: a frame-rate step.
      await page.locator('integrator-figure input[name="rate"]').focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('[data-plot="misses"]')).toHaveAttribute('data-state', 'drawn');
      await drawnForColumn(page.locator('[data-plot="misses"]'));
    },
  },
  // The saving chart is the build's alone; the precision lab's too (only its marker moves); the root plot is
  // drawn at its own 320 px, narrower than a phone's column.
  { path: '/chapters/pursuit/', live: async () => {} },
  { path: '/chapters/choosing-the-root/', live: async () => {} },
];

interface ChartFit {
  chart: string;
  /** The smallest text, in CSS px on screen, and what it says. */
  px: number;
  text: string;
  /** The chart's height, and the top of what follows it, from the chart's top (px). */
  height: number;
  below: number;
}

/** Every chart on the page (a figure's, the prose's; not a notebook cell's output): its smallest text and size. */
async function chartFits(page: Page): Promise<ChartFit[]> {
  await revealScenes(page);
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.kit-fnplot, .kit-plot')).map((chart, i) => {
      let min = { px: Infinity, text: '' };
      const take = (px: number, text: string) => {
        if (px < min.px) min = { px, text };
      };
      for (const t of Array.from(chart.querySelectorAll<SVGTextElement>('svg text'))) {
        const svg = t.ownerSVGElement!;
        const r = svg.getBoundingClientRect();
        if (!t.textContent?.trim() || r.width === 0) continue;
        const vb = svg.viewBox.baseVal;
        // The drawing fits the SVG's box (preserveAspectRatio meet): scaled by the smaller ratio.
        const scale = vb && vb.width ? Math.min(r.width / vb.width, r.height / vb.height) : 1;
        take(parseFloat(getComputedStyle(t).fontSize) * scale, t.textContent.trim());
      }
      // The legends: the function plot's list, Plot's swatches.
      for (const el of Array.from(chart.querySelectorAll<HTMLElement>('li, [class*="-swatch"]'))) {
        if (el.getBoundingClientRect().width === 0 || !el.textContent?.trim()) continue;
        take(parseFloat(getComputedStyle(el).fontSize), el.textContent.trim());
      }
      let n: Element | null = chart;
      while (n && !n.nextElementSibling) n = n.parentElement;
      const top = chart.getBoundingClientRect().top;
      const next = n?.nextElementSibling?.getBoundingClientRect().top ?? NaN;
      const name = chart.id || chart.getAttribute('data-plot') || `chart ${i}`;
      return {
        chart: name,
        px: Math.round(min.px * 100) / 100,
        text: min.text,
        height: Math.round(chart.getBoundingClientRect().height),
        below: Math.round(next - top),
      };
    }),
  );
}

for (const { path, live } of CHART_PAGES) {
  test(
    `${path}: on a 390×844 phone every chart's text is ≥ 11 px, as built and live; nothing below moves when it goes live`,
    { tag: '@phone' },
    async ({ browser }, info) => {
      test.skip(info.project.name !== 'phone', 'the phone size');
      const context = (javaScriptEnabled: boolean) =>
        browser.newContext({ javaScriptEnabled, viewport: SIZES.phone, reducedMotion: 'reduce' });
      const off = await context(false);
      const before = await off.newPage();
      await before.goto(path);
      const built = await chartFits(before);
      await off.close();
      const on = await context(true);
      const page = await on.newPage();
      await page.goto(path);
      await widgetsReady(page);
      await live(page);
      await figuresAtRest(page);
      const shown = await chartFits(page);
      await on.close();
      console.log(
        built.map((b, i) => `${b.chart}: ${b.px} → ${shown[i]?.px} px; below ${b.below} → ${shown[i]?.below} px`),
      );
      expect(built.length).toBeGreaterThan(0);
      expect(shown.map((c) => c.chart)).toEqual(built.map((c) => c.chart));
      for (const [state, charts] of [
        ['as built', built],
        ['live', shown],
      ] as const)
        for (const c of charts)
          expect.soft(c.px, `${c.chart} ${state}: "${c.text}" is drawn at ${c.px} px`).toBeGreaterThanOrEqual(11);
      for (const [i, c] of shown.entries()) {
        expect
          .soft(Math.abs(c.below - built[i].below), `${c.chart}: what follows moved when it went live`)
          .toBeLessThanOrEqual(1);
        expect
          .soft(Math.abs(c.height - built[i].height), `${c.chart}: its height changed when it went live`)
          .toBeLessThanOrEqual(1);
      }
    },
  );
}
