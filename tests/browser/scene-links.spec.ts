/**
 * Every scene is a link (kit/links/scene-link.ts): a link opens its chapter
 * scrolled to the figure, in exactly the linked state (the readouts the
 * figure's own model and view compute for it); "Link to this scene" copies a
 * URL that opens the same scene; hostile links give the default scene and a
 * note, never an error; no history entry is pushed.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import type { SceneSchema, SceneState } from '../../src/components/kit/links/scene-link';
import { encodeScene } from '../../src/components/kit/links/scene-share';
import { FIGURES, figureEntry, figurePage } from '../../src/components/figures/registry';
import * as cosines from '../../src/components/figures/cosines-figure/scene';
import { figure as cosinesView } from '../../src/components/figures/cosines-figure/view';
import * as dot from '../../src/components/figures/dot-figure/scene';
import { figure as dotView } from '../../src/components/figures/dot-figure/view';
import * as edge from '../../src/components/figures/edge-cases/scene';
import { figure as edgeView, viewOf as edgeViewOf } from '../../src/components/figures/edge-cases/view';
import * as gravity from '../../src/components/figures/gravity-figure/scene';
import {
  momentAt as gMoment,
  solve as gSolve,
  status as gStatus,
} from '../../src/components/figures/gravity-figure/model';
import { readouts as gReadouts } from '../../src/components/figures/gravity-figure/view';
import * as integrator from '../../src/components/figures/integrator-figure/scene';
import { solve as iSolve } from '../../src/components/figures/integrator-figure/model';
import { figure as integratorView } from '../../src/components/figures/integrator-figure/view';
import * as i3d from '../../src/components/figures/intercept-3d/scene';
import { momentAt as m3d, solve as s3d } from '../../src/components/figures/intercept-3d/model';
import { figure as view3d } from '../../src/components/figures/intercept-3d/view';
import * as intercept from '../../src/components/figures/intercept-figure/scene';
import {
  INITIAL as INTERCEPT_INITIAL,
  START_TIME as INTERCEPT_T,
  momentAt as iMoment,
  solve as interceptSolve,
} from '../../src/components/figures/intercept-figure/model';
import { figure as interceptView } from '../../src/components/figures/intercept-figure/view';
import * as lead from '../../src/components/figures/lead-demo/scene';
import { newDemo } from '../../src/components/figures/lead-demo/model';
import { figure as leadView } from '../../src/components/figures/lead-demo/view';
import * as nohit from '../../src/components/figures/no-hit-figure/scene';
import { momentAt as nMoment, solve as nSolve } from '../../src/components/figures/no-hit-figure/model';
import { figure as nohitView } from '../../src/components/figures/no-hit-figure/view';
import * as lab from '../../src/components/figures/precision-lab/scene';
import { labState } from '../../src/components/figures/precision-lab/model';
import { readouts as labReadouts } from '../../src/components/figures/precision-lab/view';
import * as quartic from '../../src/components/figures/quartic-figure/scene';
import { momentAt as qMoment, solve as qSolve } from '../../src/components/figures/quartic-figure/model';
import { stepView, traceFor } from '../../src/components/figures/quartic-figure/steps';
import { momentReadouts, sceneReadouts } from '../../src/components/figures/quartic-figure/view';
import * as roots from '../../src/components/figures/root-plot/scene';
import { figure as rootsView, viewOf as rootsViewOf } from '../../src/components/figures/root-plot/view';
import * as pursuit from '../../src/components/figures/pursuit-race/scene';
import { figure as raceView, firstView as raceFirst } from '../../src/components/figures/pursuit-race/view';
import * as range from '../../src/components/figures/shooting-range/scene';
import { figure as rangeView, firstView as rangeFirst } from '../../src/components/figures/shooting-range/view';
import * as vector from '../../src/components/figures/vector-figure/scene';
import { figure as vectorView } from '../../src/components/figures/vector-figure/view';
import { axeOn, watchProblems } from './support';

interface Case {
  page: string;
  tag: string;
  id: string;
  schema: SceneSchema;
  state: SceneState<SceneSchema>;
  /** The readouts the figure's model and view compute for the state. */
  expected(): Record<string, string>;
  /** Something to wait for before reading (a chart drawn after the input rests). */
  settled?: string;
}

