/**
 * The figure benchmark: every figure's inputs, timed from the input event to
 * pixels (`inputToPixels` in tests/browser/support.ts) under 4× CPU
 * throttling, at the desktop and phone sizes of the browser tests. Run by
 * `npm run bench:figures` (scripts/figure-bench.mjs), which prints the table;
 * each result is appended as one JSON line to `FIG_BENCH_OUT`.
 */
import { appendFileSync } from 'node:fs';
import { test } from '@playwright/test';
// Lighthouse's CPU benchmark, run in the same Chromium: what 4× throttling starts from on this machine.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { eventTiming, inputToPixels, widgetsReady, type FigureInput } from '../browser/support';
import { figurePage } from '../../src/components/figures/registry';

interface Case {
  figure: string;
  page: string;
  /** What the input is, in words, for the table. */
  input: string;
  how: FigureInput;
  /**
   * A floor row: numbers changed with no figure code, what the browser alone
   * costs on that page (see `digits` in FigureInput); not held to the budget.
   */
  floor?: boolean;
  /** A page of this markup instead of `page` (the floor on a near-empty page). */
  html?: string;
  /**
   * The figure alone: everything on the page but the figure and its
   * ancestors hidden (`display: none`), to tell the figure's own cost from
   * the chapter's around it; not held to the budget.
   */
  alone?: boolean;
  /**
   * The control alone: the same input with no figure code (a slider's or box's new value shown with no
   * `input` event; a handle's mark moved by its attribute): what the browser alone costs for that input
   * on that page, the floor under the row; not held to the budget.
   */
  control?: boolean;
}

const key = (figure: string, handle: string, keys: readonly [string, string] = ['ArrowRight', 'ArrowLeft']) =>
  ({ kind: 'key', selector: `${figure} [data-handle="${handle}"]`, keys }) as const;

/** The inputs timed, figure by figure; each on its figure's page (the registry's). */
const INPUTS: Omit<Case, 'page'>[] = [
  {
    figure: 'lead-demo',
    input: 'speed slider',
    how: { kind: 'range', selector: 'lead-demo input[name="speed"]' },
  },
  { figure: 'vector-figure', input: 'key on P2', how: key('vector-figure', 'p2') },
  {
    figure: 'vector-figure',
    input: 'Δt box',
    how: { kind: 'text', selector: 'vector-figure input[name="dt"]', values: ['0.5', '1.5', '2', '0.25'] },
  },
  { figure: 'dot-figure', input: 'key on B', how: key('dot-figure', 'b') },
  { figure: 'cosines-figure', input: 'key on Q', how: key('cosines-figure', 'q') },
  {
    figure: 'intercept-figure',
    input: 'key on target',
    how: key('intercept-figure', 'target'),
  },
  {
    figure: 'intercept-figure',
    input: 'time scrubber',
    how: { kind: 'range', selector: 'intercept-figure [data-scrubber] input[type="range"]', steps: 10 },
  },
  {
    figure: 'intercept-figure',
    input: 'speed box',
    how: { kind: 'text', selector: 'intercept-figure input[name="speed"]', values: ['30', '24', '41.5', '18'] },
  },
  {
    figure: 'root-plot',
    input: 'key on target',
    how: key('root-plot', 'target'),
  },
  {
    figure: 'root-plot',
    input: 'speed slider',
    how: { kind: 'range', selector: 'root-plot input[name="speed"]' },
  },
  {
    figure: 'precision-lab',
    input: 'gap slider',
    how: { kind: 'range', selector: 'precision-lab input[type="range"]' },
  },
  {
    figure: 'edge-cases',
    input: 'key on target',
    how: key('edge-cases', 'target', ['ArrowDown', 'ArrowUp']),
  },
  {
    figure: 'edge-cases',
    input: 'speed slider',
    how: { kind: 'range', selector: 'edge-cases input[name="speed-slider"]' },
  },
  {
    figure: 'edge-cases',
    input: 'speed box',
    how: { kind: 'text', selector: 'edge-cases input[name="speed"]', values: ['30', '24', '41.5', '18'] },
  },
  { figure: 'shooting-range', input: 'key on gun', how: key('shooting-range', 'gun') },
  {
    figure: 'pursuit-race',
    input: 'race-time scrubber',
    how: { kind: 'range', selector: 'pursuit-race [data-scrubber] input[type="range"]', steps: 10 },
  },
  {
    figure: 'gravity-figure',
    input: 'key on target',
    how: key('gravity-figure', 'target'),
  },
  {
    figure: 'gravity-figure',
    input: 'time scrubber',
    how: { kind: 'range', selector: 'gravity-figure [data-scrubber] input[type="range"]', steps: 10 },
  },
  {
    figure: 'gravity-figure',
    input: 'speed box',
    how: { kind: 'text', selector: 'gravity-figure input[name="speed"]', values: ['30', '24', '41.5', '18'] },
  },
  {
    figure: 'quartic-figure',
    input: 'key on target',
    how: key('quartic-figure', 'target'),
  },
  {
    figure: 'quartic-figure',
    input: 'time scrubber',
    how: { kind: 'range', selector: 'quartic-figure [data-scrubber] input[type="range"]', steps: 10 },
  },
  {
    figure: 'quartic-figure',
    input: 'speed box',
    how: { kind: 'text', selector: 'quartic-figure input[name="speed-0"]', values: ['30', '24', '41.5', '18'] },
  },
  // Chapter 10's four integrators: each input re-flies four shots and the chart's 100 misses.
  {
    figure: 'integrator-figure',
    input: 'key on target',
    how: key('integrator-figure', 'target'),
  },
  {
    figure: 'integrator-figure',
    input: 'frame-rate slider',
    how: { kind: 'range', selector: 'integrator-figure input[name="rate"]', steps: 10 },
  },
  {
    figure: 'integrator-figure',
    input: 'frame-rate box',
    how: { kind: 'text', selector: 'integrator-figure input[name="rate-box"]', values: ['30', '240', '12.5', '60'] },
  },
  // Chapter 9's fallbacks.
  {
    figure: 'no-hit-figure',
    input: 'key on target',
    how: key('no-hit-figure', 'target'),
  },
  {
    figure: 'no-hit-figure',
    input: 'time scrubber',
    how: { kind: 'range', selector: 'no-hit-figure [data-scrubber] input[type="range"]', steps: 10 },
  },
  {
    figure: 'no-hit-figure',
    input: 'speed box',
    how: { kind: 'text', selector: 'no-hit-figure input[name="speed"]', values: ['26', '22', '31.5', '18'] },
  },
  // Chapter 12's 3D view.
  {
    figure: 'intercept-3d',
    input: 'orbit key',
    how: { kind: 'key', selector: 'intercept-3d svg[data-part="scene"]', keys: ['ArrowLeft', 'ArrowRight'] },
  },
  {
    figure: 'intercept-3d',
    input: 'key on target (a drag step)',
    how: key('intercept-3d', 'target'),
  },
];
export const CASES: Case[] = INPUTS.map((c) => ({ ...c, page: figurePage(c.figure) }));

