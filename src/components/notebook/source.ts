/** Tidying a cell's source as an author wrote it in MDX, and the cell's limits. Pure. */

/** A cell's default time limit (ms). */
export const DEFAULT_TIMEOUT = 2000;
/** The longest limit a notebook may set (ms). */
export const MAX_TIMEOUT = 60_000;
/** The limits the playground offers (ms). */
export const LIMITS_OFFERED: readonly number[] = [1000, 2000, 5000, 10_000, 30_000, 60_000];

/** A limit read from a link, a file or a box: a whole number of ms in [0.5 s, MAX_TIMEOUT], else null. */
export function parseLimit(value: unknown): number | null {
  const ms = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof ms === 'number' && Number.isInteger(ms) && ms >= 500 && ms <= MAX_TIMEOUT ? ms : null;
}

/** Drop blank lines at both ends and the indentation every line shares. */
export function dedent(code: string): string {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && lines[0]!.trim() === '') lines.shift();
  while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut).replace(/[ \t]+$/, '')).join('\n');
}

/** The time limit as the bar shows it: "2 s", "0.5 s". */
export function limitText(ms: number): string {
  return `${Number((ms / 1000).toFixed(2))} s`;
}