/** A figure's case: its page, element and id come from the registry, by the schema's figure. */
const c = <S extends SceneSchema>(
  schema: S,
  state: SceneState<S>,
  expected: (v: SceneState<S>) => Record<string, string>,
  settled?: string,
): Case => ({
  page: figurePage(schema.figure),
  tag: schema.figure,
  id: figureEntry(schema.figure).id,
  schema,
  state: state as SceneState<SceneSchema>,
  expected: () => expected(state),
  settled,
});

const CASES: Case[] = [
  c(
    vector.SCENE,
    {
      p1: [2, 1],
      p2: [10, 7],
      dt: 1.5,
      steps: 3,
      mistake: true,
    },
    (v) => vectorView.readouts(vector.stateOf(v)),
  ),
  c(dot.SCENE, { a: [-3, 2], b: [4, 1] }, (v) => dotView.readouts(dot.stateOf(v))),
  c(
    cosines.SCENE,
    {
      o: [2, 2],
      p: [9, 3],
      q: [3, 6],
    },
    (v) => cosinesView.readouts(cosines.stateOf(v)),
  ),
  c(
    intercept.SCENE,
    {
      shooter: [20, 12],
      target: [70, 45],
      velocity: [-8, -3],
      speed: 25,
      time: 0.75,
    },
    (v) => {
      const s = intercept.stateOf(v);
      const sol = interceptSolve(s);
      return interceptView.readouts({ s, sol, m: iMoment(s, sol, v.time) });
    },
  ),
  c(
    gravity.SCENE,
    {
      shooter: [12, 10],
      target: [70, 25],
      speed: 35,
      gravity: 1.62,
      time: 2,
      equivalent: true,
    },
    (v) => {
      const s = gravity.stateOf(v);
      const sol = gSolve(s);
      const m = gMoment(s, sol, v.time);
      return { ...gReadouts(s, sol, m), status: gStatus(s, sol, m) };
    },
  ),
  c(
    nohit.SCENE,
    {
      shooter: [10, 10],
      target: [60, 30],
      velocity: [5, 2],
      speed: 30,
      gravity: 9.81,
      clamp: 3,
      time: 1,
    },
    (v) => {
      const s = nohit.stateOf(v);
      const sol = nSolve(s);
      return nohitView.readouts({ s, sol, m: nMoment(s, sol, v.time) });
    },
  ),
  c(
    integrator.SCENE,
    {
      shooter: [0, 0],
      target: [40, 15],
      velocity: [-3, 2],
      speed: 35,
      gravity: 9.81,
      rate: 20,
      compensated: true,
      falling: false,
    },
    (v) => {
      const s = integrator.stateOf(v);
      return integratorView.readouts({ s, sol: iSolve(s) });
    },
    '[data-plot="misses"][data-state="drawn"]',
  ),
  c(
    roots.SCENE,
    {
      target: [60, 15],
      velocity: [-10, -4],
      speed: 14,
    },
    (v) => rootsView.readouts(rootsViewOf(roots.stateOf(v))),
  ),
  c(lab.SCENE, { digits: 12 }, (v) => labReadouts(labState(v.digits))),
  c(
    edge.SCENE,
    {
      shooter: [0, 0],
      target: [60, 20],
      velocity: [-5, 8],
      speed: 12,
      preset: 'none',
    },
    (v) => edgeView.readouts(edgeViewOf(edge.stateOf(v).scene)),
  ),
  c(
    range.SCENE,
    {
      seed: 7,
      turning: true,
      gun: [40, 12],
      armed: 2,
      showAll: false,
    },
    (v) =>
      rangeView.readouts({ ...rangeFirst(v.seed, v.turning), gun: v.gun as Vec2, armed: v.armed, showAll: v.showAll }),
  ),
  c(
    quartic.SCENE,
    {
      shooter: [-20, -30],
      target: [10, -5],
      velocity: [-3, 4],
      acceleration: [1, -2],
      speeds: [30, 38, 45],
      gravity: 9.81,
      time: 1.25,
      steps: true,
      step: 3,
    },
    (v) => {
      const s = quartic.stateOf(v);
      const sol = qSolve(s);
      const step = stepView(traceFor(sol.options), v.step);
      return {
        ...sceneReadouts(s, sol),
        ...momentReadouts(sol, qMoment(s, sol, v.time)),
        'step-heading': step.heading,
        'step-text': step.text,
      };
    },
  ),
  c(
    i3d.SCENE,
    {
      shooter: [0, 0, 2],
      target: [30, 20, 10],
      velocity: [-4, 1, 2],
      speed: 30,
      time: 0.5,
      yaw: -1.5,
      pitch: 0.6,
      plane: false,
    },
    (v) => {
      const s = i3d.stateOf(v);
      const sol = s3d(s);
      return view3d.readouts({ s, sol, m: m3d(s, sol, v.time) });
    },
  ),
  c(lead.SCENE, { mode: 'lead', speed: 44, targetSpeed: 20 }, (v) =>
    leadView.readouts({ params: lead.stateOf(v), game: newDemo() }),
  ),
  c(
    pursuit.SCENE,
    {
      k: 2.5,
      turnLimit: 120,
      gain: 4.5,
      target: 'drawn',
      seed: 5,
      waypoints: [
        [10, 50],
        [35, 30],
        [50, 65],
        [70, 40],
      ],
      time: 3.25,
    },
    (v) => raceView.readouts({ ...raceFirst(pursuit.stateOf(v)), t: v.time }),
  ),
];

