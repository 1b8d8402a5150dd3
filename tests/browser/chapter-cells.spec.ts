/**
 * The code cells of chapters 1–6: their build-time outputs are in the HTML and
 * are what the notebook runner gives with the library; Run reproduces them in
 * the browser; and each live cell re-runs when its figure is dragged, keyed or
 * typed into, with an output equal to the runner's for the figure's new state
 * (and to the library's numbers for that state).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { linearIntercept, type Vec2 } from '../../src/lib';
import { addScaled, distance } from '../../src/lib/vec';
import { ballisticQuadratic } from '../../src/lib/motion';
import { readFileSync, readdirSync } from 'node:fs';
import { runCell, type Figures } from '../../src/components/notebook/run';
import { runNotebook } from '../../src/components/notebook/session';
import { cellsOfMdx } from '../../src/components/notebook/page-cells';
import { renderOutputs, toHtml } from '../../src/components/notebook/render';
import { sceneState, type SceneState } from '../../src/components/kit/shell/scene-state';
import { FIRST_STATES } from '../../src/components/figures/registry';
import { INITIAL as INTERCEPT_INITIAL } from '../../src/components/figures/intercept-figure/model';
import { INITIAL as ROOTS_INITIAL, SHOOTER as ROOTS_SHOOTER } from '../../src/components/figures/root-plot/model';
import { INITIAL as EDGE_INITIAL } from '../../src/components/figures/edge-cases/model';
import { INITIAL as QUARTIC_INITIAL } from '../../src/components/figures/quartic-figure/model';
import { quarticState } from '../../src/components/figures/quartic-figure/state';
import { watchProblems, widgetsReady } from './support';

/** Each chapter, its number of cells, and the figure its live cells follow (if any). */
const CHAPTERS = [
  { slug: 'vectors', cells: 2, live: 0 },
  { slug: 'dot-product', cells: 3, live: 0 },
  { slug: 'law-of-cosines', cells: 2, live: 0 },
  { slug: 'intercept-triangle', cells: 3, live: 2, figure: 'intercept-figure' },
  { slug: 'choosing-the-root', cells: 3, live: 1, figure: 'root-plot' },
  { slug: 'edge-cases', cells: 2, live: 1, figure: 'edge-cases' },
  { slug: 'gravity', cells: 3, live: 2, figure: 'gravity-figure' },
  { slug: 'gravity-and-motion', cells: 2, live: 2, figure: 'quartic-figure' },
  { slug: 'simulation', cells: 3, live: 2, figure: 'integrator-figure' },
  { slug: 'no-hit', cells: 3, live: 3, figure: 'no-hit-figure' },
  { slug: 'your-engine', cells: 3, live: 3, figure: 'intercept-3d' },
  { slug: 'pursuit', cells: 3, live: 2, figure: 'pursuit-race' },
] as const;

const BUILD_STATUS = 'Output from the book’s build';

/** An output's text without its charts' contents (their tick labels depend on layout), plus the charts' labels. */
function textOf(output: Element): { text: string; charts: string[] } {
  const copy = output.cloneNode(true) as Element;
  const charts = Array.from(copy.querySelectorAll('.nb-chart'), (c) => c.getAttribute('aria-label') ?? '');
  copy.querySelectorAll('.nb-chart').forEach((c) => c.replaceChildren());
  return { text: (copy.textContent ?? '').trim(), charts };
}

/** Every chapter's cells, as the build reads them. */
const PAGES = readdirSync('content')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => cellsOfMdx(readFileSync(`content/${f}`, 'utf8')));

/**
 * What the notebook runner (the same one as the worker's) prints for `code`, as text: the cell
 * runs in its page's notebook (after the cells whose names it reads), as in the build and the browser.
 */
async function expected(code: string, figures: Figures): Promise<{ text: string; charts: string[]; ok: boolean }> {
  const page = PAGES.find((cells) => cells.some((c) => c.code === code));
  const result = page
    ? (await runNotebook(page, figures)).results[page.findIndex((c) => c.code === code)]!
    : await runCell(code, figures);
  const html = toHtml(renderOutputs(result.outputs), () => '');
  const { document } = parseHTML(`<!doctype html><html><body><div id="out">${html}</div></body></html>`);
  return { ...textOf(document.getElementById('out')!), ok: result.ok };
}

