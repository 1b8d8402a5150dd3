/**
 * Every figure describes itself (kit/describe): the description of the first
 * state is in the HTML before scripts run, equal to the figure's own
 * `describe(state)`; after keys move the figure it changes and agrees with the
 * numbers the figure shows; the Describe control is reached by Tab and opens
 * with Enter, making the paragraph a polite live region only then; axe finds
 * nothing in an open control.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { FIGURES, figurePage } from '../../src/components/figures/registry';
import { axeOn, figuresAtRest, openFigure, readout, shot } from './support';
import { describe as interceptDescribe } from '../../src/components/figures/intercept-figure/describe';
import * as intercept from '../../src/components/figures/intercept-figure/model';
import { describe as noHitDescribe } from '../../src/components/figures/no-hit-figure/describe';
import * as noHit from '../../src/components/figures/no-hit-figure/model';
import { describe as edgeDescribe } from '../../src/components/figures/edge-cases/describe';
import * as edge from '../../src/components/figures/edge-cases/model';
import { describe as gravityDescribe } from '../../src/components/figures/gravity-figure/describe';
import { FIRST as GRAVITY_FIRST } from '../../src/components/figures/gravity-figure/first-state';
import { describe as quarticDescribe } from '../../src/components/figures/quartic-figure/describe';
import * as quartic from '../../src/components/figures/quartic-figure/model';
import { describe as i3dDescribe } from '../../src/components/figures/intercept-3d/describe';
import * as i3d from '../../src/components/figures/intercept-3d/model';
import { describe as leadDescribe } from '../../src/components/figures/lead-demo/describe';
import { firstView as leadFirst } from '../../src/components/figures/lead-demo/view';
import { describe as rangeDescribe } from '../../src/components/figures/shooting-range/describe';
import { firstView as rangeFirst } from '../../src/components/figures/shooting-range/view';
import { describe as raceDescribe } from '../../src/components/figures/pursuit-race/describe';
import { firstView as raceFirst } from '../../src/components/figures/pursuit-race/view';
import { describe as rootDescribe } from '../../src/components/figures/root-plot/describe';
import { INITIAL as ROOT_INITIAL } from '../../src/components/figures/root-plot/model';
import { describe as integratorDescribe } from '../../src/components/figures/integrator-figure/describe';
import * as integrator from '../../src/components/figures/integrator-figure/model';
import { describe as labDescribe } from '../../src/components/figures/precision-lab/describe';
import { DIGITS, labState } from '../../src/components/figures/precision-lab/model';
import { describe as vectorDescribe } from '../../src/components/figures/vector-figure/describe';
import { INITIAL as VECTOR_INITIAL } from '../../src/components/figures/vector-figure/model';
import { describe as dotDescribe } from '../../src/components/figures/dot-figure/describe';
import { INITIAL as DOT_INITIAL } from '../../src/components/figures/dot-figure/model';
import { describe as cosinesDescribe } from '../../src/components/figures/cosines-figure/describe';
import { INITIAL as COSINES_INITIAL } from '../../src/components/figures/cosines-figure/model';

/** Every number in a text ("−3.2", "11.9"), as numbers. */
const numbersIn = (text: string): number[] =>
  Array.from(text.matchAll(/[−-]?\d[\d,]*(?:\.\d+)?/g), (m) => Number(m[0].replace(/−/g, '-').replace(/,/g, '')));
/** The first number of a readout's text. */
const firstNumber = (text: string): number => numbersIn(text)[0];

interface Case {
  /** The figure's name (registry). */
  name: string;
  /** Its first state's description, from its own describe(). */
  first: () => string;
  /** Move the figure with keys (the figure is open and ready). */
  act: (fig: Locator, page: Page) => Promise<void>;
  /** Numbers the figure shows that the new description must state (rounded as it rounds them). */
  shows: (fig: Locator, page: Page) => Promise<number[]>;
}

