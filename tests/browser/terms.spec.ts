import { test, expect, type Locator, type Page } from '@playwright/test';
import { openFigure, revealScenes, shot, watchProblems } from './support';

/** Figures whose formulas light their parts: page, figure, a term and the parts it names. */
const CASES = [
  {
    page: '/chapters/law-of-cosines/',
    figure: 'cosines-figure[data-id="cosines-figure"]',
    term: 'side-a label-a',
    parts: ['side-a', 'label-a'],
  },
  {
    page: '/chapters/law-of-cosines/',
    figure: 'cosines-figure[data-id="cosines-figure"]',
    term: 'angle theta-label',
    parts: ['angle', 'theta-label'],
  },
  { page: '/chapters/dot-product/', figure: 'dot-figure', term: 'vec-b', parts: ['vec-b'] },
  {
    page: '/chapters/intercept-triangle/',
    figure: 'intercept-figure',
    term: 'reach-line label-reach circle',
    parts: ['reach-line', 'label-reach', 'circle'],
  },
] as const;

async function open(page: Page, path: string, figure: string): Promise<Locator> {
  const f = (await openFigure(page, path, figure)).first();
  await f.scrollIntoViewIfNeeded();
  return f;
}

const litParts = (f: Locator) =>
  f.locator('svg [data-part].is-lit').evaluateAll((els) => els.map((e) => e.getAttribute('data-part')).sort());

for (const c of CASES) {
  // Pointer hover: the desktop only (not @phone); touch is tested below.
  test(`${c.page}: hovering the term "${c.term}" lights ${c.parts.join(', ')}; hovering the part lights the term`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const f = await open(page, c.page, c.figure);
    const term = f.locator(`[data-term="${c.term}"]`).first();
    await term.hover();
    await expect(f).toHaveAttribute('data-lit', /\S/);
    expect(await litParts(f)).toEqual([...c.parts].sort());
    await expect(term).toHaveClass(/is-lit/);
    // Everything else in the drawing is dimmed.
    const other = f.locator('svg [data-part]:not(.is-lit):not([data-part="scene"])').first();
    await expect(other).toHaveCSS('opacity', '0.4');
    await shot(page, `screenshots/terms-${c.figure.split('[')[0]}-${c.parts[0]}.png`);

    // Away from the figure: nothing lit.
    await page.mouse.move(2, 2);
    await expect(f).not.toHaveAttribute('data-lit');
    expect(await litParts(f)).toEqual([]);

    // The reverse: the mouse on the first part (drawn on the canvas: found there, kit/scene/scene-canvas.ts)
    // lights the term in the formula. Where the part is: measured on its SVG element, shown for that.
    await revealScenes(page);
    const at = await f.locator(`svg [data-part="${c.parts[0]}"]`).evaluate((el) => {
      const g = el as SVGGraphicsElement;
      const m = g.getScreenCTM()!;
      let p = { x: 0, y: 0 };
      if (g instanceof SVGGeometryElement && g.getTotalLength() > 0) {
        const q = g.getPointAtLength(g.getTotalLength() / 2);
        p = { x: q.x, y: q.y };
      } else {
        const b = g.getBBox();
        p = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      }
      return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
    });
    await revealScenes(page, false);
    await page.mouse.move(at.x - 3, at.y);
    await page.mouse.move(at.x, at.y);
    await expect(term).toHaveClass(/is-lit/);
    expect(problems).toEqual([]);
  });
}

test('touch: a tap on a term lights its part, a second tap clears it', { tag: '@phone' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone project');
  const c = CASES[0];
  const f = await open(page, c.page, c.figure);
  const term = f.locator(`[data-term="${c.term}"]`).first();
  await term.scrollIntoViewIfNeeded();
  await term.tap();
  expect(await litParts(f)).toEqual([...c.parts].sort());
  await shot(page, 'screenshots/terms-phone-tap.png');
  await term.tap();
  await expect(f).not.toHaveAttribute('data-lit');
});

// The desktop only (not @phone): a pointer hover, then keys.
test('keyboard: moving a handle still works with terms linked, and focus leaving the figure clears any light', async ({
  page,
}) => {
  const c = CASES[0];
  const f = await open(page, c.page, c.figure);
  await f.locator(`[data-term="${c.term}"]`).first().hover();
  await expect(f).toHaveAttribute('data-lit', /\S/);
  const handle = f.locator('[data-handle="p"]');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.mouse.move(2, 2);
  await expect(f).not.toHaveAttribute('data-lit');
});
