/** Chapter 7's view: one declaration for the build and the browser, and the one first state they share. */
import { describe, expect, test } from 'vitest';
import {
  INITIAL,
  START_TIME,
  figureState,
  momentAt,
  solve,
  status,
  type State,
} from '../../../../src/components/figures/gravity-figure/model';
import { FIRST, firstPublished } from '../../../../src/components/figures/gravity-figure/first-state';
import {
  figure,
  momentParts,
  proseValues,
  readouts,
  sceneLabel,
  sceneParts,
} from '../../../../src/components/figures/gravity-figure/view';
import { FIRST_STATES } from '../../../../src/components/figures/registry';
import { firstFrame } from '../../../../src/components/kit/shell/figure';

const view = (s: State, t: number, equivalent = true) => {
  const sol = solve(s);
  return { s, sol, m: momentAt(s, sol, t), equivalent };
};
const MOON: State = { ...INITIAL, gravity: 1.62 };
const FAR: State = { ...INITIAL, target: [118, 40] };

describe('the first state, solved once', () => {
  test('is the model’s first scene at the clock’s first time, with the equivalent view on', () => {
    expect(FIRST.s).toBe(INITIAL);
    expect(FIRST.sol).toEqual(solve(INITIAL));
    expect(FIRST.m).toEqual(momentAt(INITIAL, FIRST.sol, START_TIME));
    expect(FIRST.equivalent).toBe(true);
  });

  test('the registry’s first publication is its state, a fresh copy each time', () => {
    expect(FIRST_STATES['gravity-figure']).toBe(firstPublished);
    const a = firstPublished();
    expect(a).toEqual(figureState(INITIAL));
    a.shooter[0] = 99;
    expect(firstPublished().shooter[0]).toBe(INITIAL.shooter[0]);
  });

  test('the build’s first frame is the view at that state: label, status and prose', () => {
    const first = firstFrame(figure, FIRST);
    expect(first.parts.scene['aria-label']).toBe(sceneLabel(INITIAL));
    expect(first.readouts.status).toBe(status(INITIAL, FIRST.sol, FIRST.m));
    expect(first.readouts.status).toBe('t = 1\u00a0s: the target is 42.01\u00a0m outside the circle.');
    expect(figure.prose!(FIRST)).toEqual(proseValues(INITIAL, FIRST.sol));
  });
});

describe('figure: the view the shell draws', () => {
  test('parts are the scene’s and the moment’s; the status line is a readout like the others', () => {
    const v = view(MOON, 2.5, false);
    expect(figure.parts(v)).toEqual({ ...sceneParts(v.s, v.sol), ...momentParts(v.s, v.sol, v.m, false) });
    expect(figure.readouts(v)).toEqual(readouts(v.s, v.sol, v.m));
    expect(figure.readouts(v).status).toBe(status(v.s, v.sol, v.m));
  });

  test('the equivalent switch shows or hides the rising target, nothing else', () => {
    const on = figure.parts(view(INITIAL, 2));
    const off = figure.parts(view(INITIAL, 2, false));
    expect(on.ghost.display).toBe('inline');
    expect(off.ghost.display).toBe('none');
    expect({ ...on, ghost: null }).toEqual({ ...off, ghost: null });
  });

  test('a new solution is never drawn or quoted from the last one’s cache, back and forth', () => {
    const scenes = [INITIAL, FAR, MOON, INITIAL, FAR];
    for (const s of scenes) {
      const v = view(s, 1.5);
      const p = figure.parts(v);
      const fresh = sceneParts(s, v.sol);
      expect(p.envelope).toEqual(fresh.envelope);
      expect(p['arc-low']).toEqual(fresh['arc-low']);
      expect(p.best).toEqual(fresh.best);
      expect(p.scene['aria-label']).toBe(sceneLabel(s));
      expect(figure.prose!(v)).toEqual(proseValues(s, v.sol));
    }
    // Out of reach the best shot is drawn and the arcs are not; in reach the other way round.
    expect(figure.parts(view(FAR, 1)).best.display).toBe('inline');
    expect(figure.parts(view(INITIAL, 1)).best.display).toBe('none');
  });

  test('the clock moves only the moment: scene parts stay the same objects, the circle grows', () => {
    const s = INITIAL;
    const sol = solve(s);
    const a = figure.parts({ s, sol, m: momentAt(s, sol, 1), equivalent: true });
    const b = figure.parts({ s, sol, m: momentAt(s, sol, 2), equivalent: true });
    expect(b.envelope).toBe(a.envelope);
    expect(b['poly-curve']).toBe(a['poly-curve']);
    expect(Number(b.circle.r)).toBeGreaterThan(Number(a.circle.r));
    expect(b['poly-cursor']).not.toEqual(a['poly-cursor']);
  });
});
