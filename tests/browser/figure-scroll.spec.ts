/**
 * Moving a handle never scrolls the page. With the figure's top at (or just
 * above) the top of the window, the browser's scroll anchoring used to pick
 * a part inside the figure that moves with the handle and scroll the page
 * after it, so a dragged handle ran away from the pointer (src/styles/figure.css,
 * `.fig { overflow-anchor: none }`). For every figure with handles on every
 * page: each handle moved with Shift+arrow keys, the first with a mouse drag;
 * the page's scrollY must not change and the handle must move on screen by
 * what it moved in its scene (keys) or by what the pointer moved (drag).
 */
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { DIST } from '../../playwright.config';
import { builtPages, figuresAtRest, widgetsReady } from './support';

const pages = builtPages(DIST).filter((path) => {
  const file = `${DIST}/${path.endsWith('.html') ? path : `${path}index.html`}`;
  return readFileSync(file, 'utf8').includes('data-handle=');
});

/** What a handle looks like now: its dot on screen, its place in the scene, the page's scroll. */
interface HandleState {
  screen: { x: number; y: number };
  scene: { x: number; y: number };
  /** CSS px per scene unit. */
  scale: number;
  scrollY: number;
  /** The scene's top left corner on screen. */
  sceneTop: number;
  sceneLeft: number;
  /** The figure's top on screen, and in the document. */
  figTop: number;
  figDocTop: number;
  visible: boolean;
}

async function handleState(page: Page, figure: number, handle: number): Promise<HandleState> {
  return page.evaluate(
    ([f, h]) => {
      const fig = document.querySelectorAll('[data-widget]')[f];
      const el = fig.querySelectorAll<SVGGElement>('[data-handle]')[h];
      // The dot is drawn on the figure's canvas; the handle's hit circle is centred on it.
      const dot = (el.querySelector('.kit-handle-hit') ?? el).getBoundingClientRect();
      const m = /translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)/.exec(el.getAttribute('transform') ?? '')!;
      const svg = el.ownerSVGElement!;
      return {
        screen: { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 },
        scene: { x: Number(m[1]), y: Number(m[2]) },
        scale: svg.getScreenCTM()!.a,
        scrollY: window.scrollY,
        sceneTop: svg.getBoundingClientRect().top,
        sceneLeft: svg.getBoundingClientRect().left,
        figTop: fig.getBoundingClientRect().top,
        figDocTop: fig.getBoundingClientRect().top + window.scrollY,
        visible: dot.width > 0 && dot.top > 0 && dot.bottom < window.innerHeight,
      };
    },
    [figure, handle] as const,
  );
}

/** Two animation frames: the layout a scroll or an insertion starts (parts laid out as they come into view) done. */
function frames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Scroll so that the figure's top is `above` px above the top of the window, and stays there: parts of the page that
 * come into view are laid out on the next frames (content-visibility) and can move the figure after the scroll, so
 * the scroll is repeated until the figure holds its place.
 */
async function figureToTop(page: Page, figure: number, above = 1): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const off = await page.evaluate(
      ([f, a]) => {
        const fig = document.querySelectorAll('[data-widget]')[f];
        const top = fig.getBoundingClientRect().top;
        if (Math.abs(top + a) < 0.5) return 0;
        window.scrollTo(0, top + window.scrollY + a);
        return top + a;
      },
      [figure, above] as const,
    );
    await frames(page);
    if (off === 0) break;
  }
  await settle(page);
}

/**
 * The page did not scroll under the figure: the figure is where it was on
 * screen, and scrollY is unchanged unless the prose above the figure changed
 * height (then the browser keeps the figure in place, which is right).
 */
function expectStill(before: HandleState, after: HandleState, where: string): void {
  expect(Math.abs(after.figTop - before.figTop), `${where}: the figure moved on screen`).toBeLessThan(1);
  if (Math.abs(after.figDocTop - before.figDocTop) < 0.5) {
    expect(after.scrollY, `${where}: the page scrolled`).toBe(before.scrollY);
  }
}

/** The figures at rest: handles moved and numbers written (kit/scene/scene-canvas.ts holds them while a figure moves). */
const settle = figuresAtRest;

/** How many handles each figure (`[data-widget]`, in page order) shows. */
function handlesShown(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-widget]')).map(
      (w) => Array.from(w.querySelectorAll('[data-handle]')).filter((h) => h.getBoundingClientRect().width > 0).length,
    ),
  );
}

/**
 * Each figure brought to the top of the window, then 137 px of content put above the page's title: the browser keeps
 * the figure where it was on screen (scroll anchoring). The spacer goes again before the next figure.
 */
async function contentAboveChanges(page: Page): Promise<void> {
  const count = await page.evaluate(() => document.querySelectorAll('[data-widget]').length);
  for (let f = 0; f < count; f++) {
    await figureToTop(page, f);
    const top = () =>
      page.evaluate((i) => document.querySelectorAll('[data-widget]')[i].getBoundingClientRect().top, f);
    const before = await top();
    await page.evaluate((i) => {
      const spacer = document.createElement('div');
      spacer.style.height = '137px';
      spacer.dataset.spacer = '';
      const fig = document.querySelectorAll('[data-widget]')[i];
      (document.querySelector('main h1') ?? fig).before(spacer);
    }, f);
    await frames(page);
    await settle(page);
    // Soft: the handles are still moved below, on the page as it was (the spacer is gone).
    expect
      .soft(Math.abs((await top()) - before), `figure ${f}: moved on screen when the content above grew`)
      .toBeLessThan(1);
    await page.evaluate(() => document.querySelector('[data-spacer]')!.remove());
    await settle(page);
  }
}

