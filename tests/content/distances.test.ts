/**
 * Distances the prose states are the distances its figures draw. Each claim
 * names the chapter, a pattern that captures the number in the prose, and the
 * same distance computed from the figure's own model. A guard makes sure no
 * "N metres away" / "N m away" in any chapter goes unchecked.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { length, sub } from '../../src/lib/vec';
import { DEFAULTS, SHOOTER, START_TIME, targetAt } from '../../src/components/figures/lead-demo/model';
import { PRESETS } from '../../src/components/figures/edge-cases/model';
import { LAB } from '../../src/components/figures/precision-lab/model';

const CONTENT = 'content';
const prose = (file: string) => readFileSync(join(CONTENT, file), 'utf8').replace(/\s+/g, ' ');

interface Claim {
  file: string;
  /** Captures the prose's number as group 1. */
  pattern: RegExp;
  /** The figure's distance (m). */
  figure: () => number;
  /** Which part of the figure, for the failure message. */
  what: string;
}

const CLAIMS: Claim[] = [
  {
    file: 'introduction.mdx',
    pattern: /the drone is about (\d+) metres away/,
    figure: () => length(sub(targetAt(DEFAULTS, START_TIME), SHOOTER)),
    what: 'lead demo: turret to drone on the first frame',
  },
  {
    file: 'introduction.mdx',
    pattern: /passes (\d+) metres from the turret/,
    figure: () => targetAt(DEFAULTS, 0)[1] - SHOOTER[1],
    what: 'lead demo: the drone’s lane to the turret',
  },
  {
    file: 'edge-cases.mdx',
    pattern: /origin, the target (\d+) m away/,
    figure: () => length(sub(PRESETS.find((p) => p.id === 'crossing')!.scene.target, [0, 0])),
    what: 'edge cases: the reference scene',
  },
  {
    file: 'choosing-the-root.mdx',
    pattern: /precision lab below sets up exactly this: a target (\d+) m away/,
    figure: () => length(sub(LAB.target, LAB.shooter)),
    what: 'precision lab: shooter to target',
  },
];

/** Every "N metres away" or "N m away" in a chapter. */
function awayPhrases(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of readdirSync(CONTENT).filter((f) => f.endsWith('.mdx'))) {
    for (const m of prose(file).matchAll(/(\d+(?:\.\d+)?) (?:metres|m) away/g)) found.push({ file, text: m[0] });
  }
  return found;
}

describe('prose distances against their figures', () => {
  it.each(CLAIMS)('$file: $what', (claim) => {
    const m = prose(claim.file).match(claim.pattern);
    expect(m, `${claim.file} no longer says ${claim.pattern}`).not.toBeNull();
    const stated = Number(m![1]);
    // The prose rounds to whole metres.
    expect(
      Math.abs(stated - claim.figure()),
      `${claim.what}: prose ${stated} m, figure ${claim.figure()} m`,
    ).toBeLessThan(0.5);
  });

  it('the Introduction’s drone: √3200 ≈ 56.6 m on the first frame, not 40', () => {
    expect(length(sub(targetAt(DEFAULTS, START_TIME), SHOOTER))).toBeCloseTo(Math.sqrt(3200), 9);
  });

  it('every "N m away" in a chapter is one of the checked claims', () => {
    const checked = new Set(
      CLAIMS.map((c) => {
        const m = prose(c.file).match(c.pattern);
        return m ? `${c.file}: ${m[1]}` : '';
      }),
    );
    const unchecked = awayPhrases().filter(({ file, text }) => !checked.has(`${file}: ${text.split(' ')[0]}`));
    // The cell in choosing-the-root states its own 100 m in its code (R = [100, 0]), checked here.
    const cell = prose('choosing-the-root.mdx');
    const rest = unchecked.filter(({ file, text }) => {
      if (file === 'choosing-the-root.mdx' && text === '100 m away') return !/const R = \[100, 0\]/.test(cell);
      return true;
    });
    expect(rest).toEqual([]);
  });
});
