import { describe, expect, it } from 'vitest';
import { horner } from '../../../../src/lib/numeric';
import { sameChart } from '../../../../src/components/kit/charts/fn-plot';
import { PRESETS, analyse, preset, type PresetName } from '../../../../src/components/figures/root-plot/model';
import { CHART_SIZE, domainsFor, fnSpec, time } from '../../../../src/components/figures/root-plot/view';

const names = Object.keys(PRESETS) as PresetName[];

describe('root-plot chart on the kit’s live function plot', () => {
  it('every preset → one curve f(t) = at² + bt + c over the steady domains, at the chart’s size', () => {
    for (const name of names) {
      const an = analyse(preset(name));
      const d = domainsFor(an);
      const spec = fnSpec(an, d);
      expect(spec.domain).toEqual(d.x);
      expect(spec.yDomain).toEqual(d.y);
      expect(spec).toMatchObject(CHART_SIZE);
      expect(spec.curves).toHaveLength(1);
      for (const t of [d.x[0], 0, d.x[1]]) expect(spec.curves[0].fn(t)).toBeCloseTo(horner([an.a, an.b, an.c], t), 6);
    }
  });

  it('each real root in view is marked; the library’s choice alone is green, ringed and labelled bold (on the ring)', () => {
    for (const name of names) {
      const an = analyse(preset(name));
      const spec = fnSpec(an);
      const roots = (spec.marks ?? []).filter((m) => m.kind === 'root');
      expect(roots.map((m) => m.t)).toEqual(an.roots.filter((t) => t >= spec.domain[0] && t <= spec.domain[1]));
      const chosen = (spec.marks ?? []).filter((m) => m.kind === 'chosen');
      expect(chosen.map((m) => m.t)).toEqual(an.chosen === null ? [] : [an.chosen]);
      for (const m of roots) expect(m.color).toBe(m.t === an.chosen ? 'var(--hit)' : 'var(--fg-soft)');
      const labels = (spec.marks ?? []).filter((m) => m.label).map((m) => m.label);
      expect(labels).toHaveLength(roots.length);
      for (const l of labels) expect(l).toMatch(/^t[₁₂]? = −?\d+\.\d{3}$/);
      if (an.chosen !== null) expect(chosen[0].label).toContain(time(an.chosen));
    }
  });

  it('the past (t < 0) is a shaded, labelled band exactly when the domain reaches below 0', () => {
    for (const name of names) {
      const spec = fnSpec(analyse(preset(name)));
      const band = spec.bands ?? [];
      if (spec.domain[0] < 0)
        expect(band).toEqual([{ t0: spec.domain[0], t1: 0, kind: 'past', label: 'past (t < 0)' }]);
      else expect(band).toEqual([]);
    }
  });

  it('the same state twice → the same chart (the live plot does not re-render); a new state → a new chart', () => {
    const an = analyse(preset('slower'));
    expect(sameChart(fnSpec(an), fnSpec(an))).toBe(true);
    expect(sameChart(fnSpec(an), fnSpec(analyse(preset('passing'))))).toBe(false);
  });
});
