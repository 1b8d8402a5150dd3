import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearIntercept, type Vec2 } from '../../../../src/lib';
import {
  EDGE_MARGIN,
  FRAME,
  INITIAL,
  PRESETS,
  SPEED_RULE,
  SPEED_SLIDER,
  sliderStep,
  sliderValue,
  classify,
  coef,
  moveShooter,
  moveTarget,
  moveTip,
  num,
  preset,
  readouts,
  vec,
  snap,
  solve,
  type PresetId,
  type Scene,
} from '../../../../src/components/figures/edge-cases/model';
import { geometry } from '../../../../src/components/figures/edge-cases/view';
import { parseNumber } from '../../../../src/components/kit/controls/number';

const RUNS = Number(process.env.FC_RUNS ?? 2000);
const caseOf = (id: PresetId) => {
  const { scene } = preset(id);
  return classify(scene, solve(scene));
};

describe('edge-cases presets against the reference-cases table', () => {
  it('crossing R = (100,0), V = (0,10), s = 20 → t = 100/√300 = 5.773503, aim (100, 57.735)', () => {
    const r = solve(preset('crossing').scene);
    expect(r.hit).toBe(true);
    if (!r.hit) return;
    expect(r.time).toBeCloseTo(100 / Math.sqrt(300), 12);
    expect(r.time).toBeCloseTo(5.773503, 6);
    expect(r.impact[0]).toBeCloseTo(100, 9);
    expect(r.impact[1]).toBeCloseTo(57.735, 3);
    expect(caseOf('crossing')).toBe('ordinary');
  });

  it('already there: R = 0 → t = 0 and the case "already-there"', () => {
    const r = solve(preset('already-there').scene);
    expect(r.hit && r.time).toBe(0);
    expect(caseOf('already-there')).toBe('already-there');
    expect(readouts(preset('already-there').scene).time).toBe('0.00 s');
  });

  it('shot cannot move: s = 0 → no hit, reason cannot-move', () => {
    const r = solve(preset('cannot-move').scene);
    expect(r.hit).toBe(false);
    if (r.hit) return;
    expect(r.reason).toBe('cannot-move');
    expect(caseOf('cannot-move')).toBe('cannot-move');
  });

  it('standing target: d = 100, s = 50 → t = d/s = 2 (the study card’s 1600 at 800 → 2, scaled)', () => {
    const r = solve(preset('standing').scene);
    expect(r.hit && r.time).toBe(2);
    expect(caseOf('standing')).toBe('standing');
    expect(readouts(preset('standing').scene).explain).toContain('t = d/s = 100 / 50 = 2.00 s');
    // The card's own numbers, in 2D (z dropped: both at z = 500).
    const card = linearIntercept({ shooter: [0, 0], target: [1600, 0], targetVelocity: [0, 0], speed: 800 });
    expect(card.hit && card.time).toBe(2);
  });

  it('equal speeds, head-on: R = (100,0), V = (−10,0), s = 10 → a = 0, t = −c/b = 5', () => {
    const r = solve(preset('equal-approaching').scene);
    expect(r.coefficients.a).toBe(0);
    expect(r.hit && r.time).toBe(5);
    expect(caseOf('equal-approaching')).toBe('equal-approaching');
    expect(readouts(preset('equal-approaching').scene).explain).toContain('t = −c/b = 10000 / 2000 = 5.00 s');
  });

  it('equal speeds, crossing: R = (100,0), V = (0,10), s = 10 → a = 0, no hit', () => {
    const r = solve(preset('equal-crossing').scene);
    expect(r.coefficients.a).toBe(0);
    expect(r.coefficients.b).toBe(0);
    expect(r.hit).toBe(false);
    expect(!r.hit && r.reason).toBe('crossing');
    expect(caseOf('equal-crossing')).toBe('equal-crossing');
    const text = readouts(preset('equal-crossing').scene);
    expect(text.case).toBe('Equal speeds, crossing');
    // No division by b = 0, and no claim that a crossing target moves away.
    expect(text.explain).not.toContain('−c/b');
    expect(text.explain).toContain('b = 0');
    expect(text.reason).not.toMatch(/moving away/);
  });

  it('equal speeds, moving away: V = (10,0), s = 10 → b > 0, the root −c/b is negative', () => {
    const scene = { shooter: [0, 0] as Vec2, target: [100, 0] as Vec2, velocity: [10, 0] as Vec2, speed: 10 };
    const text = readouts(scene);
    expect(text.case).toBe('Equal speeds, moving away');
    expect(text.explain).toContain('t = −c/b = −10000 / 2000 = −5.00 s');
    expect(text.reason).toMatch(/moving away/);
  });

  it('faster target crossing: V = (0,20), s = 10 → its own case, not fleeing', () => {
    const scene = { shooter: [0, 0] as Vec2, target: [100, 0] as Vec2, velocity: [0, 20] as Vec2, speed: 10 };
    expect(readouts(scene).case).toBe('Faster target, crossing');
  });

  it('faster target approaching: R = (100,0), V = (−20,5), s = 10 → t = 3.489153, aim (30.2169, 17.4458), second 8.818540', () => {
    const r = solve(preset('faster-approaching').scene);
    expect(r.hit).toBe(true);
    if (!r.hit) return;
    expect(r.time).toBeCloseTo(3.489153, 6);
    expect(r.times[1]).toBeCloseTo(8.81854, 6);
    expect(r.impact[0]).toBeCloseTo(30.2169, 4);
    expect(r.impact[1]).toBeCloseTo(17.4458, 4);
    expect(caseOf('faster-approaching')).toBe('faster-two');
    const text = readouts(preset('faster-approaching').scene);
    expect(text.time).toBe('3.49 s');
    expect(text.second).toBe('8.82 s');
    expect(text.impact).toBe('(30.22, 17.45)');
  });

  it('faster target fleeing: R = (100,0), V = (20,0), s = 10 → no hit, both roots negative', () => {
    const r = solve(preset('faster-fleeing').scene);
    expect(r.hit).toBe(false);
    if (r.hit) return;
    expect(r.reason).toBe('receding');
    expect(r.roots.every((t) => t < 0)).toBe(true);
    expect(caseOf('faster-fleeing')).toBe('faster-fleeing');
    expect(readouts(preset('faster-fleeing').scene).roots).toBe('−10.00 s, −3.33 s');
  });

  it('the study card’s moving cases → the same answers from solve', () => {
    const perpendicular = solve({ shooter: [0, 0], target: [1000, 0], velocity: [0, 400], speed: 800 });
    expect(perpendicular.hit).toBe(true);
    if (perpendicular.hit) {
      expect(perpendicular.impact[1]).toBeGreaterThan(0);
      expect(perpendicular.time).toBeLessThan(2);
    }
    expect(solve({ shooter: [0, 0], target: [500, 0], velocity: [800, 0], speed: 800 }).hit).toBe(false);
    expect(solve({ shooter: [0, 0], target: [200, 0], velocity: [1200, 0], speed: 600 }).hit).toBe(false);
  });

  it('every preset → a distinct case, and the initial scene is a preset', () => {
    const cases = PRESETS.map((p) => caseOf(p.id));
    expect(new Set(cases).size).toBe(PRESETS.length);
    expect(PRESETS.some((p) => p.scene === INITIAL)).toBe(true);
  });

  it('a faster target that passes by → faster-passes, and a mine (s = 0, target runs into S) → mine', () => {
    const passes: Scene = { shooter: [0, 0], target: [100, 0], velocity: [-20, 30], speed: 10 };
    expect(classify(passes, solve(passes))).toBe('faster-passes');
    const mine: Scene = { shooter: [0, 0], target: [60, 0], velocity: [-10, 0], speed: 0 };
    const r = solve(mine);
    expect(classify(mine, r)).toBe('mine');
    expect(r.hit && r.time).toBe(6);
  });
});

