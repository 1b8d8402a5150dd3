#!/usr/bin/env node
/**
 * `node scripts/labels-bench.mjs [place-labels.ts]`: the kit's label-placement step (kit/scene/place-labels.ts) on a
 * chart-sized problem, 8 labels of 12 spots each among 4 curves of 400 points (1,596 segments) on 640×360 px: prints
 * the milliseconds per call and a hash of the placements (the same hash means the same placements). Pass another
 * copy of place-labels.ts to compare versions.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
await build({
  entryPoints: [process.argv[2] ?? 'src/components/kit/scene/place-labels.ts'],
  bundle: true,
  format: 'esm',
  outfile: join(tmpdir(), 'ltt-place-labels.mjs'),
  logLevel: 'error',
  tsconfigRaw: {},
});
const { placeLabels, spotsAround } = await import(
  `${pathToFileURL(join(tmpdir(), 'ltt-place-labels.mjs')).href}?${Date.now()}`
);
// A chart: 4 curves of 400 points across 640×360 px, 8 mark labels with 12 spots each.
const polylines = [];
for (let c = 0; c < 4; c++) {
  const pts = [];
  for (let i = 0; i < 400; i++)
    pts.push({ x: 40 + i * 1.5, y: 180 + 120 * Math.sin(i / 40 + c) * Math.cos((i / 97) * (c + 1)) });
  polylines.push(pts);
}
const labels = [];
for (let k = 0; k < 8; k++) {
  const p = { x: 60 + k * 70, y: 180 + 100 * Math.sin(k) };
  labels.push({ key: 'k' + k, text: `t = ${k}.25 s`, font: 12, spots: spotsAround(p, 4, `t = ${k}.25 s`, 12) });
}
const run = () =>
  placeLabels(
    labels,
    { width: 640, height: 360, edge: 2 },
    { polylines: process.env.NOLINES ? [] : polylines, boxes: [{ x0: 0, y0: 0, x1: 30, y1: 360 }] },
  );
const ref = JSON.stringify(run());
for (let i = 0; i < 50; i++) run();
const n = 300;
const t0 = performance.now();
for (let i = 0; i < n; i++) run();
const ms = (performance.now() - t0) / n;
console.log(
  `placeLabels, 8 labels × 12 spots among 1,596 segments: ${ms.toFixed(3)} ms per call; result hash ${ref.length}:${[...ref].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0)}`,
);