/** Focus a handle (or any control) of the figure and press keys. */
const keys =
  (selector: string, ...presses: string[]) =>
  async (fig: Locator, page: Page) => {
    await fig.locator(selector).first().focus();
    for (const key of presses) await page.keyboard.press(key);
  };
/** A readout of the figure, once it rests, as a number rounded to `digits`. */
const shown = async (fig: Locator, page: Page, name: string, digits: number) =>
  Number(firstNumber(await readout(page, name, `#${await fig.getAttribute('id')}`)).toFixed(digits));

const CASES: Case[] = [
  {
    name: 'intercept-figure',
    first: () => {
      const s = intercept.INITIAL;
      const sol = intercept.solve(s);
      return interceptDescribe({ s, sol, m: intercept.momentAt(s, sol, intercept.START_TIME) });
    },
    act: keys('[data-handle="target"]', 'Shift+ArrowDown', 'ArrowRight'),
    shows: async (fig, page) => [await shown(fig, page, 'hit-time', 2)],
  },
  {
    name: 'edge-cases',
    first: () => edgeDescribe(edge.INITIAL),
    act: keys('[data-handle="target"]', 'Shift+ArrowUp'),
    shows: async (fig, page) => [await shown(fig, page, 'time', 2)],
  },
  {
    name: 'gravity-figure',
    first: () => gravityDescribe(GRAVITY_FIRST),
    act: keys('[data-handle="target"]', 'Shift+ArrowLeft'),
    shows: async (fig, page) => [await shown(fig, page, 'low', 1)],
  },
  {
    name: 'quartic-figure',
    first: () => {
      const s = quartic.INITIAL;
      const sol = quartic.solve(s);
      return quarticDescribe({ s, sol, m: quartic.momentAt(s, sol, 0) });
    },
    act: keys('[data-handle="target"]', 'Shift+ArrowUp'),
    shows: async (fig, page) => [await shown(fig, page, 'hits-0', 3)],
  },
  {
    name: 'no-hit-figure',
    first: () => {
      const s = noHit.INITIAL;
      const sol = noHit.solve(s);
      return noHitDescribe({ s, sol, m: noHit.momentAt(s, sol, noHit.START_TIME) });
    },
    act: keys('[data-handle="target"]', 'Shift+ArrowLeft'),
    shows: async (fig, page) => [await shown(fig, page, 'best-miss', 2)],
  },
  {
    name: 'intercept-3d',
    first: () => {
      const s = i3d.INITIAL;
      const sol = i3d.solve(s);
      return i3dDescribe({ s, sol, m: i3d.momentAt(s, sol, i3d.START_TIME) });
    },
    act: keys('[data-handle="target"]', 'ArrowRight', 'ArrowRight'),
    shows: async (fig, page) => [await shown(fig, page, 'hit-time', 2)],
  },
  {
    name: 'lead-demo',
    first: () => leadDescribe(leadFirst()),
    act: keys('input[name="speed"]', 'ArrowRight', 'ArrowRight'),
    shows: async (fig, page) => [await shown(fig, page, 'speed', 0)],
  },
  {
    name: 'shooting-range',
    first: () => rangeDescribe(rangeFirst()),
    act: keys('[data-handle="gun"]', 'Shift+ArrowRight'),
    shows: async (fig, page) => [await shown(fig, page, 'time', 2)],
  },
  {
    name: 'pursuit-race',
    first: () => raceDescribe(raceFirst()),
    act: async (fig, page) => {
      await fig.locator('[data-numberbox="k"] input').fill('2');
      await page.keyboard.press('Enter');
    },
    shows: async (fig, page) => [
      await shown(fig, page, 'time-pure', 2),
      await shown(fig, page, 'time-lead', 2),
      await shown(fig, page, 'time-pn', 2),
    ],
  },
  {
    name: 'root-plot',
    first: () => rootDescribe(ROOT_INITIAL),
    act: keys('[data-handle="target"]', 'Shift+ArrowLeft'),
    shows: async (fig, page) => [await shown(fig, page, 'chosen', 2)],
  },
  {
    name: 'integrator-figure',
    first: () => integratorDescribe({ s: integrator.INITIAL, sol: integrator.solve(integrator.INITIAL) }),
    act: keys('[data-handle="target"]', 'Shift+ArrowLeft'),
    shows: async (fig, page) => [await shown(fig, page, 'miss-1', 3), await shown(fig, page, 'miss-2', 3)],
  },
  {
    name: 'precision-lab',
    first: () => labDescribe(labState(DIGITS.initial)),
    act: keys('input[name="digits"]', 'ArrowRight', 'ArrowRight'),
    shows: async (fig, page) => [await shown(fig, page, 'digits', 1)],
  },
  {
    name: 'vector-figure',
    first: () => vectorDescribe(VECTOR_INITIAL),
    act: keys('[data-handle="p2"]', 'ArrowRight', 'ArrowUp'),
    shows: async (fig, page) => [await shown(fig, page, 'length', 2)],
  },
  {
    name: 'dot-figure',
    first: () => dotDescribe(DOT_INITIAL),
    act: keys('[data-handle="b"]', 'ArrowLeft', 'ArrowLeft'),
    shows: async (fig, page) => [await shown(fig, page, 'dot', 2), await shown(fig, page, 'theta', 1)],
  },
  {
    name: 'cosines-figure',
    first: () => cosinesDescribe(COSINES_INITIAL),
    act: keys('[data-handle="q"]', 'Shift+ArrowRight'),
    shows: async (fig, page) => [await shown(fig, page, 'c', 2), await shown(fig, page, 'theta-deg', 1)],
  },
];

