/** Drawing for the kit gallery: the arrow to P and the parabola chart. */
import { arrowPath } from '../kit/arrow';
import { toSvg } from '../kit/frame';
import { dot, line, ruleY } from '@observablehq/plot';
import type { PlotOptions } from '../kit/plot';
import { FRAME, curve, derive, type State } from './model';

export function arrowD(s: State): string {
  return arrowPath(toSvg(FRAME, [0, 0]), toSvg(FRAME, s.p));
}

export function chart(s: State): PlotOptions {
  const { roots } = derive(s);
  return {
    width: 480,
    height: 220,
    marginLeft: 40,
    x: { domain: [-4, 4], label: 'x' },
    y: { domain: [-6, 12], label: 'y', grid: true },
    marks: [
      ruleY([0]),
      line(curve(s), { stroke: 'var(--link)', strokeWidth: 2, clip: true }),
      dot(
        roots.map((r) => [r, 0]),
        { r: 4, fill: 'var(--accent)' },
      ),
    ],
  };
}

export function readouts(s: State): Record<string, string> {
  const d = derive(s);
  return {
    p: `(${s.p[0].toFixed(1)}, ${s.p[1].toFixed(1)})`,
    length: d.length.toFixed(2),
    b: d.b.toFixed(2),
    roots: d.roots.length === 0 ? 'none' : d.roots.map((r) => r.toFixed(3)).join(', '),
  };
}
