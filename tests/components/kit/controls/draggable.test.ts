import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import type { Vec2 } from '../../../../src/lib';
import {
  MIN_TAP_PX,
  SHIFT_FACTOR,
  draggable,
  hitRadius,
  keyStep,
} from '../../../../src/components/kit/controls/draggable';
import { makeFrame } from '../../../../src/components/kit/scene/frame';

describe('one Shift rule, from the kit', () => {
  it('keyStep(step, shift) → step, or SHIFT_FACTOR = 10 times it', () => {
    expect(SHIFT_FACTOR).toBe(10);
    expect(keyStep(0.5, false)).toBe(0.5);
    expect(keyStep(0.5, true)).toBe(5);
  });

  it('a handle moves 10 steps with Shift, whatever coarseStep an old caller still passes', () => {
    const { document, Event } = parseHTML('<!doctype html><html><body><svg><g tabindex="0"></g></svg></body></html>');
    const handle = document.querySelector('g') as unknown as SVGGraphicsElement;
    let at: Vec2 = [1, 1];
    draggable(handle, {
      svg: document.querySelector('svg') as unknown as SVGSVGElement,
      frame: makeFrame({ xmin: -1, xmax: 11, ymin: -1, ymax: 7 }),
      get: () => at,
      set: (p) => (at = p),
      step: 0.5,
      coarseStep: 2.5,
    });
    const press = (key: string, shiftKey: boolean) => {
      const e = new Event('keydown');
      Object.defineProperties(e, { key: { value: key }, shiftKey: { value: shiftKey } });
      handle.dispatchEvent(e);
    };
    press('ArrowRight', true);
    expect(at).toEqual([6, 1]);
    press('ArrowUp', false);
    expect(at).toEqual([6, 1.5]);
  });

  it('no figure sets its own Shift step', () => {
    const root = 'src/components/figures';
    for (const dir of readdirSync(root)) {
      let source = '';
      try {
        source = readFileSync(join(root, dir, 'element.ts'), 'utf8');
      } catch {
        continue;
      }
      expect(source, `${dir}/element.ts`).not.toMatch(/coarseStep/);
    }
  });
});

describe('tap targets', () => {
  it('hitRadius → at least 22 px on screen (44 px wide), never smaller than built', () => {
    expect(MIN_TAP_PX).toBe(44);
    expect(hitRadius(3, 3.4) * 3.4).toBeCloseTo(22, 9);
    expect(hitRadius(10, 10)).toBe(10);
    expect(hitRadius(3, 0)).toBe(3);
  });
});
