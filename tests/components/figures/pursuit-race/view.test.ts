import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  HANDS_OFF,
  flyTo,
  newRun,
  movedWaypoints,
  planRace,
  waypointLabel,
} from '../../../../src/components/figures/pursuit-race/model';
import { toSvg, translate } from '../../../../src/components/kit/scene/frame';
import {
  firstView,
  fitFrame,
  fitsFrame,
  pathD,
  raceFrame,
  raceParts,
  closedText,
  raceProse,
  raceReadouts,
  standingText,
  THEORY_COLUMNS,
  THEORY_ROWS,
} from '../../../../src/components/figures/pursuit-race/view';

describe('pathD', () => {
  it('drawn frame by frame as t grows → the same d as drawn afresh at each t', () => {
    const plan = planRace(DEFAULTS);
    const f = fitFrame(plan);
    const path = plan.guided.pure.path;
    for (const t of [0, 0.01, 0.5, 1.234, 3, 3, 7.77, 11, 20]) {
      expect(pathD(f, path, t), `t = ${t}`).toBe(pathD(f, path.slice(), t));
    }
    // Backwards (a seek) too.
    expect(pathD(f, path, 2)).toBe(pathD(f, path.slice(), 2));
  });

  it('scrubbed back and forth, and on a path that grows between calls → the same d as drawn afresh', () => {
    const plan = planRace(DEFAULTS);
    const f = fitFrame(plan);
    const path = plan.guided.lead.path;
    for (const t of [9, 3.3, 3.4, 0.2, 8.8, 8.7, 1e9, 4]) {
      expect(pathD(f, path, t), `t = ${t}`).toBe(pathD(f, path.slice(), t));
    }
    const growing = path.slice(0, 100);
    const endOf = growing[99].time;
    expect(pathD(f, growing, endOf)).toBe(pathD(f, path.slice(0, 100), endOf));
    growing.push(...path.slice(100, 300));
    for (const t of [path[299].time, endOf / 2, path[250].time + 0.001]) {
      expect(pathD(f, growing, t), `t = ${t}`).toBe(pathD(f, path.slice(0, 300), t));
    }
  });

  it('a path thinned to 30 points a second, with the exact point at t last', () => {
    const plan = planRace(DEFAULTS);
    const d = pathD(fitFrame(plan), plan.guided.lead.path, 3);
    expect(d.startsWith('M')).toBe(true);
    const n = d.split('L').length;
    expect(n).toBeGreaterThanOrEqual(3 * 30);
    expect(n).toBeLessThanOrEqual(3 * 30 + 3);
  });
});

describe('the first view and readouts', () => {
  it('the first view is the finished default race; the table says so, with no NaN anywhere', () => {
    const v = firstView();
    expect(v.t).toBe(v.plan.end);
    const r = raceReadouts(v);
    expect(r['time-lead']).toBe(`${v.plan.guided.lead.captureTime!.toFixed(2)} s`);
    expect(r['time-you']).toBe('not flown: press Play and steer');
    expect(r['race-status']).toMatch(/^Race over: lead pursuit caught the target first/);
    expect(r['theory-verdict']).toMatch(/^Agree within ±0\.217 s/);
    for (const text of Object.values(r)) expect(text).not.toMatch(/NaN|undefined|Infinity/);
    for (const attrs of Object.values(raceParts(v))) expect(JSON.stringify(attrs)).not.toMatch(/NaN|undefined/);
  });

  it('a reader who never catches the target → “not caught” with the closest distance, to one decimal', () => {
    const plan = planRace(DEFAULTS);
    const run = flyTo(newRun(plan), plan, plan.end, HANDS_OFF);
    const r = raceReadouts({ ...firstView(), plan, run });
    expect(r['time-you']).toBe(
      standingText({
        state: 'missed',
        closest: run.chaser.closest.distance,
        at: run.chaser.closest.time,
        within: plan.end,
      }),
    );
    expect(r['time-you']).toMatch(/^not caught in \d+(\.\d+)? s, closest \d+\.\d m at t\u00a0=\u00a0\d+\.\d\u00a0s$/);
  });

  it('k = 1 → every chaser “not caught in 40 s, closest … at t = …”; the closed forms say never; no NaN anywhere', () => {
    const v = firstView({ ...DEFAULTS, k: 1 });
    const r = raceReadouts(v);
    for (const name of ['pure', 'lead', 'pn'] as const) {
      const g = v.plan.guided[name];
      expect(r[`time-${name}`]).toBe(
        `not caught in 40 s, closest ${g.closest.distance.toFixed(1)} m at t\u00a0=\u00a0${g.closest.time.toFixed(1)}\u00a0s`,
      );
    }
    expect(r['time-pure']).toBe('not caught in 40 s, closest 25.0 m at t\u00a0=\u00a040.0\u00a0s');
    expect(r['race-status']).toBe('Race over: nobody caught the target in 40 s.');
    expect(r['theory-pure']).toBe('never: the gap tends to 25.00 m');
    expect(r['theory-lead']).toBe('never: no collision course');
    expect(r['sim-pure']).toMatch(/^not caught in 40 s, closest 25\.0\d m$/);
    expect(r['diff-pure']).toBe('—');
    expect(r['theory-verdict']).toMatch(/^Agree: at k ≤ 1 neither closed form catches/);
    const prose = raceProse(v);
    expect(prose.pure).toBe('does not catch it in 40 s (closest 25.0 m)');
    for (const text of [...Object.values(r), ...Object.values(prose)])
      expect(text).not.toMatch(/NaN|undefined|Infinity|−1 s/);
    for (const attrs of Object.values(raceParts(v))) expect(JSON.stringify(attrs)).not.toMatch(/NaN|undefined/);
  });

  it('k = 0.8 and 0.5, every target → readouts and parts without NaN; the circling target is still caught by lead pursuit', () => {
    for (const k of [0.8, 0.5]) {
      for (const target of ['straight', 'weaving', 'circling', 'random', 'drawn'] as const) {
        const v = firstView({ ...DEFAULTS, k, target });
        const r = raceReadouts(v);
        for (const text of Object.values(r)) expect(text, `${target} k=${k}`).not.toMatch(/NaN|undefined|Infinity/);
        for (const attrs of Object.values(raceParts(v))) expect(JSON.stringify(attrs)).not.toMatch(/NaN|undefined/);
        expect(r['theory-pure']).toBe('never: the target gets away');
      }
    }
    const circling = raceReadouts(firstView({ ...DEFAULTS, k: 0.8, target: 'circling' }));
    expect(circling['time-lead']).toMatch(/^\d+\.\d\d s$/);
    expect(circling['race-status']).toMatch(/^Race over: lead pursuit caught the target first/);
  }, 30_000); // Ten races simulated, ~1.5 s alone: more than vitest's default 5 s on a loaded machine.

  it('k just above 1 → the closed form past the simulated time is said so, not compared', () => {
    const r = raceReadouts(firstView({ ...DEFAULTS, k: 1.01 }));
    expect(r['theory-pure']).toMatch(/^\d+\.\d{3} s$/);
    expect(r['sim-pure']).toMatch(/^not caught in 160 s, closest/);
    expect(r['theory-verdict']).toMatch(/^Agree within ±.*past the 160 s simulated/);
  });

  it('closedText: every no-capture reason in words', () => {
    expect(closedText({ capture: true, time: 12 })).toBe('12.000 s');
    expect(closedText({ capture: false, reason: 'equal-speeds', message: '', limitDistance: 25 })).toBe(
      'never: the gap tends to 25.00 m',
    );
    expect(closedText({ capture: false, reason: 'pursuer-slower', message: '' })).toBe('never: the target gets away');
    expect(closedText({ capture: false, reason: 'target-escaping', message: '' })).toBe('never: no collision course');
  });

  it('a problem is shown in the status line instead of the race note', () => {
    const v = { ...firstView(), problem: 'k must be more than 1.' };
    expect(raceReadouts(v)['race-status']).toBe('k must be more than 1.');
  });
});

