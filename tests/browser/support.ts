import type { Locator, Page } from '@playwright/test';
import type { Vec2 } from '../../src/lib';
import { toSvg, type Frame } from '../../src/components/kit/scene/frame';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { encodeHash } from '../../src/components/notebook/doc-file';
import type { NotebookDoc } from '../../src/components/notebook/hash';
export { builtPages } from '../../scripts/pages.mjs';

/** A file-system-safe name for a page path, for screenshots. */
export function pageName(path: string): string {
  return path.replace(/\/$/, '').replace(/[/.]/g, '-') || 'home';
}

/** Screenshots are for a person to look at: taken only with `SHOTS=1` (playwright.config.ts). */
export const SHOTS = !!process.env.SHOTS;

/** Save a screenshot of a page or an element when `SHOTS=1`; otherwise nothing (a screenshot asserts nothing). */
export async function shot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  await target.screenshot({ path, ...options });
}

/** Collects everything that went wrong while a page loaded: console errors, page errors, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A request the page's own navigation cancels (a worker still loading when the test moves on) is not a fault.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  // Nothing the book loads leaves its own origin (no fonts, scripts or beacons from elsewhere).
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1') problems.push(`request leaves the site: ${r.url()}`);
  });
  page.on('response', (r) => {
    const expected404 = r.url().endsWith('404.html') || r.url().includes('/missing-page');
    if (r.status() >= 400 && !expected404) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/**
 * Wait until every widget on the page has wired up. A code cell wires on first use
 * (notebook/cell-boot.ts): it is ready once its boot script has marked it so.
 */
export async function widgetsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const widgets = Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'));
    // Figures load when the reader comes to them (kit/shell/boot.ts): wake them all, as the notebook does.
    if (widgets.some((w) => w.dataset.boot === 'near')) document.dispatchEvent(new Event('kit:boot-all'));
    return widgets.every((w) => w.dataset.ready === 'true' || w.dataset.boot === 'lazy');
  });
}

/**
 * Open `path` with reduced motion (figures hold still) unless asked
 * otherwise, wait for its widgets, and return the figure `selector`.
 */
export async function openFigure(
  page: Page,
  path: string,
  selector: string,
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
): Promise<Locator> {
  await page.emulateMedia({ reducedMotion });
  await page.goto(path);
  await widgetsReady(page);
  return page.locator(selector);
}

/**
 * Let the figures rest: the geometry a canvas scene holds is written into its
 * SVG (`kit:settle`, kit/scene/scene-canvas.ts) and the numbers that follow a frame
 * later (kit/shell/later.ts textLater) are written.
 */
export async function figuresAtRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        // No scene on a canvas (no script ran, or none woke): nothing is held.
        if (!document.querySelector('svg[data-canvas="on"]')) return done();
        document.dispatchEvent(new Event('kit:settle'));
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      }),
  );
}

/**
 * For a test that measures a scene's SVG (label boxes, rings, text sizes): the figures at rest and their
 * SVG drawing shown again where the canvas draws the same elements (kit/scene/scene-canvas.ts hides it in
 * `data-canvas-source` groups). `false` hides it again. The canvas stays; the hold on later writes
 * stays too, so call it again after the next input.
 */
export async function revealScenes(page: Page, shown = true): Promise<void> {
  await figuresAtRest(page);
  await page.evaluate((show) => {
    for (const g of Array.from(document.querySelectorAll<SVGGElement>('[data-canvas-source]'))) {
      g.style.display = show ? '' : 'none';
    }
  }, shown);
}

/**
 * Whether a part of a figure's scene is drawn: shown by its own style and its ancestors' up to the
 * scene's SVG. A scene on a canvas (kit/scene/scene-canvas.ts) hides its SVG drawing in groups of its own
 * (`data-canvas-source`) and paints it instead; those groups do not count, the figure's own hiding does.
 * Use it where `toBeVisible` / `toBeHidden` would see only the canvas's hiding.
 */
