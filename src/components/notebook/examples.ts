/**
 * Notebooks to start from in the playground. The whole library is in scope,
 * and a cell reads the names earlier cells define (one notebook).
 */
import type { NotebookDoc } from './hash';

export interface Example extends NotebookDoc {
  id: string;
}

export const EXAMPLES: Example[] = [
  {
    id: 'intercept',
    title: 'Solve an intercept',
    cells: [
      `// A turret at the origin, a target 40 m away crossing at 12 m/s, a 30 m/s shell.
const shooter = [0, 0];
const target = [0, 40];
const velocity = [12, 0];
const solution = linearIntercept({ shooter, target, targetVelocity: velocity, speed: 30 });
console.log('coefficients', solution.coefficients);
console.log('discriminant', solution.discriminant);
solution`,
      `// The same turret and target, now fleeing faster than the shell: no hit, and the result says why.
// (shooter and target come from the cell above; change them there and this cell follows.)
const miss = linearIntercept({ shooter, target, targetVelocity: [0, 50], speed: 30 });
miss.hit ? miss.time : miss.message`,
    ],
  },
  {
    id: 'sweep',
    title: 'Sweep and plot',
    cells: [
      `// Time to meet as the target gets faster (null where there is no solution).
const rows = [];
for (let v = 0; v <= 45; v += 0.5) {
  const s = linearIntercept({ shooter: [50, 6], target: [10, 46], targetVelocity: [v, 0], speed: 30 });
  rows.push({ targetSpeed: v, time: s.hit ? s.time : null });
}
Plot.plot({
  height: 260,
  x: { label: 'target speed (m/s)' },
  y: { label: 'time to meet (s)', grid: true },
  marks: [Plot.line(rows, { x: 'targetSpeed', y: 'time' })],
})`,
      `// The same sweep as a table: every fifth row.
const table = [];
for (let v = 0; v <= 40; v += 5) {
  const s = linearIntercept({ shooter: [50, 6], target: [10, 46], targetVelocity: [v, 0], speed: 30 });
  table.push({ v, hit: s.hit, time: s.hit ? s.time.toFixed(3) : '—' });
}
table`,
    ],
  },
  {
    id: 'vectors',
    title: 'Vectors and arcs',
    cells: [
      `const a = [3, 4];
const b = [4, -3];
console.log('|a| =', length(a), ' a·b =', dot(a, b));
({ sum: add(a, b), unit: normalize(a), angleDegrees: (angle(a, b) * 180) / Math.PI })`,
      `// Low and high arcs to a standing target 50 m away at 30 m/s.
ballisticArcs({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] })`,
    ],
  },
];
