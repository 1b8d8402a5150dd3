/**
 * "Open these cells in the playground" at the end of a chapter
 * (TakeCells.astro loads this on the click). It gathers the page's cells as they stand (a reader's edits
 * included, local cells kept local) and the figures' current states, which
 * the playground has no figures for, as plain values in a first cell that
 * defines `figure(name)`; then it opens the playground with them in the
 * link. The link's writer is loaded on the click.
 */
import { bootFigures } from '../kit/shell/boot';
import { figureStates } from '../kit/shell/figure-state';
import { href } from '../url';
import type { NotebookDoc } from './hash';

type PageCell = HTMLElement & { code?: string; local?: boolean };

/** The cell that stands in for the page's figures: their states when the reader left, and `figure(name)` over them. */
export function figuresCell(chapter: string, states: Record<string, unknown>): string {
  return [
    `// The figures of “${chapter.replace(/\s+/g, ' ')}” as they stood when you opened this (the playground has no figures).`,
    `const figures = ${JSON.stringify(states, null, 2)};`,
    'const figure = (name) => structuredClone(figures[name]);',
  ].join('\n');
}

/** The page's cells as a notebook for the playground. */
export function chapterDoc(title: string, cells: readonly PageCell[], states: Record<string, unknown>): NotebookDoc {
  const codes = cells.map((c) => c.code ?? c.dataset.code ?? '');
  const local = cells.map((c) => c.local ?? c.dataset.local !== undefined);
  const reads = codes.some((code) => /\bfigure\s*\(/.test(code));
  const head = reads && Object.keys(states).length > 0 ? [figuresCell(title, states)] : [];
  const doc: NotebookDoc = { title, cells: [...head, ...codes] };
  if (local.some(Boolean)) doc.local = [...head.map(() => false), ...local];
  return doc;
}

/** Open the playground with this page's cells. */
export async function openInPlayground(): Promise<void> {
  const title = document.querySelector('h1')?.textContent?.trim() ?? '';
  const cells = Array.from(document.querySelectorAll<PageCell>('article nb-cell'));
  // A figure that has not woken yet has not published its state: wake them all first (kit/shell/boot.ts).
  await bootFigures().catch(() => {});
  const { encodeHash } = await import('./doc-file');
  location.assign(`${href('playground/')}#${encodeHash(chapterDoc(title, cells, figureStates()))}`);
}
