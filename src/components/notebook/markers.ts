/**
 * The marks on the values a cell makes for the page to draw: a chart
 * (`Plot.plot`, chart-spec.ts) and an input (`Inputs.*`, input-spec.ts).
 * Here alone, with nothing else, so that what reads them on the page
 * (serialize.ts, through the inspector) does not bring the builders along.
 */
export const CHART = '__notebookChart';
export const INPUT = '__notebookInput';

/** Whether a value carries `mark` (a Proxy that throws when asked does not). */
export function marked(v: unknown, mark: typeof CHART | typeof INPUT): boolean {
  try {
    return typeof v === 'object' && v !== null && (v as Record<string, unknown>)[mark] === true;
  } catch {
    return false;
  }
}
