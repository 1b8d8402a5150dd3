/**
 * Either kind of cell in the playground's list: code (<nb-cell>) or text
 * (<nb-prose>). A type, a selector and a test: importing it loads neither
 * cell's module.
 */
import type { NotebookCell } from './cell';
import type { ProseCell } from './prose-cell';

export type AnyCell = NotebookCell | ProseCell;

export const ANY_CELL = 'nb-cell, nb-prose';

export const isProse = (cell: Element): cell is ProseCell => cell.localName === 'nb-prose';
