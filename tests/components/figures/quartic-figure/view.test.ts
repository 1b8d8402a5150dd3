/**
 * Chapter 8's figure as the shell draws it (view.ts `figure`): the parts and
 * readouts of a view are the scene's (computed once per solution) with the
 * moment's and the open step-through's; the number boxes and presets
 * declared in the model make the scenes they promise.
 */
import { describe, expect, it } from 'vitest';
import { intercept } from '../../../../src/lib';
import { traceIntercept } from '../../../../src/lib/numeric';
import { parseNumber } from '../../../../src/components/kit/controls/number';
import {
  BOXES,
  FOUR_HITS,
  INITIAL,
  PRESETS,
  momentAt,
  optionsFor,
  solve,
  type State,
} from '../../../../src/components/figures/quartic-figure/model';
import { digitsText, finalNote, openSteps, traceFor } from '../../../../src/components/figures/quartic-figure/steps';
import {
  figure,
  momentReadouts,
  proseValues,
  sceneReadouts,
  stepReadouts,
  type View,
} from '../../../../src/components/figures/quartic-figure/view';

const viewAt = (s: State, t: number, steps: View['steps'] = null): View => {
  const sol = solve(s);
  return { s, sol, m: momentAt(s, sol, t), steps };
};

describe('figure: parts', () => {
  it('a closed step-through: its button says "Step through", not expanded', () => {
    const parts = figure.parts(viewAt(INITIAL, 0));
    expect(parts['steps-toggle']).toEqual({ 'aria-expanded': 'false', text: 'Step through the root finder' });
  });

  it('an open one: "Close the step-through", expanded', () => {
    const v = viewAt(FOUR_HITS, 0);
    const parts = figure.parts({ ...v, steps: openSteps(traceFor(v.sol.options), 0, v.sol.hitTimes) });
    expect(parts['steps-toggle']).toEqual({ 'aria-expanded': 'true', text: 'Close the step-through' });
  });

  it('the coefficient rows strike exactly the terms that vanish (G = 0: t⁴ and t³)', () => {
    const parts = figure.parts(viewAt(PRESETS['no-g'](INITIAL), 0));
    expect([4, 3, 2, 1, 0].map((p) => parts[`row-${p}`].class)).toEqual(['vanishes', 'vanishes', '', '', '']);
  });

  it('scrubbing moves only the moment: the scene’s parts are the same for every t of one solution', () => {
    const sol = solve(FOUR_HITS);
    const at = (t: number) => figure.parts({ s: FOUR_HITS, sol, m: momentAt(FOUR_HITS, sol, t), steps: null });
    const a = at(0.2);
    const b = at(2.5);
    for (const name of ['arc-0', 'arc-1', 'shot-arc-3', 'reticle-2', 'velocity', 'target-path', 'row-0'])
      expect(b[name], name).toBe(a[name]);
    expect(b.circle).not.toEqual(a.circle);
    expect(b['shot-3'].class).toBe('shot');
    expect(at(3.5)['shot-3'].class).toBe('shot arrived');
  });
});

describe('figure: readouts and prose', () => {
  it('the scene’s and the moment’s readouts, and no step texts while the step-through is closed', () => {
    const v = viewAt(INITIAL, 1.25);
    expect(figure.readouts(v)).toEqual({ ...sceneReadouts(v.s, v.sol), ...momentReadouts(v.sol, v.m) });
    expect(stepReadouts(null)).toEqual({});
  });

  it('an open step-through adds its heading, text and digits line; the last step compares with intercept', () => {
    const v = viewAt(FOUR_HITS, 0);
    const trace = traceIntercept(optionsFor(FOUR_HITS, FOUR_HITS.speeds[0]));
    const last = openSteps(trace, Number.MAX_SAFE_INTEGER, v.sol.hitTimes);
    const r = figure.readouts({ ...v, steps: last });
    expect(r['step-heading']).toBe(`Step ${trace.steps.length} of ${trace.steps.length}`);
    expect(r['step-text']).toBe(trace.steps[trace.steps.length - 1].text);
    expect(r['step-digits']).toBe(finalNote(trace, v.sol.hitTimes));
    expect(r['step-digits']).toBe('These are intercept’s hit times, bit for bit.');
  });

  it('an iterate’s line says the digits its bracket pins and what the step gained', () => {
    const sol = solve(FOUR_HITS);
    const trace = traceFor(sol.options);
    const i = trace.steps.findIndex((s, k) => s.kind === 'iterate' && k > 0 && trace.steps[k - 1].kind === 'iterate');
    const open = openSteps(trace, i, sol.hitTimes);
    expect(open.view.gained).not.toBeNull();
    expect(open.digits).toMatch(/^The bracket pins about \d+\.\d significant digits \([+−]\d+\.\d this step\)\.$/);
    expect(digitsText(trace, openSteps(trace, 0, sol.hitTimes).view, sol.hitTimes)).toBe('');
  });

  it('the prose numbers are the scene’s, whatever the time', () => {
    const v = viewAt(INITIAL, 0);
    expect(figure.prose!({ ...v, m: momentAt(v.s, v.sol, 3) })).toEqual(proseValues(v.s, v.sol));
  });
});

describe('BOXES and PRESETS', () => {
  it('each box shows its field, and a good value sets that field alone', () => {
    for (const box of BOXES) {
      const v = box.rule.max! / 2;
      const s = box.set(INITIAL, v);
      expect(box.get(s), box.name).toBe(v);
      const others = BOXES.filter((b) => b !== box);
      for (const o of others) expect(o.get(s), `${box.name} leaves ${o.name}`).toBe(o.get(INITIAL));
      expect(s.shooter).toBe(INITIAL.shooter);
    }
    expect(BOXES.map((b) => b.name)).toEqual(['speed-0', 'speed-1', 'speed-2', 'gravity', 'accel-x', 'accel-y']);
  });

  it('a box’s rule refuses what the figure cannot take (with a message naming the box)', () => {
    const speed = BOXES[0].rule;
    for (const bad of ['', 'abc', '-3', '1e9', 'NaN']) {
      const r = parseNumber(bad, speed);
      expect(r.ok, bad).toBe(false);
    }
    expect(parseNumber('45', speed)).toMatchObject({ ok: true, value: 45 });
  });

  it('the presets make the scenes they name', () => {
    const four = solve(PRESETS['four-hits'](INITIAL));
    expect(four.hitTimes).toHaveLength(4);
    expect(solve(PRESETS['no-g'](FOUR_HITS)).reduces).toBe('quadratic');
    expect(solve(PRESETS['no-v'](INITIAL)).reduces).toBe('biquadratic');
    expect(PRESETS.reset(FOUR_HITS)).toEqual(INITIAL);
    const r = intercept(optionsFor(PRESETS['no-g'](FOUR_HITS), FOUR_HITS.speeds[0]));
    expect(r.hit).toBe(solve(PRESETS['no-g'](FOUR_HITS)).hitTimes.length > 0);
  });
});