/** Each handle in `figures` moved with Shift+arrow keys, the first that moves in each figure with a mouse drag. */
async function moveHandles(page: Page, figures: number[]): Promise<void> {
  let dragged = 0;
  let moved = 0;
  for (const [f, count] of figures.entries()) {
    for (let h = 0; h < count; h++) {
      await figureToTop(page, f);
      const before = await handleState(page, f, h);
      // Two coarse steps towards the middle of the scene, down if there is room.
      const svgHeight = await page.evaluate(
        ([fi, hi]) =>
          document.querySelectorAll('[data-widget]')[fi].querySelectorAll<SVGGElement>('[data-handle]')[hi]
            .ownerSVGElement!.viewBox.baseVal.height,
        [f, h] as const,
      );
      const key = before.scene.y < svgHeight / 2 ? 'Shift+ArrowDown' : 'Shift+ArrowUp';
      await page.evaluate(
        ([fi, hi]) =>
          document
            .querySelectorAll('[data-widget]')
            [fi].querySelectorAll<SVGGElement>('[data-handle]')
            [hi].focus({ preventScroll: true }),
        [f, h] as const,
      );
      await page.keyboard.press(key);
      await page.keyboard.press(key);
      await settle(page);
      const after = await handleState(page, f, h);
      const where = `figure ${f}, handle ${h}, ${key}`;
      expectStill(before, after, where);
      const dy = after.scene.y - before.scene.y;
      if (dy !== 0) {
        moved++;
        expect(Math.sign(dy), `${where}: moved the wrong way`).toBe(key.endsWith('Down') ? 1 : -1);
        // On screen, exactly as far as in the scene: measured in the scene's box, which a scene that stays in view
        // (figure.css, position: sticky) may shift by a pixel as Chrome settles its sticky offset after a scroll.
        const within = (a: HandleState, b: HandleState, axis: 'x' | 'y') =>
          b.screen[axis] -
          (axis === 'y' ? b.sceneTop : b.sceneLeft) -
          (a.screen[axis] - (axis === 'y' ? a.sceneTop : a.sceneLeft));
        expect(Math.abs(within(before, after, 'y') - dy * before.scale), where).toBeLessThan(1);
        expect(
          Math.abs(within(before, after, 'x') - (after.scene.x - before.scene.x) * before.scale),
          where,
        ).toBeLessThan(1);
        // And the scene itself stays put, to that pixel.
        expect(Math.abs(after.sceneTop - before.sceneTop), `${where}: the scene moved`).toBeLessThan(1.5);
      }

      // Once per figure: a mouse drag 30 px towards the middle of the scene.
      if (h > 0 && dragged > f) continue;
      await figureToTop(page, f);
      const start = await handleState(page, f, h);
      if (!start.visible) continue;
      const dir = start.scene.y < svgHeight / 2 ? 1 : -1;
      await page.mouse.move(start.screen.x, start.screen.y);
      await page.mouse.down();
      await page.mouse.move(start.screen.x, start.screen.y + dir * 30, { steps: 6 });
      await settle(page);
      const mid = await handleState(page, f, h);
      await page.mouse.up();
      await settle(page);
      const end = await handleState(page, f, h);
      if (end.scene.y === start.scene.y) continue; // this handle does not move that way; try the next
      dragged = f + 1;
      expectStill(start, mid, `figure ${f}, handle ${h}, during the drag`);
      expectStill(start, end, `figure ${f}, handle ${h}, after the drag`);
      // The handle is still under the pointer (within a snap of the figure's grid).
      expect(
        Math.abs(end.screen.y - (start.screen.y + dir * 30)),
        `figure ${f}, handle ${h}: left the pointer`,
      ).toBeLessThan(6);
    }
  }
  expect(moved, 'no handle moved with keys').toBeGreaterThan(0);
  expect(dragged, 'no handle moved with the mouse').toBeGreaterThan(0);
}

/*
 * One visit per page does both checks: the spacer first (it moves nothing in the figures and is gone again), then the
 * handles (their moves rewrite readouts and the prose above, which the spacer check must not see). Both on the phone
 * too: there a figure is taller than the window, and what the browser anchors the scroll to is another element.
 * Figures hold still (reduced motion): what moves is what the test moves.
 */
for (const path of pages) {
  test(
    `/${path}: content above a figure changes height, or a handle moves with keys or a mouse → the page does not scroll under the figure`,
    {
      tag: '@phone',
    },
    async ({ page }, info) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${path}`);
      await widgetsReady(page);
      // Counted on the page as it loaded, before the spacer check scrolls it.
      const figures = await handlesShown(page);
      await test.step('content above a figure changes height → the figure keeps its place on screen', () =>
        contentAboveChanges(page));
      // A page whose handles are all hidden until the reader asks for them (the pursuit race's drawn path)
      // has nothing to move here; its own spec moves them.
      if (figures.every((c) => c === 0)) {
        info.annotations.push({ type: 'skip', description: 'handles: none on screen' });
        return;
      }
      await test.step('moving a handle with keys or a mouse does not scroll the page', () =>
        moveHandles(page, figures));
    },
  );
}