const rootOf = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`).first();

test('every figure has a Describe control and an accessible description', () => {
  expect(FIGURES.map((f) => f.name).sort()).toEqual(CASES.map((c) => c.name).sort());
});

for (const c of CASES) {
  test(`${c.name}: the first state's description is in the HTML before scripts run`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(figurePage(c.name));
    const fig = rootOf(page, c.name);
    const text = fig.locator('[data-description]');
    await expect(text).toHaveText(c.first());
    expect(await text.textContent()).not.toMatch(/NaN|undefined|Infinity/);
    // The figure's accessible description is that paragraph.
    const id = await text.getAttribute('id');
    await expect(fig.locator(`figure[aria-describedby="${id}"]`)).toHaveCount(1);
    // It shares its row with the figure's scene link.
    await expect(fig.locator('.kit-describe-row [data-action="scene-link"]')).toHaveCount(1);
    // Without scripts the control still opens (a native disclosure).
    await fig.locator('details[data-describe] > summary').click();
    await expect(text).toBeVisible();
    await context.close();
  });

  test(`${c.name}: the description follows the figure and states the numbers it shows`, async ({ page }) => {
    const fig = await openFigure(page, figurePage(c.name), `[data-widget="${c.name}"]`);
    const text = fig.locator('[data-description]');
    const summary = fig.locator('details[data-describe] > summary');
    const first = c.first();
    await expect(text).toHaveText(first);
    await expect(text).toHaveAttribute('aria-live', 'off');
    // Keyboard: the control is focusable and opens with Enter; then the paragraph is a polite live region.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(fig.locator('details[data-describe]')).toHaveAttribute('open', '');
    await expect(text).toHaveAttribute('aria-live', 'polite');
    await expect(text).toHaveText(first);
    await c.act(fig, page);
    await expect(text).not.toHaveText(first);
    const description = (await text.textContent()) ?? '';
    expect(description).not.toMatch(/NaN|undefined|Infinity/);
    const nums = numbersIn(description);
    for (const n of await c.shows(fig, page)) expect(nums, `${n} in “${description}”`).toContain(n);
    await figuresAtRest(page);
    await shot(fig, `screenshots/describe-${c.name}.png`);
    const axe = await axeOn(page).include(`[data-widget="${c.name}"] details[data-describe]`).analyze();
    expect(axe.violations).toEqual([]);
    // Closed again: silent, but still the figure's current description.
    await summary.click();
    await expect(text).toHaveAttribute('aria-live', 'off');
  });
}

