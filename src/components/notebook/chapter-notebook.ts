/**
 * A chapter's cells as one notebook document, for its .ipynb
 * (src/pages/notebooks/[chapter].ipynb.ts) and the test that runs that file
 * under Deno. Pure. The cells come in graph order (a cell that reads a name
 * defined below it comes after that cell, as the book runs them: a Jupyter
 * kernel runs top to bottom), each after its title as a Markdown heading, with
 * the outputs the book's run gave them.
 */
import type { NotebookDoc } from './hash';
import type { MdxCell } from './page-cells';
import type { NotebookRun } from './session';

/** A chapter's title, from its MDX front matter (`title: …`); null when it has none. */
export function chapterTitle(mdx: string): string | null {
  const front = /^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? '';
  const line = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim();
  return line ? line.replace(/^(['"])(.*)\1$/, '$2') : null;
}

/** The chapter's notebook: a heading, then each cell's title and code in graph order, with its outputs. */
export function chapterDoc(title: string, cells: readonly MdxCell[], run: NotebookRun): NotebookDoc {
  const doc: Required<Pick<NotebookDoc, 'cells' | 'kinds' | 'local' | 'outputs'>> & NotebookDoc = {
    title,
    cells: [`# ${title}\n\nThe code cells of this chapter of *Leading the Target*, with the outputs the book shows.`],
    kinds: ['md'],
    local: [false],
    outputs: [null],
  };
  for (const id of run.graph.order) {
    const i = Number(id);
    const cell = cells[i]!;
    doc.cells.push(`## ${cell.title}`, cell.code);
    doc.kinds.push('md', 'code');
    doc.local.push(false, cell.local);
    doc.outputs.push(null, run.results[i]!.outputs);
  }
  return doc;
}
