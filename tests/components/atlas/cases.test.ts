import { describe, expect, it } from 'vitest';
import { atlasCases } from '../../../src/components/atlas/cases';
import { drawThumb } from '../../../src/components/atlas/thumb';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { linearIntercept } from '../../../src/lib';

/** The content ids of the book's chapters (content/*.mdx). */
function getChapterIds(): string[] {
  const dir = fileURLToPath(new URL('../../../content/', import.meta.url));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''));
}

describe('the edge-case atlas', () => {
  const cases = atlasCases();

  it('lists every case the issue names once, each in an existing chapter, with words and no NaN', () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'already-there',
      'cannot-move',
      'standing',
      'equal-approaching',
      'equal-crossing',
      'faster-approaching',
      'faster-fleeing',
      'grazing',
      'near-equal',
      'out-of-range',
      'four-hits',
      'best-miss',
      'integrator-mismatch',
      'falling-target',
      'pursuit-k1',
    ]) {
      expect(ids).toContain(id);
    }
    const chapters = getChapterIds();
    for (const c of cases) {
      expect(chapters, c.id).toContain(c.chapter);
      expect(c.sentence.length, c.id).toBeGreaterThan(40);
      expect(`${c.title} ${c.sentence} ${c.result}`, c.id).not.toMatch(/NaN|undefined|Infinity|null/);
    }
  });

  it('every thumbnail is finite, inside its box, and draws something', () => {
    for (const c of cases) {
      const d = drawThumb(c.thumb);
      expect(d.lines.length + d.dots.length, c.id).toBeGreaterThan(1);
      for (const dot of d.dots) {
        expect(dot.cx, c.id).toBeGreaterThanOrEqual(0);
        expect(dot.cx, c.id).toBeLessThanOrEqual(d.width);
        expect(dot.cy, c.id).toBeGreaterThanOrEqual(0);
        expect(dot.cy, c.id).toBeLessThanOrEqual(d.height);
      }
      for (const l of d.lines) expect(l.d, c.id).not.toMatch(/NaN|Infinity/);
    }
  });

  it('the results are the library’s: the grazing case is a double root, the four-hit case has four times', () => {
    const grazing = cases.find((c) => c.id === 'grazing')!;
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-20, 10], speed: 10 });
    expect(r.hit && r.roots).toEqual([5]);
    expect(grazing.result).toBe('Hit at t = 5 s.');
    expect(cases.find((c) => c.id === 'four-hits')!.result).toMatch(/hits at t = [\d.]+, [\d.]+, [\d.]+, [\d.]+ s/);
    expect(cases.find((c) => c.id === 'falling-target')!.result).not.toMatch(/misses by 0\.[0-9]*[1-9]/);
    expect(cases.find((c) => c.id === 'integrator-mismatch')!.result).toMatch(/explicit-euler misses by 0\.\d*[1-9]/);
    expect(cases.find((c) => c.id === 'pursuit-k1')!.result).toMatch(/^No capture/);
  });
});