test('a description states answers: it is covered while a checkpoint covers its figure’s numbers', async ({ page }) => {
  const fig = await openFigure(page, figurePage('intercept-figure'), '[data-widget="intercept-figure"]');
  const text = fig.locator('[data-description]');
  const id = (await text.getAttribute('id'))!;
  const cp = page.locator('nb-checkpoint[data-veil-targets*="intercept-figure"]').first();
  // The checkpoint covers the hit time: the description, which states it, is covered too.
  await expect(fig.locator('[data-readout="hit-time"]').first()).toHaveAttribute('data-veil', '');
  await expect(text).toHaveAttribute('data-veil', '');
  await expect(text).toHaveAttribute('aria-hidden', 'true');
  await expect(fig.locator(`figure[aria-describedby="${id}"]`)).toHaveCount(0);
  await cp.locator('[data-part="veil-button"]').click();
  await expect(fig.locator('[data-readout="hit-time"]').first()).not.toHaveAttribute('data-veil', '');
  await expect(text).not.toHaveAttribute('data-veil', '');
  await expect(text).not.toHaveAttribute('aria-hidden', 'true');
  await expect(fig.locator(`figure[aria-describedby="${id}"]`)).toHaveCount(1);
});

test('the gallery’s Describe entry follows its slider', async ({ page }) => {
  const response = await page.goto('/dev/kit/');
  test.skip(response?.status() !== 200, 'the gallery is built only with KIT_GALLERY=1');
  const demo = page.locator('kit-describe-demo');
  await expect(demo).toHaveAttribute('data-ready', 'true');
  const text = demo.locator('[data-description]');
  await expect(text).toContainText('after 5.77');
  await demo.locator('summary').click();
  const slider = demo.locator('input[name="describe-speed"]');
  await slider.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect(demo.locator('[data-readout="describe-speed"]')).toHaveText('10 m/s');
  await expect(text).toContainText('shot flies at 10\u00a0m/s');
  await expect(text).toContainText('no aim hits');
});

test(
  'on a phone the Describe control is a finger wide and clear of the figure’s other controls',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(240_000);
    for (const c of CASES) {
      const fig = await openFigure(page, figurePage(c.name), `[data-widget="${c.name}"]`);
      const summary = fig.locator('details[data-describe] > summary');
      await summary.scrollIntoViewIfNeeded();
      const box = (await summary.boundingBox())!;
      // A finger's 44 px on a phone (figure.css's rule for every control under 40rem), a button's 36 px beside.
      expect(box.height, c.name).toBeGreaterThanOrEqual(page.viewportSize()!.width < 640 ? 44 : 36);
      const clashes = await fig.evaluate((root) => {
        const s = root.querySelector('details[data-describe] > summary')!.getBoundingClientRect();
        const controls = Array.from(
          root.querySelectorAll<HTMLElement>('button, input, select, summary, [data-handle]'),
        );
        return controls
          .filter((el) => !el.closest('details[data-describe]') && el.getClientRects().length > 0)
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom;
          })
          .map((el) => el.outerHTML.slice(0, 80));
      });
      expect(clashes, c.name).toEqual([]);
      // Closed, it sits beside "Link to this scene" on one row: it costs the figure no height.
      const apart = await fig.evaluate((root) => {
        const middle = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.top + r.height / 2;
        };
        const row = root.querySelector('.kit-describe-row')!;
        return Math.abs(
          middle(row.querySelector('summary')!) - middle(row.querySelector('[data-action="scene-link"]')!),
        );
      });
      expect(apart, c.name).toBeLessThan(2);
      await summary.click();
      await figuresAtRest(page);
      await shot(fig, `screenshots/describe-phone-${c.name}.png`);
    }
  },
);