describe('edge-cases readouts and geometry', () => {
  const coord = fc.double({ min: -80, max: 120, noNaN: true });
  const scene = fc.record({
    shooter: fc.tuple(coord, coord),
    target: fc.tuple(coord, coord),
    velocity: fc.tuple(fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -60, max: 60, noNaN: true })),
    speed: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1000, noNaN: true })),
  }) as fc.Arbitrary<Scene>;

  it('readouts(any scene) → no NaN, Infinity or undefined anywhere', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const text = Object.values(readouts(s)).join(' ');
        return !/NaN|Infinity|undefined/.test(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('readouts(scene).time → the library’s earliest hit time, or "no hit"', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const r = linearIntercept({ shooter: s.shooter, target: s.target, targetVelocity: s.velocity, speed: s.speed });
        return readouts(s).time === (r.hit ? `${num(r.time)} s` : 'no hit');
      }),
      { numRuns: RUNS },
    );
  });

  it('geometry(any scene) → finite coordinates, one reach circle per hit time', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const g = geometry(s);
        const r = solve(s);
        const nums = [g.shooter, g.target, g.tip, ...g.hits, ...g.past].flatMap((p) => [p.x, p.y]);
        return nums.every(Number.isFinite) && g.reach.length === (r.hit ? r.times.length : 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('geometry(faster approaching) → the chosen meeting first, labelled 3.49 s', () => {
    const g = geometry(preset('faster-approaching').scene);
    expect(g.hits.map((m) => m.label)).toEqual(['3.49 s', '8.82 s']);
    expect(g.reach[0]).toBeLessThan(g.reach[1]);
  });

  it('snap(point) → inside the frame on a half-metre grid', () => {
    expect(snap([1000, -1000])).toEqual([FRAME.xmax - EDGE_MARGIN, FRAME.ymin + EDGE_MARGIN]);
    expect(snap([10.26, 3.74])).toEqual([10.5, 3.5]);
  });

  it('moveTarget → V kept, moveTip → V = tip − T, moveShooter → snapped', () => {
    const s = preset('faster-approaching').scene;
    const moved = moveTarget(s, [50, 10]);
    expect(moved.target).toEqual([50, 10]);
    expect(moved.velocity).toEqual(s.velocity);
    expect(moveTip(moved, [40, 20]).velocity).toEqual([-10, 10]);
    expect(moveShooter(s, [3.3, 4.8]).shooter).toEqual([3.5, 5]);
  });

  it('moveTarget up against the top and back (the audit: Shift+ArrowUp ×12, then down) → V untouched, T back where it was', () => {
    const start = preset('faster-approaching').scene;
    let s = start;
    for (let i = 0; i < 12; i++) s = moveTarget(s, [s.target[0], s.target[1] + 10]);
    expect(s.velocity).toEqual([-20, 5]);
    // T stops where the tip of V meets the frame's margin.
    expect(s.target[1] + s.velocity[1]).toBe(FRAME.ymax - EDGE_MARGIN);
    for (let i = 0; i < 12 && s.target[1] > start.target[1]; i++)
      s = moveTarget(s, [s.target[0], Math.max(start.target[1], s.target[1] - 10)]);
    expect(s).toEqual(start);
    expect(readouts(s)).toEqual(readouts(start));
  });

  it('moveTarget anywhere → V exactly as it was, T and the tip of V inside the frame', () => {
    const coord = (lo: number, hi: number) => fc.integer({ min: lo * 2, max: hi * 2 }).map((k) => k / 2);
    const m = EDGE_MARGIN;
    const inFrame = fc.tuple(coord(FRAME.xmin + m, FRAME.xmax - m), coord(FRAME.ymin + m, FRAME.ymax - m));
    const anywhere = fc.tuple(
      fc.double({ min: -1e4, max: 1e4, noNaN: true }),
      fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    );
    fc.assert(
      fc.property(inFrame, inFrame, anywhere, (T, tip, to) => {
        const scene: Scene = { ...INITIAL, target: T, velocity: [tip[0] - T[0], tip[1] - T[1]] };
        const moved = moveTarget(scene, to);
        expect(moved.velocity).toEqual(scene.velocity);
        const end = [moved.target[0] + moved.velocity[0], moved.target[1] + moved.velocity[1]];
        for (const p of [moved.target, end]) {
          expect(p[0]).toBeGreaterThanOrEqual(FRAME.xmin + m);
          expect(p[0]).toBeLessThanOrEqual(FRAME.xmax - m);
          expect(p[1]).toBeGreaterThanOrEqual(FRAME.ymin + m);
          expect(p[1]).toBeLessThanOrEqual(FRAME.ymax - m);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('readouts.aim → three decimals with a true minus sign (S dragged onto T of the opening scene)', () => {
    const s = { ...INITIAL, shooter: INITIAL.target };
    expect(readouts(s).aim).toBe('(−0.970, 0.243)');
    expect(readouts(preset('crossing').scene).aim).not.toMatch(/-/);
  });

  it('moveTarget near the edge → the velocity tip stays inside the frame', () => {
    const s = moveTarget(preset('faster-fleeing').scene, [FRAME.xmax, 0]);
    expect(s.target[0] + s.velocity[0]).toBeLessThanOrEqual(FRAME.xmax - EDGE_MARGIN);
  });

  it('the speed rule → accepts 0, rejects "abc", "", "1e999" and "-5"', () => {
    expect(parseNumber('0', SPEED_RULE)).toEqual({ ok: true, value: 0 });
    for (const bad of ['abc', '', '1e999', '-5']) expect(parseNumber(bad, SPEED_RULE).ok).toBe(false);
  });

  it('num → never "NaN", unicode minus, no negative zero', () => {
    expect(num(NaN)).toBe('—');
    expect(num(-0.001)).toBe('0.00');
    expect(num(-4000)).toBe('−4000');
    expect(num(325)).toBe('325.0');
  });

  it('coef → whole numbers as they are, others to four significant digits, unicode minus', () => {
    expect(coef(325)).toBe('325');
    expect(coef(-4000)).toBe('−4000');
    expect(coef(-0)).toBe('0');
    expect(coef(1234.5678)).toBe('1235');
    expect(coef(0.123456)).toBe('0.12');
    expect(coef(Infinity)).toBe('—');
  });
});

describe('the speed slider agrees with the box to the digit', () => {
  it('its step is the box’s hundredths, so every typed two-decimal speed (7.25, 33.33) is where the slider sits', () => {
    for (const typed of [0, 7.25, 10.01, 33.33, 49.99, 50]) {
      const k = (typed - SPEED_SLIDER.min) / SPEED_SLIDER.step;
      expect(Math.abs(k - Math.round(k)), String(typed)).toBeLessThan(1e-6);
    }
    expect(SPEED_SLIDER.step).toBeLessThan(SPEED_SLIDER.key);
    expect(sliderValue('7.25')).toBe(7.25);
    expect(sliderValue('23.456789')).toBe(23.46);
    expect(sliderValue('')).toBeNull();
  });
  it('arrow keys land on the half-metre grid: 7.25 → 7.5 up, 7 down; 10 → 15 with Shift (×10), clamped to 0…50', () => {
    expect(sliderStep(7.25, 0.5)).toBe(7.5);
    expect(sliderStep(7.25, -0.5)).toBe(7);
    expect(sliderStep(10, 0.5)).toBe(10.5);
    expect(sliderStep(10, 5)).toBe(15);
    expect(sliderStep(48, 5)).toBe(50);
    expect(sliderStep(0.25, -5)).toBe(0);
  });
});

describe('the live equation', () => {
  it('faster, approaching → "325 t² − 4000 t + 10000 = 0", no "+ (−"', () => {
    const eq = readouts(preset('faster-approaching').scene).equation;
    expect(eq).toBe('325 t² − 4000 t + 10000 = 0');
  });
  it('standing target → the zero b term drops out', () => {
    expect(readouts(preset('standing').scene).equation).toBe('−2500 t² + 10000 = 0');
  });
});

describe('pairs in sentences (issue 13: "(100.0, 57.74)")', () => {
  it('both coordinates carry the decimals of the larger one', () => {
    expect(vec([100, 57.735])).toBe('(100.0, 57.7)');
    expect(vec([100, 0])).toBe('(100.0, 0.0)');
    expect(vec([30.2169, 17.4458])).toBe('(30.22, 17.45)');
    expect(vec([-1500, 2.5])).toBe('(−1500, 3)');
  });
  it('every preset’s aim point has as many decimals in x as in y', () => {
    for (const { scene } of PRESETS) {
      const impact = readouts(scene).impact;
      if (impact === '—') continue;
      const [x, y] = impact.slice(1, -1).split(', ');
      expect(x.split('.')[1]?.length ?? 0, impact).toBe(y.split('.')[1]?.length ?? 0);
    }
  });
});
