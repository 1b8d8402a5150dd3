import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// KaTeX may break inline math after a binary operator such as \times, which
// would leave "3 ×" at the end of one line and "10⁻¹⁷" at the start of the
// next. A number written as m × 10^k is grouped in braces, which KaTeX never
// breaks inside.
const CONTENT = join(import.meta.dirname, '../../content');

describe('numbers in scientific notation stay on one line', () => {
  for (const file of readdirSync(CONTENT).filter((f) => f.endsWith('.mdx'))) {
    it(file, () => {
      const text = readFileSync(join(CONTENT, file), 'utf8');
      const loose = [...text.matchAll(/(.{0,12})\\times\s*10\^/g)]
        .map((m) => m[0])
        .filter((m) => !/\{\d+(?:\.\d+)?\\times\s*10\^$/.test(m));
      expect(loose).toEqual([]);
    });
  }
});
