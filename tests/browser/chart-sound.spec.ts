/**
 * Charts heard and explored by keys (issue 41), in the kit's function plot:
 * a fake AudioContext (an init script standing in for Web Audio) records
 * every oscillator, noise burst, pitch and pan the chart schedules, and the
 * test holds them to the library: a click at each of the four-hit scene's hit
 * times (`intercept`'s), a soft tick at each turning point of f (the roots of
 * f′), pitches on the chart's own scale. No sound before a gesture; Esc stops
 * it; the site-wide switch silences it and is remembered. The keys (←/→,
 * ↑/↓, R, T, Home/End) move the cursor and the scene, and every step is said
 * in the chart's live region; on the phone too. Axe on the chart and its controls.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../../playwright.config';
import { intercept } from '../../src/lib';
import { horner } from '../../src/lib/numeric';
import { FOUR_HITS, criticalPoints, optionsFor, solve } from '../../src/components/figures/quartic-figure/model';
import { FN_DURATION, INITIAL as GALLERY, analyseCubic } from '../../src/components/book/kit-gallery/model';
import { fnSpec } from '../../src/components/book/kit-gallery/view';
import { SONIFY, pitchOf, pitchScaleOf } from '../../src/components/kit/charts/fn-plot-sonify';
import { spoken } from '../../src/components/kit/charts/fn-plot-reading';
import { AUDIO } from '../../src/components/kit/charts/fn-plot-audio';
import { analyse, INITIAL as ROOT_INITIAL } from '../../src/components/figures/root-plot/model';
import { axeOn, openFigure, shot, SHOTS } from './support';
import { fakeAudio, heard } from './fake-audio';

const QUARTIC = '/chapters/gravity-and-motion/';

/** Open chapter 8 with the fake audio, press Four-hit scene, and wait for the chart to be live with its four roots. */
async function fourHits(page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce') {
  await page.addInitScript(fakeAudio);
  const fig = await openFigure(page, QUARTIC, 'quartic-figure', reducedMotion);
  await fig.locator('[data-action="four-hits"]').click();
  const chart = fig.locator('[data-fnplot-chart]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('role', 'slider');
  await expect(chart.locator('svg g.kit-fnplot-root > *')).toHaveCount(4);
  return { fig, chart, say: fig.locator('[data-fnplot-say]'), play: fig.locator('[data-fnplot-play]') };
}

const sol = solve(FOUR_HITS);
const DURATION = sol.duration;
/** The time a sweep reaches `seconds` after its tone starts. */
const timeAt = (seconds: number) => (seconds / SONIFY.seconds) * DURATION;

test('no sound before a gesture; P on the chart plays f: a click at each hit, a tick at each turning point', async ({
  page,
}) => {
  const { chart, say, play } = await fourHits(page);
  // The library's answer for the scene: four hits.
  const r = intercept(optionsFor(FOUR_HITS, FOUR_HITS.speeds[0]));
  expect(r.hit && r.times.length).toBe(4);
  // Nothing plays by itself: focusing the chart loads its keys, not a sound.
  await chart.focus();
  await expect(play).toHaveText('Play sound');
  await page.waitForTimeout(300);
  expect((await heard(page)).contexts).toBe(0);

  await page.keyboard.press('p');
  await expect(play).toHaveText('Stop sound');
  await expect(say).toContainText('Playing f(t), smooth tone: 4 roots, 3 turning points');
  await expect.poll(async () => (await heard(page)).tones.length).toBe(1);
  const h = await heard(page);
  expect(h.contexts).toBe(1);
  const tone = h.tones[0];
  expect(tone.type).toBe('sine');
  expect(tone.stop! - tone.start).toBeCloseTo(SONIFY.seconds + 0.05, 6);
  // The clicks, mapped back to time, are intercept's hit times; the ticks the roots of f′ (the turning points).
  const hits = r.hit ? r.times : [];
  expect(h.clicks).toHaveLength(4);
  h.clicks.forEach((c, i) => expect(Math.abs(timeAt(c.start - tone.start) - hits[i])).toBeLessThan(1e-9));
  const { extrema } = criticalPoints(sol);
  expect(h.ticks).toHaveLength(3);
  h.ticks.forEach((k, i) => {
    expect(Math.abs(timeAt(k.start - tone.start) - extrema[i])).toBeLessThan(1e-6);
    expect(k.hz).toBe(AUDIO.tickHz);
  });
  // Stereo: left to right in time.
  const pans = [...h.clicks, ...h.ticks].sort((a, b) => a.start - b.start).map((m) => m.pan);
  expect(pans).toEqual([...pans].sort((a, b) => a - b));
  expect(pans[0]).toBeLessThan(0);
  expect(pans[pans.length - 1]).toBeGreaterThan(0);
  // The pitch follows f: sorted by the value of f, the notes' pitches never fall, and they span more than a tone.
  const f = (t: number) => horner(sol.polynomial.coefficients, t);
  const notes = tone.freq.map(([, hz, at]) => ({ hz, value: f(timeAt(at - tone.start)) }));
  expect(notes).toHaveLength(SONIFY.notes);
  const byValue = [...notes].sort((a, b) => a.value - b.value);
  for (let i = 1; i < byValue.length; i++) expect(byValue[i].hz).toBeGreaterThanOrEqual(byValue[i - 1].hz - 1e-9);
  expect(byValue[byValue.length - 1].hz / byValue[0].hz).toBeGreaterThan(1.12);
  // At the end the button is Play again and the live region says where the sweep ended.
  await expect(play).toHaveText('Play sound', { timeout: 8000 });
  await expect(say).toContainText(`End of f. t = ${DURATION.toFixed(2)} s`);
  await expect(chart).toHaveAttribute('aria-valuenow', String(DURATION));
});

// The phone taps Play with a finger.
test(
  'the cursor moves with the sound and the scene follows; Esc stops it',
  { tag: '@phone' },
  async ({ page }, info) => {
    const { fig, say, play } = await fourHits(page, 'no-preference');
    const scrubTime = fig.locator('[data-scrubber] [data-readout="time"]');
    if (info.project.name === 'phone') await play.tap();
    else await play.click();
    await expect(play).toHaveText('Stop sound');
    // The scrubber (the scene's clock) moves on while the sound plays.
    await expect.poll(async () => parseFloat((await scrubTime.textContent()) ?? '0')).toBeGreaterThan(0.5);
    const before = parseFloat((await scrubTime.textContent()) ?? '0');
    expect(before).toBeLessThan(DURATION);
    await page.keyboard.press('Escape');
    await expect(play).toHaveText('Play sound');
    await expect(say).toContainText('Stopped. t = ');
    const h = await heard(page);
    // The tone was cut at once, well before its scheduled end.
    const tone = h.tones[0];
    expect(tone.stop! - tone.start).toBeLessThan(SONIFY.seconds);
    const held = await scrubTime.textContent();
    await page.waitForTimeout(400);
    await expect(scrubTime).toHaveText(held!);
  },
);

test('with reduced motion the cursor does not glide: it jumps to each root and turning point as it sounds', async ({
  page,
}) => {
  const { chart, play } = await fourHits(page, 'reduce');
  // Every value the cursor takes while the sweep plays.
  await chart.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => seen.push(el.getAttribute('aria-valuenow') ?? '')).observe(el, {
      attributeFilter: ['aria-valuenow'],
    });
  });
  await play.click();
  await expect(play).toHaveText('Stop sound');
  await expect(play).toHaveText('Play sound', { timeout: 8000 });
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.map(Number));
  const allowed = [...sol.hitTimes, ...criticalPoints(sol).extrema, DURATION].map((t) => Math.round(t * 1000) / 1000);
  expect(seen.length).toBeGreaterThanOrEqual(7);
  for (const t of seen) expect(allowed).toContain(t);
});

