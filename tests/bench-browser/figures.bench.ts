/**
 * The figure benchmark: every figure's inputs, timed from the input event to
 * pixels (`inputToPixels` in tests/browser/support.ts) under 4× CPU
 * throttling, at the desktop and phone sizes of the browser tests. Run by
 * `npm run bench:figures` (scripts/figure-bench.mjs), which prints the table;
 * each result is appended as one JSON line to `FIG_BENCH_OUT`.
 */
import { appendFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { inputToPixels, widgetsReady, type FigureInput } from '../browser/support';

interface Case {
  figure: string;
  page: string;
  /** What the input is, in words, for the table. */
  input: string;
  how: FigureInput;
}

const key = (figure: string, handle: string, keys: readonly [string, string] = ['ArrowRight', 'ArrowLeft']) =>
  ({ kind: 'key', selector: `${figure} [data-handle="${handle}"]`, keys }) as const;

export const CASES: Case[] = [
  {
    figure: 'lead-demo',
    page: '/chapters/introduction/',
    input: 'speed slider',
    how: { kind: 'range', selector: 'lead-demo input[name="speed"]' },
  },
  { figure: 'vector-figure', page: '/chapters/vectors/', input: 'key on P2', how: key('vector-figure', 'p2') },
  {
    figure: 'vector-figure',
    page: '/chapters/vectors/',
    input: 'Δt box',
    how: { kind: 'text', selector: 'vector-figure input[name="dt"]', values: ['0.5', '1.5', '2', '0.25'] },
  },
  { figure: 'dot-figure', page: '/chapters/dot-product/', input: 'key on B', how: key('dot-figure', 'b') },
  { figure: 'cosines-figure', page: '/chapters/law-of-cosines/', input: 'key on Q', how: key('cosines-figure', 'q') },
  {
    figure: 'intercept-figure',
    page: '/chapters/intercept-triangle/',
    input: 'key on target',
    how: key('intercept-figure', 'target'),
  },
  {
    figure: 'intercept-figure',
    page: '/chapters/intercept-triangle/',
    input: 'time scrubber',
    how: { kind: 'range', selector: 'intercept-figure [data-scrubber] input[type="range"]', steps: 10 },
  },
  {
    figure: 'intercept-figure',
    page: '/chapters/intercept-triangle/',
    input: 'speed box',
    how: { kind: 'text', selector: 'intercept-figure input[name="speed"]', values: ['30', '24', '41.5', '18'] },
  },
  {
    figure: 'root-plot',
    page: '/chapters/choosing-the-root/',
    input: 'key on target',
    how: key('root-plot', 'target'),
  },
  {
    figure: 'root-plot',
    page: '/chapters/choosing-the-root/',
    input: 'speed slider',
    how: { kind: 'range', selector: 'root-plot input[name="speed"]' },
  },
  {
    figure: 'precision-lab',
    page: '/chapters/choosing-the-root/',
    input: 'gap slider',
    how: { kind: 'range', selector: 'precision-lab input[type="range"]' },
  },
  {
    figure: 'edge-cases',
    page: '/chapters/edge-cases/',
    input: 'key on target',
    how: key('edge-cases', 'target', ['ArrowDown', 'ArrowUp']),
  },
  {
    figure: 'edge-cases',
    page: '/chapters/edge-cases/',
    input: 'speed slider',
    how: { kind: 'range', selector: 'edge-cases input[name="speed-slider"]' },
  },
  {
    figure: 'edge-cases',
    page: '/chapters/edge-cases/',
    input: 'speed box',
    how: { kind: 'text', selector: 'edge-cases input[name="speed"]', values: ['30', '24', '41.5', '18'] },
  },
  { figure: 'shooting-range', page: '/chapters/edge-cases/', input: 'key on gun', how: key('shooting-range', 'gun') },
];

const RUNS = Number(process.env.FIG_BENCH_RUNS || 30);
const ONLY = process.env.FIG_BENCH_ONLY;

for (const c of CASES) {
  if (ONLY && !c.figure.includes(ONLY)) continue;
  test(`${c.figure}: ${c.input}`, async ({ page }, info) => {
    // Animations (the lead demo, the range) hold still: the input's own work is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(c.page);
    await widgetsReady(page);
    const target = page.locator(c.how.selector).first();
    await target.scrollIntoViewIfNeeded();
    await page
      .locator(c.figure)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await target.focus();
    await page.waitForTimeout(500); // fonts, Plot's re-mount, idle callbacks
    await inputToPixels(page, c.how, { runs: 5 }); // warm-up: compiled handlers, cached look-ups
    const runs = await inputToPixels(page, c.how, { runs: RUNS });
    const out = process.env.FIG_BENCH_OUT;
    const row = { project: info.project.name, figure: c.figure, input: c.input, runs };
    if (out) appendFileSync(out, `${JSON.stringify(row)}\n`);
  });
}