/** Each figure of CASES on its page, with one of its numbers, then all of them, changed by the browser alone. */
const FIGURE_PAGES = [...new Map(CASES.map((c) => [c.figure, c.page]))];
export const FLOORS: Case[] = [
  {
    figure: '(near-empty page)',
    page: '',
    html: '<!doctype html><html lang="en"><title>floor</title><p>Impact in <output>1.25</output> s</p></html>',
    input: 'one digit',
    how: { kind: 'digits', selector: 'output', first: true },
    floor: true,
  },
  ...FIGURE_PAGES.flatMap(([figure, page]): Case[] => [
    {
      figure,
      page,
      input: 'one digit',
      how: { kind: 'digits', selector: `${figure} [data-readout]`, first: true },
      floor: true,
    },
    {
      figure,
      page,
      input: 'all its numbers',
      how: { kind: 'digits', selector: `${figure} [data-readout]` },
      floor: true,
    },
  ]),
];

/**
 * Animations: the figure is played (its play button pressed unless it already
 * runs) with motion allowed, and the intervals between animation frames are
 * recorded for `ANIMATION_MS`, unthrottled and at 4× CPU. A figure that keeps
 * up shows one interval per display frame (16.7 ms at 60 Hz).
 */
export interface Animation {
  figure: string;
  page: string;
  /** The play/pause button, pressed when its aria-pressed is not "true". */
  play: string;
}
export const ANIMATIONS: Animation[] = [
  { figure: 'lead-demo', page: figurePage('lead-demo'), play: 'lead-demo [data-action="play"]' },
  { figure: 'intercept-figure', page: figurePage('intercept-figure'), play: 'intercept-figure [data-action="play"]' },
  { figure: 'shooting-range', page: figurePage('shooting-range'), play: 'shooting-range [data-action="play"]' },
  { figure: 'gravity-figure', page: figurePage('gravity-figure'), play: 'gravity-figure [data-action="play"]' },
  { figure: 'quartic-figure', page: figurePage('quartic-figure'), play: 'quartic-figure [data-action="play"]' },
  { figure: 'pursuit-race', page: figurePage('pursuit-race'), play: 'pursuit-race [data-action="play"]' },
  { figure: 'no-hit-figure', page: figurePage('no-hit-figure'), play: 'no-hit-figure [data-action="play"]' },
];
const ANIMATION_MS = 2000;

