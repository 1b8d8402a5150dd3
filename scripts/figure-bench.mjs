// The figure benchmark: every figure update, input event to pixels, under 4×
// CPU throttling, at desktop (1280×860) and phone (360×740) sizes.
//   npm run bench:figures               build into dist-bench-figures, measure, print the table
//   npm run bench:figures -- --write    … and write bench/FIGURES.md
// Env: FIG_BENCH_DIST=dist-x    measure an existing build instead of building
//      FIG_BENCH_PORT=4391      where to serve it
//      FIG_BENCH_RUNS=30        timed inputs per figure and size (after 5 warm-up ones)
//      FIG_BENCH_ONLY=root      only the figures whose name contains this
//      FIG_BENCH_FLOORS=0       only the updates on their pages: no floor rows, no figure-alone rows
//      FIG_BENCH_CPU=1          another CPU throttling rate than the budget's 4× (printed, never --write)
//   npm run bench:figures -- --report [--write]   print (and write) the tables again from the last run's
//                            measurements (node_modules/.cache/figure-bench.jsonl), without measuring
// The measurement is `inputToPixels` in tests/browser/support.ts; the cases are
// in tests/bench-browser/figures.bench.ts. One browser, one page at a time.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { findChromium } from './browser.mjs';

/** One 60 Hz frame: the median update's budget (issue 12 and the developers' guide; issue 4 had 8 ms). */
const BUDGET_MS = 16.7;
/** The p90 an update may reach (issue 16). */
const P90_MS = 25;
/** The figure's own script (handler + draw) per update (issue 12). */
const SCRIPT_MS = 4;
const write = process.argv.includes('--write');
const report = process.argv.includes('--report');
const dist = process.env.FIG_BENCH_DIST || 'dist-bench-figures';
const port = process.env.FIG_BENCH_PORT || '4391';
const runs = process.env.FIG_BENCH_RUNS || '30';
const cpu = process.env.FIG_BENCH_CPU || '4';
if (write && cpu !== '4') {
  console.error("--write records the budget's 4× CPU only: drop FIG_BENCH_CPU or --write");
  process.exit(2);
}

if (!report && (!process.env.FIG_BENCH_DIST || !existsSync(`${dist}/index.html`))) {
  console.log(`building into ${dist}/ …`);
  const built = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: `./${dist}` },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const out = 'node_modules/.cache/figure-bench.jsonl';
/** The load averages around the last run, kept for `--report`. */
const loadsOut = 'node_modules/.cache/figure-bench.load.json';
let loadBefore = 0;
let loadAfter = 0;
/** The exit status of the measuring run (0 for `--report`). */
let status = 0;
if (report) {
  if (!existsSync(out)) {
    console.error(`--report: no measurements in ${out}; run the bench first`);
    process.exit(2);
  }
  if (existsSync(loadsOut)) ({ loadBefore, loadAfter } = JSON.parse(readFileSync(loadsOut, 'utf8')));
  else {
    // Measured before the load file existed: the loads bench/FIGURES.md printed for the same run.
    const m = existsSync('bench/FIGURES.md')
      ? /load average\s+([\d.]+) → ([\d.]+)/.exec(readFileSync('bench/FIGURES.md', 'utf8'))
      : null;
    if (m) [loadBefore, loadAfter] = [Number(m[1]), Number(m[2])];
  }
} else {
  mkdirSync('node_modules/.cache', { recursive: true });
  rmSync(out, { force: true });
  loadBefore = loadavg()[0];
  if (loadBefore > 0.7) console.warn(`warning: load average ${loadBefore.toFixed(2)}: timings may be inflated`);
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/bench-browser/playwright.config.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FIG_BENCH_DIST: dist,
      FIG_BENCH_PORT: port,
      FIG_BENCH_RUNS: runs,
      FIG_BENCH_CPU: cpu,
      FIG_BENCH_OUT: out,
    },
  });
  loadAfter = loadavg()[0];
  if (!existsSync(out)) process.exit(run.status || 1);
  status = run.status ?? 0;
  writeFileSync(loadsOut, JSON.stringify({ loadBefore, loadAfter }));
}

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (/** @type {number} */ x) => x.toFixed(1);

