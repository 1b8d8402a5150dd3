import { describe, expect, it } from 'vitest';
import {
  CAPTURE_RADIUS,
  DEFAULTS,
  DT,
  GUIDED,
  HANDS_OFF,
  K_RULE,
  MAX_TIME,
  RANGE,
  THEORY_MAX_TIME,
  TARGET_KINDS,
  TARGET_SPEED,
  TARGET_START,
  WAYPOINT_BOX,
  cutRun,
  flyTo,
  guidedStanding,
  movedWaypoints,
  newRun,
  paramProblem,
  planRace,
  placeWaypoint,
  pointAt,
  raceState,
  readerStanding,
  theoryCheck,
  waypointLabel,
  type Params,
} from '../../../../src/components/figures/pursuit-race/model';
import { type Vec2 } from '../../../../src/lib';
import { leadPursuitTime, purePursuitTime, waypointCourse } from '../../../../src/lib/motion';

describe('theory against simulation', () => {
  for (const k of [1.05, 1.2, 1.5, 2, 3, 4]) {
    it(`theoryCheck(${k}) → pure and lead within the stated tolerance ρ/(v − a) + 2·dt of the closed forms`, () => {
      const c = theoryCheck(k);
      const setup = { range: 50, pursuerSpeed: 5 * k, targetSpeed: 5, angle: Math.PI / 2 };
      const p = purePursuitTime(setup);
      const l = leadPursuitTime(setup);
      expect(p.capture && c.pure.theory === p.time).toBe(true);
      expect(l.capture && c.lead.theory === l.time).toBe(true);
      expect(c.pure.closed).toEqual(p);
      expect(c.lead.closed).toEqual(l);
      expect(Math.abs(c.pure.simulated! - c.pure.theory!)).toBeLessThanOrEqual(c.tolerance!);
      expect(Math.abs(c.lead.simulated! - c.lead.theory!)).toBeLessThanOrEqual(c.tolerance!);
      expect(c.agree).toBe(true);
      expect(c.pure.agree && c.lead.agree).toBe(true);
    });
  }

  it('theoryCheck(1.5) → pure 12 s and lead 8.944 s (r0 = 50, a = 5: the reference case scaled)', () => {
    const c = theoryCheck(1.5);
    expect(c.pure.theory).toBeCloseTo(12, 9);
    expect(c.lead.theory).toBeCloseTo(8.94427191, 6);
  });

  it('the planned race with a generous turn limit and a straight target → the closed forms within the tolerance', () => {
    const plan = planRace({ ...DEFAULTS, turnLimit: 3600 });
    const c = theoryCheck(DEFAULTS.k);
    expect(Math.abs(plan.guided.pure.captureTime! - c.pure.theory!)).toBeLessThanOrEqual(c.tolerance!);
    expect(Math.abs(plan.guided.lead.captureTime! - c.lead.theory!)).toBeLessThanOrEqual(c.tolerance!);
  });

  it('theoryCheck(1) → pure never (the gap tends to r0/2 = 25 m, the simulation ends within 0.05 m of it), lead never, agree', () => {
    const c = theoryCheck(1);
    expect(c.pure.closed).toMatchObject({ capture: false, reason: 'equal-speeds', limitDistance: RANGE / 2 });
    expect(c.lead.closed).toMatchObject({ capture: false, reason: 'target-escaping' });
    expect(c.pure.theory).toBeNull();
    expect(c.lead.theory).toBeNull();
    expect(c.simulatedFor).toBe(MAX_TIME);
    expect(c.pure.simulated).toBeNull();
    expect(c.lead.simulated).toBeNull();
    // The gap shrinks all race long, towards the limit and never below it.
    expect(c.pure.closest.time).toBeCloseTo(MAX_TIME, 6);
    expect(c.pure.closest.distance).toBeGreaterThanOrEqual(RANGE / 2 - 1e-6);
    expect(c.pure.closest.distance - RANGE / 2).toBeLessThan(0.05);
    expect(c.tolerance).toBeNull();
    expect(c.agree).toBe(true);
  });

  it('theoryCheck(0.8) → pure never (falls behind), lead never (no collision course), the closest approach early, agree', () => {
    const c = theoryCheck(0.8);
    expect(c.pure.closed).toMatchObject({ capture: false, reason: 'pursuer-slower' });
    expect(c.lead.closed).toMatchObject({ capture: false, reason: 'target-too-fast' });
    expect(c.pure.simulated).toBeNull();
    expect(c.lead.simulated).toBeNull();
    for (const law of [c.pure, c.lead]) {
      expect(law.closest.time).toBeLessThan(MAX_TIME / 2);
      expect(law.closest.distance).toBeGreaterThan(RANGE / 2);
      expect(law.closest.distance).toBeLessThan(RANGE);
    }
    expect(c.agree).toBe(true);
  });

  it('theoryCheck(1.02) → pure’s closed form (252 s) is past the simulated 160 s and not reached there; lead agrees in time', () => {
    const c = theoryCheck(1.02);
    expect(c.simulatedFor).toBe(THEORY_MAX_TIME);
    expect(c.pure.theory!).toBeGreaterThan(THEORY_MAX_TIME);
    expect(c.pure.simulated).toBeNull();
    expect(c.pure.agree).toBe(true);
    expect(Math.abs(c.lead.simulated! - c.lead.theory!)).toBeLessThanOrEqual(c.tolerance!);
    expect(c.agree).toBe(true);
  });
});

