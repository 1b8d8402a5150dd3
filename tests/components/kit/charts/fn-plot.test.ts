import { describe, expect, it } from 'vitest';
import { plot } from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import {
  cleanRange,
  drawCursor,
  fnLegendHtml,
  fnScales,
  sameChart,
  sampleCurves,
  steadyDomain,
  symlogConstant,
  symlogTicks,
  tickLabel,
  yDomainOf,
  type FnPlotSpec,
} from '../../../../src/components/kit/charts/fn-plot';
import { fnPlotOptions } from '../../../../src/components/kit/charts/fn-plot-options';
import { plotToHtml } from '../../../../src/components/kit/charts/plot-server';

// f(t) = t³ − 3t, f′ = 3t² − 3, f″ = 6t
const CUBIC: FnPlotSpec = {
  title: 'A cubic and its derivatives',
  domain: [-2.5, 2.5],
  curves: [
    { id: 'f', label: 'f', fn: (t) => t ** 3 - 3 * t, color: 'var(--link)' },
    { id: 'df', label: 'f′', fn: (t) => 3 * t * t - 3, color: 'var(--accent)', dash: '6 4' },
    { id: 'ddf', label: 'f″', fn: (t) => 6 * t, color: 'var(--lead)', dash: '2 3' },
  ],
  marks: [
    { t: -1, y: 2, kind: 'extremum', label: 'max', curve: 'f' },
    { t: 1, y: -2, kind: 'extremum', label: 'min', curve: 'f' },
    { t: 0, y: 0, kind: 'root', curve: 'f' },
    { t: Math.sqrt(3), y: 0, kind: 'chosen', label: 't*', curve: 'f' },
  ],
  bands: [
    { t0: -2.5, t1: -1, kind: 'monotone', label: 'rising' },
    { t0: -1, t1: 1, kind: 'monotone', label: 'falling' },
    { t0: 1, t1: 2.5, kind: 'monotone' },
  ],
  cursor: 0.5,
};

const doc = () => parseHTML('<!doctype html><html><body></body></html>').document as unknown as Document;

