/**
 * Every figure's first state, as the build renders it: each figure's .astro
 * component is rendered with Astro's container API (the same code path as the
 * build), and its SVG scenes and readouts are compared with a stored snapshot.
 * Numbers in geometry attributes are rounded to 2 decimals first, as Observable
 * Plot's own tests do, so a float's last digits never fail a test; a moved
 * point, a new part or a changed readout does. Words (text, aria-label,
 * readouts) are kept as they are: their digits are the figure's formatting. Update on purpose with `vitest -u`.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIGURES } from '../../../src/components/figures/registry';

/** Every figure's component, found through the registry (its folder and file). */
const COMPONENTS = import.meta.glob<{ default: Parameters<AstroContainer['renderToString']>[0] }>(
  '../../../src/components/figures/*/*.astro',
);

/** Round every decimal number in `text` to `digits` places ("52.50000001" → "52.5"), as Plot's tests do. */
export function roundNumbers(text: string, digits = 2): string {
  return text.replace(/-?\d+\.\d+(e[-+]?\d+)?/g, (d) => String(+(+d).toFixed(digits) + 0));
}

/** Attributes that are words for the reader, not geometry: never rounded. */
const WORDS = new Set(['aria-label', 'aria-valuetext', 'title']);

/** A class list without Astro's scoping class (`astro-xxxxxxxx`, a hash of the component's path, not of its state). */
const scopeless = (value: string): string => value.replace(/\s*\bastro-[a-z0-9]{8}\b/g, '');

/** One tag a line, attributes sorted, Astro's scoping attributes and classes dropped, numbers in geometry rounded. */
export function normalizeSvg(svg: Element): string {
  const lines: string[] = [];
  const walk = (el: Element, depth: number) => {
    const attrs = Array.from(el.attributes)
      .filter((a) => !a.name.startsWith('data-astro-cid'))
      .map((a) => `${a.name}="${WORDS.has(a.name) ? a.value : roundNumbers(scopeless(a.value))}"`)
      .sort();
    const own = Array.from(el.childNodes)
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent!.trim())
      .join(' ')
      .trim();
    lines.push(`${'  '.repeat(depth)}<${el.tagName.toLowerCase()}${attrs.length ? ' ' + attrs.join(' ') : ''}>${own}`);
    for (const child of Array.from(el.children)) walk(child, depth + 1);
  };
  walk(svg, 0);
  return lines.join('\n');
}

/** The first state of a figure: its SVG scenes, then each readout's name and text. */
function firstState(html: string): { svgs: string[]; readouts: string } {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  // Outermost SVGs only (a chart's legend swatch inside a scene is part of it).
  const svgs = Array.from(document.querySelectorAll('svg'))
    .filter((s) => !s.parentElement?.closest('svg'))
    .map(normalizeSvg);
  const readouts = Array.from(document.querySelectorAll('[data-readout]'))
    .map((el) => `${el.getAttribute('data-readout')}: ${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}`)
    .join('\n');
  return { svgs, readouts };
}

describe('each figure’s first state, as built', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
  });

  for (const { name, folder, component } of FIGURES) {
    it(`${name}: SVG and readouts match the snapshot`, async () => {
      const load = COMPONENTS[`../../../src/components/figures/${folder}/${component}`];
      expect(load, `${folder}/${component} exists`).toBeTypeOf('function');
      const html = await container.renderToString((await load!()).default);
      const { svgs, readouts } = firstState(html);
      expect(svgs.length, `${name} renders an SVG at build time`).toBeGreaterThan(0);
      const text = [...svgs.map((s, i) => `## svg ${i + 1}\n${s}`), `## readouts\n${readouts}`].join('\n\n') + '\n';
      await expect(text).toMatchFileSnapshot(`./__snapshots__/${name}.first-state.txt`);
    });
  }
});

describe('roundNumbers', () => {
  it('rounds decimals to 2 places and leaves whole numbers and words alone', () => {
    expect(roundNumbers('x1="406.4939758404985" r="30" d="M19.409 15.465A5"')).toBe(
      'x1="406.49" r="30" d="M19.41 15.46A5"',
    );
    expect(roundNumbers('-0.001 t2 1.5e-7')).toBe('0 t2 0');
  });
});