/** The same in the page, for one cell's output. */
async function shown(cell: Locator): Promise<{ text: string; charts: string[] }> {
  return cell.locator('[data-part="output"]').evaluate((out) => {
    const copy = out.cloneNode(true) as Element;
    const charts = Array.from(copy.querySelectorAll('.nb-chart'), (c) => c.getAttribute('aria-label') ?? '');
    copy.querySelectorAll('.nb-chart').forEach((c) => c.replaceChildren());
    return { text: (copy.textContent ?? '').trim(), charts };
  });
}

async function open(page: Page, slug: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/chapters/${slug}/`);
  await widgetsReady(page);
}

async function runAndWait(cell: Locator): Promise<void> {
  const ran = cell.evaluate(
    (el) => new Promise<void>((resolve) => el.addEventListener('cell-ran', () => resolve(), { once: true })),
  );
  await cell.getByRole('button', { name: 'Run', exact: true }).click();
  await ran;
  await expect(cell).not.toHaveAttribute('aria-busy', 'true');
}

async function figureState(page: Page, name: string): Promise<SceneState> {
  return page
    .locator(`[data-figure="${name}"]`)
    .evaluate((el) => (el as HTMLElement & { figureState: unknown }).figureState as SceneState);
}

/** Drag an SVG handle by (dx, dy) CSS pixels with the mouse. */
async function drag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/** Count a cell's runs in `data-runs` from now on. */
async function countRuns(cell: Locator): Promise<void> {
  await cell.evaluate((el: HTMLElement) => {
    el.dataset.runs = '0';
    el.addEventListener('cell-ran', () => (el.dataset.runs = String(Number(el.dataset.runs) + 1)));
  });
}

const runs = async (cell: Locator): Promise<number> => Number(await cell.getAttribute('data-runs'));

/**
 * Wait until a live cell has run again after an interaction (`before` = its run count then)
 * and shows what the runner gives for the figure's current state; return that state.
 */
async function expectFollows(page: Page, cell: Locator, name: string, before: number): Promise<SceneState> {
  let state!: SceneState;
  await expect.poll(() => runs(cell), { timeout: 8000 }).toBeGreaterThan(before);
  await expect(async () => {
    state = await figureState(page, name);
    const want = await expected((await cell.getAttribute('data-code'))!, { [name]: state });
    const got = await shown(cell);
    expect(got.text).toBe(want.text);
    expect(got.charts).toEqual(want.charts);
  }).toPass({ timeout: 8000 });
  await expect(cell.locator('[data-readout="cell-status"]')).toHaveText(/^Ran in \d+ ms$/);
  return state;
}

test("the figures' registered first states are their models' first scenes", () => {
  expect(FIRST_STATES['intercept-figure']!()).toEqual(sceneState(INTERCEPT_INITIAL));
  expect(FIRST_STATES['root-plot']!()).toEqual(sceneState({ ...ROOTS_INITIAL, shooter: ROOTS_SHOOTER }));
  expect(FIRST_STATES['edge-cases']!()).toEqual(sceneState(EDGE_INITIAL));
  expect(FIRST_STATES['quartic-figure']!()).toEqual(quarticState(QUARTIC_INITIAL));
});

for (const chapter of CHAPTERS) {
  test(`${chapter.slug}: the cells' build-time outputs are in the HTML and equal the runner's`, async ({ request }) => {
    const html = await (await request.get(`/chapters/${chapter.slug}/`)).text();
    const { document } = parseHTML(html);
    const cells = Array.from(document.querySelectorAll('nb-cell'));
    expect(cells).toHaveLength(chapter.cells);
    expect(cells.filter((c) => c.getAttribute('data-live'))).toHaveLength(chapter.live);
    const figures: Figures = Object.fromEntries(Object.entries(FIRST_STATES).map(([k, f]) => [k, f()]));
    const titles = new Set<string>();
    for (const cell of cells) {
      const title = cell.getAttribute('data-title')!;
      titles.add(title);
      const output = cell.querySelector('[data-part="output"]')!;
      expect(output.querySelector('.nb-error'), `${title}: no error at build time`).toBeNull();
      const want = await expected(cell.getAttribute('data-code')!, figures);
      expect(want.ok, `${title} runs without an error`).toBe(true);
      const got = textOf(output);
      expect(got.text.length + got.charts.length, `${title} has an output`).toBeGreaterThan(0);
      expect(got, title).toEqual({ text: want.text, charts: want.charts });
      // Charts are drawn at build time, not left for the script.
      for (const chart of output.querySelectorAll('.nb-chart')) expect(chart.querySelector('svg')).not.toBeNull();
      if (cell.getAttribute('data-live')) {
        expect(JSON.parse(cell.getAttribute('data-state')!)).toEqual(figures[cell.getAttribute('data-live')!]);
      }
    }
    expect(titles.size, 'cell titles differ').toBe(cells.length);
  });

  test(`${chapter.slug}: Run reproduces every cell's build-time output`, async ({ page }) => {
    const problems = watchProblems(page);
    await open(page, chapter.slug);
    const cells = page.locator('nb-cell');
    await expect(cells).toHaveCount(chapter.cells);
    const befores: { text: string; charts: string[] }[] = [];
    for (let i = 0; i < chapter.cells; i++) {
      // A live cell has not re-run on load: the figure's first state is the one the build used.
      await expect(cells.nth(i).locator('[data-readout="cell-status"]')).toHaveText(BUILD_STATUS);
      befores.push(await shown(cells.nth(i)));
    }
    for (let i = 0; i < chapter.cells; i++) {
      const cell = cells.nth(i);
      // A cell reading an earlier cell's names has re-run with it already (the notebook is reactive).
      if ((await cell.locator('[data-readout="cell-status"]').textContent()) === BUILD_STATUS) await runAndWait(cell);
      await expect(cell.locator('[data-readout="cell-status"]')).toHaveText(/^Ran in \d+ ms$/);
      expect(await shown(cell)).toEqual(befores[i]);
      const charts = cell.locator('[data-part="output"] .nb-chart');
      for (let j = 0; j < (await charts.count()); j++) await expect(charts.nth(j).locator('svg').first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('vectors: the stepping table is the library’s', async ({ request }) => {
  const { document } = parseHTML(await (await request.get('/chapters/vectors/')).text());
  const text = document.querySelector(
    'nb-cell[data-title="Many small steps or one jump"] [data-part="output"]',
  )!.textContent!;
  let p: Vec2 = [5, 3];
  for (let k = 0; k < 1000; k++) p = addScaled(p, [4, 3], 0.1);
  expect(text).toContain(String(distance(p, addScaled([5, 3], [4, 3], 1000 * 0.1))));
});

test('intercept triangle: both live cells follow the figure (pointer drags, arrow keys, typed speed)', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await open(page, 'intercept-triangle');
  const figure = page.locator('intercept-figure');
  const solve = page.locator('nb-cell[data-title="Both derivations for the figure\'s scene"]');
  const chart = page.locator('nb-cell[data-title="Both polynomials over time"]');
  await expect(solve.locator('.nb-live')).toHaveText('live: follows the figure above');
  await expect(chart.locator('.nb-live')).toHaveText('live: follows the figure above');
  await countRuns(solve);
  await countRuns(chart);
  const check = async (previous: SceneState, before: number): Promise<SceneState> => {
    const state = await expectFollows(page, solve, 'intercept-figure', before);
    expect(state).not.toEqual(previous);
    const shot = linearIntercept({
      shooter: state.shooter,
      target: state.target,
      targetVelocity: state.velocity,
      speed: state.speed,
    });
    const text = (await shown(solve)).text;
    expect(text).toContain(`a: ${shot.coefficients.a}`);
    expect(text).toContain(`b: ${-shot.coefficients.b}`);
    expect(text).toContain(shot.hit ? `time: ${shot.time}` : shot.message);
    return state;
  };

  let state = await figureState(page, 'intercept-figure');
  expect(state).toEqual(FIRST_STATES['intercept-figure']!());
  let chartRuns = await runs(chart);
  let before = await runs(solve);
  await drag(page, figure.locator('[data-handle="target"]'), 40, 25);
  state = await check(state, before);
  await expectFollows(page, chart, 'intercept-figure', chartRuns);
  await expect(chart.locator('.nb-chart svg').first()).toBeVisible();

  // The velocity tip with the keyboard (Shift: ten steps).
  chartRuns = await runs(chart);
  before = await runs(solve);
  await figure.locator('[data-handle="velocity"]').focus();
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('ArrowLeft');
  state = await check(state, before);
  await expectFollows(page, chart, 'intercept-figure', chartRuns);

  // A typed speed the target outruns.
  before = await runs(solve);
  const box = figure.locator('[data-numberbox="speed"] input');
  await box.fill('3');
  await box.press('Enter');
  state = await check(state, before);
  expect(state.speed).toBe(3);
  expect(problems).toEqual([]);
});

test('choosing the root: the live cell follows presets, drags and keys', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page, 'choosing-the-root');
  const figure = page.locator('root-plot');
  const cell = page.locator('nb-cell[data-live="root-plot"]');
  await countRuns(cell);
  const check = async (previous: SceneState, before: number): Promise<SceneState> => {
    const state = await expectFollows(page, cell, 'root-plot', before);
    expect(state).not.toEqual(previous);
    const shot = linearIntercept({
      shooter: state.shooter,
      target: state.target,
      targetVelocity: state.velocity,
      speed: state.speed,
    });
    const { a, b, c } = shot.coefficients;
    const text = (await shown(cell)).text;
    expect(text).toContain(`a = ${a}, b = ${b}, c = ${c}`);
    expect(text).toContain(`Δ = b² − 4ac = ${shot.discriminant}`);
    expect(text).toContain(shot.hit ? `hit at t = ${shot.time} s` : `no hit: ${shot.message}`);
    return state;
  };

  let state = await figureState(page, 'root-plot');
  expect(state).toEqual(FIRST_STATES['root-plot']!());
  const step = async (action: () => Promise<void>) => {
    const before = await runs(cell);
    await action();
    state = await check(state, before);
  };
  await step(() => figure.locator('[data-preset="passing"]').click());
  await expect(cell.locator('[data-part="output"]')).toContainText('no hit');
  await step(() => drag(page, figure.locator('[data-handle="target"]'), -40, 30));
  await step(async () => {
    await figure.locator('[data-handle="velocity"]').focus();
    await page.keyboard.press('Shift+ArrowDown');
  });
  await step(() => figure.locator('[data-preset="equal"]').click());
  expect(problems).toEqual([]);
});

