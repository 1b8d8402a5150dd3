/**
 * md`…` and tex`…` in a cell: prose built from the cell's values. Each returns
 * a marker object (like the chart's, chart-spec.ts) that serialize.ts turns
 * into a `{ t: 'md' }` tree; the page renders it (prose.ts), never this file,
 * which runs in the worker and holds no Markdown or KaTeX code.
 *
 * The template is read raw, as LaTeX needs (`\frac` would otherwise start
 * with a form feed): md`$\frac{a}{b}$` is the formula.
 */
import { LIMITS, PROSE, numberText, serialize, summary } from './serialize';

/** The most Markdown one value may hold (characters), as prose.ts renders. */
export const MAX_PROSE_LENGTH = LIMITS.prose;

/** Prose as a cell holds it; `String(p)` (or `${p}` in a template) is its Markdown. */
export class Prose {
  readonly [PROSE] = true as const;
  constructor(readonly markdown: string) {}
  toString(): string {
    return this.markdown;
  }
}

/** An interpolated value as Markdown text: strings as they are, numbers as JavaScript prints them. */
export function interpolate(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (value instanceof Prose) return value.markdown;
  // A date, an array, an object: its one-line preview, as the inspector's summary.
  return summary(serialize(value, { size: 1_000 }));
}

/** The text of a tagged template (or of a plain string, md('…')), its values interpolated. */
function text(name: string, strings: unknown, values: unknown[]): string {
  if (typeof strings === 'string') return strings;
  const raw = (strings as { raw?: unknown } | null)?.raw;
  if (!Array.isArray(raw))
    throw new TypeError(
      `${name} is a tagged template: ${name}\`# Title\`, or ${name}(text), not ${name}(${typeof strings}).`,
    );
  let out = String(raw[0]);
  for (let i = 1; i < raw.length; i++) {
    out += interpolate(values[i - 1]) + String(raw[i]);
    if (out.length > MAX_PROSE_LENGTH) break;
  }
  return out;
}

function bounded(name: string, markdown: string): Prose {
  if (markdown.length > MAX_PROSE_LENGTH)
    throw new RangeError(`${name}: at most ${MAX_PROSE_LENGTH} characters, got ${markdown.length} or more.`);
  return new Prose(markdown);
}

/** md`…`: Markdown with $math$ and ${values}. */
export function md(strings: TemplateStringsArray | string, ...values: unknown[]): Prose {
  return bounded('md', text('md', strings, values));
}

/** tex`…`: one display formula, ${values} in it. */
export function tex(strings: TemplateStringsArray | string, ...values: unknown[]): Prose {
  return bounded('tex', `$$\n${text('tex', strings, values).trim()}\n$$`);
}
