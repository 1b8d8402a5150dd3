/**
 * An .ipynb file → a notebook of this book (ipynb.ts writes them). Pure. The
 * file is hostile: its size is bounded before it is parsed, only known fields
 * are read (own properties only, so a `__proto__` key is just a key), and
 * everything kept is rebuilt. Outputs keep text, Markdown and SVG (shown as an
 * image); HTML and script never come in as markup, and saved.ts checks the
 * rest as it checks the book's own files. Every problem is a sentence, never
 * an exception.
 */
import { MAX, type CellKind, type NotebookDoc } from './hash';
import type { Output } from './run';
import { validateOutputs } from './saved';
import { parseLimit } from './source';

/** The metadata key of this book's notes in cells and outputs. */
export const META = 'leading-the-target';
/** The line before a local cell's block: its reason, and the mark the import recognizes. */
export const LOCAL_HEAD = '// A local cell: its names stay inside this block.';

export type FromIpynb = { ok: true; doc: NotebookDoc; notes: string[] } | { ok: false; error: string };

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An own field of a record (never one inherited, never a getter's). */
const get = (v: unknown, key: string): unknown => (isRec(v) && Object.hasOwn(v, key) ? v[key] : undefined);

/** nbformat's multi-line text: a string or a list of strings; null for anything else. */
function multiline(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return v.join('');
  return null;
}

/** A fence longer than any run of backticks in `text`. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

/** Another kernel's code, kept as Markdown text. */
function asText(code: string, language: string): string {
  const f = fence(code);
  return `*This cell was ${language} code, kept here as text: this notebook runs TypeScript.*\n\n${f}${language}\n${code}\n${f}`;
}

/** What ipynb.ts added to a code cell for the kernel (a local cell's block, a shown name), taken off again. */
function bookSource(source: string, meta: unknown): { code: string; local: boolean } {
  let code = source;
  let local = false;
  const head = `${LOCAL_HEAD}\n{\n`;
  if (get(meta, 'local') === true && code.startsWith(head) && /\n}\s*$/.test(code)) {
    code = code.slice(head.length).replace(/\n}\s*$/, '');
    local = true;
  }
  const shows = get(meta, 'shows');
  if (typeof shows === 'string' && code.endsWith(`\n${shows}`)) code = code.slice(0, -shows.length - 1);
  return { code, local };
}

