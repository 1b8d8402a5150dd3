/** The reader's shot drawn beside the library's: their aim line and meeting point, wherever the scene is. */
import { describe, expect, it } from 'vitest';
import { buildSuite } from '../../../../src/components/book/grader/suite';
import { SKETCH, sketch } from '../../../../src/components/book/grader/sketch';

const suite = buildSuite();
const byId = (id: string) => suite.find((c) => c.id === id)!;
const end = (d: string) => d.split(/[ML]/).filter(Boolean).at(-1)!.trim().split(' ').map(Number);

describe('sketch', () => {
  it('a meeting point far beyond the scene is drawn towards, not framed: the scene keeps its size', () => {
    const c = byId('edge/cannot-move');
    const s = sketch(c, { kind: 'number', value: 1e6 })!;
    expect(s.lines.map((l) => l.kind)).toEqual(['path', 'yours']);
    expect(s.dots.map((d) => d.kind)).toEqual(['shooter', 'target']);
    const [shooter, target] = s.dots;
    expect(Math.hypot(shooter!.x - target!.x, shooter!.y - target!.y)).toBeGreaterThan(SKETCH.width / 4);
    expect(s.label).toMatch(/yours at t = 1\.000e\+6 \(beyond the frame\)/);
  });

  it('a negative root: the reader’s aim line ends where the target was, the library’s where it will be', () => {
    const c = byId('edge/crossing');
    const s = sketch(c, { kind: 'number', value: -(c.expected as number) })!;
    expect(s.lines.map((l) => l.kind)).toEqual(['path', 'exact', 'yours']);
    const exact = s.dots.find((d) => d.kind === 'exact')!;
    const yours = s.dots.find((d) => d.kind === 'yours')!;
    // Mirror images about the line from S to T (the target moves across it), both lines start at S.
    const shooter = s.dots.find((d) => d.kind === 'shooter')!;
    expect(end(s.lines[1]!.d)).toEqual([exact.x, exact.y]);
    expect(end(s.lines[2]!.d)).toEqual([yours.x, yours.y]);
    expect(Math.abs(exact.y - shooter.y + (yours.y - shooter.y))).toBeLessThan(0.5);
    expect(s.label).toMatch(
      /^The plane of the shot: the library’s shot meets the target at t = 5\.7735; yours at t = -5\.7735\.$/,
    );
  });

  it('no hit from the reader: the library’s shot alone, said in words', () => {
    const s = sketch(byId('edge/mine'), { kind: 'null' })!;
    expect(s.lines.map((l) => l.kind)).toEqual(['path', 'exact']);
    expect(s.label).toMatch(/yours draws no shot/);
  });

  it('a scene at ×10¹⁵⁰ draws like the same scene at ×1, inside the frame', () => {
    const big = sketch(byId('scale/crossing-1e+150'), { kind: 'number', value: 1 })!;
    const small = sketch(byId('scale/crossing-1e-150'), { kind: 'number', value: 1 })!;
    expect(big.dots).toEqual(small.dots);
    for (const d of big.dots) {
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.x).toBeLessThanOrEqual(SKETCH.width);
      expect(d.y).toBeGreaterThanOrEqual(0);
      expect(d.y).toBeLessThanOrEqual(SKETCH.height);
    }
  });

  it('under gravity: arcs, one per hit time, seen from the side', () => {
    const c = byId('arcs/level');
    const s = sketch(c, { kind: 'list', values: [(c.expected as number[])[0]!] })!;
    expect(s.lines.filter((l) => l.kind === 'exact')).toHaveLength(2);
    expect(s.lines.filter((l) => l.kind === 'yours')).toHaveLength(1);
    expect(s.lines[1]!.d.split('L')).toHaveLength(25);
    expect(s.label).toMatch(/^Side view/);
  });
});
