/**
 * Every chapter's cells form one notebook: a valid graph (no name defined by
 * two cells, no cycle, no unknown name, no syntax error). Reads whatever
 * content/*.mdx pages exist, so a new chapter is checked as soon as it lands.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellsOfMdx } from '../../../src/components/notebook/page-cells';
import { problemText } from '../../../src/components/notebook/graph';
import { analyzeCell, graphCell, graphOf } from '../../../src/components/notebook/session';

const DIR = join(process.cwd(), 'content');
const pages = readdirSync(DIR).filter((f) => f.endsWith('.mdx'));
let count = 0;
let chains = 0;

describe('every content page’s cells form a valid notebook', () => {
  it('there are pages to check', () => expect(pages.length).toBeGreaterThan(5));
  for (const file of pages) {
    it(file, () => {
      const cells = cellsOfMdx(readFileSync(join(DIR, file), 'utf8'));
      const analyses = cells.map((c) => analyzeCell(c.code));
      const graph = graphOf(
        cells.map((c, i) => ({
          cell: graphCell(String(i), c.title, analyses[i]!, c.local),
          known: analyses[i]!.known,
        })),
      );
      const problems = graph.ids.flatMap((id) =>
        graph.problems
          .get(id)!
          .map((p) => `${graph.labels.get(id)} (line ${cells[Number(id)]!.line}): ${problemText(p)}`),
      );
      const unknown = graph.ids.flatMap((id) =>
        graph.unknown.get(id)!.map((u) => `${graph.labels.get(id)}: ${u.name}`),
      );
      expect(problems).toEqual([]);
      expect(unknown).toEqual([]);
      count += cells.length;
      chains += graph.ids.filter((id) => graph.parents.get(id)!.length > 0).length;
    });
  }
});

describe('the chapters build on earlier cells', () => {
  it('there are cells, and at least two cells read another cell’s names', () => {
    expect(count).toBeGreaterThan(10);
    expect(chains).toBeGreaterThanOrEqual(2);
  });
});
