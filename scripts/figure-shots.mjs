// Screenshots of every figure of the book, for looking at a change side by side:
//   node scripts/figure-shots.mjs <dist> <out-dir>            shoots each figure (desktop and phone, light and dark)
//   node scripts/figure-shots.mjs --compare <dir-a> <dir-b>    prints how many pixels differ per shot
// The figures are found in the built chapters (every element with id="fig-…"); each is scrolled to, booted by
// the pointer reaching it, and shot alone after its fonts and a settle of 400 ms. Animations are paused
// (reduced motion), so two shots of the same build agree to the pixel.
import { mkdirSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const VIEWS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const THEMES = ['light', 'dark'];

async function compare(a, b) {
  let changed = 0;
  for (const file of readdirSync(a)
    .filter((f) => f.endsWith('.png'))
    .sort()) {
    if (!existsSync(join(b, file))) {
      console.log(`${file}: missing in ${b}`);
      changed++;
      continue;
    }
    const [x, y] = await Promise.all(
      [a, b].map((d) => sharp(join(d, file)).raw().toBuffer({ resolveWithObject: true })),
    );
    if (x.info.width !== y.info.width || x.info.height !== y.info.height) {
      console.log(`${file}: size ${x.info.width}×${x.info.height} → ${y.info.width}×${y.info.height}`);
      changed++;
      continue;
    }
    let diff = 0;
    const n = x.info.channels;
    for (let i = 0; i < x.data.length; i += n) {
      for (let c = 0; c < n; c++) {
        if (Math.abs(x.data[i + c] - y.data[i + c]) > 8) {
          diff++;
          break;
        }
      }
    }
    if (diff > 0) changed++;
    console.log(`${file}: ${diff === 0 ? 'same' : `${diff} pixels differ`}`);
  }
  console.log(`${changed} shot(s) changed`);
}

function figures(dist) {
  const out = [];
  const chapters = join(dist, 'chapters');
  for (const ch of readdirSync(chapters)) {
    const file = join(chapters, ch, 'index.html');
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/id="fig-([a-z0-9-]+)"/g)) out.push({ page: `/chapters/${ch}/`, id: m[1] });
  }
  return out;
}

async function shoot(dist, outDir) {
  mkdirSync(outDir, { recursive: true });
  const port = 4600 + Math.floor(Math.random() * 300);
  const server = spawn(process.execPath, ['scripts/serve.mjs', dist, String(port)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 600));
  const only = process.env.SHOTS_ONLY?.split(',');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const { page: path, id } of figures(dist)) {
      if (only && !only.includes(id)) continue;
      for (const view of VIEWS) {
        for (const theme of THEMES) {
          const context = await browser.newContext({
            viewport: { width: view.width, height: view.height },
            colorScheme: theme,
            reducedMotion: 'reduce',
            serviceWorkers: 'block',
          });
          const page = await context.newPage();
          await page.goto(`http://127.0.0.1:${port}${path}`);
          const fig = page.locator(`#fig-${id}`);
          await fig.scrollIntoViewIfNeeded();
          await fig.hover({ position: { x: 2, y: 2 } }).catch(() => {});
          await page.evaluate(() => document.fonts.ready);
          // A figure's lazy parts (a chart going live) load after it boots: wait for them, or the shot races them.
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(400);
          await page.mouse.move(0, 0);
          await page.waitForTimeout(100);
          await fig.screenshot({ path: join(outDir, `${id}-${view.name}-${theme}.png`), animations: 'disabled' });
          await context.close();
        }
      }
      console.log(`shot ${id}`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

const args = process.argv.slice(2);
if (args[0] === '--compare') await compare(resolve(args[1]), resolve(args[2]));
else if (args.length === 2) await shoot(resolve(args[0]), resolve(args[1]));
else {
  console.error('usage: node scripts/figure-shots.mjs <dist> <out-dir> | --compare <dir-a> <dir-b>');
  process.exit(2);
}
