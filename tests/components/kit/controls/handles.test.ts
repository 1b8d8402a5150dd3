import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import type { Vec2 } from '../../../../src/lib';
import { makeFrame, translate } from '../../../../src/components/kit/scene/frame';
import {
  bindHandles,
  bindPointHandles,
  handleProps,
  inFrame,
  placeHandles,
  pointAt,
  shotHandles,
  velocityTipAt,
  type PointHandle,
} from '../../../../src/components/kit/controls/handles';
import { createStore } from '../../../../src/components/kit/shell/store';

const FRAME = makeFrame({ xmin: -10, xmax: 10, ymin: -5, ymax: 5 });

function figure() {
  const { document, window } = parseHTML(
    '<!doctype html><html><body><svg><g data-handle="a"></g><g data-handle="b"><circle class="kit-handle-dot" r="1.6"></circle><text class="kit-handle-text" x="2.8" y="-2.2">B</text></g></svg></body></html>',
  );
  const store = createStore<{ a: Vec2; b: Vec2; other: number }>({ a: [0, 0], b: [1, 1], other: 7 });
  const handles = bindHandles(document.body, store, ['a', 'b'], {
    svg: document.querySelector('svg') as unknown as SVGSVGElement,
    frame: FRAME,
    step: 0.5,
    place: (p) => [Math.min(p[0], 2), p[1]],
    label: (name, s) => `${name} at ${s[name].join(', ')}`,
  });
  // linkedom has no KeyboardEvent: an Event with a key is all `draggable` reads.
  const key = (name: 'a' | 'b', k: string) =>
    handles.elements[name].dispatchEvent(Object.assign(new window.Event('keydown'), { key: k }) as unknown as Event);
  return { store, handles, key };
}

describe('bindHandles', () => {
  it('elements → each named handle, found by data-handle', () => {
    const { handles } = figure();
    expect(handles.elements.a.getAttribute('data-handle')).toBe('a');
    expect(handles.elements.b.getAttribute('data-handle')).toBe('b');
  });

  it('an arrow key on handle a → store.a moves one step through place; the rest of the state stays', () => {
    const { store, key } = figure();
    key('a', 'ArrowRight');
    key('a', 'ArrowUp');
    expect(store.get()).toEqual({ a: [0.5, 0.5], b: [1, 1], other: 7 });
    for (let i = 0; i < 10; i++) key('a', 'ArrowRight');
    expect(store.get().a).toEqual([2, 0.5]); // clamped by place
  });

  it('show(state) → each handle is translated to its point and named by label', () => {
    const { store, handles } = figure();
    handles.show(store.get());
    expect(handles.elements.b.getAttribute('transform')).toBe(translate(FRAME, [1, 1]));
    expect(handles.elements.b.getAttribute('aria-label')).toBe('b at 1, 1');
  });

  it('show(state) → a label that would leave the scene at its right edge or top flips left and below', () => {
    const { store, handles } = figure();
    const text = handles.elements.b.querySelector('text')!;
    handles.show(store.get());
    expect(text.getAttribute('text-anchor')).toBe('start');
    expect(Number(text.getAttribute('y'))).toBeLessThan(0);
    store.set((s) => ({ ...s, b: [FRAME.xmax, FRAME.ymax] }));
    handles.show(store.get());
    expect(text.getAttribute('text-anchor')).toBe('end');
    expect(Number(text.getAttribute('x'))).toBeLessThan(0);
    expect(Number(text.getAttribute('y'))).toBeGreaterThan(0);
  });
});

describe('bindPointHandles: handles bound from the model, derived ones included', () => {
  it('the tip of V sits at T + V; a key on it changes V, not T', () => {
    const { document, window } = parseHTML(
      '<!doctype html><html><body><svg><g data-handle="target"></g><g data-handle="tip"></g></svg></body></html>',
    );
    const store = createStore<{ target: Vec2; velocity: Vec2 }>({ target: [1, 1], velocity: [2, 0] });
    const handles = bindPointHandles(
      document.body,
      store,
      {
        target: { at: (s) => s.target, move: (s, p) => ({ ...s, target: p }), label: (s) => `T ${s.target}` },
        tip: {
          at: (s) => [s.target[0] + s.velocity[0], s.target[1] + s.velocity[1]],
          move: (s, p) => ({ ...s, velocity: [p[0] - s.target[0], p[1] - s.target[1]] as Vec2 }),
          label: (s) => `V ${s.velocity}`,
        },
      },
      { svg: document.querySelector('svg') as unknown as SVGSVGElement, frame: FRAME, step: 1 },
    );
    handles.show(store.get());
    expect(handles.elements.tip.getAttribute('transform')).toBe(translate(FRAME, [3, 1]));
    expect(handles.elements.tip.getAttribute('aria-label')).toBe('V 2,0');
    handles.elements.tip.dispatchEvent(
      Object.assign(new window.Event('keydown'), { key: 'ArrowUp' }) as unknown as Event,
    );
    expect(store.get()).toEqual({ target: [1, 1], velocity: [2, 1] });
  });
});

