import { test, expect, type Page } from '@playwright/test';
import { openFigure } from './support';

/**
 * The kit's function plot redraws a live chart in place while its domains
 * and marks stay (kit/charts/fn-plot.ts, `patchFnPlot`): what it draws must be what
 * a fresh render of the same state draws. Each chart is first re-rendered in
 * the browser, moved with keys (redrawn in place), snapshot, then re-rendered
 * from scratch at the same width (a resize there and back) and compared.
 */

const CHARTS = [
  { name: 'root-plot (chapter 5)', page: '/chapters/choosing-the-root/', fig: 'root-plot' },
  { name: 'quartic-figure (chapter 8)', page: '/chapters/gravity-and-motion/', fig: 'quartic-figure' },
];

type Flat = { tag: string; attrs: Record<string, string>; text: string }[];

/** Every element of the chart's SVG in order: tag, attributes (clip ids and Plot's class normalised), own text. */
const snapshot = (page: Page, fig: string): Promise<Flat> =>
  page.locator(`${fig} [data-fnplot-chart] svg`).evaluate((svg) => {
    const out: { tag: string; attrs: Record<string, string>; text: string }[] = [];
    const walk = (el: Element) => {
      const attrs: Record<string, string> = {};
      for (const a of Array.from(el.attributes))
        attrs[a.name] = a.value.replace(/plot-clip-\d+/g, 'plot-clip').replace(/^plot-[\da-f]+$/, 'plot');
      const text = Array.from(el.childNodes)
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent)
        .join('');
      out.push({ tag: el.localName, attrs, text });
      for (const c of Array.from(el.children)) walk(c);
    };
    walk(svg);
    return out;
  });

const NUM = /-?\d+(\.\d+)?(e[-+]?\d+)?/g;

function expectSame(a: Flat, b: Flat): void {
  expect(a.map((e) => e.tag)).toEqual(b.map((e) => e.tag));
  let worst = 0;
  a.forEach((ea, i) => {
    const eb = b[i];
    expect(ea.text).toBe(eb.text);
    expect(Object.keys(ea.attrs).sort()).toEqual(Object.keys(eb.attrs).sort());
    for (const k of Object.keys(ea.attrs)) {
      const va = ea.attrs[k];
      const vb = eb.attrs[k];
      expect(va.replace(NUM, '#'), `${ea.tag} ${k}`).toBe(vb.replace(NUM, '#'));
      const na = (va.match(NUM) ?? []).map(Number);
      const nb = (vb.match(NUM) ?? []).map(Number);
      na.forEach((n, j) => (worst = Math.max(worst, Math.abs(n - nb[j]))));
    }
  });
  // Paths, marks and labels agree to 0.01 px (the cursor is rounded to 0.01 by both).
  expect(worst).toBeLessThanOrEqual(0.01 + 1e-9);
}

/** Re-render the chart from scratch at its present width: a narrow viewport, then back. */
async function freshRender(page: Page, fig: string): Promise<void> {
  const chart = page.locator(`${fig} [data-fnplot-chart]`);
  const size = page.viewportSize()!;
  const before = await chart.locator('svg').getAttribute('width');
  await page.setViewportSize({ width: 250, height: size.height });
  await expect(chart.locator('svg')).not.toHaveAttribute('width', before!);
  await page.setViewportSize(size);
  await expect(chart.locator('svg')).toHaveAttribute('width', before!);
  await expect(chart).toHaveAttribute('data-fnplot-drawn', 'render');
}

for (const c of CHARTS)
  test(`${c.name}: a chart redrawn in place equals a fresh render of the same state`, async ({ page }) => {
    await openFigure(page, c.page, c.fig);
    const chart = page.locator(`${c.fig} [data-fnplot-chart]`);
    await page.locator(`${c.fig} [data-fnplot]`).scrollIntoViewIfNeeded();
    const handle = page.locator(`${c.fig} [data-handle="target"]`);
    // A first move makes the chart live (the quartic's chart loads near the viewport).
    await handle.evaluate((e) => (e as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('ArrowRight');
    await expect(chart).toHaveAttribute('data-fnplot-drawn', /patch|render/);
    await freshRender(page, c.fig);
    const rendered = await snapshot(page, c.fig);
    // Now small moves: redrawn in place, the curve and marks move.
    await handle.evaluate((e) => (e as HTMLElement).focus({ preventScroll: true }));
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
    await expect(chart).toHaveAttribute('data-fnplot-drawn', 'patch');
    await expect.poll(async () => JSON.stringify(await snapshot(page, c.fig))).not.toBe(JSON.stringify(rendered));
    await page.waitForTimeout(300);
    const patched = await snapshot(page, c.fig);
    await freshRender(page, c.fig);
    expectSame(patched, await snapshot(page, c.fig));
  });
