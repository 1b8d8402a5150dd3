/**
 * A notebook as a Jupyter file (nbformat 4.5) for Deno's TypeScript kernel,
 * and back. Pure (no DOM). The export's first cells say where the book's
 * library is and import it from the kit module the site serves (kit.ts), so
 * the file runs outside the book; the import (ipynb-read.ts) drops those
 * cells again and keeps only what a notebook of this book can show.
 *
 * Deno's kernel evaluates cells as a REPL: top-level declarations persist
 * from cell to cell and a cell's last expression is shown. Two things differ
 * from the book, and the export bridges both, marking what it added in the
 * cell's metadata so the import can take it off: a local cell's names stay
 * its own (its code goes in a block), and a cell ending in `const x = …`
 * shows x (a line `x` is added).
 */
import type { ChartSpec } from './chart-spec';
import type { NotebookDoc } from './hash';
import { chartLabel, errorText } from './render';
import type { Output } from './run';
import { summary, type Tree } from './serialize';

import { LOCAL_HEAD, META } from './ipynb-read';

export { fromIpynb, LOCAL_HEAD, META } from './ipynb-read';

export interface IpynbOptions {
  /** The kit module's absolute URL (src/pages/notebook-kit.js.ts). */
  kitUrl: string;
  /** The names the kit exports (kit-names.ts KIT_NAMES): the import cell takes those the cells use. */
  names: readonly string[];
  /** A chart as SVG markup (null: shown as its words only). */
  svgOf?: (spec: ChartSpec) => string | null;
  /** The figures' states, for cells that call figure(name). */
  figures?: Record<string, unknown>;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type IpynbOutput = Record<string, Json>;
type IpynbCell = Record<string, Json>;

/** The Deno kernel's kernelspec and language, as `deno jupyter --install` writes them. */
export const KERNELSPEC = { name: 'deno', display_name: 'Deno', language: 'typescript' } as const;
const LANGUAGE_INFO = {
  name: 'typescript',
  file_extension: '.ts',
  mimetype: 'text/x.typescript',
  pygments_lexer: 'typescript',
  codemirror_mode: 'typescript',
  nbconvert_exporter: 'script',
} as const;

/** nbformat keeps multi-line text as a list of lines, each with its newline. */
function lines(text: string): string[] {
  return text.split(/(?<=\n)/).filter((l) => l !== '');
}

/** Whether `name` is used as a word in `code` (a name in a comment or a string counts: importing it is harmless). */
function mentions(code: string, name: string): boolean {
  return new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
}

/**
 * The name a cell's last statement declares, when it is `const|let|var x = …`
 * (the book shows x's value). Read from the layout, not parsed: the last
 * statement starts on the last line at column 0 that does not close a
 * bracket; what follows it is indented or closes one.
 */
export function declaredLast(code: string): string | null {
  const rows = code.split('\n').filter((l) => l.trim() !== '' && !/^\s*\/\//.test(l));
  const head = rows.findLast((l) => /^[^\s)\]}]/.test(l));
  return head ? (/^(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]*)?=(?!=)/.exec(head)?.[1] ?? null) : null;
}

/** A code cell's source as the kernel should run it, and what was added (for the cell's metadata). */
function kernelSource(code: string, local: boolean): { source: string; meta: Record<string, Json> } {
  const shows = declaredLast(code);
  const body = shows ? `${code}\n${shows}` : code;
  const meta: Record<string, Json> = {};
  if (shows) meta.shows = shows;
  if (!local) return { source: body, meta };
  meta.local = true;
  return { source: `${LOCAL_HEAD}\n{\n${body}\n}`, meta };
}

/** A tree as text/plain: the inspector's one-line summary, long enough to read. */
function plainText(tree: Tree): string {
  return tree.t === 'str' || tree.t === 'md' ? tree.v : summary(tree, 2_000);
}

function mimeBundle(tree: Tree, svgOf?: (spec: ChartSpec) => string | null): Record<string, Json> {
  if (tree.t === 'md') return { 'text/markdown': lines(tree.v), 'text/plain': lines(tree.v) };
  if (tree.t === 'chart') {
    const svg = svgOf?.(tree.spec) ?? null;
    const words = `‹${chartLabel(tree.spec)}›`;
    return svg ? { 'image/svg+xml': lines(svg), 'text/plain': [words] } : { 'text/plain': [words] };
  }
  return { 'text/plain': lines(plainText(tree)) };
}