test('edge cases: the live cell follows presets, drags and the speed box', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page, 'edge-cases');
  const figure = page.locator('edge-cases');
  const cell = page.locator('nb-cell[data-live="edge-cases"]');
  await countRuns(cell);
  const check = async (previous: SceneState, before: number): Promise<SceneState> => {
    const state = await expectFollows(page, cell, 'edge-cases', before);
    expect(state).not.toEqual(previous);
    const r = linearIntercept({
      shooter: state.shooter,
      target: state.target,
      targetVelocity: state.velocity,
      speed: state.speed,
    });
    const { a, b, c } = r.coefficients;
    const text = (await shown(cell)).text;
    expect(text).toContain(`a = ${a}, b = ${b}, c = ${c}; roots: ${r.roots.join(', ') || 'none'}`);
    expect(text).toContain(r.hit ? `time: ${r.time}` : `reason: "${r.reason}"`);
    return state;
  };

  let state = await figureState(page, 'edge-cases');
  expect(state).toEqual(FIRST_STATES['edge-cases']!());
  const step = async (action: () => Promise<void>) => {
    const before = await runs(cell);
    await action();
    state = await check(state, before);
  };
  await step(() => figure.locator('[data-preset="faster-fleeing"]').click());
  await expect(cell.locator('[data-part="output"]')).toContainText('reason: "receding"');
  await step(() => figure.locator('[data-preset="crossing"]').click());
  await step(() => drag(page, figure.locator('[data-handle="target"]'), -30, 20));
  await step(async () => {
    const box = figure.locator('[data-numberbox="speed"] input');
    await box.fill('0');
    await box.press('Enter');
  });
  expect(state.speed).toBe(0);
  await step(async () => {
    await figure.locator('[data-handle="shooter"]').focus();
    await page.keyboard.press('ArrowRight');
  });
  expect(problems).toEqual([]);
});