export async function isDrawn(part: Locator): Promise<boolean> {
  return part.evaluate((el) => {
    if (getComputedStyle(el).visibility !== 'visible') return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (!e.hasAttribute('data-canvas-source') && getComputedStyle(e).display === 'none') return false;
      if (e.localName === 'svg' && e.getAttribute('data-part') === 'scene') break;
    }
    return true;
  });
}

/** The text of a widget's readout, once the figures rest. */
export async function readout(page: Page, name: string, within = 'body'): Promise<string> {
  await figuresAtRest(page);
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

/** One way to change a figure, for `inputToPixels`. */
export type FigureInput =
  /** `keydown` on `selector` (a handle), alternating `keys[0]` and `keys[1]` so the figure stays in place. */
  | { kind: 'key'; selector: string; keys: readonly [string, string] }
  /**
   * A range input moved by `steps` of its step (default 1), up and down in turn as a key press on it
   * would, then `input`.
   */
  | { kind: 'range'; selector: string; steps?: number; silent?: boolean }
  /**
   * A text box (NumberBox) given `values[i mod n]`, then `input`, as if typed. With `silent` (here and on
   * `range`) no `input` event follows: the control shows its new value and no figure code runs, what the
   * browser alone costs for that control on that page.
   */
  | { kind: 'text'; selector: string; values: readonly string[]; silent?: boolean }
  /**
   * No figure code: the element's `transform` attribute (a handle's) moved one unit right and back in
   * turn, the least a key on a handle shows (its mark and focus ring move).
   */
  | { kind: 'nudge'; selector: string }
  /**
   * No figure code at all: one digit of each element matching `selector`
   * (only the first that has one, with `first`) changed and changed back in turn, in
   * the first text node that has a digit. What the browser alone costs to
   * show changed numbers on the page: the floor under any figure's update.
   */
  | { kind: 'digits'; selector: string; first?: boolean };

/** The time one input took, in ms: its handlers, then the frame that shows it. */
export interface InputTiming {
  /** The input's synchronous handlers (and the microtasks they queue). */
  handler: number;
  /** The next frame, from its first animation-frame callback through style, layout and paint. */
  frame: number;
  /** The part of `frame` spent in the animation-frame callbacks the handlers queued: the figure's deferred drawing. */
  draw: number;
  /** The rest of `frame`: the browser's style, layout and paint of what the handlers and the drawing changed. */
  render: number;
  /** handler + frame: the work from the input event to pixels, without the idle wait for the frame. */
  total: number;
  /**
   * The later frame in which the prose numbers bound to the figure (`kit/text/bind.ts`, published when the
   * browser is idle) were restyled, laid out and painted; null when no prose number changed.
   */
  prose: number | null;
  /**
   * The frame in which the figure's own readouts (`data-readout`) were written, when a figure writes them
   * after its drawing (kit/shell/later.ts textLater): from the write to the end of that frame's rendering;
   * null when none changed after the input's frame.
   */
  numbers: number | null;
}

/**
 * The book's one definition of a figure update's cost, "input event to
 * pixels", measured in the page under `cpu`× CPU throttling (CDP
 * `Emulation.setCPUThrottlingRate`), `runs` times:
 *
 * 1. wait for the end of a frame (requestAnimationFrame, then a MessageChannel
 *    message, which runs after that frame's style, layout and paint), so
 *    nothing is pending;
 * 2. queue an animation-frame callback that notes when the next frame starts
 *    (it runs before any callback the figure queues in its handlers);
 * 3. dispatch the input and time its synchronous handlers (`handler`);
 * 4. queue a last animation-frame callback, which runs after the ones the
 *    handlers queued, and note when it runs (`draw` is the time up to it);
 * 5. wait for the end of the next frame: the figure's deferred drawing, style,
 *    layout and paint (`frame`, from the noted start; `render` is what follows
 *    the drawing).
 *
 * The idle time between the input and the next vsync is not work and is not
 * counted. Paint here is the main thread's paint (recording); raster and
 * compositing run on other threads. Performance marks `fig:input`,
 * `fig:handled`, `fig:frame`, `fig:painted` and measures `fig:handler` and
 * `fig:frame` are left in the page's timeline for traces. `prose` times the
 * frame after the deferred prose update, the same way.
 */
export async function inputToPixels(
  page: Page,
  input: FigureInput,
  { runs = 30, cpu = 4, prose = true }: { runs?: number; cpu?: number; prose?: boolean } = {},
): Promise<InputTiming[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  try {
    return await page.evaluate(
      async ([inp, n, watchProse]) => {
        const endOfFrame = () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now());
              channel.port2.postMessage(null);
            }),
          );
        const el = document.querySelector(inp.selector) as HTMLInputElement | null;
        if (!el) throw new Error(`no element ${inp.selector}`);
        const digits: { node: Text; was: string; other: string }[] = [];
        if (inp.kind === 'digits') {
          for (const e of Array.from(document.querySelectorAll(inp.selector))) {
            const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
            let node: Text | null;
            while ((node = walk.nextNode() as Text | null) && !/\d/.test(node.data));
            if (node)
              digits.push({ node, was: node.data, other: node.data.replace(/\d/, (d) => (d === '7' ? '8' : '7')) });
            if (node && inp.first) break;
          }
          if (!digits.length) throw new Error(`no digit under ${inp.selector}`);
        }
        let nudged: string | null = null;
        const fire = (i: number) => {
          if (inp.kind === 'digits') {
            for (const d of digits) d.node.data = i % 2 ? d.was : d.other;
          } else if (inp.kind === 'key') {
            el.dispatchEvent(new KeyboardEvent('keydown', { key: inp.keys[i % 2], bubbles: true, cancelable: true }));
          } else if (inp.kind === 'nudge') {
            nudged ??= el.getAttribute('transform') ?? '';
            el.setAttribute('transform', i % 2 ? nudged : `translate(1 0) ${nudged}`);
          } else {
            if (inp.kind === 'range') {
              const by = (inp.steps ?? 1) * (i % 2 ? -1 : 1);
              // stepUp/stepDown throw on step="any" (a slider that sits on typed values): a hundredth of its range.
              if (el.step === 'any')
                el.value = String(Number(el.value) + (by * (Number(el.max) - Number(el.min))) / 100);
              else if (by > 0) el.stepUp(by);
              else el.stepDown(-by);
            } else {
              el.value = inp.values[i % inp.values.length];
            }
            if (!inp.silent) el.dispatchEvent(new Event('input', { bubbles: true }));
          }
        };
        const bound = Array.from(document.querySelectorAll('[data-bind]'));
        const out: InputTiming[] = [];
        for (let i = 0; i < n; i++) {
          await endOfFrame();
          // Prose numbers are published when idle: watch for their change and time the frame after it.
          let proseFrame: Promise<number> | null = null;
          let observer: MutationObserver | null = null;
          const proseChanged = new Promise<void>((resolve) => {
            observer = new MutationObserver(() => resolve());
            if (watchProse) {
              for (const b of bound) observer.observe(b, { childList: true, characterData: true, subtree: true });
            }
          });
          proseFrame = proseChanged.then(() => {
            let start = 0;
            requestAnimationFrame(() => (start = performance.now()));
            return endOfFrame().then((end) => end - start);
          });
          // The figure's readouts, written in a frame after the drawing: time from the write to that frame's end.
          const figure = inp.kind === 'digits' ? null : el.closest('[data-widget]');
          let numbersObserver: MutationObserver | null = null;
          let inputFrameDone = false;
          const numbersFrame = new Promise<number>((resolve) => {
            numbersObserver = new MutationObserver(() => {
              if (!inputFrameDone) return;
              numbersObserver?.disconnect();
              const start = performance.now();
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - start);
              channel.port2.postMessage(null);
            });
            for (const r of Array.from(figure?.querySelectorAll('[data-readout]') ?? [])) {
              numbersObserver.observe(r, { childList: true, characterData: true, subtree: true });
            }
          });
          let frameStart = 0;
          requestAnimationFrame(() => {
            frameStart = performance.now();
            performance.mark('fig:frame');
          });
          const t0 = performance.now();
          performance.mark('fig:input');
          fire(i);
          await null; // the microtasks the handlers queued run first
          const t1 = performance.now();
          performance.mark('fig:handled');
          let drawn = 0;
          requestAnimationFrame(() => {
            drawn = performance.now();
            performance.mark('fig:drawn');
          });
          const t2 = await endOfFrame();
          inputFrameDone = true;
          performance.mark('fig:painted');
          performance.measure('fig:handler', 'fig:input', 'fig:handled');
          performance.measure('fig:frame', 'fig:frame', 'fig:painted');
          const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 400));
          const proseMs = watchProse && bound.length ? await Promise.race([proseFrame, timeout]) : null;
          (observer as MutationObserver | null)?.disconnect();
          const numbersMs = figure ? await Promise.race([numbersFrame, timeout]) : null;
          (numbersObserver as MutationObserver | null)?.disconnect();
          out.push({
            handler: t1 - t0,
            frame: t2 - frameStart,
            draw: drawn - frameStart,
            render: t2 - drawn,
            total: t1 - t0 + (t2 - frameStart),
            prose: proseMs,
            numbers: numbersMs,
          });
        }
        return out;
      },
      [input, runs, prose] as const,
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/**
 * The browser's own measure of the same inputs: Event Timing (`PerformanceObserver` of type `event`, as
 * Chrome's INP uses), the time from the input's hardware timestamp to the next paint after its handlers.
 * Event Timing sees only trusted input, so the input is real here: key presses on the focused element
 * (`key`: `keys` in turn; `range`: ArrowRight and ArrowLeft in turn), or for a text box its value
 * inserted and committed with Enter, each as the keyboard would send it, at `cpu`× CPU. One duration per
 * input, the longest event of its interaction; the browser rounds durations to 8 ms and reports none
 * under 16 ms (its smallest threshold), so such an input gives `null`: "under 16 ms".
 */
