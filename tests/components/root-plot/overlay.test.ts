import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { PRESETS, analyse, preset, type PresetName } from '../../../src/components/root-plot/model';
import { domainsFor, drawOverlay } from '../../../src/components/root-plot/view';

const SVG_NS = 'http://www.w3.org/2000/svg';
const { document } = parseHTML('<!doctype html><html><body></body></html>');

/** A linear stand-in for Plot's scales over fixed domains, so drawings are comparable. */
const scale = (lo: number, hi: number, a: number, b: number) => (v: number) => a + ((v - lo) / (hi - lo)) * (b - a);

function draw(g: Element, name: PresetName, domains = domainsFor(analyse(preset('slower')))) {
  const an = analyse(preset(name));
  drawOverlay(g, document, scale(...domains.x, 64, 544), scale(...domains.y, 238, 22), an, domains);
  return g.outerHTML;
}

const fresh = () => document.createElementNS(SVG_NS, 'g');
const names = Object.keys(PRESETS) as PresetName[];

describe('drawOverlay', () => {
  it('drawing over an earlier drawing → the same markup as drawing into an empty group', () => {
    for (const from of names) {
      for (const to of names) {
        const g = fresh();
        draw(g, from);
        expect(draw(g, to), `${from} → ${to}`).toBe(draw(fresh(), to));
      }
    }
  });

  it('a redraw of the same state → the same elements, not new ones', () => {
    const g = fresh();
    draw(g, 'entering');
    const before = Array.from(g.children);
    draw(g, 'entering');
    expect(Array.from(g.children)).toEqual(before);
    expect(before.every((el, i) => el === g.children[i])).toBe(true);
  });
});
