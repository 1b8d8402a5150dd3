/** Chapter 10's view: parts and readouts of a state, never NaN, hidden paths without a hit. */
import { describe, expect, it } from 'vitest';
import { INITIAL, solve } from '../../../../src/components/figures/integrator-figure/model';
import {
  dotsPath,
  figure,
  missText,
  prose,
  rateText,
  readouts,
  status,
} from '../../../../src/components/figures/integrator-figure/view';
import { FRAME } from '../../../../src/components/figures/integrator-figure/model';

describe('the integrator figure view', () => {
  it('draws one dot per frame for each integrator', () => {
    const sol = solve(INITIAL);
    if (!sol.ok) throw new Error('expected a hit');
    const parts = figure.parts({ s: INITIAL, sol });
    for (let i = 0; i < 4; i++) {
      const dots = String(parts[`dots-${i}`].d).match(/M/g) ?? [];
      expect(dots).toHaveLength(sol.flights[i].frames.length);
    }
    expect(dotsPath(FRAME, [[0, 0]])).toMatch(/^M[\d.]+ [\d.]+h0$/);
  });

  it('says each miss with its side, and a hit as a hit', () => {
    const sol = solve(INITIAL);
    if (!sol.ok) throw new Error('expected a hit');
    expect(missText(sol.flights[0])).toBe('0.000 m: a hit');
    expect(missText(sol.flights[1])).toMatch(/^0\.\d{3} m high$/);
    expect(missText(sol.flights[2])).toMatch(/^0\.\d{3} m low$/);
    expect(rateText(30)).toBe('30 Hz');
    expect(status({ s: INITIAL, sol })).toContain('Semi-implicit Euler passes');
  });

  it('without a hit: paths hidden, dashes in the cards, never NaN', () => {
    const s = { ...INITIAL, speed: 3 };
    const sol = solve(s);
    const v = { s, sol };
    const parts = figure.parts(v);
    expect(parts['path-0'].display).toBe('none');
    const r = readouts(v);
    expect(r['miss-0']).toBe('—');
    const all = JSON.stringify([parts, r, prose(v)]);
    expect(all).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('the prose numbers are the cards’ numbers', () => {
    const sol = solve(INITIAL);
    if (!sol.ok) throw new Error('expected a hit');
    const p = prose({ s: INITIAL, sol });
    expect(p['euler-miss']).toBe(sol.flights[2].miss.toFixed(3));
    expect(p.slope).toBe('slope −1.00');
    expect(p['semi-says']).toBe(`passes ${sol.flights[2].miss.toFixed(3)} m under the target`);
    expect(p['explicit-says']).toBe(`passes ${sol.flights[1].miss.toFixed(3)} m over the target`);
    // ½·g·dt·t* is the Euler miss of the closed-form aim.
    expect(p.drift).toBe(p['euler-miss']);
    const comp = solve({ ...INITIAL, compensated: true });
    if (!comp.ok) throw new Error('expected a hit');
    expect(prose({ s: { ...INITIAL, compensated: true }, sol: comp })['semi-says']).toBe(
      'hits (0.000 m, with the compensated aim)',
    );
  });
});
