import { describe, expect, it } from 'vitest';
// Named m and t: Prettier would rewrite templates tagged md as Markdown.
import { md as m, tex as t } from '../../../src/components/notebook/kit';
import { md as bookM, tex as bookT } from '../../../src/components/notebook/prose-tag';

const bundle = (p: object) => (p as Record<symbol, () => Record<string, string>>)[Symbol.for('Jupyter.display')]!();

describe('the kit’s md and tex', () => {
  it('make the same Markdown as the book’s (raw templates: \\frac stays a fraction), shown as text/markdown', () => {
    const x = 0.1 + 0.2;
    expect(m`$\frac{a}{b}$ and ${x}`.markdown).toBe(bookM`$\frac{a}{b}$ and ${x}`.markdown);
    expect(m`$\frac{a}{b}$`.markdown).toBe('$\\frac{a}{b}$');
    expect(t`v^2 = ${x}`.markdown).toBe(bookT`v^2 = ${x}`.markdown);
    expect(bundle(m`**hi**`)['text/markdown']).toBe('**hi**');
  });
});
