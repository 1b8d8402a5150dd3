import { describe, expect, it } from 'vitest';
import { plot } from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import {
  curvePaths,
  fnScales,
  patchFnPlot,
  resolvePlaced,
  type FnPlotSpec,
} from '../../../../src/components/kit/charts/fn-plot';
import { fnPlotOptions } from '../../../../src/components/kit/charts/fn-plot-options';
import { stripMarkLabels } from '../../../../src/components/kit/charts/plot';

const doc = () => parseHTML('<!doctype html><html><body></body></html>').document as unknown as Document;

/** A cubic (t − a)(t² − b) with its turning points, roots and bands, for a scene parameter `a`. */
function scene(a: number, o: Partial<FnPlotSpec> = {}): FnPlotSpec {
  const f = (t: number) => (t - a) * (t * t - 3);
  const df = (t: number) => 3 * t * t - 2 * a * t - 3;
  const disc = Math.sqrt(4 * a * a + 36);
  const e1 = (2 * a - disc) / 6;
  const e2 = (2 * a + disc) / 6;
  return {
    title: `scene ${a}`,
    domain: [-2.5, 2.5],
    yDomain: [-12, 12],
    curves: [
      { id: 'f', label: `f, a = ${a}`, fn: f, color: 'var(--link)', key: `f${a}` },
      { id: 'df', label: 'f′', fn: df, color: 'var(--accent)', dash: '6 4', key: `df${a}` },
      // A curve with a gap that moves with a: its number of segments changes.
      { id: 'g', label: 'g', fn: (t) => (Math.abs(t - a) < 0.3 ? NaN : 1 / (t - a)), color: 'var(--lead)' },
    ],
    marks: [
      { t: e1, y: f(e1), kind: 'extremum', label: `max ${e1.toFixed(2)}`, curve: 'f' },
      { t: e2, y: f(e2), kind: 'extremum', curve: 'f' },
      { t: a, y: 0, kind: 'root', curve: 'f' },
      { t: Math.sqrt(3), y: 0, kind: 'chosen', label: `t* ${a}`, curve: 'f', labelDx: 4 + a, labelDy: -10 },
      { t: -Math.sqrt(3), y: 0, kind: 'point', label: 'p', labelDx: a < 0 ? 0 : 3 },
    ],
    bands: [
      { t0: -2.5, t1: e1, kind: 'monotone', label: 'rising' },
      { t0: e1, t1: e2, kind: 'monotone', label: 'falling' },
      { t0: e2, t1: 2.5, kind: 'monotone' },
      { t0: a - 0.2, t1: a + 0.4, kind: 'inside', label: `in ${a}` },
    ],
    cursor: 0.3 + a,
    ...o,
  };
}

const render = (spec: FnPlotSpec, d: Document) =>
  stripMarkLabels(plot({ ...fnPlotOptions(spec), document: d } as Parameters<typeof plot>[0])) as unknown as Element & {
    scale(name: string): { apply(v: number): number };
  };

/** Every element of a chart, flattened: tag, attributes (numbers parsed), own text. */
function flatten(svg: Element): { tag: string; attrs: Record<string, string>; text: string }[] {
  const out: { tag: string; attrs: Record<string, string>; text: string }[] = [];
  const walk = (el: Element) => {
    const attrs: Record<string, string> = {};
    for (const a of [...el.attributes]) attrs[a.name] = a.value.replace(/plot-clip-\d+/, 'plot-clip');
    const text = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('');
    out.push({ tag: el.localName, attrs, text });
    for (const c of el.children) walk(c);
  };
  walk(svg);
  return out;
}

const numbers = (s: string) => (s.match(/-?\d+(\.\d+)?(e[-+]?\d+)?/g) ?? []).map(Number);
const words = (s: string) => s.replace(/-?\d+(\.\d+)?(e[-+]?\d+)?/g, '#');

/** The two charts have the same elements, texts and attributes, numbers equal to 0.01 px (the cursor is rounded to 0.01). */
function expectSameChart(a: Element, b: Element): void {
  const fa = flatten(a);
  const fb = flatten(b);
  expect(fa.map((e) => e.tag)).toEqual(fb.map((e) => e.tag));
  fa.forEach((ea, i) => {
    const eb = fb[i];
    expect(ea.text).toBe(eb.text);
    expect(Object.keys(ea.attrs).sort()).toEqual(Object.keys(eb.attrs).sort());
    for (const k of Object.keys(ea.attrs)) {
      const va = ea.attrs[k];
      const vb = eb.attrs[k];
      if (k === 'class' && va.startsWith('plot-')) continue;
      expect(words(va), `${ea.tag} ${k}`).toBe(words(vb));
      const na = numbers(va);
      const nb = numbers(vb);
      expect(na.length).toBe(nb.length);
      na.forEach((n, j) =>
        expect(Math.abs(n - nb[j]), `${ea.tag} ${k}: ${va} vs ${vb}`).toBeLessThanOrEqual(0.01 + 1e-9),
      );
    }
  });
}

