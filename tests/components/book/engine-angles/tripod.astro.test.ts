/**
 * The engine cards' axis tripods as the build renders them (issue 38 item 11): every axis label inside its
 * drawing (the 104 × 80 viewBox) and clear of the other labels and of the axes' lines.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import EngineAngles from '../../../../src/components/book/engine-angles/EngineAngles.astro';
import { overlaps, segmentHitsBox, textBox, within, type Anchor } from '../../../../src/components/kit/scene/label-box';

/** The labels' size (EngineAngles.astro: `.axis text`, 11 px in a drawing 6.5rem = 104 px wide: one unit a px). */
const FONT = 11;

describe('the engine cards’ tripods', () => {
  it('every axis label inside its drawing, off the other labels and the axes', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(EngineAngles);
    const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
    const tripods = [...document.querySelectorAll('svg.tripod')];
    expect(tripods.length).toBe(3);
    for (const svg of tripods) {
      const [, , w, h] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
      const name = svg.getAttribute('aria-label');
      const lines = [...svg.querySelectorAll('g.axis line')].map((l) => {
        const n = (k: string) => Number(l.getAttribute(k));
        return { a: { x: n('x1'), y: n('y1') }, b: { x: n('x2'), y: n('y2') } };
      });
      const labels = [...svg.querySelectorAll('g.axis text')].map((t) => ({
        text: (t.textContent ?? '').trim(),
        box: textBox(
          Number(t.getAttribute('x')),
          Number(t.getAttribute('y')),
          (t.getAttribute('text-anchor') ?? 'start') as Anchor,
          (t.textContent ?? '').trim(),
          FONT,
          // "+Z" in a UI sans: '+' is wide (0.84 em), so a little more than the kit's default per character.
          { em: 0.78, ascent: 0.72, descent: 0.22 },
        ),
      }));
      expect(labels.length).toBe(3);
      for (const [i, l] of labels.entries()) {
        expect(within(l.box, w, h), `${name} ${l.text} inside`).toBe(true);
        for (const o of labels.slice(i + 1))
          expect(overlaps(l.box, o.box), `${name} ${l.text} / ${o.text}`).toBe(false);
        for (const s of lines) expect(segmentHitsBox(s, l.box), `${name} ${l.text} off the axes`).toBe(false);
      }
    }
  });
});