test('the sound switch in the header turns sound off for the site, and the sweep runs silent', async ({ page }) => {
  const { chart, say, play } = await fourHits(page);
  await chart.focus();
  const toggle = page.locator('#sound-toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('ltt-sound'))).toBe('off');
  await play.click();
  await expect(say).toContainText('Sound is off');
  await expect(play).toHaveText('Play sound', { timeout: 8000 });
  await expect(chart).toHaveAttribute('aria-valuenow', String(DURATION));
  expect((await heard(page)).contexts).toBe(0);
  // Remembered on the next page.
  await page.reload();
  const again = await fourHits(page);
  await again.chart.focus();
  await expect(page.locator('#sound-toggle')).toHaveAttribute('aria-pressed', 'false');
});

// Keys to the live region: the same on any screen, but the phone's keyboard (a Bluetooth one) must work too.
test(
  'keys explore the chart: steps, roots, turning points and curves, each said with its units',
  { tag: '@phone' },
  async ({ page }) => {
    const { fig, chart, say } = await fourHits(page);
    const scrubTime = fig.locator('[data-scrubber] [data-readout="time"]');
    await chart.focus();
    await page.keyboard.press('Home');
    const f0 = horner(sol.polynomial.coefficients, 0);
    await expect(say).toHaveText(`t = 0.00 s, f = ${f0}, falling`);
    // R: the next root, the library's first hit; the scene's clock goes there.
    await page.keyboard.press('r');
    const [h0, h1] = sol.hitTimes;
    await expect(say).toHaveText(`Root 1 of 4: t = ${h0.toFixed(2)} s, f = 0, root`);
    await expect(chart).toHaveAttribute('aria-valuenow', String(Math.round(h0 * 1000) / 1000));
    await expect(scrubTime).toHaveText(`${h0.toFixed(2)} s`);
    // T: the next turning point, a minimum (the target deepest inside the circle).
    const [e0, e1] = criticalPoints(sol).extrema;
    await page.keyboard.press('t');
    await expect(say).toHaveText(
      new RegExp(`^Turning point 1 of 3: t = ${e0.toFixed(2)} s, f = −[\\d.]+, turning point, minimum$`),
    );
    // ↓: f′. Its roots are f's turning points: R from here goes to the next one.
    await page.keyboard.press('ArrowDown');
    await expect(say).toContainText('f′(t), hollow tone: 3 roots');
    await expect(fig.locator('[data-fnplot-legend] li[data-curve="f1"]')).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('r');
    await expect(say).toHaveText(`Root 2 of 3: t = ${e1.toFixed(2)} s, f′ = 0, root`);
    // Shift+R: back to the previous root of f′ (f's first turning point).
    await page.keyboard.press('Shift+R');
    await expect(say).toHaveText(`Root 1 of 3: t = ${e0.toFixed(2)} s, f′ = 0, root`);
    // ↑ back to f; → steps a hundredth of the time line, Shift+→ ten.
    await page.keyboard.press('ArrowUp');
    await expect(fig.locator('[data-fnplot-legend] li[data-curve="f"]')).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowRight');
    const t = 0.11 * DURATION;
    await expect(chart).toHaveAttribute('aria-valuenow', String(Math.round(t * 1000) / 1000));
    const ft = horner(sol.polynomial.coefficients, t);
    await expect(say).toHaveText(
      `t = ${t.toFixed(2)} s, f = ${spoken(ft)}, ${ft < horner(sol.polynomial.coefficients, t - 1e-3) ? 'falling' : 'rising'}`,
    );
    // Past the last root there is none: said, and the cursor stays.
    await page.keyboard.press('End');
    await page.keyboard.press('r');
    await expect(say).toContainText('No root of f after this one');
    await expect(chart).toHaveAttribute('aria-valuenow', String(DURATION));
    await expect(say).not.toContainText('NaN');
    expect(h1).toBeGreaterThan(h0);
  },
);

test('the gallery chart: notes at the pitch of f on its linear and symmetric-log scales, clicks at its roots', async ({
  page,
}) => {
  test.skip(!existsSync(join(DIST, 'dev/kit/index.html')), 'the kit gallery is built only with KIT_GALLERY=1');
  await page.addInitScript(fakeAudio);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dev/kit/');
  const root = page.locator('#gallery-fn');
  const chart = root.locator('[data-fnplot-chart]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('role', 'slider');
  const an = analyseCubic(GALLERY.a);
  for (const [n, yScale] of [
    [1, 'linear'],
    [2, 'symlog'],
  ] as const) {
    if (yScale === 'symlog') {
      await page.getByRole('radio', { name: 'Symmetric log' }).check();
      await expect(chart.locator('svg g[text-anchor="end"][font-variant] > text').first()).toHaveText('−10');
    }
    await root.locator('[data-fnplot-play]').click();
    await expect.poll(async () => (await heard(page)).tones.length).toBe(n);
    const h = await heard(page);
    const tone = h.tones[n - 1];
    // The spec the gallery draws (its y domain is its own, steadyDomain's), and the pitch the mapping gives it.
    const spec = fnSpec(GALLERY.a, yScale, 0, null);
    const scale = pitchScaleOf(spec);
    expect(tone.freq).toHaveLength(SONIFY.notes);
    for (const [, hz, at] of tone.freq) {
      const t = ((at - tone.start) / SONIFY.seconds) * FN_DURATION;
      expect(hz).toBeCloseTo(pitchOf(spec.curves[0].fn(t), scale)!, 6);
    }
    const clicks = h.clicks.slice(-an.roots.length);
    clicks.forEach((c, i) =>
      expect(Math.abs(((c.start - tone.start) / SONIFY.seconds) * FN_DURATION - an.roots[i])).toBeLessThan(1e-9),
    );
    await expect(root.locator('[data-fnplot-play]')).toHaveText('Play sound', { timeout: 8000 });
  }
});

test('a chart without a clock (the root plot) has a cursor of its own for the keys', async ({ page }) => {
  const fig = await openFigure(page, '/chapters/choosing-the-root/', 'root-plot');
  const chart = fig.locator('[data-fnplot-chart]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('role', 'slider');
  await chart.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('r');
  const an = analyse(ROOT_INITIAL);
  const say = fig.locator('[data-fnplot-say]');
  expect(an.roots.length).toBeGreaterThan(0);
  const t = an.roots[0].toFixed(2).replace('-', '−');
  await expect(say).toHaveText(`Root 1 of ${an.roots.length}: t = ${t} s, f = 0 m², root`);
  await expect(chart).toHaveAttribute('aria-valuenow', String(Math.round(an.roots[0] * 1000) / 1000));
  await expect(chart.locator('[data-overlay="fn-cursor"] .kit-fnplot-rule')).toHaveCount(1);
});

async function chartAxe(page: Page, within: Locator): Promise<string[]> {
  const id = await within.evaluate((el) => (el.id ||= 'axe-target'));
  const axe = await axeOn(page).include(`#${id}`).include('#sound-toggle').analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const)
  test(
    `the chart with its Play control and the sound switch pass axe (${scheme})`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }, info) => {
      await page.emulateMedia({ colorScheme: scheme });
      const { fig, chart, say } = await fourHits(page);
      await chart.focus();
      await page.keyboard.press('r');
      await expect(say).toContainText('Root 1 of 4');
      await expect(page.locator('#sound-toggle')).toBeVisible();
      expect(await chartAxe(page, fig.locator('section.chart'))).toEqual([]);
      // The header still fits its row with the sound switch shown (a 360 px phone too).
      const width = page.viewportSize()!.width;
      for (const id of ['#sound-toggle', '#theme-toggle']) {
        const b = (await page.locator(id).boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(width);
      }
      // The Play button is a real tap target on the phone.
      const box = await fig.locator('[data-fnplot-play]').boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      if (SHOTS) {
        // The scene is pinned over the page while a chart is scrubbed (figure.css): unpinned for the picture.
        await page.addStyleTag({ content: '.fig * { position: static !important; }' });
        await page.keyboard.press('ArrowDown');
        await expect(say).toContainText('f′(t), hollow tone');
        await shot(fig.locator('section.chart'), `/tmp/chart-sound-${info.project.name}-${scheme}.png`);
      }
    },
  );
