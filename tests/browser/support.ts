import type { Locator, Page } from '@playwright/test';
import type { Vec2 } from '../../src/lib';
import { toSvg, type Frame } from '../../src/components/kit/frame';
export { builtPages } from '../../scripts/pages.mjs';

/** A file-system-safe name for a page path, for screenshots. */
export function pageName(path: string): string {
  return path.replace(/\/$/, '').replace(/[/.]/g, '-') || 'home';
}

/** Collects everything that went wrong while a page loaded: console errors, page errors, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    const expected404 = r.url().endsWith('404.html') || r.url().includes('/missing-page');
    if (r.status() >= 400 && !expected404) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/** Wait until every widget on the page has wired up. */
export async function widgetsReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-widget]')).every((w) => (w as HTMLElement).dataset.ready === 'true'),
  );
}

/** The text of a widget's readout. */
export async function readout(page: Page, name: string, within = 'body'): Promise<string> {
  return (await page.locator(within).locator(`[data-readout="${name}"]`).first().textContent()) ?? '';
}

/** A point in page (CSS pixel) coordinates. */
export interface Point {
  x: number;
  y: number;
}

/** The centre of an element's bounding box, in page coordinates. */
export async function centreOf(element: Locator): Promise<Point> {
  const box = (await element.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Page coordinates of the world point `world` in a figure's scene `svg`, through the SVG's screen transform. */
export async function worldToScreen(svg: Locator, frame: Frame, world: Vec2): Promise<Point> {
  const p = toSvg(frame, world);
  return svg.evaluate(
    (el, [x, y]) => {
      const m = (el as SVGSVGElement).getScreenCTM()!;
      return { x: m.a * x + m.e, y: m.d * y + m.f };
    },
    [p.x, p.y] as const,
  );
}

/** Press the left button at `from`, move to `to` in `steps` even moves, release. */
export async function mouseDrag(page: Page, from: Point, to: Point, steps = 5): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** A handle's world position, read back from its accessible name "… (x, y)" (with U+2212 minus signs). */
export async function handleAt(figure: Locator, name: string): Promise<Vec2> {
  const label = (await figure.locator(`[data-handle="${name}"]`).getAttribute('aria-label')) ?? '';
  const m = label.replace(/\u2212/g, '-').match(/\((-?[\d.]+), (-?[\d.]+)\)/);
  return [Number(m![1]), Number(m![2])];
}

/** Run `measure` with the CPU slowed `rate` times (Chromium, through CDP); full speed again afterwards. */
export async function withCpuThrottling<T>(page: Page, rate: number, measure: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await measure();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * Times (ms, sorted) from a key press on the element `selector` to the new
 * frame's style and layout, under `cpu`× CPU throttling, once per run: each run starts on a fresh
 * animation frame, dispatches `keydown` (alternating `keys[0]`, `keys[1]`),
 * forces style and layout of the element's SVG and the page, and lets two
 * frames pass. Paint is not measurable from the page.
 */
export async function keyToLayoutTimes(
  page: Page,
  selector: string,
  { runs, keys, cpu = 4 }: { runs: number; keys: readonly [string, string]; cpu?: number },
): Promise<number[]> {
  const times = await withCpuThrottling(page, cpu, () =>
    page.evaluate(
      async ([sel, n, [even, odd]]) => {
        const el = document.querySelector(sel)!;
        const out: number[] = [];
        for (let i = 0; i < n; i++) {
          await new Promise((r) => requestAnimationFrame(r));
          performance.mark('perf:input');
          el.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 ? odd : even, bubbles: true }));
          (el.closest('svg') ?? document.body).getBoundingClientRect();
          void document.body.offsetHeight;
          out.push(performance.measure('perf:update', 'perf:input').duration);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        return out;
      },
      [selector, runs, keys] as const,
    ),
  );
  return times.sort((a, b) => a - b);
}

/**
 * Median time (ms) from an input event to a laid-out frame under `cpu`× CPU throttling, over 15 runs:
 * the synchronous handlers, the work in the next animation frame (a figure's
 * deferred drawing runs there) and the style and layout it forces. `key`
 * presses ArrowRight/ArrowLeft on the element; `input` moves a range input to
 * `min + (i × stride) mod (max − min)`.
 */
export async function inputToFrameMedian(
  page: Page,
  selector: string,
  kind: 'key' | 'input',
  { stride = 0.7, cpu = 4 }: { stride?: number; cpu?: number } = {},
): Promise<number> {
  return withCpuThrottling(page, cpu, () =>
    page.evaluate(
      async ([sel, how, k]) => {
        const el = document.querySelector(sel) as HTMLInputElement;
        const times: number[] = [];
        for (let i = 0; i < 15; i++) {
          let frameStart = 0;
          requestAnimationFrame(() => (frameStart = performance.now()));
          const t0 = performance.now();
          if (how === 'key') {
            el.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 ? 'ArrowLeft' : 'ArrowRight', bubbles: true }));
          } else {
            el.value = String(Number(el.min) + ((i * k) % (Number(el.max) - Number(el.min))));
            el.dispatchEvent(new Event('input', { bubbles: true }));
          }
          const sync = performance.now() - t0;
          const frame = await new Promise<number>((resolve) =>
            requestAnimationFrame(() => {
              document.body.getBoundingClientRect();
              resolve(performance.now() - frameStart);
            }),
          );
          times.push(sync + frame);
          await new Promise((r) => setTimeout(r, 40));
        }
        times.sort((a, b) => a - b);
        return times[Math.floor(times.length / 2)];
      },
      [selector, kind, stride] as const,
    ),
  );
}

/** Scroll a figure's scene `svg` into view and drag with the mouse from world point `from` to world point `to`. */
export async function dragWorld(svg: Locator, frame: Frame, from: Vec2, to: Vec2, steps = 8): Promise<void> {
  await svg.scrollIntoViewIfNeeded();
  await mouseDrag(svg.page(), await worldToScreen(svg, frame, from), await worldToScreen(svg, frame, to), steps);
}
