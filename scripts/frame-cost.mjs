// The CPU time one figure update costs the browser's main thread, for A/B comparisons that
// hold on a busy machine:
//   npm run bench:frame-cost -- <page> <selector> <input> [--phone] [--rounds=3] [--variants=file.json]
//     <page>      a path of the build, e.g. /chapters/intercept-triangle/
//     <selector>  what the input acts on, e.g. 'intercept-figure [data-handle="target"]'
//     <input>     key | text | range | digit | move | none
//                 key: ArrowRight/ArrowLeft keydown in turn; text: a number box given 30, 24, 41.5, 18;
//                 range: a slider stepped 10 up and down; digit: one digit of the first number under
//                 <selector> changed by the page alone (no figure code); move: the handle's transform
//                 moved 2 units and back (no figure code); none: nothing changed (the empty frame).
//     --variants  a JSON object { name: css } of stylesheets added to the page, measured in turn with
//                 the page as built ("" is the page itself), interleaved round by round
// Env: FRAME_COST_DIST=dist (the build to serve), FRAME_COST_PORT=4393.
//
// Why not wall time: `npm run bench:figures` times the update from input to pixels, which is what the
// budget is about, but on a shared 2-core machine another process's work lands inside the measured
// frames. This script records a Chromium trace, unthrottled, and sums each frame's *thread* time
// (`tdur`: time the main thread was on a CPU), which other processes barely move; the lifecycle phases
// of the frame (style, layout, pre-paint, paint, layerize) are printed beside it. Multiply by ~4 for
// the budget's 4× throttling. It measures the first frame after each input, not the handler, and
// ("later") the costliest of the three frames after it, where a figure writes its numbers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const args = process.argv.slice(2);
const flags = Object.fromEntries(
  args.filter((a) => a.startsWith('--')).map((a) => [a.slice(2).split('=')[0], a.split('=')[1] ?? 'true']),
);
const [path, selector, input] = args.filter((a) => !a.startsWith('--'));
const INPUTS = ['key', 'text', 'range', 'digit', 'move', 'none'];
if (!path || !selector || !INPUTS.includes(input)) {
  console.error('usage: npm run bench:frame-cost -- <page> <selector> <key|text|range|digit|move|none> [--phone]');
  process.exit(2);
}
const variants = flags.variants ? JSON.parse(readFileSync(flags.variants, 'utf8')) : { 'as built': '' };
const rounds = Number(flags.rounds ?? 3);
const INPUTS_PER_ROUND = 25;
const WARM_UP = 5;
const PHASES = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'];
const dist = process.env.FRAME_COST_DIST || 'dist';
const port = Number(process.env.FRAME_COST_PORT || 4393);

const server = spawn(process.execPath, ['scripts/serve.mjs', dist, String(port), '/'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 700));
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const context = flags.phone
  ? { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }
  : { viewport: { width: 1280, height: 860 } };

/** One page load with `css` added: the CPU time of the frame after each input. */
async function measure(css) {
  const ctx = await browser.newContext({ ...context, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
  if (css) await page.addStyleTag({ content: css });
  // Wake the figures (kit/shell/boot.ts) and bring this one into view.
  await page.evaluate(() => document.dispatchEvent(new Event('kit:boot-all')));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-widget]')).every(
      (w) => w.dataset.ready === 'true' || w.dataset.boot === 'lazy',
    ),
  );
  await page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) throw new Error(`no element ${s}`);
    (el.closest('figure') ?? el).scrollIntoView({ block: 'center' });
  }, selector);
  await page.waitForTimeout(300);
  const cdp = await ctx.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    categories: 'blink.user_timing,devtools.timeline,toplevel,cc',
    transferMode: 'ReportEvents',
  });
  await page.evaluate(
    async ([sel, kind, n]) => {
      const el = document.querySelector(sel);
      const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 40)));
      const transform = el.getAttribute('transform') ?? '';
      for (let i = 0; i < n; i++) {
        await settle();
        performance.mark('frame-cost:input');
        if (kind === 'key') {
          const key = i % 2 ? 'ArrowLeft' : 'ArrowRight';
          el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        } else if (kind === 'range') {
          if (i % 2) el.stepDown(10);
          else el.stepUp(10);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        } else if (kind === 'text') {
          el.value = ['30', '24', '41.5', '18'][i % 4];
          el.dispatchEvent(new Event('input', { bubbles: true }));
        } else if (kind === 'digit') {
          const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let node;
          while ((node = walk.nextNode()) && !/\d/.test(node.data));
          if (node) node.data = node.data.replace(/\d/, (d) => (d === '7' ? '8' : '7'));
        } else if (kind === 'move') {
          el.setAttribute('transform', i % 2 ? transform : `translate(2 0) ${transform}`);
        }
        await settle();
        await settle();
      }
    },
    [selector, input, INPUTS_PER_ROUND],
  );
  await cdp.send('Tracing.end');
  await done;
  await ctx.close();

  const marks = events.filter((e) => e.name === 'frame-cost:input').map((e) => e.ts);
  marks.sort((a, b) => a - b);
  const frames = events.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X');
  frames.sort((a, b) => a.ts - b.ts);
  const main = frames[0]?.tid;
  return marks.slice(WARM_UP).map((m) => {
    const i = frames.findIndex((b) => b.ts > m);
    const f = frames[i];
    // The frames after it, where a figure writes its numbers (kit/shell/figure.ts textLater): the costliest of the next three.
    const later = frames.slice(i + 1, i + 4).filter((b) => b.ts < m + 40_000);
    const row = { frame: (f?.tdur ?? 0) / 1000, later: Math.max(0, ...later.map((b) => (b.tdur ?? 0) / 1000)) };
    for (const name of PHASES) {
      row[name] =
        events
          .filter((e) => e.name === name && e.ph === 'X' && e.tid === main && f && e.ts >= f.ts && e.ts < f.ts + f.dur)
          .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
    }
    return row;
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const results = {};
  for (let r = 0; r < rounds; r++) {
    for (const [name, css] of Object.entries(variants)) (results[name] ??= []).push(...(await measure(css)));
  }
  console.log(
    `${path}  ${selector}  ${input}  ${flags.phone ? 'phone' : 'desktop'}, unthrottled, CPU ms of the frame:`,
  );
  console.log(
    `  ${'variant'.padEnd(22)} ${'frame'.padStart(6)} ${PHASES.map((p) => p.padStart(9)).join(' ')} ${'later'.padStart(6)}      n`,
  );
  for (const [name, rows] of Object.entries(results)) {
    const cells = [median(rows.map((x) => x.frame)), ...PHASES.map((p) => median(rows.map((x) => x[p])))];
    console.log(
      `  ${name.padEnd(22)} ${cells[0].toFixed(2).padStart(6)} ${cells
        .slice(1)
        .map((c) => c.toFixed(2).padStart(9))
        .join(' ')} ${median(rows.map((x) => x.later))
        .toFixed(2)
        .padStart(6)} ${String(rows.length).padStart(6)}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