describe('k ≤ 1: chasers no faster than the target', () => {
  it('k = 1, straight target → nobody catches it; pure pursuit closes to just above r0/2 = 25 m at the end', () => {
    const plan = planRace({ ...DEFAULTS, k: 1 });
    expect(plan.end).toBe(MAX_TIME);
    for (const name of GUIDED) {
      expect(plan.guided[name].captureTime, name).toBeNull();
      const s = guidedStanding(plan.guided[name], plan, plan.end);
      expect(s).toEqual({
        state: 'missed',
        closest: plan.guided[name].closest.distance,
        at: plan.guided[name].closest.time,
        within: MAX_TIME,
      });
    }
    const pure = plan.guided.pure.closest;
    expect(pure.time).toBeCloseTo(MAX_TIME, 6);
    expect(pure.distance).toBeGreaterThanOrEqual(RANGE / 2);
    expect(pure.distance).toBeLessThan(RANGE / 2 + 0.1);
  });

  it('k = 0.8, straight target → nobody catches it; every gap is smallest early and grows to the end', () => {
    const plan = planRace({ ...DEFAULTS, k: 0.8 });
    for (const name of GUIDED) {
      const g = plan.guided[name];
      expect(g.captureTime, name).toBeNull();
      expect(g.closest.time, name).toBeLessThan(MAX_TIME / 2);
      const end = pointAt(g.path, MAX_TIME);
      const q = plan.target(MAX_TIME).position;
      expect(Math.hypot(q[0] - end[0], q[1] - end[1]), name).toBeGreaterThan(RANGE);
    }
  });

  it('k = 1 and 0.8, circling target (it comes back) → lead pursuit and PN still catch it, pure pursuit does not', () => {
    for (const k of [1, 0.8]) {
      const plan = planRace({ ...DEFAULTS, k, target: 'circling' });
      expect(plan.guided.lead.captureTime, `lead k=${k}`).not.toBeNull();
      expect(plan.guided.pn.captureTime, `pn k=${k}`).not.toBeNull();
      expect(plan.guided.pure.captureTime, `pure k=${k}`).toBeNull();
      expect(guidedStanding(plan.guided.lead, plan, plan.end).state).toBe('caught');
    }
  });

  it('every target at k = 1, 0.8 and 0.5 → finite standings for every chaser (the reader’s too), never NaN', () => {
    for (const k of [1, 0.8, K_RULE.min]) {
      for (const { kind } of TARGET_KINDS) {
        const plan = planRace({ ...DEFAULTS, k, target: kind });
        const run = flyTo(newRun(plan), plan, plan.end, HANDS_OFF);
        const standings = [
          ...GUIDED.map((n) => guidedStanding(plan.guided[n], plan, plan.end)),
          readerStanding(run, plan, plan.end),
        ];
        for (const s of standings) {
          expect(['caught', 'missed'], `${kind} k=${k}`).toContain(s.state);
          for (const x of Object.values(s)) if (typeof x === 'number') expect(Number.isFinite(x)).toBe(true);
        }
        expect(Number.isFinite(plan.end)).toBe(true);
      }
    }
  });
});