test('gravity: both live cells follow the figure (pointer drag, arrow keys, presets)', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page, 'gravity');
  const figure = page.locator('gravity-figure');
  const quad = page.locator('nb-cell[data-title="The quadratic in u for the figure\'s scene"]');
  const circle = page.locator('nb-cell[data-title="The falling circle against the target"]');
  await countRuns(quad);
  await countRuns(circle);
  type Gravity = { shooter: Vec2; target: Vec2; speed: number; gravity: Vec2 };
  const check = async (previous: unknown, before: number, circleBefore: number): Promise<Gravity> => {
    const state = (await expectFollows(page, quad, 'gravity-figure', before)) as unknown as Gravity;
    expect(state).not.toEqual(previous);
    const q = ballisticQuadratic(state);
    const text = (await shown(quad)).text;
    expect(text).toContain(`a, b, c = ${q.a} ${q.b} ${q.c}`);
    await expectFollows(page, circle, 'gravity-figure', circleBefore);
    return state;
  };
  let state: unknown = await figureState(page, 'gravity-figure');
  expect(state).toEqual(FIRST_STATES['gravity-figure']!());
  const step = async (action: () => Promise<void>) => {
    const before = await runs(quad);
    const circleBefore = await runs(circle);
    await action();
    state = await check(state, before, circleBefore);
  };
  await step(() => drag(page, figure.locator('[data-handle="target"]'), -30, -20));
  await step(async () => {
    await figure.locator('[data-handle="shooter"]').focus();
    await page.keyboard.press('Shift+ArrowUp');
  });
  await step(() => figure.locator('[data-preset="moon"]').click());
  expect((state as Gravity).gravity).toEqual([0, -1.62]);
  expect(problems).toEqual([]);
});