/** One nbformat output as this book's outputs (before saved.ts checks them); `dropped` counts markup left out. */
function outputsOf(o: unknown, dropped: { markup: number }): unknown[] {
  const type = get(o, 'output_type');
  if (type === 'stream') {
    const text = multiline(get(o, 'text')) ?? '';
    const level = get(o, 'name') === 'stderr' ? 'error' : 'log';
    return text
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => ({ kind: 'log', level, parts: [{ t: 'str', v: line }] }));
  }
  if (type === 'error') {
    const name = get(o, 'ename');
    const message = get(o, 'evalue');
    return [{ kind: 'error', error: { name: typeof name === 'string' ? name : 'Error', message } }];
  }
  if (type !== 'execute_result' && type !== 'display_data') return [];
  // A tree this book wrote: saved.ts checks it like any other.
  const ours = get(get(o, 'metadata'), META);
  const kind = get(ours, 'kind');
  if (Object.hasOwn(isRec(ours) ? ours : {}, 'tree'))
    return [{ kind: kind === 'table' ? 'table' : 'value', value: get(ours, 'tree') }];
  const data = get(o, 'data');
  const plain = multiline(get(data, 'text/plain'));
  const svg = multiline(get(data, 'image/svg+xml'));
  const markdown = multiline(get(data, 'text/markdown'));
  if (isRec(data) && (Object.hasOwn(data, 'text/html') || Object.hasOwn(data, 'application/javascript'))) {
    if (svg === null && markdown === null && plain === null) dropped.markup++;
  }
  if (svg !== null) return [{ kind: 'image', svg, alt: plain ?? '' }];
  if (markdown !== null) return [{ kind: 'value', value: { t: 'md', v: markdown } }];
  if (plain !== null)
    return plain.split('\n').map((line) => ({ kind: 'log', level: 'log', parts: [{ t: 'str', v: line }] }));
  return [];
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Read an .ipynb file's text: the notebook, and notes on what was changed or left out. */
export function fromIpynb(text: string): FromIpynb {
  if (text.length > MAX.json)
    return {
      ok: false,
      error: `it is too large: ${text.length.toLocaleString('en-US')} characters, at most ${MAX.json.toLocaleString('en-US')}.`,
    };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'it is not valid JSON.' };
  }
  if (!isRec(data)) return { ok: false, error: 'it is not a Jupyter notebook (not a JSON object).' };
  const version = get(data, 'nbformat');
  if (version === undefined) return { ok: false, error: 'it is not a Jupyter notebook: it has no "nbformat" field.' };
  if (version !== 4) {
    const shown = (JSON.stringify(version) ?? String(version)).slice(0, 40);
    return { ok: false, error: `it is nbformat ${shown}; this page reads nbformat 4.` };
  }
  const raw = get(data, 'cells');
  if (!Array.isArray(raw)) return { ok: false, error: 'it has no list of cells.' };
  const metadata = get(data, 'metadata');
  const kernel = get(get(metadata, 'kernelspec'), 'language') ?? get(get(metadata, 'language_info'), 'name');
  const language = typeof kernel === 'string' && /^[\w+#-]{1,40}$/.test(kernel) ? kernel.toLowerCase() : 'typescript';
  const runs = ['typescript', 'javascript'].includes(language);
  // The cells ipynb.ts wrote to reach the library come back with the book itself.
  const wanted = raw.filter((c) => get(get(get(c, 'metadata'), META), 'role') !== 'kit');
  if (wanted.length > MAX.cells)
    return {
      ok: false,
      error: `it has ${wanted.length.toLocaleString('en-US')} cells; at most ${MAX.cells} are allowed.`,
    };

  const cells: string[] = [];
  const kinds: CellKind[] = [];
  const local: boolean[] = [];
  const outputs: (Output[] | null)[] = [];
  const notes: string[] = [];
  const dropped = { markup: 0 };
  let asProse = 0;
  for (const [i, c] of wanted.entries()) {
    const type = get(c, 'cell_type');
    const source = multiline(get(c, 'source'));
    if (source === null) return { ok: false, error: `cell ${i + 1} has no source.` };
    if (source.length > MAX.code)
      return { ok: false, error: `cell ${i + 1} is longer than ${MAX.code.toLocaleString('en-US')} characters.` };
    if (type === 'code' && runs) {
      const { code, local: own } = bookSource(source, get(get(c, 'metadata'), META));
      const found = (Array.isArray(get(c, 'outputs')) ? (get(c, 'outputs') as unknown[]) : []).flatMap((o) =>
        outputsOf(o, dropped),
      );
      const checked = validateOutputs(found);
      if (!checked.ok) notes.push(`Cell ${i + 1}’s outputs were left out: they ${checked.error}`);
      cells.push(code);
      kinds.push('code');
      local.push(own);
      outputs.push(checked.ok && checked.outputs.length > 0 ? checked.outputs : null);
      continue;
    }
    if (type === 'code' || type === 'raw') {
      asProse++;
      cells.push(asText(source, type === 'raw' ? 'raw' : language));
    } else cells.push(source);
    kinds.push('md');
    local.push(false);
    outputs.push(null);
  }
  if (asProse > 0)
    notes.push(
      `${plural(asProse, 'cell', 'cells')} of ${language} code or raw text ${asProse === 1 ? 'is' : 'are'} kept as text.`,
    );
  if (dropped.markup > 0)
    notes.push(
      `${plural(dropped.markup, 'output', 'outputs')} in HTML or script ${dropped.markup === 1 ? 'was' : 'were'} left out.`,
    );

  const rawTitle = get(metadata, 'title');
  const heading = cells.find((_, i) => kinds[i] === 'md')?.match(/^#\s+(.+)$/m)?.[1];
  const title = (typeof rawTitle === 'string' ? rawTitle : (heading ?? 'Imported notebook')).slice(0, MAX.title);
  const doc: NotebookDoc = { title, cells };
  if (local.some(Boolean)) doc.local = local;
  if (kinds.includes('md')) doc.kinds = kinds;
  if (outputs.some((o) => o !== null)) doc.outputs = outputs;
  const limit = parseLimit(get(get(metadata, META), 'limit'));
  if (limit !== null) doc.limit = limit;
  return { ok: true, doc, notes };
}