/** Every update of CASES again, with the rest of its page hidden. */
export const ALONE: Case[] = CASES.map((c) => ({ ...c, alone: true }));

/** Every update of CASES again with no figure code: the control's own change alone. */
export const CONTROLS: Case[] = CASES.map((c) => ({
  ...c,
  control: true,
  how:
    c.how.kind === 'key'
      ? { kind: 'nudge', selector: c.how.selector }
      : c.how.kind === 'range' || c.how.kind === 'text'
        ? { ...c.how, silent: true }
        : c.how,
}));

const RUNS = Number(process.env.FIG_BENCH_RUNS || 30);
/** CPU throttling rate: 4 (the budget's), or 1 to see the same updates on this machine unthrottled. */
const CPU = Number(process.env.FIG_BENCH_CPU || 4);
const ONLY = process.env.FIG_BENCH_ONLY;

test('machine: Lighthouse benchmarkIndex', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one machine, measured once');
  await page.setContent('<!doctype html><title>benchmark</title>');
  const index: number[] = [];
  for (let k = 0; k < 3; k++) index.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  const out = process.env.FIG_BENCH_OUT;
  if (out) appendFileSync(out, `${JSON.stringify({ machine: true, benchmarkIndex: index })}\n`);
});

for (const c of [...CASES, ...ALONE, ...CONTROLS, ...FLOORS]) {
  if (ONLY && !c.figure.includes(ONLY)) continue;
  if ((c.floor || c.alone || c.control) && process.env.FIG_BENCH_FLOORS === '0') continue;
  test(`${c.figure}: ${c.input}${c.alone ? ' (alone)' : c.control ? ' (no figure code)' : ''}`, async ({
    page,
  }, info) => {
    // Animations (the lead demo, the range) hold still: the input's own work is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (c.html) await page.setContent(c.html);
    else {
      await page.goto(c.page);
      await widgetsReady(page);
    }
    const target = page.locator(c.how.selector).first();
    await target.scrollIntoViewIfNeeded();
    if (c.alone) {
      await page
        .locator(c.figure)
        .first()
        .evaluate((figure) => {
          for (let el: Element = figure; el.parentElement; el = el.parentElement) {
            for (const sibling of Array.from(el.parentElement.children)) {
              if (sibling !== el && sibling instanceof HTMLElement) sibling.style.display = 'none';
            }
          }
        });
    }
    if (!c.html) {
      await page
        .locator(c.figure)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    }
    if (!c.floor) await target.focus();
    await page.waitForTimeout(500); // fonts, Plot's re-mount, idle callbacks
    const prose = !c.floor && !c.control; // a floor changes no prose number
    await inputToPixels(page, c.how, { runs: 5, prose, cpu: CPU }); // warm-up: compiled handlers, cached look-ups
    const runs = await inputToPixels(page, c.how, { runs: RUNS, prose, cpu: CPU });
    // The browser's own Event Timing for the same input, made with trusted key presses (not for floors).
    const events = c.floor || c.alone || c.control ? null : await eventTiming(page, c.how, { runs: RUNS, cpu: CPU });
    const out = process.env.FIG_BENCH_OUT;
    const row = {
      project: info.project.name,
      figure: c.figure,
      input: c.input,
      floor: !!c.floor,
      alone: !!c.alone,
      control: !!c.control,
      kind: c.how.kind,
      runs,
      events,
    };
    if (out) appendFileSync(out, `${JSON.stringify(row)}\n`);
  });
}

for (const a of ANIMATIONS) {
  if (ONLY && !a.figure.includes(ONLY)) continue;
  for (const rate of [1, 4]) {
    test(`${a.figure}: animation at ${rate}× CPU`, async ({ page }, info) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(a.page);
      await widgetsReady(page);
      const button = page.locator(a.play).first();
      await button.scrollIntoViewIfNeeded();
      await page
        .locator(a.figure)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
      await page.waitForTimeout(200); // the first frames after a click pay for the click
      const intervals: number[] = await page.evaluate(
        (ms) =>
          new Promise<number[]>((resolve) => {
            const times: number[] = [];
            const tick = (now: number) => {
              times.push(now);
              if (now - times[0] < ms) requestAnimationFrame(tick);
              else resolve(times.slice(1).map((t, i) => t - times[i]));
            };
            requestAnimationFrame(tick);
          }),
        ANIMATION_MS,
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const playing = (await button.getAttribute('aria-pressed')) === 'true';
      const out = process.env.FIG_BENCH_OUT;
      const row = { project: info.project.name, figure: a.figure, animation: true, cpu: rate, playing, intervals };
      if (out) appendFileSync(out, `${JSON.stringify(row)}\n`);
    });
  }
}