export async function eventTiming(
  page: Page,
  input: FigureInput,
  { runs = 30, cpu = 4 }: { runs?: number; cpu?: number } = {},
): Promise<(number | null)[]> {
  if (input.kind === 'digits' || input.kind === 'nudge') throw new Error('eventTiming needs an input, not a floor');
  const target = page.locator(input.selector).first();
  await target.focus();
  await page.evaluate(() => {
    const w = window as unknown as { __eventTimes: Map<number, number> };
    w.__eventTimes = new Map();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.interactionId)
          w.__eventTimes.set(e.interactionId, Math.max(w.__eventTimes.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const settle = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30))),
        ),
    );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const out: (number | null)[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      await settle();
      const before = await page.evaluate(() =>
        Array.from((window as unknown as { __eventTimes: Map<number, number> }).__eventTimes.keys()),
      );
      if (input.kind === 'key') await page.keyboard.press(input.keys[i % 2]);
      else if (input.kind === 'range') await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
      else {
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.insertText(input.values[i % input.values.length]);
        await page.keyboard.press('Enter');
      }
      await settle();
      await settle(); // the observer's entries arrive after the paint they measure
      const durations = await page.evaluate((seen) => {
        const times = (window as unknown as { __eventTimes: Map<number, number> }).__eventTimes;
        return Array.from(times)
          .filter(([id]) => !seen.includes(id))
          .map(([, d]) => d);
      }, before);
      // The text box's interactions (select, insert, Enter): the one that applies the value is the longest.
      out.push(durations.length ? Math.max(...durations) : null);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  return out;
}