describe('planRace', () => {
  it('the same seed → the same race; another seed → another', () => {
    const p: Params = { ...DEFAULTS, target: 'random', seed: 9 };
    const a = planRace(p);
    const b = planRace(p);
    expect(a.guided).toEqual(b.guided);
    expect(a.targetPath).toEqual(b.targetPath);
    const c = planRace({ ...p, seed: 10 });
    expect(c.targetPath.at(-1)!.position).not.toEqual(a.targetPath.at(-1)!.position);
  });

  it('every target: lead and PN catch the target by default, and the race ends after the last guided finish', () => {
    for (const { kind } of TARGET_KINDS) {
      const plan = planRace({ ...DEFAULTS, target: kind });
      const times = Object.values(plan.guided).map((g) => g.captureTime ?? MAX_TIME);
      expect(plan.guided.lead.captureTime, kind).not.toBeNull();
      expect(plan.end).toBeGreaterThanOrEqual(Math.max(...times));
      expect(plan.end).toBeLessThanOrEqual(MAX_TIME);
    }
  });

  it('a tight turn limit at k = 3 → pure pursuit cannot make the last sharp turn and misses or is slower', () => {
    const loose = planRace({ ...DEFAULTS, k: 3, turnLimit: 3600 });
    const tight = planRace({ ...DEFAULTS, k: 3, turnLimit: 20 });
    const t = tight.guided.pure.captureTime;
    expect(t === null || t > loose.guided.pure.captureTime!).toBe(true);
  });

  it('bad parameters → a RangeError with the reason (k out of range, zero turn rate, NaN)', () => {
    expect(() => planRace({ ...DEFAULTS, k: 0.4 })).toThrow(/k must be between 0\.5 and 4 .*not 0\.4/);
    expect(paramProblem({ k: 4.01 })).toMatch(/between 0\.5 and 4/);
    expect(paramProblem({ k: -1 })).toMatch(/between 0\.5 and 4/);
    expect(paramProblem({ k: Infinity })).toMatch(/must be a number/);
    expect(paramProblem({ k: 1 })).toBeNull();
    expect(paramProblem({ k: K_RULE.min })).toBeNull();
    expect(() => planRace({ ...DEFAULTS, turnLimit: 0 })).toThrow(/never turn/);
    expect(() => planRace({ ...DEFAULTS, k: NaN })).toThrow(/must be a number/);
    expect(paramProblem({ seed: 0 })).toMatch(/seed/);
    expect(paramProblem(DEFAULTS)).toBeNull();
  });
});

describe('the reader’s chaser', () => {
  const plan = planRace(DEFAULTS);

  it('hands off → flies straight along the first line of sight; left keys → turns left', () => {
    const straight = flyTo(newRun(plan), plan, 2, HANDS_OFF);
    expect(straight.chaser.steps).toBe(240);
    expect(straight.chaser.position[0]).toBeCloseTo(0, 9);
    expect(straight.chaser.position[1]).toBeCloseTo(2 * plan.speed, 6);
    const left = flyTo(newRun(plan), plan, 2, { turn: 1, goal: null });
    expect(left.chaser.position[0]).toBeLessThan(-1);
    const right = flyTo(newRun(plan), plan, 2, { turn: -1, goal: null });
    expect(right.chaser.position[0]).toBeGreaterThan(1);
  });

  it('heading for the target every step (a goal at the target) → catches it like pure pursuit', () => {
    let run = newRun(plan);
    for (let i = 1; i <= plan.end / DT && run.chaser.captureTime === null; i++) {
      run = flyTo(run, plan, i * DT, { turn: 0, goal: plan.target((i - 1) * DT).position });
    }
    expect(run.chaser.captureTime).not.toBeNull();
    expect(Math.abs(run.chaser.captureTime! - plan.guided.pure.captureTime!)).toBeLessThan(0.05);
    expect(readerStanding(run, plan, plan.end)).toEqual({ state: 'caught', time: run.chaser.captureTime });
  });

  it('cutRun → the run cut back is exactly the same run flown to that time', () => {
    const long = flyTo(newRun(plan), plan, 5, { turn: 1, goal: null });
    const longCopy = { chaser: { ...long.chaser, path: [...long.chaser.path] }, headings: [...long.headings] };
    const cut = cutRun(longCopy, plan, 2);
    const short = flyTo(newRun(plan), plan, 2, { turn: 1, goal: null });
    expect(cut.chaser.position).toEqual(short.chaser.position);
    expect(cut.chaser.steps).toBe(short.chaser.steps);
  });

  it('at the end without a catch → missed, with the closest distance', () => {
    const run = flyTo(newRun(plan), plan, plan.end, HANDS_OFF);
    const s = readerStanding(run, plan, plan.end);
    expect(s.state).toBe('missed');
    if (s.state === 'missed') expect(s.closest).toBeGreaterThan(CAPTURE_RADIUS);
    if (s.state === 'missed') expect(s.within).toBe(plan.end);
  });
});