test('pursuit: both live cells follow the race’s speed ratio and gain', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page, 'pursuit');
  const figure = page.locator('pursuit-race');
  const times = page.locator('nb-cell[data-title="The straight-target race, simulated and in closed form"]');
  const saved = page.locator('nb-cell[data-title="Time saved by leading at the figure\'s k"]');
  await expect(times.locator('.nb-live')).toHaveText('live: follows the figure above');
  expect(await figureState(page, 'pursuit-race')).toEqual(FIRST_STATES['pursuit-race']!());
  await countRuns(times);
  await countRuns(saved);
  let before = [await runs(times), await runs(saved)];
  const box = figure.locator('[data-numberbox="k"] input');
  await box.fill('2');
  await box.press('Enter');
  const state = (await expectFollows(page, times, 'pursuit-race', before[0])) as unknown as { k: number };
  expect(state.k).toBe(2);
  await expectFollows(page, saved, 'pursuit-race', before[1]);
  expect((await shown(saved)).text).toContain('13.4');
  before = [await runs(times), await runs(saved)];
  await figure.locator('input[name="gain"]').fill('5');
  await expectFollows(page, times, 'pursuit-race', before[0]);
  expect(problems).toEqual([]);
});

test('simulation: both live cells follow the figure (arrow keys, the compensated toggle)', async ({ page }) => {
  await open(page, 'simulation');
  const cells = page.locator('nb-cell[data-live="integrator-figure"]');
  await expect(cells).toHaveCount(2);
  for (let i = 0; i < 2; i++) await countRuns(cells.nth(i));
  const fig = page.locator('integrator-figure');
  await fig.locator('[data-handle="target"]').focus();
  await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 2; i++) {
    const state = (await expectFollows(page, cells.nth(i), 'integrator-figure', 0)) as unknown as { target: Vec2 };
    expect(state.target).toEqual([45, 13]);
  }
  const before = await runs(cells.nth(1));
  await fig.getByLabel('Compensated aim for semi-implicit Euler').check();
  const state = (await expectFollows(page, cells.nth(1), 'integrator-figure', before)) as unknown as {
    compensated: boolean;
  };
  expect(state.compensated).toBe(true);
});