const linkOf = (k: Pick<Case, 'page' | 'id' | 'schema' | 'state'>) =>
  `${k.page}?scene=${k.id}~${encodeScene(k.schema, k.state)}#fig-${k.id}`;

/** The figure's readouts equal `expected` (every one of them the page shows; at least two). */
async function expectReadouts(fig: Locator, expected: Record<string, string>): Promise<void> {
  let shown = 0;
  for (const [name, text] of Object.entries(expected)) {
    const el = fig.locator(`[data-readout="${name}"]`).first();
    if ((await el.count()) === 0) continue;
    shown++;
    await expect(el, name).toHaveText(text.trim() === '' ? /^\s*$/ : text.replace(/\s+/g, ' ').trim());
  }
  expect(shown).toBeGreaterThanOrEqual(2);
}

/** Open a link with reduced motion and wait until the figure has booted (by itself: it is scrolled to). */
async function openLink(page: Page, url: string, tag: string): Promise<Locator> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  const fig = page.locator(tag).first();
  await expect(fig).toHaveAttribute('data-ready', 'true');
  await settle(page);
  return fig;
}

/** Wait for the numbers that follow a frame later (kit/shell/later.ts) and any canvas scene to rest. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        document.dispatchEvent(new Event('kit:settle'));
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      }),
  );
}

test.describe.configure({ mode: 'parallel' });

test('every figure of the registry has a case here', () => {
  expect(CASES.map((k) => k.tag).sort()).toEqual(FIGURES.map((f) => f.name).sort());
});

for (const k of CASES) {
  test(`a link opens ${k.tag} scrolled to it, in the linked scene`, async ({ page }) => {
    const problems = watchProblems(page);
    const fig = await openLink(page, linkOf(k), k.tag);
    if (k.settled) await expect(fig.locator(k.settled)).toHaveCount(1);
    await settle(page);
    await expectReadouts(fig, k.expected());
    await expect(fig.locator('[data-scene-note]')).toBeEmpty();
    // Scrolled to the figure: its top is at the top of the window (the anchor), not somewhere below.
    const top = await fig.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(60);
    // No entry pushed: the blank page the test starts on and the link, nothing more; back leaves the chapter.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(problems).toEqual([]);
  });
}

test('the intercept link is the library’s scene: its hit time is linearIntercept’s', async ({ page }) => {
  const k = CASES.find((x) => x.tag === 'intercept-figure')!;
  const fig = await openLink(page, linkOf(k), k.tag);
  const s = intercept.stateOf(k.state as intercept.Scene);
  const r = linearIntercept({ shooter: s.shooter, target: s.target, targetVelocity: s.velocity, speed: s.speed });
  expect(r.hit).toBe(true);
  if (r.hit) await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(`${r.time.toFixed(3)} s`);
});

test('after a drag, "Link to this scene" copies a URL that opens the same scene; no history entry', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/chapters/intercept-triangle/#fig-intercept');
  const fig = page.locator('intercept-figure');
  await expect(fig).toHaveAttribute('data-ready', 'true');
  // A drag by keys (as a reader on a keyboard would): the target three steps right, one up.
  const handle = fig.locator('[data-handle="target"]');
  await handle.focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
  await fig.locator('[data-numberbox="speed"] input').fill('23.5');
  await fig.locator('[data-numberbox="speed"] input').press('Enter');
  await settle(page);
  const names = ['hit-time', 'time', 'status'];
  const before = await Promise.all(names.map((n) => fig.locator(`[data-readout="${n}"]`).first().textContent()));
  expect(before[0]).not.toBe(
    interceptView.readouts({
      s: INTERCEPT_INITIAL,
      sol: interceptSolve(INTERCEPT_INITIAL),
      m: iMoment(INTERCEPT_INITIAL, interceptSolve(INTERCEPT_INITIAL), INTERCEPT_T),
    })['hit-time'],
  );
  const entries = await page.evaluate(() => history.length);
  const button = fig.getByRole('button', { name: 'Link to this scene' });
  await button.focus();
  await page.keyboard.press('Enter');
  const note = fig.locator('[data-scene-note]');
  await expect(note).toHaveText(/Link copied/);
  await expect(note).toHaveAttribute('aria-live', 'polite');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/chapters\/intercept-triangle\/\?scene=intercept~1~.*#fig-intercept$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  expect(page.url()).toMatch(/\/chapters\/intercept-triangle\/#fig-intercept$/);

  const other = await context.newPage();
  const fig2 = await openLink(other, url, 'intercept-figure');
  const after = await Promise.all(names.map((n) => fig2.locator(`[data-readout="${n}"]`).first().textContent()));
  expect(after).toEqual(before);
  await expect(fig2.locator('[data-numberbox="speed"] input')).toHaveValue('23.5');
  // Back from the shared link leaves the chapter: loading the scene pushed nothing.
  await other.goBack();
  expect(other.url()).toBe('about:blank');
  expect(problems).toEqual([]);
  await context.close();
});

test('where the clipboard refuses, the URL is shown in a selected field', { tag: '@phone' }, async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/chapters/dot-product/#fig-dot-figure');
  const fig = page.locator('dot-figure');
  await expect(fig).toHaveAttribute('data-ready', 'true');
  await fig.getByRole('button', { name: 'Link to this scene' }).click();
  const field = fig.locator('input[data-scene-url]');
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(/\?scene=dot-figure~1~a=4,2~b=1,3#fig-dot-figure$/);
  await expect(fig.locator('[data-scene-note]')).toHaveText(/Copy this link/);
  // The control is at least 44 px tall on a phone.
  const box = (await fig.getByRole('button', { name: 'Link to this scene' }).boundingBox())!;
  if ((page.viewportSize()?.width ?? 1000) < 600) expect(box.height).toBeGreaterThanOrEqual(44);
});

const HOSTILE: [string, string, RegExp][] = [
  ['NaN', 'intercept~1~shooter=NaN,1~target=70,45~velocity=-8,-3~speed=25~time=0.75', /could not be read/],
  ['huge', 'intercept~1~shooter=20,12~target=70,45~velocity=-8,-3~speed=1e999~time=0.75', /could not be read/],
  ['truncated', 'intercept~1~shooter=20,12~target=70,4', /could not be read/],
  ['old version', 'intercept~0~shooter=20,12~target=70,45~velocity=-8,-3~speed=25~time=0.75', /older version/],
  ['percent garbage', 'intercept%E0%A4%A~1', /could not be read/],
  ['unknown figure', 'no-such-figure~1~x=1', /not on this page/],
];

for (const [what, text, note] of HOSTILE) {
  test(`a hostile link (${what}) gives the default scene and a polite note, never an error`, async ({ page }) => {
    const problems = watchProblems(page);
    const s = INTERCEPT_INITIAL;
    const sol = interceptSolve(s);
    const first = interceptView.readouts({ s, sol, m: iMoment(s, sol, INTERCEPT_T) });
    const fig = await openLink(page, `/chapters/intercept-triangle/?scene=${text}#fig-intercept`, 'intercept-figure');
    await expect(fig.locator('[data-scene-note]')).toHaveText(note);
    const main = ['hit-time', 'impact', 'd', 'target-speed', 'cos-theta', 'law-c'].filter((k) => k in first);
    await expectReadouts(fig, Object.fromEntries(main.map((k) => [k, first[k]])));
    expect(await fig.locator('.fig-stage').innerText()).not.toMatch(/NaN|Infinity/);
    expect(problems).toEqual([]);
  });
}

test('the control passes axe, with its note shown', { tag: '@phone' }, async ({ page }) => {
  await openLink(page, '/chapters/dot-product/?scene=dot-figure~9~a=1,1#fig-dot-figure', 'dot-figure');
  await expect(page.locator('dot-figure [data-scene-note]')).toHaveText(/newer version/);
  const results = await axeOn(page).include('dot-figure').analyze();
  expect(results.violations).toEqual([]);
});