describe('sampleCurves', () => {
  it('samples each curve evenly over the domain, both ends included', () => {
    const s = sampleCurves({ ...CUBIC, samples: 11 });
    const f = s.filter((p) => p.id === 'f');
    expect(f).toHaveLength(11);
    expect(f[0].t).toBe(-2.5);
    expect(f[10].t).toBe(2.5);
    expect(f[5].t).toBeCloseTo(0, 12);
    expect(f[3].y).toBeCloseTo(f[3].t ** 3 - 3 * f[3].t, 12);
    expect(s.filter((p) => p.id === 'ddf')).toHaveLength(11);
    expect(new Set(f.map((p) => p.segment))).toEqual(new Set([0]));
  });

  it('leaves NaN, ±Infinity and throws out, and breaks the line there', () => {
    const spec: FnPlotSpec = {
      title: 'poles',
      domain: [-1, 1],
      samples: 21, // t = −1, −0.9, …, 1; t = 0 is sample 10
      curves: [
        { id: 'inv', label: '1/t', fn: (t) => (Math.abs(t) < 1e-9 ? Infinity : 1 / t), color: 'red' },
        { id: 'sqrt', label: '√t', fn: Math.sqrt, color: 'blue' },
        {
          id: 'bad',
          label: 'throws',
          fn: (t) => {
            if (t > 0.45 && t < 0.75) throw new Error('no');
            return t;
          },
          color: 'green',
        },
      ],
    };
    const s = sampleCurves(spec);
    expect(s.every((p) => Number.isFinite(p.y))).toBe(true);
    const inv = s.filter((p) => p.id === 'inv');
    expect(inv).toHaveLength(20);
    expect(inv.filter((p) => p.t < 0).every((p) => p.segment === 0)).toBe(true);
    expect(inv.filter((p) => p.t > 0).every((p) => p.segment === 1)).toBe(true);
    const sqrt = s.filter((p) => p.id === 'sqrt');
    expect(sqrt).toHaveLength(11); // t ≥ 0 only; a gap before the first point starts no new segment
    expect(sqrt.every((p) => p.segment === 0)).toBe(true);
    const bad = s.filter((p) => p.id === 'bad');
    expect(bad).toHaveLength(18);
    expect(new Set(bad.map((p) => p.segment))).toEqual(new Set([0, 1]));
    // The rendered chart has no NaN anywhere.
    const html = plotToHtml(fnPlotOptions(spec));
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  it('survives a bad domain and a bad sample count', () => {
    expect(cleanRange([2, 2])).toEqual([1.5, 2.5]);
    expect(cleanRange([3, 1])).toEqual([1, 3]);
    expect(cleanRange([NaN, 1])).toEqual([0, 1]);
    const s = sampleCurves({ ...CUBIC, domain: [NaN, Infinity], samples: NaN });
    expect(s.length).toBe(3 * 240);
    expect(s.every((p) => Number.isFinite(p.t) && Number.isFinite(p.y))).toBe(true);
    expect(sampleCurves({ ...CUBIC, samples: 0 }).filter((p) => p.id === 'f')).toHaveLength(2);
  });
});

describe('symlogConstant and ticks', () => {
  it('is a power of ten two decades below the largest |y|', () => {
    expect(symlogConstant([-1e4, 50])).toBe(100);
    expect(symlogConstant([-3, 7])).toBeCloseTo(0.01, 15);
    expect(symlogConstant([0, 2.5e6])).toBe(1e4);
    expect(symlogConstant([0, 0])).toBe(1);
    expect(symlogConstant([NaN, 1])).toBe(1);
  });
  it('ticks are 0 and ±powers of ten inside the domain, at most four decades a side', () => {
    expect(symlogTicks([-1e4, 50], 100)).toEqual([-1e4, -1e3, 0]);
    expect(symlogTicks([-20, 20], 0.1)).toEqual([-10, -1, 0, 1, 10]);
    const t = symlogTicks([-1e9, 1e9], 1);
    expect(t).toContain(0);
    expect(t.filter((v) => v > 0).length).toBeLessThanOrEqual(5);
    expect(t).toContain(1e9);
  });
  it('tick labels never say NaN and typeset large powers', () => {
    expect(tickLabel(-1e6)).toBe('−10⁶');
    expect(tickLabel(2e5)).toBe('2·10⁵');
    expect(tickLabel(250)).toBe('250');
    expect(tickLabel(-0.5)).toBe('−0.5');
    expect(tickLabel(NaN)).toBe('');
  });
});

describe('steadyDomain', () => {
  it('starts from the wanted range, padded and rounded outwards', () => {
    const d = steadyDomain(null, [-1.3, 2.1]);
    expect(d[0]).toBeLessThan(-1.3);
    expect(d[1]).toBeGreaterThan(2.1);
    expect(d[1] - d[0]).toBeLessThan(2 * 3.4);
  });
  it('holds still while the wanted range fits and is not much smaller', () => {
    const prev: [number, number] = [-10, 10];
    expect(steadyDomain(prev, [-9, 9])).toEqual(prev);
    expect(steadyDomain(prev, [-2, 6])).toEqual(prev); // span 8 ≥ 0.4 × 20
    // A drag back and forth inside the domain never moves it.
    for (let i = 0; i < 50; i++) {
      const c = Math.sin(i) * 3;
      expect(steadyDomain(prev, [c - 5, c + 4])).toEqual(prev);
    }
  });
  it('grows at once to include wanted, keeping the other end', () => {
    const d = steadyDomain([-10, 10], [-12, 5]);
    expect(d[0]).toBeLessThanOrEqual(-12);
    expect(d[1]).toBe(10);
    const e = steadyDomain([-10, 10], [0, 30]);
    expect(e[0]).toBe(-10);
    expect(e[1]).toBeGreaterThanOrEqual(30);
  });
  it('shrinks only when wanted spans less than `shrink` of prev, and then stays', () => {
    const d = steadyDomain([-10, 10], [-2, 1.5]); // 3.5 < 8
    expect(d[0]).toBeLessThanOrEqual(-2);
    expect(d[1]).toBeGreaterThanOrEqual(1.5);
    expect(d[1] - d[0]).toBeLessThan(8);
    expect(steadyDomain(d, [-2, 1.5])).toEqual(d);
    expect(steadyDomain([-10, 10], [-2, 1.5], 0.1)).toEqual([-10, 10]);
  });
  it('keeps the last good domain for a wanted range that is not finite', () => {
    expect(steadyDomain([-3, 3], [NaN, 1])).toEqual([-3, 3]);
    expect(steadyDomain([-3, 3], [0, Infinity])).toEqual([-3, 3]);
    expect(steadyDomain(null, [NaN, NaN])).toEqual([-1, 1]);
    const z = steadyDomain(null, [4, 4]);
    expect(z[0]).toBeLessThan(4);
    expect(z[1]).toBeGreaterThan(4);
  });
});

describe('fnPlotOptions', () => {
  it('has one line per curve, rects for the bands, dots and labels for the marks, the cursor overlay', () => {
    const o = fnPlotOptions(CUBIC);
    const names = (o.marks ?? []).map((m) => (m as { ariaLabel?: string }).ariaLabel ?? 'fn');
    expect(names.filter((n) => n === 'line')).toHaveLength(3);
    expect(names.filter((n) => n === 'rect')).toHaveLength(2); // two alternating shades
    expect(names.filter((n) => n === 'dot').length).toBe(3); // root, extremum, chosen
    // The band labels, and each mark label on its own, where the kit's placement step put it (fn-plot-labels.ts).
    expect(names.filter((n) => n === 'text')).toHaveLength(1 + 3);
    expect(names).toContain('rule');
    expect(names).toContain('fn');
    const without = fnPlotOptions({ ...CUBIC, marks: [], bands: [] });
    const n2 = (without.marks ?? []).map((m) => (m as { ariaLabel?: string }).ariaLabel ?? 'fn');
    expect(n2).not.toContain('rect');
    expect(n2).not.toContain('dot');
  });

  it('uses a symlog y scale with its constant when asked', () => {
    const o = fnPlotOptions({ ...CUBIC, yScale: 'symlog' });
    const y = o.y as { type?: string; constant?: number; domain?: number[] };
    expect(y.type).toBe('symlog');
    expect(y.constant).toBe(symlogConstant(y.domain as [number, number]));
    expect((fnPlotOptions(CUBIC).y as { type?: string }).type).toBeUndefined();
  });

  it('takes the y domain from the finite samples and marks unless given', () => {
    const [lo, hi] = yDomainOf(CUBIC);
    // f′(±2.5) = 15.75, f″(−2.5) = −15
    expect(lo).toBeLessThan(-15);
    expect(lo).toBeGreaterThan(-18);
    expect(hi).toBeGreaterThan(15.75);
    expect(hi).toBeLessThan(18);
    expect(yDomainOf({ ...CUBIC, yDomain: [-5, 5] })).toEqual([-5, 5]);
    expect(yDomainOf({ ...CUBIC, curves: [], marks: [] })).toEqual([-1, 1]);
  });

  it('renders at build time: the curves, marks, bands and the cursor are in the HTML', () => {
    const html = plotToHtml(fnPlotOptions(CUBIC));
    expect(html).toContain('<svg');
    for (const c of ['var(--link)', 'var(--accent)', 'var(--lead)']) expect(html).toContain(`stroke="${c}"`);
    expect(html).toContain('stroke-dasharray="6 4"');
    expect((html.match(/<path[^>]*stroke="var\(--link\)"[^>]*d="M/g) ?? []).length).toBeGreaterThan(0);
    expect(html).toContain('data-overlay="fn-cursor"');
    expect(html).toContain('class="kit-fnplot-rule"');
    expect(html).toContain('t = 0.50');
    expect(html).toContain('>rising<');
    expect(html).toContain('>max<');
    expect(html).not.toMatch(/NaN/);
    const none = plotToHtml(fnPlotOptions({ ...CUBIC, cursor: null }));
    expect(none).toContain('data-overlay="fn-cursor"');
    expect(none).not.toContain('kit-fnplot-rule');
  });
});

describe('fnScales', () => {
  for (const yScale of ['linear', 'symlog'] as const)
    it(`matches the scales Plot builds (${yScale})`, () => {
      const spec: FnPlotSpec = { ...CUBIC, yScale, width: 500, height: 260 };
      const chart = plot({ ...fnPlotOptions(spec), document: doc() }) as unknown as {
        scale(n: string): { apply(v: number): number };
      };
      const s = fnScales(spec);
      for (const t of [-2.5, -1, 0, 0.3, 2.5]) expect(s.x.apply(t)).toBeCloseTo(chart.scale('x').apply(t), 9);
      for (const y of [-8, -1, 0, 0.02, 3, 15]) expect(s.y.apply(y)).toBeCloseTo(chart.scale('y').apply(y), 9);
      for (const y of [-8, 0.02, 15]) expect(s.y.invert(s.y.apply(y))).toBeCloseTo(y, 9);
      expect(s.x.invert(s.x.apply(1.25))).toBeCloseTo(1.25, 12);
    });
});

describe('the cursor overlay', () => {
  it('moves in place: the same elements, new positions, a dot on each curve', () => {
    const d = doc();
    const g = d.createElementNS('http://www.w3.org/2000/svg', 'g');
    const s = fnScales(CUBIC);
    const view = (cursor: number | null) => ({
      cursor,
      curves: CUBIC.curves,
      domain: s.x.domain,
      top: s.y.range[1],
      bottom: s.y.range[0],
      width: s.width,
      yTitle: null,
    });
    drawCursor(g, d, s.x.apply, s.y.apply, view(0.5));
    const rule = g.children[0];
    expect(Number(rule.getAttribute('x1'))).toBeCloseTo(s.x.apply(0.5), 1);
    expect(g.querySelectorAll('[data-curve]')).toHaveLength(3);
    expect(Number(g.querySelector('[data-curve="f"]')!.getAttribute('cy'))).toBeCloseTo(s.y.apply(0.125 - 1.5), 1);
    drawCursor(g, d, s.x.apply, s.y.apply, view(-2));
    expect(g.children[0]).toBe(rule);
    expect(Number(rule.getAttribute('x1'))).toBeCloseTo(s.x.apply(-2), 1);
    expect(g.textContent).toContain('t = −2.00');
    drawCursor(g, d, s.x.apply, s.y.apply, view(null));
    expect(g.children).toHaveLength(0);
    drawCursor(g, d, s.x.apply, s.y.apply, view(99)); // off the domain
    expect(g.children).toHaveLength(0);
  });
});

describe('legend and change detection', () => {
  it('shows each curve with its colour and dash, escaped', () => {
    const html = fnLegendHtml({
      ...CUBIC,
      curves: [...CUBIC.curves, { id: 'x', label: 'a<b', fn: () => 0, color: 'red' }],
    });
    expect(html).toContain('stroke-dasharray:6 4');
    expect(html).toContain('stroke-dasharray:none');
    expect(html).toContain('stroke:var(--lead)');
    expect(html).toContain('a&lt;b');
    expect((html.match(/<li /g) ?? []).length).toBe(4);
  });
  it('sameChart ignores the cursor only', () => {
    expect(sameChart(CUBIC, { ...CUBIC, cursor: 2 })).toBe(true);
    expect(sameChart(CUBIC, { ...CUBIC, domain: [-2.5, 2.5] })).toBe(true);
    expect(sameChart(CUBIC, { ...CUBIC, yScale: 'symlog' })).toBe(false);
    expect(sameChart(CUBIC, { ...CUBIC, curves: CUBIC.curves.map((c) => ({ ...c, fn: (t: number) => t })) })).toBe(
      false,
    );
    expect(sameChart(CUBIC, { ...CUBIC, marks: [] })).toBe(false);
    expect(sameChart(CUBIC, { ...CUBIC, marks: CUBIC.marks!.map((m) => ({ ...m })) })).toBe(true);
    expect(sameChart(CUBIC, { ...CUBIC, bands: CUBIC.bands!.map((b) => ({ ...b, label: 'x' })) })).toBe(false);
    // A new closure with the same key is the same curve; without a key it is not.
    const keyed = CUBIC.curves.map((c) => ({ ...c, key: c.id }));
    const again = { ...CUBIC, curves: keyed.map((c) => ({ ...c, fn: (t: number) => c.fn(t) })) };
    expect(sameChart({ ...CUBIC, curves: keyed }, again)).toBe(true);
    expect(
      sameChart({ ...CUBIC, curves: keyed }, { ...again, curves: again.curves.map((c) => ({ ...c, key: 'new' })) }),
    ).toBe(false);
  });
});

describe('fn-plot loads Plot lazily', () => {
  it('fn-plot.ts imports neither Plot nor its options module statically (only types and a dynamic import)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('../../../../src/components/kit/charts/fn-plot.ts', import.meta.url), 'utf8');
    const statics = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(statics).not.toContain('@observablehq/plot');
    expect(statics).not.toContain('./fn-plot-options');
    expect(statics).not.toContain('./plot');
    expect(source).toContain("import('./fn-plot-options')");
  });
});

describe('fn-plot loads its sound and keys lazily (issue 41)', () => {
  it('fn-plot.ts and the keys import neither the explorer, the audio nor the library statically; the explorer imports the audio only dynamically', async () => {
    const { readFileSync } = await import('node:fs');
    const read = (name: string) =>
      readFileSync(new URL(`../../../../src/components/kit/charts/${name}`, import.meta.url), 'utf8');
    const statics = (source: string) =>
      [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    // The keys of every heard chart (chart-keys.ts), a function plot's and a Plot chart's (plot-explore.ts).
    for (const file of ['fn-plot.ts', 'chart-keys.ts', 'plot-explore.ts'])
      for (const banned of ['./fn-plot-explore', './fn-plot-audio', './fn-plot-sonify', '../../../lib'])
        expect(statics(read(file))).not.toContain(banned);
    expect(statics(read('fn-plot.ts'))).toContain('./chart-keys');
    expect(read('chart-keys.ts')).toContain("import('./fn-plot-explore')");
    // What fn-plot.ts does import for the keys (the step keys) and the legend (the tones' names) needs no library.
    for (const light of ['fn-plot-reading.ts', 'fn-plot-timbre.ts'])
      expect(statics(read(light)).filter((m) => m.includes('lib') || m.includes('sonify'))).toEqual([]);
    const explore = read('fn-plot-explore.ts');
    expect(statics(explore)).not.toContain('./fn-plot-audio');
    expect(explore).toContain("import('./fn-plot-audio')");
  });
});