const lines = readFileSync(out, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
/** Lighthouse's benchmarkIndex in this Chromium, unthrottled: the median of three runs, or null. */
const machine = lines.find((l) => l.machine)?.benchmarkIndex ?? null;
const benchmarkIndex = machine ? Math.round(quantile(machine, 0.5)) : null;
/** Animation rows: frame intervals while a figure plays, at 1× and 4× CPU. */
const animations = lines
  .filter((l) => l.animation)
  .map((l) => {
    /** @type {number[]} */
    const iv = l.intervals;
    const median = quantile(iv, 0.5);
    const total = iv.reduce((a, b) => a + b, 0);
    return {
      figure: l.figure,
      size: l.project,
      cpu: l.cpu,
      frames: iv.length,
      fps: total > 0 ? (1000 * iv.length) / total : 0,
      median,
      p90: quantile(iv, 0.9),
      long: iv.filter((x) => x > 25).length,
      playing: l.playing,
    };
  })
  .sort((a, b) => a.figure.localeCompare(b.figure) || a.size.localeCompare(b.size) || a.cpu - b.cpu);
const rows = lines
  .filter((l) => !l.machine && !l.animation)
  .map((r) => {
    /** @type {{handler: number, frame: number, draw: number, render: number, total: number, prose: number | null, numbers?: number | null}[]} */
    const t = r.runs;
    const total = t.map((x) => x.total);
    const prose = t.map((x) => x.prose).filter((x) => x !== null);
    const numbers = t.map((x) => x.numbers ?? null).filter((x) => x !== null);
    return {
      floor: Boolean(r.floor),
      alone: Boolean(r.alone),
      control: Boolean(r.control),
      // A handle nudged by its attribute (a key row's control); runs before `kind` was recorded: by the input's name.
      nudge: r.kind ? r.kind === 'nudge' : /\bkey\b/.test(r.input),
      figure: r.figure,
      input: r.input,
      size: r.project,
      n: total.length,
      median: quantile(total, 0.5),
      p90: quantile(total, 0.9),
      max: Math.max(...total),
      handler: quantile(
        t.map((x) => x.handler),
        0.5,
      ),
      frame: quantile(
        t.map((x) => x.frame),
        0.5,
      ),
      draw: quantile(
        t.map((x) => x.draw),
        0.5,
      ),
      render: quantile(
        t.map((x) => x.render),
        0.5,
      ),
      script: quantile(
        t.map((x) => x.handler + x.draw),
        0.5,
      ),
      prose: prose.length ? quantile(prose, 0.5) : null,
      numbers: numbers.length ? quantile(numbers, 0.5) : null,
      events: eventQuantiles(r.events),
    };
  })
  .sort((a, b) => a.figure.localeCompare(b.figure) || a.input.localeCompare(b.input) || a.size.localeCompare(b.size));

/**
 * Event Timing's durations for a row (null: the browser reported none, under 16 ms): its median and p90,
 * where an unreported input counts as under 16 ms, or null when the row had no such measure.
 */
function eventQuantiles(events) {
  if (!Array.isArray(events) || events.length === 0) return null;
  const sorted = events.map((d) => (d === null ? -1 : d)).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { median: at(0.5), p90: at(0.9), reported: events.filter((d) => d !== null).length, n: events.length };
}
/** An Event Timing duration as printed: whole ms (the browser rounds to 8 ms), or "< 16". */
const evMs = (d) => (d < 0 ? '< 16' : String(Math.round(d)));

const floors = rows.filter((r) => r.floor);
const alone = rows.filter((r) => r.alone);
const controls = rows.filter((r) => r.control);
const updates = rows.filter((r) => !r.floor && !r.alone && !r.control);
/** The same input with no figure code on the same page and size (the control alone), or undefined. */
const controlOf = (r) => controls.find((c) => c.figure === r.figure && c.input === r.input && c.size === r.size);

const header = [
  'figure',
  'input',
  'size',
  'median ms',
  'p90 ms',
  'max ms',
  'no figure code ms',
  'handler ms',
  'frame ms',
  'of it: draw ms',
  'render ms',
  'numbers frame ms',
  'prose frame ms',
  'Event Timing median ms',
  'Event Timing p90 ms',
  'budget',
  '',
  'p90 ≤ 25',
];
const table = updates.map((r) => [
  r.figure,
  r.input,
  r.size,
  ms(r.median),
  ms(r.p90),
  ms(r.max),
  controlOf(r) ? ms(controlOf(r).median) : '–',
  ms(r.handler),
  ms(r.frame),
  ms(r.draw),
  ms(r.render),
  r.numbers === null ? '–' : ms(r.numbers),
  r.prose === null ? '–' : ms(r.prose),
  r.events ? evMs(r.events.median) : '–',
  r.events ? evMs(r.events.p90) : '–',
  `${BUDGET_MS} ms`,
  r.median <= BUDGET_MS ? '✓' : '✗',
  r.p90 <= P90_MS ? '✓' : '✗',
]);
const animHeader = [
  'figure',
  'size',
  'CPU',
  'frames',
  'fps',
  'median interval ms',
  'p90 interval ms',
  'intervals > 25 ms',
  'still playing',
];
const animTable = animations.map((a) => [
  a.figure,
  a.size,
  `${a.cpu}×`,
  String(a.frames),
  a.fps.toFixed(1),
  ms(a.median),
  ms(a.p90),
  String(a.long),
  a.playing ? 'yes' : 'no (ended)',
]);
const aloneHeader = ['figure', 'input', 'size', 'median ms', 'on its page ms', 'p90 ms', 'render ms', 'budget', ''];
const aloneTable = alone.map((r) => {
  const onPage = updates.find((u) => u.figure === r.figure && u.input === r.input && u.size === r.size);
  return [
    r.figure,
    r.input,
    r.size,
    ms(r.median),
    onPage ? ms(onPage.median) : '–',
    ms(r.p90),
    ms(r.render),
    `${BUDGET_MS} ms`,
    r.median <= BUDGET_MS ? '✓' : '✗',
  ];
});
const floorHeader = ['page of', 'numbers changed', 'size', 'median ms', 'p90 ms', 'max ms'];
const floorTable = floors.map((r) => [r.figure, r.input, r.size, ms(r.median), ms(r.p90), ms(r.max)]);
/** @param {string[]} head @param {string[][]} body */
const print = (head, body) => {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${body.map(line).join('\n')}`);
};
if (table.length) print(header, table);
if (aloneTable.length) print(aloneHeader, aloneTable);
if (floorTable.length) print(floorHeader, floorTable);
if (animTable.length) print(animHeader, animTable);
const over = updates.filter((r) => r.median > BUDGET_MS);
/** The figures' own code (handler + draw), median per row: its range over the rows, and how many rows keep it within budget. */
/** Rows whose control alone is a floor under them: sliders, boxes, scrubbers (a key row's nudge is not, see the notes). */
const withControl = updates.filter((r) => controlOf(r) && !controlOf(r).nudge);
const overOnFloor = withControl.filter((r) => r.median > BUDGET_MS && controlOf(r).median > BUDGET_MS);
const floorLine = withControl.length
  ? `Of the ${over.filter((r) => withControl.includes(r)).length} slider, box and scrubber rows over ${BUDGET_MS} ms, ${overOnFloor.length} are over it with no figure code ` +
    `(the control's own change alone); over all such rows the figure's share (median minus no figure code) is ` +
    `${ms(Math.min(...withControl.map((r) => r.median - controlOf(r).median)))}–${ms(Math.max(...withControl.map((r) => r.median - controlOf(r).median)))} ms`
  : '';
const scripts = updates.map((r) => r.script);
const scriptLine = scripts.length
  ? `the figures' own script (handler + draw, median per row): ${ms(Math.min(...scripts))}–${ms(Math.max(...scripts))} ms, ` +
    `within ${SCRIPT_MS} ms on ${scripts.filter((x) => x <= SCRIPT_MS).length} of ${scripts.length} rows`
  : '';
console.log(
  `\n${updates.length - over.length} of ${updates.length} within ${BUDGET_MS} ms (median, ${cpu}× CPU); load ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}`,
);
if (scriptLine) console.log(scriptLine);
if (floorLine) console.log(floorLine);
if (alone.length) {
  console.log(
    `alone on their pages: ${alone.filter((r) => r.median <= BUDGET_MS).length} of ${alone.length} within ${BUDGET_MS} ms`,
  );
}
if (benchmarkIndex !== null) console.log(`Lighthouse benchmarkIndex of this machine, unthrottled: ${benchmarkIndex}`);

if (write) {
  let chromium = 'Chromium';
  try {
    const opts = /** @type {const} */ ({ encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    chromium = execFileSync(findChromium() ?? 'chromium', ['--version'], opts).trim();
  } catch {
    // the version stays unnamed
  }
  const md = `# Figure updates: input event to pixels

Measured by \`npm run bench:figures\` (scripts/figure-bench.mjs, cases in
tests/bench-browser/figures.bench.ts, measurement \`inputToPixels\` in tests/browser/support.ts)
on ${new Date().toISOString().slice(0, 10)}: ${chromium}, headless, ${cpus().length} cores, load average
${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}, CPU throttled 4× (CDP \`Emulation.setCPUThrottlingRate\`),
reduced motion (animations hold still), ${rows[0]?.n ?? runs} timed inputs per row after 5 warm-up ones.
Desktop is 1280×860; phone is 360×740 at device scale 2 with touch.
${
  benchmarkIndex === null
    ? ''
    : `
The machine: Lighthouse's \`benchmarkIndex\` (its own \`computeBenchmarkIndex\`, run in this Chromium
unthrottled, median of three) is **${benchmarkIndex}**. Lighthouse's 4× slowdown is meant to take a
high-end desktop (index 1500–2000, ranges as of Chrome 86) to a mid-tier phone (Lighthouse,
docs/throttling.md); from this machine it emulates a device about ${
        benchmarkIndex >= 1750
          ? `${(benchmarkIndex / 1750).toFixed(1)} times faster`
          : `${(1750 / benchmarkIndex).toFixed(1)} times slower`
      } than the one that 4× aims at.
`
}
One update's time is its **handler** (the input's synchronous handlers and their microtasks) plus its
**frame** (the next frame from its first animation-frame callback, where figures draw, through style,
layout and paint on the main thread, caught by a MessageChannel message posted from requestAnimationFrame).
The frame splits into **draw** (the animation-frame callbacks the handlers queued, timed by one more
callback queued after them) and **render** (the browser's style, layout and paint of what changed).
The idle wait for the next vsync is not work and is not counted; raster and compositing run off the main
thread. Since issue 16 a figure draws its scene on a canvas in the input's frame and writes its own
numbers (readouts, status, live coefficients) in a later frame (kit/shell/figure.ts \`textLater\`): **numbers
frame** times that write, from the write to the end of its frame's rendering. **prose frame** is the later
frame in which the numbers in the chapter text bound to the figure (published when the browser is idle)
were laid out and painted. **no figure code** is the same input on the same page with no figure code
running (\`silent\` and \`nudge\` in \`FigureInput\`). For a slider, a box or a scrubber it is the control's
new value shown with no \`input\` event: what the browser alone costs to show that the control moved, a floor
under the row. For a key on a handle it is the handle's SVG mark moved by its attribute, what an SVG figure
pays without the kit's canvas path (which holds such writes); the kit's update is often cheaper, so on those
rows it is a comparison, not a floor. The budget is ${BUDGET_MS} ms for
the median update (one 60 Hz frame; issue 4 had 8 ms), and ${P90_MS} ms for its p90 (issue 16).

**Event Timing** is the browser's own, independent measure of the same inputs, made again with trusted
key presses (the focused handle's arrow keys, the slider's arrow keys, a value typed into the box and
committed with Enter): the longest \`PerformanceEventTiming\` duration of each interaction, from the
input's hardware timestamp to the next paint, as Chrome's INP takes it. It includes the wait for that
paint, which the columns above leave out; the browser rounds it to 8 ms and reports nothing under 16 ms,
printed "< 16".

| ${header.join(' | ')} |
| ${header.map((h, i) => (i < 3 ? '---' : '--:')).join(' | ')} |
${table.map((row) => `| ${row.join(' | ')} |`).join('\n')}

${updates.length - over.length} of ${updates.length} rows within ${BUDGET_MS} ms; ${scriptLine}.${floorLine ? ` ${floorLine}` : ''}

## The figure alone

The same inputs with everything on the page but the figure hidden (\`display: none\` on every sibling of
the figure and of its ancestors): what the figure's own update costs, apart from the chapter around it.

| ${aloneHeader.join(' | ')} |
| ${aloneHeader.map((h, i) => (i < 3 ? '---' : '--:')).join(' | ')} |
${aloneTable.map((row) => `| ${row.join(' | ')} |`).join('\n')}

${alone.filter((r) => r.median <= BUDGET_MS).length} of ${alone.length} rows within ${BUDGET_MS} ms.

## The floor: numbers changed with no figure code

The same measurement with no handler and no drawing: one digit of the figure's first number (**one
digit**), or one digit of every number the figure shows in its readouts, formulas and message (**all its
numbers**), changed in place in the page's text (\`digits\` in \`FigureInput\`). This is what the browser
alone spends to restyle, lay out and paint those numbers on that page; a figure's update also moves its
marks and handles, so it cannot cost less. The first row is the same change on a page holding only a
sentence with one number.

| ${floorHeader.join(' | ')} |
| ${floorHeader.map((h, i) => (i < 3 ? '---' : '--:')).join(' | ')} |
${floorTable.map((row) => `| ${row.join(' | ')} |`).join('\n')}

## Animations: frame intervals while a figure plays

Each figure is played with motion allowed (its play button pressed), and the intervals between
animation frames are recorded for 2 s, unthrottled (1×) and at 4× CPU. A figure that keeps up with a
60 Hz display shows intervals of 16.7 ms (60 fps); an interval over 25 ms is a dropped frame. "Still
playing" says whether the animation was running at the end (a shot or a time line may end sooner).

| ${animHeader.join(' | ')} |
| ${animHeader.map((h, i) => (i < 2 ? '---' : '--:')).join(' | ')} |
${animTable.map((row) => `| ${row.join(' | ')} |`).join('\n')}
`;
  // Formatted as `npm run check` expects (Prettier aligns the table).
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig('bench/FIGURES.md')) ?? {};
  writeFileSync('bench/FIGURES.md', await prettier.format(md, { ...options, filepath: 'bench/FIGURES.md' }));
  console.log('wrote bench/FIGURES.md');
}
process.exit(status);