describe('handleProps: the build side of a bound handle', () => {
  it('names and places a derived handle from the same declaration the browser binds', () => {
    type S = { t: Vec2; v: Vec2 };
    const handles: Record<'tip', PointHandle<S>> = {
      tip: {
        at: (s) => [s.t[0] + s.v[0], s.t[1] + s.v[1]],
        move: (s, p) => ({ ...s, v: [p[0] - s.t[0], p[1] - s.t[1]] }),
        label: (s) => `Tip at (${s.t[0] + s.v[0]}, ${s.t[1] + s.v[1]})`,
      },
    };
    expect(handleProps(handles, 'tip', { t: [1, 2], v: [3, -1] })).toEqual({
      name: 'tip',
      label: 'Tip at (4, 1)',
      at: [4, 1],
    });
  });
});

describe('pointAt and velocityTipAt: handles declared from the state', () => {
  type S = { target: Vec2; velocity: Vec2; speed: number };
  const s: S = { target: [10, 4], velocity: [-3, 2], speed: 5 };
  const text = (v: Vec2) => `(${v[0]}, ${v[1]})`;
  const half = (p: Vec2): Vec2 => [Math.round(p[0] * 2) / 2, Math.round(p[1] * 2) / 2];

  it('a point of the state: where it is, what a drag stores (placed), its name', () => {
    const t = pointAt<S, 'target'>('target', 'Target T', half, text);
    expect(t.at(s)).toEqual([10, 4]);
    expect(t.move(s, [3.3, -1.2])).toEqual({ ...s, target: [3.5, -1] });
    expect(t.label(s)).toBe('Target T at (10, 4)');
  });

  it('the tip of a velocity: at T + V·k, a drag sets V from the placed tip, then tidies it', () => {
    const v = velocityTipAt<S, 'target', 'velocity'>('target', 'velocity', 2, half, text, (w) => [w[0] + 0, w[1] + 0]);
    expect(v.at(s)).toEqual([4, 8]);
    const moved = v.move(s, [12.2, 4.9]);
    expect(moved.velocity).toEqual([1, 0.5]);
    expect(moved.target).toEqual(s.target);
    expect(v.at(moved)).toEqual([12, 5]);
    expect(v.label(s)).toBe('Velocity V = (-3, 2) m/s: tip of the arrow');
    // Dropped on T: exactly no velocity.
    expect(v.move(s, [10.1, 3.9]).velocity).toEqual([0, 0]);
  });
});

describe('the handles of a shot scene', () => {
  const frame = makeFrame({ xmin: 0, xmax: 100, ymin: 0, ymax: 60 });
  type Shot = { shooter: Vec2; target: Vec2; velocity: Vec2; speed: number };
  const text = (v: Vec2) => `(${v[0]}, ${v[1]})`;
  const s: Shot = { shooter: [10, 10], target: [50, 30], velocity: [4, -2], speed: 20 };

  it('inFrame: a point kept margin inside the frame and to a tenth', () => {
    expect(inFrame(frame, 2)([-5, 33.333])).toEqual([2, 33.3]);
    expect(inFrame(frame, 2)([150, 70])).toEqual([98, 58]);
  });
  it('placeHandles: S and T where the state has them, moved within the frame, named', () => {
    const h = placeHandles<Shot>(frame, 1, text, 'Cannon S');
    expect(h.shooter.at(s)).toEqual([10, 10]);
    expect(h.target.move(s, [-3, 12.34]).target).toEqual([1, 12.3]);
    expect(h.shooter.label(s)).toContain('Cannon S');
  });
  it('shotHandles: V’s tip at T + V·seconds, a drag gives V to a tenth of a m/s', () => {
    const h = shotHandles<Shot>(frame, 2, 2, text);
    expect(h.velocity.at(s)).toEqual([58, 26]);
    const moved = h.velocity.move(s, [61.04, 20.96]) as { velocity: Vec2 };
    expect(moved.velocity).toEqual([5.5, -4.5]);
  });
});