/** One cell's outputs; the last value is the cell's result, the others were display()ed. */
function toOutputs(outputs: Output[], count: number, svgOf?: IpynbOptions['svgOf']): IpynbOutput[] {
  const last = outputs.findLastIndex((o) => o.kind === 'value');
  return outputs.map((o, i): IpynbOutput => {
    switch (o.kind) {
      case 'log': {
        const text = o.parts.map((p) => (p.t === 'str' ? p.v : summary(p, 2_000))).join(' ');
        return {
          output_type: 'stream',
          name: o.level === 'warn' || o.level === 'error' ? 'stderr' : 'stdout',
          text: lines(`${text}\n`),
        };
      }
      case 'error':
        return { output_type: 'error', ename: o.error.name, evalue: o.error.message, traceback: [errorText(o.error)] };
      case 'image':
        return {
          output_type: 'display_data',
          data: { 'image/svg+xml': lines(o.svg), 'text/plain': [o.alt] },
          metadata: {},
        };
      case 'table':
      case 'value': {
        // The tree itself rides along, so the book reads back exactly what it showed.
        const metadata = { [META]: { kind: o.kind, tree: o.value as unknown as Json } };
        const data = mimeBundle(o.value, svgOf);
        return i === last
          ? { output_type: 'execute_result', execution_count: count, data, metadata }
          : { output_type: 'display_data', data, metadata };
      }
    }
  });
}

/** The figures a notebook's cells read by name (all the known ones when a name is computed). */
function figuresUsed(codes: string[], figures: Record<string, unknown>): Record<string, unknown> {
  const named = new Set<string>();
  let computed = false;
  for (const code of codes)
    for (const m of code.matchAll(/(?<![\w$.])figure\(\s*([^)]*)\)/g)) {
      const literal = /^(['"`])([^'"`\\]*)\1\s*$/.exec(m[1]!);
      if (literal) named.add(literal[2]!);
      else computed = true;
    }
  return Object.fromEntries(Object.entries(figures).filter(([name]) => computed || named.has(name)));
}

/** A notebook as an .ipynb file's text. */
export function toIpynb(doc: NotebookDoc, options: IpynbOptions): string {
  const { kitUrl, svgOf, figures = {} } = options;
  const kinds = doc.cells.map((_, i) => doc.kinds?.[i] ?? 'code');
  const codes = doc.cells.filter((_, i) => kinds[i] === 'code');
  const usesFigure = codes.some((c) => mentions(c, 'figure'));
  const names = options.names.filter((n) => codes.some((c) => mentions(c, n)));
  if (usesFigure) names.push('figures');
  const kit = { [META]: { role: 'kit' } };
  const intro =
    `*${doc.title || 'A notebook'}*, from the book *Leading the Target*, for Deno's Jupyter kernel (TypeScript).\n\n` +
    `The next cell imports what the book's cells see, the solver library and the notebook's \`Plot\`, \`md\`, \`tex\` and \`display\`, ` +
    `from the kit module the book serves at <${kitUrl}>. Add a name to that import to use more of the library.`;
  const importCell = names.length
    ? `import { ${names.join(', ')} } from ${JSON.stringify(kitUrl)};`
    : `// Nothing of the library is used yet; import what a cell needs, e.g.\n// import { intercept } from ${JSON.stringify(kitUrl)};`;
  const cells: IpynbCell[] = [
    { id: 'kit-intro', cell_type: 'markdown', metadata: kit, source: lines(intro) },
    {
      id: 'kit-import',
      cell_type: 'code',
      metadata: kit,
      source: lines(importCell),
      outputs: [],
      execution_count: null,
    },
  ];
  if (usesFigure) {
    const states = JSON.stringify(figuresUsed(codes, figures), null, 2);
    const source = `// Each figure's state as the book's page first shows it: figure(name) reads them.\nconst figure = figures(${states});`;
    cells.push({
      id: 'kit-figures',
      cell_type: 'code',
      metadata: kit,
      source: lines(source),
      outputs: [],
      execution_count: null,
    });
  }
  let count = 0;
  doc.cells.forEach((source, i) => {
    const id = `cell-${i + 1}`;
    if (kinds[i] === 'md') {
      cells.push({ id, cell_type: 'markdown', metadata: {}, source: lines(source) });
      return;
    }
    const { source: code, meta } = kernelSource(source, doc.local?.[i] === true);
    const saved = doc.outputs?.[i] ?? null;
    const n = saved ? ++count : null;
    cells.push({
      id,
      cell_type: 'code',
      metadata: Object.keys(meta).length ? { [META]: meta } : {},
      source: lines(code),
      outputs: saved ? toOutputs(saved, n!, svgOf) : [],
      execution_count: n,
    });
  });
  const metadata: Record<string, Json> = { kernelspec: { ...KERNELSPEC }, language_info: { ...LANGUAGE_INFO } };
  if (doc.title) metadata.title = doc.title;
  if (doc.limit !== undefined) metadata[META] = { limit: doc.limit };
  return `${JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells }, null, 1)}\n`;
}
