/**
 * The notebook kit: what a cell of the book sees, as one ES module that an
 * exported notebook imports in Jupyter (Deno's kernel), so the file runs
 * outside the book. The site serves it bundled (src/pages/notebook-kit.js.ts).
 *
 * Besides the whole library: `Plot` and `plot` (the book's chart builder;
 * a chart shows as SVG, drawn with Observable Plot on a server-side DOM),
 * `md` and `tex` (prose shown as Markdown), `display(value)`, and
 * `figures(states)`, which makes the `figure(name)` a cell reads a figure's
 * state with. Display goes through Deno's Jupyter protocol: an object with a
 * `Symbol.for('Jupyter.display')` method gives its MIME bundle.
 */
import { makePlot, type Chart, type ChartSpec } from './chart-spec';
import { isInput, makeInputs, resolveView } from './input-spec';
import { md as bookMd, tex as bookTex } from './prose-tag';
import { chartLabel, inputText } from './render';

export * from '../../lib';
export * from '../../lib/vec';
export * from '../../lib/motion';
export * from '../../lib/numeric';

/** The symbol Deno's Jupyter kernel asks an object for its MIME bundle with. */
const DISPLAY = Symbol.for('Jupyter.display');

type Bundle = Record<string, string>;

/**
 * The module that draws charts (kit-plot.ts), served beside this one: Observable
 * Plot and a server-side DOM are ten times the rest of the kit, so a notebook
 * loads them with its first chart.
 */
export const PLOT_MODULE = 'notebook-kit-plot.js'; // kit-bundle.ts KIT_FILES.plot

async function chartSvg(spec: ChartSpec): Promise<string | null> {
  try {
    const drawing = (await import(new URL(`./${PLOT_MODULE}`, import.meta.url).href)) as typeof import('./kit-plot');
    return drawing.chartSvg(spec);
  } catch {
    return null;
  }
}

/** A chart's MIME bundle: its SVG when the drawing module loads, and always its words. */
async function chartBundle(spec: ChartSpec): Promise<Bundle> {
  const svg = await chartSvg(spec);
  const text = `‹${chartLabel(spec)}›`;
  return svg ? { 'image/svg+xml': svg, 'text/plain': text } : { 'text/plain': text };
}

const book = makePlot();

/**
 * The book's `Plot`: marks build plain descriptions, and `Plot.plot` a chart
 * that Jupyter shows as SVG (the book's inspector reads the same value).
 */
export const Plot: typeof book = {
  ...book,
  plot(options: unknown): Chart {
    const chart = book.plot(options);
    // Non-enumerable: the chart stays the plain value the book's inspector and structuredClone see.
    Object.defineProperty(chart, DISPLAY, { value: () => chartBundle(chart.spec) });
    return chart;
  },
};
export const plot = Plot.plot;

/** Prose to show: Markdown with $math$. */
export interface Prose {
  markdown: string;
  [DISPLAY](): Bundle;
}

function prose(markdown: string): Prose {
  return { markdown, [DISPLAY]: () => ({ 'text/markdown': markdown, 'text/plain': markdown }) };
}

/** md`…`: Markdown (with $math$) shown as prose, its text made as the book makes it (prose-tag.ts). */
export function md(strings: TemplateStringsArray | string, ...values: unknown[]): Prose {
  return prose(bookMd(strings, ...values).markdown);
}

/** tex`…`: a displayed formula (TeX), shown as Markdown math, as in the book. */
export function tex(strings: TemplateStringsArray | string, ...values: unknown[]): Prose {
  return prose(bookTex(strings, ...values).markdown);
}

interface JupyterDeno {
  jupyter?: { display?: (value: unknown) => Promise<unknown> };
}

/** Show a value now, as a cell's value is shown (the kernel asks it for its MIME bundle); outside Jupyter, print it. */
export function display(value: unknown): void {
  const show = (globalThis as { Deno?: JupyterDeno }).Deno?.jupyter?.display;
  if (show) void show(value);
  else console.log(value);
}

/**
 * The `figure(name)` of the book's cells, reading the figures' states an
 * exported notebook wrote down (each figure as the page first shows it).
 */
export function figures(states: Record<string, unknown>): (name: unknown) => unknown {
  return (name) => {
    if (typeof name !== 'string' || !Object.hasOwn(states, name)) {
      const known = Object.keys(states).map((k) => `"${k}"`);
      throw new ReferenceError(
        `No figure named ${JSON.stringify(name)} in this notebook${known.length ? ` (there is ${known.join(', ')})` : ''}.`,
      );
    }
    return structuredClone(states[name]);
  };
}

/** The inputs a cell makes (input-spec.ts): described, as in the book. */
export const Inputs = makeInputs();

/**
 * An input in Jupyter has no control to move: view() shows what it is set to
 * and gives the value the cell gave it, so the cells that read it run as
 * they first do in the book.
 */
export function view(input: unknown): unknown {
  if (!isInput(input))
    throw new TypeError('view() shows an input and gives its value: const speed = view(Inputs.range([0, 50])).');
  const { spec, value } = resolveView(input, undefined);
  display(inputText(spec));
  return value;
}
