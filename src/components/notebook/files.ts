/**
 * The playground's files, loaded when the reader exports or imports one:
 * the book's own notebook file (.json, doc-file.ts) and a Jupyter notebook
 * (.ipynb for Deno's TypeScript kernel, ipynb.ts). Charts go into a Jupyter
 * file as SVG, drawn here with Plot as the page draws them.
 */
import { href } from '../url';
import { MAX, type NotebookDoc } from './hash';
import { parseFile, toFile } from './doc-file';
import { fromIpynb, toIpynb } from './ipynb';
import type { ChartSpec } from './chart-spec';

/** Hand the reader a file to save. */
function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The kit an exported notebook imports: the module this site serves beside the book. */
export function kitUrl(): string {
  return new URL(href('notebook-kit.js'), location.href).href;
}

/** Download the notebook as the book's file; returns the sentence for the status line. */
export function exportJson(doc: NotebookDoc): string {
  download(toFile(doc), 'notebook.json', 'application/json');
  return 'Exported notebook.json, with each cell’s code and the outputs it shows.';
}

/** Download the notebook as a Jupyter file, its charts drawn as SVG. */
export async function exportIpynb(doc: NotebookDoc, names: readonly string[]): Promise<string> {
  const hasChart = doc.outputs?.some((o) => o?.some((x) => x.kind === 'value' && x.value.t === 'chart'));
  let svgOf: ((spec: ChartSpec) => string | null) | undefined;
  if (hasChart) {
    const { mountChart } = await import('./mount-chart');
    svgOf = (spec) => {
      const host = document.createElement('div');
      mountChart(host, spec);
      return host.querySelector('svg')?.outerHTML ?? null;
    };
  }
  download(
    toIpynb(doc, { kitUrl: kitUrl(), names, ...(svgOf ? { svgOf } : {}) }),
    'notebook.ipynb',
    'application/x-ipynb+json',
  );
  return `Exported notebook.ipynb for Jupyter with Deno’s TypeScript kernel: its first cell imports the book’s library from ${kitUrl()}.`;
}

export type Imported = { ok: true; doc: NotebookDoc; notes: string[] } | { ok: false; error: string };

/** A file the reader chose: the book's notebook, or a Jupyter notebook (by its name, or by what it holds). */
export async function importFile(file: File): Promise<Imported> {
  if (file.size > MAX.json)
    return {
      ok: false,
      error: `it is too large (${file.size.toLocaleString('en-US')} bytes; at most ${MAX.json.toLocaleString('en-US')}).`,
    };
  const text = await file.text();
  if (/\.ipynb$/i.test(file.name) || /^\s*\{[\s\S]{0,2000}"nbformat"\s*:/.test(text)) return fromIpynb(text);
  const parsed = parseFile(text);
  return parsed.ok ? { ...parsed, notes: [] } : parsed;
}
