import { describe, expect, it } from 'vitest';
import { line, plot } from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { COLORS } from '../../../src/components/precision-lab/chart';

describe('the lab’s colours are the code cell’s (issue 13)', () => {
  it('textbook and library take the colours Plot gives the cell’s methods by default', () => {
    const { document } = parseHTML('<!doctype html><html><body></body></html>');
    // The cell below the lab (content/choosing-the-root.mdx) plots rows with method 'textbook' and 'library'.
    const rows = [
      { g: 1, error: 1, method: 'textbook' },
      { g: 1, error: 1e-16, method: 'library' },
    ];
    const cell = plot({ document, marks: [line(rows, { x: 'g', y: 'error', stroke: 'method' })] });
    const color = cell.scale('color')!;
    const [domain, range] = [[...color.domain!], [...color.range!]];
    const of = (m: string) => range[domain.indexOf(m)];
    expect(COLORS).toEqual([of('textbook'), of('library')]);
  });
});
