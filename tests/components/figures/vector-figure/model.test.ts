import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addScaled, length, normalize, sub } from '../../../../src/lib/vec';
import {
  FRAME,
  INITIAL,
  MAX_STEPS,
  advance,
  derive,
  handleLabel,
  message,
  nextStep,
  offView,
  place,
  readouts,
  type State,
} from '../../../../src/components/figures/vector-figure/model';
import { parts } from '../../../../src/components/figures/vector-figure/view';

const coord = fc.double({ min: -50, max: 50, noNaN: true });
const point = fc.tuple(coord, coord);

describe('vector-figure model', () => {
  it('derive(INITIAL) → V = P2 − P1 = (4, 3), length 5, unit (0.8, 0.6)', () => {
    const d = derive(INITIAL);
    expect(d.v).toEqual([4, 3]);
    expect(d.length).toBe(5);
    expect(d.unit[0]).toBeCloseTo(0.8, 15);
    expect(d.unit[1]).toBeCloseTo(0.6, 15);
    expect(d.wrong).toEqual([-4, -3]);
  });

  it('derive → one step lands on P1 + V·Δt, as the library computes it', () => {
    const d = derive(INITIAL);
    expect(d.oneStep).toEqual(addScaled(INITIAL.p1, sub(INITIAL.p2, INITIAL.p1), INITIAL.dt));
    expect(d.oneStep).toEqual([7, 4.5]);
  });

  it('derive with Δt = 1 → one step lands exactly on P2', () => {
    expect(derive({ ...INITIAL, dt: 1 }).oneStep).toEqual(INITIAL.p2);
  });

  it('derive with P1 = P2 → the zero vector, unit (0, 0), and a message instead of NaN', () => {
    const s: State = { ...INITIAL, p2: [...INITIAL.p1] };
    const d = derive(s);
    expect(d.zero).toBe(true);
    expect(d.unit).toEqual([0, 0]);
    expect(message(s)).toMatch(/zero vector/);
    expect(Object.values(readouts(s)).join(' ')).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('derive for any two points → V, its length and unit agree with the library; P1 − P2 = −V', () => {
    fc.assert(
      fc.property(point, point, (p1, p2) => {
        const d = derive({ ...INITIAL, p1, p2 });
        expect(d.v).toEqual(sub(p2, p1));
        expect(d.length).toBe(length(sub(p2, p1)));
        expect(d.unit).toEqual(normalize(sub(p2, p1)));
        expect(d.wrong[0]).toBe(-d.v[0] + 0);
        expect(d.wrong[1]).toBe(-d.v[1] + 0);
      }),
      { seed: 7, numRuns: 500 },
    );
  });

  it('derive with clock k → the dot at P1 + V·Δt·k and k marks', () => {
    const d = derive({ ...INITIAL, steps: 3, clock: 3 });
    expect(d.mover).toEqual(addScaled(INITIAL.p1, derive(INITIAL).v, INITIAL.dt * 3));
    expect(d.marks).toHaveLength(3);
    expect(d.time).toBeCloseTo(1.5, 15);
  });

  it('advance → moves at 1/Δt steps per second and stops at the target', () => {
    expect(advance(0, 1, 0.5, 0.25)).toBeCloseTo(0.5, 15);
    expect(advance(0.9, 1, 0.5, 0.25)).toBe(1);
    expect(advance(1, 1, 0.5, 0.25)).toBe(1);
  });

  it('advance with Δt = 0 → jumps to the target', () => {
    expect(advance(0, 2, 0, 0.016)).toBe(2);
  });

  it('nextStep → one more step, never more than MAX_STEPS', () => {
    expect(nextStep(INITIAL)).toBe(1);
    expect(nextStep({ ...INITIAL, steps: MAX_STEPS })).toBe(MAX_STEPS);
  });

  it('place → snaps to the 0.1 grid and stays inside the frame', () => {
    expect(place([3.14159, 2.71828])).toEqual([3.1, 2.7]);
    const far = place([1e9, -1e9]);
    expect(far[0]).toBeLessThan(FRAME.xmax);
    expect(far[1]).toBeGreaterThan(FRAME.ymin);
  });

  it('readouts(INITIAL) → the numbers the page starts with', () => {
    const r = readouts(INITIAL);
    expect(r.v).toBe('(4.00, 3.00)');
    expect(r.length).toBe('5.00');
    expect(r.unit).toBe('(0.800, 0.600)');
    expect(r['one-step']).toBe('(7.00, 4.50)');
    expect(r.wrong).toBe('(−4.00, −3.00)');
    expect(r.steps).toBe('no steps yet');
  });

  it('readouts with a negative coordinate → a true minus sign, in parentheses as a term', () => {
    const r = readouts({ ...INITIAL, p1: [-0.5, 2] });
    expect(r.p1).toBe('(−0.50, 2.00)');
    expect(r['p1x-term']).toBe('(−0.50)');
  });

  it('handleLabel → names the point and its position', () => {
    expect(handleLabel('p1', INITIAL)).toBe('Point P1 at (5.00, 3.00)');
  });

  it('parts → hides the mistake until asked, and never writes NaN', () => {
    expect(parts(INITIAL).wrong.display).toBe('none');
    expect(parts({ ...INITIAL, mistake: true }).wrong.display).toBe('inline');
    const zero = parts({ ...INITIAL, p2: [...INITIAL.p1], mistake: true });
    expect(JSON.stringify(zero)).not.toMatch(/NaN|Infinity/);
  });

  it('Δt = 2, the dot past the view after its steps → the message says it left and where it is', () => {
    const s: State = { ...INITIAL, dt: 2, steps: 2, clock: 2 };
    // P1 + V·4 = (5, 3) + 4·(4, 3) = (21, 15): beyond the top right corner (13, 9).
    expect(message(s)).toBe(
      'The green dot has left the view: it is at (21.00, 15.00), above and to the right of the figure, after 4.00 s. Press Reset to bring it back to P1.',
    );
  });

  it('the dot out of view at the last step → where it is, then the step limit', () => {
    const s: State = { ...INITIAL, dt: 2, steps: MAX_STEPS, clock: MAX_STEPS };
    expect(message(s)).toMatch(
      /^The green dot has left the view: it is at \(101\.00, 75\.00\), above and to the right of the figure, after 24\.00 s\. That is 12 steps/,
    );
  });

  it('the dot running out of view → said once, without numbers that change every frame', () => {
    const a = message({ ...INITIAL, dt: 2, steps: 3, clock: 2.2 });
    const b = message({ ...INITIAL, dt: 2, steps: 3, clock: 2.7 });
    expect(a).toBe('The green dot has left the view, above and to the right of it.');
    expect(b).toBe(a);
  });

  it('one step would land out of view → the message says so before the step', () => {
    const s: State = { ...INITIAL, p2: [12, 8], dt: 2 };
    expect(message(s)).toMatch(
      /^One step lands at P1 \+ V·Δt = \(19\.00, 13\.00\), above and to the right of the view/,
    );
    // In view: no message.
    expect(message({ ...INITIAL, dt: 2, steps: 1, clock: 1 })).toBe('');
    expect(message(INITIAL)).toBe('');
  });

  it('offView → words for each side and corner, nothing inside', () => {
    expect(offView([5, 3])).toBe('');
    expect(offView([13, 9])).toBe('');
    expect(offView([14, 3])).toBe('to the right');
    expect(offView([-2, -2])).toBe('below and to the left');
    expect(offView([5, 10])).toBe('above');
  });
});