describe('your path: the waypoint handles', () => {
  it('hidden for the built-in targets; shown, placed in the frame and named for the drawn one', () => {
    expect(raceParts(firstView()).waypoints).toEqual({ display: 'none' });
    const v = firstView({ ...DEFAULTS, target: 'drawn' });
    const parts = raceParts(v);
    expect(parts.waypoints).toEqual({ display: 'inline' });
    const f = fitFrame(v.plan);
    DEFAULTS.waypoints.forEach((w, i) => {
      expect(parts[`waypoint-${i + 1}`].transform).toBe(translate(f, w));
      expect(parts[`waypoint-${i + 1}`]['aria-label']).toBe(waypointLabel(i, DEFAULTS.waypoints));
      // Every waypoint is inside the scene, so it can be dragged back.
      const p = toSvg(f, w);
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(150);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(100);
    });
    expect(raceReadouts(v).course).toBe('your path through 4 waypoints');
  });

  it('a held frame (during a drag) is drawn in, whatever the plan; without it the race re-fits', () => {
    const v = firstView({ ...DEFAULTS, target: 'drawn' });
    const held = fitFrame(planRace(DEFAULTS));
    expect(raceFrame({ ...v, held })).toBe(held);
    expect(raceParts({ ...v, held })['waypoint-1'].transform).toBe(translate(held, DEFAULTS.waypoints[0]));
    expect(raceFrame({ ...v, held: null })).toEqual(fitFrame(v.plan));
  });
});

describe('fitsFrame: a frame kept after a waypoint moves', () => {
  it('a race fits its own fitted frame; one whose waypoint left it does not', () => {
    const drawn = { ...DEFAULTS, target: 'drawn' as const };
    const plan = planRace(drawn);
    const f = fitFrame(plan);
    expect(fitsFrame(f, plan)).toBe(true);
    // A small move stays inside; a waypoint dragged far out of the scene does not.
    expect(fitsFrame(f, planRace({ ...drawn, waypoints: movedWaypoints(drawn.waypoints, 1, [31, 44]) }))).toBe(true);
    expect(fitsFrame(f, planRace({ ...drawn, waypoints: movedWaypoints(drawn.waypoints, 3, [100, 100]) }))).toBe(false);
  });
});

describe('the theory table, declared once (THEORY_ROWS × THEORY_COLUMNS)', () => {
  const cells = THEORY_ROWS.flatMap(({ law }) => THEORY_COLUMNS.map(({ name }) => `${name}-${law}`));
  it('its readouts are exactly the declared cells (with k and the verdict): none missing, none undeclared', () => {
    for (const k of [1.5, 1, 0.8]) {
      const r = raceReadouts(firstView({ ...DEFAULTS, k }));
      const theory = Object.keys(r).filter((n) => /^(theory|sim|diff)-/.test(n));
      expect(theory.sort()).toEqual([...cells, 'theory-k', 'theory-verdict'].sort());
    }
  });
  it('each row shows its own law: the closed form of pure pursuit in the pure row, of lead pursuit in the lead row', () => {
    const v = firstView();
    const r = raceReadouts(v);
    for (const { law } of THEORY_ROWS) expect(r[`theory-${law}`]).toBe(closedText(v.theory[law].closed));
    expect(r['theory-pure']).not.toBe(r['theory-lead']);
  });
});
