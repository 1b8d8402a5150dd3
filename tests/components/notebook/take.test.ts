import { describe, expect, it } from 'vitest';
import { chapterDoc, figuresCell } from '../../../src/components/notebook/take';
import { runNotebook } from '../../../src/components/notebook/session';

const cell = (code: string, local = false) =>
  ({ code, local, dataset: {} }) as unknown as HTMLElement & { code: string; local: boolean };

describe('a chapter’s cells for the playground', () => {
  it('the cells as they stand, local ones kept local; a first cell with the figures’ states when a cell reads one', () => {
    const doc = chapterDoc('No hit\nat all', [cell("const v = figure('f');\nv.speed"), cell('1 + 1', true)], {
      f: { speed: 3 },
    });
    expect(doc.title).toBe('No hit\nat all');
    expect(doc.cells).toHaveLength(3);
    expect(doc.cells[0]).toBe(figuresCell('No hit\nat all', { f: { speed: 3 } }));
    expect(doc.cells[0]!.split('\n')[0]).toBe(
      '// The figures of “No hit at all” as they stood when you opened this (the playground has no figures).',
    );
    expect(doc.local).toEqual([false, false, true]);
  });
  it('no figure read, no figures cell', () => {
    expect(chapterDoc('T', [cell('1')], { f: {} })).toEqual({ title: 'T', cells: ['1'] });
  });
  it('the figures cell stands in for figure(): the cells give what they gave beside the figure', async () => {
    const doc = chapterDoc('T', [cell("figure('f').speed * 2")], { f: { speed: 21 } });
    const run = await runNotebook(
      doc.cells.map((code, i) => ({ id: `c${i}`, title: `Cell ${i + 1}`, code, local: false })),
      {},
    );
    expect(run.results[1]?.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: '42' } }]);
  });
});
