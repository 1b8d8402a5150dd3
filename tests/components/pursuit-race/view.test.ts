import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  HANDS_OFF,
  flyTo,
  newRun,
  movedWaypoints,
  planRace,
  waypointLabel,
} from '../../../src/components/pursuit-race/model';
import { toSvg, translate } from '../../../src/components/kit/frame';
import {
  firstView,
  fitFrame,
  fitsFrame,
  pathD,
  raceFrame,
  raceParts,
  raceReadouts,
  standingText,
} from '../../../src/components/pursuit-race/view';

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
      standingText({ state: 'missed', closest: run.chaser.closest.distance, at: run.chaser.closest.time }),
    );
    expect(r['time-you']).toMatch(/^not caught: closest \d+\.\d m at \d+\.\d s$/);
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
