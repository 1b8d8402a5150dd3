/**
 * What the build read from the page's figures for a cell's first output, kept
 * in the cell's data attributes: the notebook and the cells' boot script both
 * compare a figure's publications with it, so that a figure announcing the
 * state the build used re-runs nothing (and loads nothing).
 */
export function seenStates(cell: HTMLElement): [string, string][] {
  const out: [string, string][] = [];
  if (cell.dataset.live && cell.dataset.state) out.push([cell.dataset.live, cell.dataset.state]);
  try {
    const states = JSON.parse(cell.dataset.figureStates ?? '{}') as Record<string, unknown>;
    for (const [name, state] of Object.entries(states)) out.push([name, JSON.stringify(state)]);
  } catch {
    /* no states */
  }
  return out;
}

/** The figures a cell reads, as the build's analysis found them (none once unreadable). */
export function figuresRead(cell: HTMLElement): string[] {
  const names = cell.dataset.live ? [cell.dataset.live] : [];
  try {
    const analysis = JSON.parse(cell.dataset.analysis ?? 'null') as { figures?: unknown } | null;
    if (Array.isArray(analysis?.figures)) names.push(...analysis.figures.filter((f) => typeof f === 'string'));
  } catch {
    /* no analysis */
  }
  return names;
}