/** The `q`-quantile (0…1) of `xs`, nearest rank. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

/** Scroll a figure's scene `svg` into view and drag with the mouse from world point `from` to world point `to`. */
export async function dragWorld(svg: Locator, frame: Frame, from: Vec2, to: Vec2, steps = 8): Promise<void> {
  await svg.scrollIntoViewIfNeeded();
  await mouseDrag(svg.page(), await worldToScreen(svg, frame, from), await worldToScreen(svg, frame, to), steps);
}

/**
 * The controls and handle hit circles under `figure` smaller than a 44 px tap target, as "name: w×h".
 * Heights are checked on all; widths on all, or with `widths: 'handles'` only on handles (a wide
 * button or box may be short of 44 px across its label, never of 44 px tall).
 */
export async function smallTapTargets(figure: Locator, widths: 'all' | 'handles' = 'all'): Promise<string[]> {
  // Out of view, a figure is not laid out (content-visibility: auto, chrome.css): its sizes are measured on screen.
  await figure.scrollIntoViewIfNeeded();
  return figure.evaluate((root, widths) => {
    const out: string[] = [];
    const targets = root.querySelectorAll(
      'button, input:not([type="radio"]):not([type="checkbox"]), .fig-choices label, [data-handle] .kit-handle-hit',
    );
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const checkWidth = widths === 'all' || el.classList.contains('kit-handle-hit');
      if (r.height < 43.5 || (checkWidth && r.width < 43.5)) {
        const name = el.closest('[data-handle]')?.getAttribute('data-handle') ?? el.textContent?.trim() ?? el.tagName;
        out.push(`${name}: ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, widths);
}

/**
 * Lay out the whole chapter, as it is when each part is on screen: runs, figures and cells out of view are skipped
 * (content-visibility: auto, chrome.css), and axe cannot read the colours of what is not laid out.
 */
export async function renderAll(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.prose > * { content-visibility: visible !important; }' });
}

/**
 * An axe check of `page` that gathers only the violations: the passes and the items to review, which no
 * test reads, would be collected node by node and take a third of axe's time on a long page (/api/:
 * 33 → 21 s). Every rule still runs on every node.
 *
 * In one run in the page (axe.run, the builder's "legacy mode"), not its default of a partial run per frame
 * finished in a new blank page: that page, axe's 650 KB injected into it and every node's partial result
 * serialised across took two thirds of each check (choosing-the-root 10.7 → 3.4 s, /api/ 30 → 7.4 s; the same
 * violations). The one difference: axe reaches only same-origin frames, and the book's only frame is a cell's
 * sandbox (an opaque origin holding no content, notebook/sandbox.ts), whose `<iframe>` element is still checked.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
}

/** Replace a notebook cell's code as a reader would: open its editor, select all, type. */
export async function replaceCode(page: Page, cell: Locator, code: string): Promise<void> {
  const content = cell.locator('.cm-content');
  if (!(await content.isVisible())) {
    const edit = cell.getByRole('button', { name: 'Edit' });
    await edit.click();
    // About 1 run in 150 (sandbox.spec's chain, just after a stop and its recovery), Playwright reported the click
    // done and the Edit button's handler never ran: the editor's chunk was not even requested, the button stayed
    // enabled. Said, with what was under the button, and pressed once more; a broken Edit still fails below.
    const opened = await content
      .or(cell.locator('[data-readout="cell-status"]', { hasText: 'Loading the editor' }))
      .first()
      .waitFor({ state: 'visible', timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!opened) {
      const under = await edit.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return `${at?.outerHTML.slice(0, 120)} (the button ${(b as HTMLButtonElement).disabled ? 'disabled' : 'enabled'})`;
      });
      console.warn(`replaceCode: the Edit click opened no editor in 3 s; under the button: ${under}. Pressed again.`);
      await edit.click();
    }
  }
  await content.waitFor({ state: 'visible' });
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  // Code that ends in a word opens CodeMirror's completion list under the cursor, over the cell's bar: a click on Run
  // that Playwright aimed while the list was moving (a retry scrolls the page) once took its second option instead
  // ("break"), so the cell stayed edited and never ran. A reader closes the list before moving on; so do the tests.
  if (/\w$/.test(code)) {
    const list = page.locator('.cm-tooltip-autocomplete');
    await list.waitFor({ state: 'visible', timeout: 1000 }).catch(() => {});
    if (await list.isVisible()) {
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
    }
  }
}

/** A one-finger drag through CDP touch events (Chromium turns them into pointer events). */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 8): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const pt = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pt(from.x, from.y) });
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: pt(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Open a notebook from a link in the playground and run it as a reader would: Run all in the banner. */
export async function openNotebook(page: Page, doc: NotebookDoc): Promise<void> {
  await page.goto(`/playground/#${encodeHash(doc)}`);
  await widgetsReady(page);
  const banner = page.locator('nb-playground [data-part="trust"]');
  await banner.getByRole('button', { name: 'Run all' }).click();
  // The banner goes when the first cell has run: nothing moves under the test's next click.
  await expect(banner).toBeHidden();
}

/** One place where a figure's label collides: what it meets, in words, for the test's message. */
export interface LabelClash {
  figure: string;
  label: string;
  with: string;
}

/**
 * Where the labels of the page's drawings (every scene and chart SVG on screen) collide (issue 38 item 11): a
 * label over another label, cut by its drawing's edge, over a dot, or crossed by a drawn line or curve (a path, a
 * line, a polyline; a chart's faint grid lines and a label's own leader do not count). Measured in CSS pixels on
 * the page as laid out, with real fonts: each label's box is its glyph cell, trimmed by a fifth of its height
 * above and below (the cell's air over the capitals and under the baseline) and 1 px at each end.
 *
 * Read on the page as built (scripts off: the first state, before a figure's canvas takes over its drawing).
 */
export async function labelClashes(page: Page): Promise<LabelClash[]> {
  return page.evaluate(() => {
    type R = { x0: number; y0: number; x1: number; y1: number };
    const out: { figure: string; label: string; with: string }[] = [];
    const shown = (e: Element) =>
      (e as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility?.({
        opacityProperty: true,
        visibilityProperty: true,
      }) ?? true;
    const area = (a: R, b: R) => {
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      return w > 0 && h > 0 ? w * h : 0;
    };
    const painted = (e: Element, prop: 'fill' | 'stroke', least = 0.05) => {
      const cs = getComputedStyle(e);
      const v = cs.getPropertyValue(prop);
      const op = Number(cs.getPropertyValue(`${prop}-opacity`) || '1') * Number(cs.opacity || '1');
      return v !== 'none' && !/rgba\([^)]*,\s*0\)$/.test(v) && v !== 'transparent' && op > least;
    };
    const IGNORED =
      '[aria-label*="axis"], [aria-label*="tick"], [aria-label*="grid"], [aria-label="frame"], .fig-grid, .fig-field, [class~="grid"], [class*="leader"], [data-leader], .kit-handle-hit, .kit-handle-ring, defs, clipPath, mask, marker';
    const svgs = [...document.querySelectorAll('svg')].filter(
      (s) =>
        !s.parentElement?.closest('svg') &&
        s.closest('[id^="fig-"], [data-widget], [data-fnplot], .atlas-card, figure'),
    );
    for (const svg of svgs) {
      if (!shown(svg)) continue;
      const frame = svg.getBoundingClientRect();
      if (frame.width < 60 || frame.height < 40) continue; // an icon
      const host = svg.closest('[id^="fig-"], [data-widget], .atlas-card, [data-fnplot]') ?? svg.closest('figure');
      const figure =
        `${host?.id || host?.getAttribute('data-widget') || host?.className || 'figure'} ${svg.getAttribute('data-part') ?? svg.getAttribute('aria-label')?.slice(0, 40) ?? ''}`.trim();
      const clash = (i: number, what: string) => {
        boxes[i].t.setAttribute('data-label-clash', '');
        out.push({ figure, label: boxes[i].name, with: what });
      };
      const texts = [...svg.querySelectorAll('text')].filter(
        (t) =>
          (t.textContent ?? '').trim() !== '' && shown(t) && !t.closest(IGNORED.replace(', [aria-label="frame"]', '')),
      );
      const boxes = texts
        .map((t) => {
          const r = t.getBoundingClientRect();
          const trim = r.height / 5;
          return {
            t,
            name: (t.textContent ?? '').trim().slice(0, 30),
            b: { x0: r.left + 1, y0: r.top + trim, x1: r.right - 1, y1: r.bottom - trim },
          };
        })
        .filter((x) => x.b.x1 > x.b.x0 && x.b.y1 > x.b.y0);
      for (let i = 0; i < boxes.length; i++) {
        const a = boxes[i];
        if (
          a.b.x0 < frame.left - 0.5 ||
          a.b.y0 < frame.top - 0.5 ||
          a.b.x1 > frame.right + 0.5 ||
          a.b.y1 > frame.bottom + 0.5
        )
          clash(i, 'the edge of its drawing');
        for (let j = i + 1; j < boxes.length; j++) {
          if (a.t.contains(boxes[j].t) || boxes[j].t.contains(a.t)) continue;
          if (area(a.b, boxes[j].b) > 1) clash(i, `the label "${boxes[j].name}"`);
        }
      }
      // Dots: a painted circle under a label's box.
      for (const c of svg.querySelectorAll('circle')) {
        if (!shown(c) || c.closest(IGNORED)) continue;
        if (!painted(c, 'fill') && !painted(c, 'stroke')) continue;
        const r = c.getBoundingClientRect();
        const cx = (r.left + r.right) / 2;
        const cy = (r.top + r.bottom) / 2;
        const rad = r.width / 2;
        if (rad < 1) continue;
        boxes.forEach((a, i) => {
          const nx = Math.min(Math.max(cx, a.b.x0), a.b.x1) - cx;
          const ny = Math.min(Math.max(cy, a.b.y0), a.b.y1) - cy;
          // Inside a big ring (a reticle, an orbit) is fine when the label clears its outline.
          const fx = Math.max(Math.abs(a.b.x0 - cx), Math.abs(a.b.x1 - cx));
          const fy = Math.max(Math.abs(a.b.y0 - cy), Math.abs(a.b.y1 - cy));
          const near = Math.hypot(nx, ny) < rad - 0.5;
          // A dot is a small filled circle; a bigger one (a reach disc, a sphere) is an area a label may sit on,
          // and only its outline counts.
          const filled = painted(c, 'fill') && rad <= 12;
          if (!filled && !painted(c, 'stroke')) return;
          if (near && (filled || Math.hypot(fx, fy) > rad + 0.5))
            clash(
              i,
              `a ${filled ? 'dot' : 'ring'} (${c.getAttribute('class') ?? c.parentElement?.getAttribute('class') ?? 'circle'})`,
            );
        });
      }
      // Lines and curves: points along each stroked path or line, about every 1.5 px, inside a label's box.
      for (const g of svg.querySelectorAll('path, line, polyline')) {
        // A faint line (a chart's grid, drawn at 10 % to sit under text) is no clash.
        if (!shown(g) || g.closest(IGNORED) || !painted(g, 'stroke', 0.25)) continue;
        const geo = g as SVGGeometryElement;
        const m = geo.getScreenCTM();
        if (!m) continue;
        let len = 0;
        try {
          len = geo.getTotalLength();
        } catch {
          continue;
        }
        const scale = Math.hypot(m.a, m.b) || 1;
        const n = Math.min(4000, Math.max(2, Math.ceil((len * scale) / 1.5)));
        const hit = new Set<number>();
        for (let k = 0; k <= n; k++) {
          const p = geo.getPointAtLength((len * k) / n);
          const x = m.a * p.x + m.c * p.y + m.e;
          const y = m.b * p.x + m.d * p.y + m.f;
          boxes.forEach((a, i) => {
            if (x > a.b.x0 + 0.5 && x < a.b.x1 - 0.5 && y > a.b.y0 + 0.5 && y < a.b.y1 - 0.5) hit.add(i);
          });
        }
        const what =
          g.getAttribute('class') ||
          g.parentElement?.getAttribute('class') ||
          g.parentElement?.getAttribute('aria-label') ||
          g.localName;
        for (const i of hit) clash(i, `a line (${what})`);
      }
    }
    return out;
  });
}