describe('redrawing a chart in place', () => {
  const cases: [string, (a: number) => FnPlotSpec][] = [
    ['linear', (a) => scene(a)],
    ['symlog', (a) => scene(a, { yScale: 'symlog', yDomain: [-30, 30] })],
    ['narrow', (a) => scene(a, { width: 330, height: 240 })],
  ];
  for (const [name, make] of cases)
    it(`${name}: a chart patched from one state to another equals a fresh render of the second`, () => {
      const d = doc();
      for (const [a, b] of [
        [0.1, 0.35],
        [0.35, -0.6],
        [-0.6, 1.1],
      ]) {
        const from = make(a);
        const to = make(b);
        const rf = resolvePlaced(from);
        const rt = resolvePlaced(to);
        expect(rt.shape).toBe(rf.shape);
        // With the scales of the chart on screen (Plot's), and with the kit's own (a build-time chart).
        const onScreen = render(from, d);
        const x = onScreen.scale('x');
        const y = onScreen.scale('y');
        expect(
          patchFnPlot(
            onScreen,
            rf,
            rt,
            (v) => x.apply(v),
            (v) => y.apply(v),
          ),
        ).toBe(true);
        expectSameChart(onScreen, render(to, d));
        const built = render(from, d);
        const sc = fnScales(to);
        expect(patchFnPlot(built, rf, rt, sc.x.apply, sc.y.apply)).toBe(true);
        expectSameChart(built, render(to, d));
      }
    });

  it('writes nothing for the same state and only what changed for a cursor move', () => {
    const d = doc();
    const from = scene(0.2);
    const svg = render(from, d);
    const x = svg.scale('x');
    const y = svg.scale('y');
    const before = flatten(svg);
    const r = resolvePlaced(from);
    expect(patchFnPlot(svg, r, r, x.apply, y.apply)).toBe(true);
    expect(flatten(svg)).toEqual(before);
    const moved = { ...from, cursor: 1.5 };
    expect(patchFnPlot(svg, r, resolvePlaced(moved), x.apply, y.apply)).toBe(true);
    const after = flatten(svg);
    const changed = after.filter((e, i) => JSON.stringify(e) !== JSON.stringify(before[i]));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((e) => /line|circle|text/.test(e.tag))).toBe(true);
    expectSameChart(svg, render(moved, d));
  });

  it('refuses (re-render instead) when a domain, the scale, the size or the mark set changes', () => {
    const d = doc();
    const from = scene(0.2);
    const rf = resolvePlaced(from);
    const svg = render(from, d);
    const sc = fnScales(from);
    for (const to of [
      scene(0.2, { yDomain: [-13, 12] }),
      scene(0.2, { domain: [-2.5, 3] }),
      scene(0.2, { yScale: 'symlog' }),
      scene(0.2, { width: 500 }),
      scene(0.2, { marks: from.marks!.slice(1) }),
      scene(0.2, { bands: from.bands!.slice(1) }),
      scene(0.2, { curves: from.curves.map((c) => ({ ...c, color: 'red' })) }),
    ]) {
      const rt = resolvePlaced(to);
      expect(rt.shape).not.toBe(rf.shape);
      expect(patchFnPlot(svg, rf, rt, sc.x.apply, sc.y.apply)).toBe(false);
    }
    // A y domain taken from the samples changes with them: then the shape differs too.
    const free = (a: number) => scene(a, { yDomain: undefined });
    expect(resolvePlaced(free(0.2)).shape).not.toBe(resolvePlaced(free(0.9)).shape);
  });

  it('draws a segment of one sample as Plot does, and none for no samples', () => {
    const id = (v: number) => v;
    const p = (t: number, segment: number) => ({ id: 'f', t, y: t * 2, segment });
    expect(curvePaths([p(1, 0), p(2, 0), p(3.0001, 1)], id, id)).toEqual(['M1,2L2,4', 'M3,6Z']);
    expect(curvePaths([], id, id)).toEqual([]);
  });
});
