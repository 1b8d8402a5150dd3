/**
 * Chapter references resolve. The set of chapters is read from content/ when
 * the test runs (chapters written in parallel count as soon as they land):
 * - every link to a chapter (`../slug/`, `/chapters/slug/`) names an existing chapter;
 * - every "chapter N" (or "chapters N and M", "chapters N–M") that names a
 *   chapter not yet written says so in the same sentence ("still to come",
 *   "coming", "to be written") and is not a link;
 * - a chapter that exists is never called "still to come".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTENT = 'content';
const files = readdirSync(CONTENT).filter((f) => f.endsWith('.mdx'));

/** slug → order, from each chapter's frontmatter. */
function chapters(): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of files) {
    const m = readFileSync(join(CONTENT, f), 'utf8').match(/^---\n[\s\S]*?^order:\s*(\d+)/m);
    if (m) out.set(f.replace(/\.mdx$/, ''), Number(m[1]));
  }
  return out;
}

/** The prose of a chapter without its frontmatter, newlines folded. */
function body(file: string): string {
  return readFileSync(join(CONTENT, file), 'utf8')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/\s+/g, ' ');
}

const COMING = /still to come|coming|to be written/i;

/** Chapter numbers named at `text`'s references, each with the rest of its sentence. */
function references(text: string): { numbers: number[]; sentence: string; linked: boolean }[] {
  const found: { numbers: number[]; sentence: string; linked: boolean }[] = [];
  const re = /(\[)?\b[Cc]hapters? (\d+)(?:(?: and |–|-)(\d+))?/g;
  for (const m of text.matchAll(re)) {
    const a = Number(m[2]);
    const b = m[3] === undefined ? a : Number(m[3]);
    const range = m[0].includes('and') ? [a, b] : Array.from({ length: b - a + 1 }, (_, i) => a + i);
    const start = m.index!;
    const from = Math.max(text.lastIndexOf('. ', start), text.lastIndexOf('- **', start), 0);
    const end = text.indexOf('. ', start);
    found.push({ numbers: range, sentence: text.slice(from, end < 0 ? undefined : end + 1), linked: m[1] === '[' });
  }
  return found;
}

describe('chapter links and references', () => {
  const known = chapters();
  const orders = new Set(known.values());

  it('the chapters are read from content/ (the Introduction is 0)', () => {
    expect(known.get('introduction')).toBe(0);
    expect(known.size).toBeGreaterThanOrEqual(7);
  });

  it('every link to a chapter names one that exists', () => {
    const broken: string[] = [];
    for (const f of files) {
      for (const m of body(f).matchAll(/\]\((?:\.\.\/|\/chapters\/)([a-z0-9-]+)\/?(?:#[^)]*)?\)/g)) {
        if (!known.has(m[1])) broken.push(`${f}: ${m[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('a chapter not yet written is said to be coming, and is not linked', () => {
    const bad: string[] = [];
    for (const f of files) {
      for (const r of references(body(f))) {
        const missing = r.numbers.filter((n) => !orders.has(n));
        if (missing.length === 0) continue;
        if (r.linked || !COMING.test(r.sentence))
          bad.push(`${f}: chapter ${missing.join(', ')} in “${r.sentence.trim()}”`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('a chapter that exists is not called "still to come"', () => {
    const bad: string[] = [];
    for (const f of files) {
      for (const r of references(body(f))) {
        if (r.numbers.every((n) => orders.has(n)) && /still to come|to be written/i.test(r.sentence)) {
          bad.push(`${f}: chapter ${r.numbers.join(', ')} in “${r.sentence.trim()}”`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('references(): ranges, pairs and links are read', () => {
    expect(references('See chapters 9–12, still to come.')[0].numbers).toEqual([9, 10, 11, 12]);
    expect(references('In chapters 3 and 5 we saw.')[0].numbers).toEqual([3, 5]);
    expect(references('[Chapter 4](../intercept-triangle/) shows.')[0].linked).toBe(true);
  });
});