describe('standings and positions', () => {
  it('a guided chaser is chasing before its capture and caught from then on', () => {
    const plan = planRace(DEFAULTS);
    const g = plan.guided.lead;
    expect(guidedStanding(g, plan, g.captureTime! - 0.1).state).toBe('chasing');
    expect(guidedStanding(g, plan, g.captureTime!)).toEqual({ state: 'caught', time: g.captureTime });
  });

  it('pointAt interpolates and clamps', () => {
    const path = [
      { time: 0, position: [0, 0] as [number, number] },
      { time: 1, position: [2, 4] as [number, number] },
    ];
    expect(pointAt(path, 0.5)).toEqual([1, 2]);
    expect(pointAt(path, 3)).toEqual([2, 4]);
    expect(pointAt(path, -1)).toEqual([0, 0]);
  });
});

describe('your path: the drawn target', () => {
  const drawn: Params = { ...DEFAULTS, target: 'drawn' };

  it('the same waypoints → the same race; a moved waypoint → another race', () => {
    const a = planRace(drawn);
    const b = planRace({ ...drawn, waypoints: DEFAULTS.waypoints.map((w) => [w[0], w[1]] as Vec2) });
    expect(a.guided).toEqual(b.guided);
    expect(a.targetPath).toEqual(b.targetPath);
    expect(a.end).toBe(b.end);
    const moved = planRace({ ...drawn, waypoints: movedWaypoints(DEFAULTS.waypoints, 1, [30, 70]) });
    expect(moved.guided.pure.captureTime).not.toBe(a.guided.pure.captureTime);
  });

  it('the target leaves its start, passes through every waypoint, at the target speed, as the library flies it', () => {
    const plan = planRace(drawn);
    const course = waypointCourse([TARGET_START, ...DEFAULTS.waypoints]);
    expect(plan.target(0).position).toEqual(TARGET_START);
    for (const t of [0.5, 3, 7]) {
      expect(plan.target(t).position).toEqual(course.at(TARGET_SPEED * t).position);
      expect(Math.hypot(...plan.target(t).velocity)).toBeCloseTo(TARGET_SPEED, 9);
    }
    // Each chaser (pure, lead, PN) races against it and lead pursuit catches it.
    expect(plan.guided.lead.captureTime).not.toBeNull();
    expect(plan.guided.pn.captureTime).not.toBeNull();
  });

  it('placeWaypoint keeps a dragged point in the box, to 0.1 m; movedWaypoints moves only that one', () => {
    expect(placeWaypoint([1000, -5])).toEqual([WAYPOINT_BOX.xmax, WAYPOINT_BOX.ymin]);
    expect(placeWaypoint([12.345, 40.06])).toEqual([12.3, 40.1]);
    expect(placeWaypoint([NaN, Infinity])).toEqual([WAYPOINT_BOX.xmin, WAYPOINT_BOX.ymin]);
    const m = movedWaypoints(DEFAULTS.waypoints, 2, [0, 0]);
    expect(m[2]).toEqual([0, 0]);
    expect(m.filter((_, i) => i !== 2)).toEqual(DEFAULTS.waypoints.filter((_, i) => i !== 2));
  });

  it('bad waypoints → a reason and no race: all on the start, outside the box, NaN, none', () => {
    const onStart = DEFAULTS.waypoints.map(() => [TARGET_START[0] + 0.3, TARGET_START[1]] as Vec2);
    expect(paramProblem({ waypoints: onStart })).toMatch(/goes nowhere/);
    expect(() => planRace({ ...drawn, waypoints: onStart })).toThrow(/goes nowhere/);
    expect(paramProblem({ waypoints: [[500, 0]] })).toMatch(/inside the field/);
    expect(paramProblem({ waypoints: [[NaN, 3]] })).toMatch(/inside the field/);
    expect(paramProblem({ waypoints: [] })).toMatch(/at least one waypoint/);
    // Waypoints on top of each other (not all on the start) are fine: the course skips the repeats.
    const stacked = [DEFAULTS.waypoints[0], DEFAULTS.waypoints[0], DEFAULTS.waypoints[0], DEFAULTS.waypoints[3]];
    expect(paramProblem({ waypoints: stacked })).toBeNull();
    expect(planRace({ ...drawn, waypoints: stacked }).guided.lead.captureTime).not.toBeNull();
  });

  it('waypointLabel names the waypoint and its place; the notebook state carries the waypoints', () => {
    expect(waypointLabel(1, DEFAULTS.waypoints)).toBe("Waypoint 2 of 4 of the target's path at (30.0, 42.0) m");
    expect(raceState(DEFAULTS).waypoints).toEqual(DEFAULTS.waypoints.map((w) => [w[0], w[1]]));
  });
});
