/**
 * A notebook as a link and as a file. Version 3: a cell is code or prose
 * (Markdown with math), and a file keeps each code cell's last outputs.
 * Version 2: the cells share one namespace (a cell may read another's
 * names), and a cell may be local (its names private). A version 1
 * notebook, written when every cell was an island, still opens: all its
 * cells are local, so they run as they did. Links never carry outputs.
 * Pure: encode cells into the URL hash
 * (`#nb=<lz-string>`), decode and validate a hash or an imported file. Every
 * input is treated as hostile: bounded sizes, only known fields read, and an
 * explanation instead of an exception.
 */
import { parseLimit } from './source';
import type { Output } from './run';

export const FORMAT = 'leading-the-target-notebook';
export const VERSION = 3;
/** The versions this page reads. */
export const VERSIONS: readonly number[] = [1, 2, 3];
/** Bounds on what is read: a link opens into at most `link` characters, a file or the saved notebook `json`. */
export const MAX = { hash: 200_000, link: 1_000_000, json: 4_000_000, cells: 50, code: 50_000, title: 200 } as const;

/** What a cell holds: code that runs, or prose (Markdown with $math$) that is shown. */
export type CellKind = 'code' | 'md';

export interface NotebookDoc {
  title: string;
  /** Each cell's source: its code, or its Markdown. */
  cells: string[];
  /** Which cells keep their names to themselves (absent: none). */
  local?: boolean[];
  /** Each cell's kind (absent: every cell is code). */
  kinds?: CellKind[];
  /**
   * Each code cell's last outputs, as the notebook showed them (absent, or
   * null for a cell: none kept). Files and this browser's storage keep
   * them; links do not, to stay short.
   */
  outputs?: (Output[] | null)[];
  /** Each run's time limit in ms (absent: the default). */
  limit?: number;
}

export type Decoded = { ok: true; doc: NotebookDoc } | { ok: false; error: string };

/** A checker of one cell's saved outputs (saved.ts `validateOutputs`). */
export type OutputCheck = (v: unknown) => { ok: true; outputs: Output[] } | { ok: false; error: string };

/**
 * Check parsed JSON (from a link or a file) and keep only what a notebook
 * has. Saved outputs are read only with `checkOutputs` (files and this
 * browser's storage: doc-file.ts); without it they are left out, so a
 * link's reader never loads the checker.
 */
export function validate(data: unknown, checkOutputs?: OutputCheck): Decoded {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, error: 'it is not a notebook object.' };
  const d = data as Record<string, unknown>;
  const isFile = Object.hasOwn(d, 'format');
  if (isFile && d.format !== FORMAT) return { ok: false, error: `its format is not "${FORMAT}".` };
  // Another program's notebook (a Jupyter file has cells too) is not told its version is missing.
  if (!isFile && !Object.hasOwn(d, 'v'))
    return { ok: false, error: `it is not a notebook from this book: it has no "format" field.` };
  const version = isFile ? d.version : d.v;
  if (typeof version !== 'number' || !VERSIONS.includes(version)) {
    const shown = JSON.stringify(version) ?? 'missing';
    return {
      ok: false,
      error: `its version is ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}; this page reads versions ${VERSIONS.slice(0, -1).join(', ')} and ${VERSIONS.at(-1)}.`,
    };
  }
  const rawCells = isFile ? d.cells : d.c;
  if (!Array.isArray(rawCells)) return { ok: false, error: 'it has no list of cells.' };
  if (rawCells.length > MAX.cells)
    return { ok: false, error: `it has ${rawCells.length} cells; at most ${MAX.cells} are allowed.` };
  const cells: string[] = [];
  const local: boolean[] = [];
  const kinds: CellKind[] = [];
  const outputs: (Output[] | null)[] = [];
  const indices = (v: unknown) =>
    !isFile && Array.isArray(v) ? new Set(v.filter((x) => Number.isInteger(x))) : new Set();
  const localIndices = indices(d.l);
  const proseIndices = version >= 3 ? indices(d.k) : new Set();
  // Outputs are shown as data only (saved.ts checks each tree); their total is bounded with the file's size.
  for (const [i, c] of rawCells.entries()) {
    const record = isFile && typeof c === 'object' && c !== null ? (c as Record<string, unknown>) : undefined;
    const code = isFile ? (version >= 3 ? record?.source : record?.code) : c;
    if (typeof code !== 'string')
      return { ok: false, error: `cell ${i + 1} has no ${version >= 3 ? 'source' : 'code'}.` };
    if (code.length > MAX.code) return { ok: false, error: `cell ${i + 1} is longer than ${MAX.code} characters.` };
    cells.push(code);
    const kind: CellKind = (isFile ? record?.kind === 'md' && version >= 3 : proseIndices.has(i)) ? 'md' : 'code';
    kinds.push(kind);
    // Version 1 cells were islands: local keeps them so.
    local.push(kind === 'code' && (version === 1 || (isFile ? record?.local === true : localIndices.has(i))));
    let saved: Output[] | null = null;
    if (checkOutputs && kind === 'code' && record && Object.hasOwn(record, 'outputs')) {
      const checked = checkOutputs(record.outputs);
      if (!checked.ok) return { ok: false, error: `cell ${i + 1}’s saved output ${checked.error}` };
      saved = checked.outputs;
    }
    outputs.push(saved);
  }
  const rawTitle = isFile ? d.title : d.t;
  const title = typeof rawTitle === 'string' ? rawTitle.slice(0, MAX.title) : '';
  // A limit outside what the page offers is dropped (the default applies), not an error: the cells are still good.
  const limit = parseLimit(isFile ? d.limit : d.m);
  const doc: NotebookDoc = { title, cells };
  if (local.some(Boolean)) doc.local = local;
  if (kinds.includes('md')) doc.kinds = kinds;
  if (outputs.some((o) => o !== null)) doc.outputs = outputs;
  if (limit !== null) doc.limit = limit;
  return { ok: true, doc };
}

/** Parse JSON text (an imported file or a decompressed hash); outputs as `validate` reads them. */
export function parseJson(text: string, checkOutputs?: OutputCheck): Decoded {
  if (text.length > MAX.json) return { ok: false, error: 'it is too large.' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'it is not valid JSON.' };
  }
  return validate(data, checkOutputs);
}

/**
 * The text an lz-string link carries after `key=` in a location hash: null
 * when the hash has no `key=`; otherwise the decompressed text, or a short
 * reason (empty, too long, damaged). Links are hostile: the size is bounded
 * before anything is decompressed, and the text while it is (at most
 * `maxText` characters). `what` names the empty payload ("no code").
 */
export function readHashPayload(
  hash: string,
  key: string,
  max: number,
  what: string,
  maxText: number = MAX.link,
): { ok: true; text: string } | { ok: false; error: string } | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(`${key}=`)) return null;
  const payload = h.slice(key.length + 1);
  if (payload.length === 0) return { ok: false, error: `the link holds ${what}.` };
  if (payload.length > max) return { ok: false, error: 'the link is too long.' };
  if (!/^[A-Za-z0-9+\-$]*$/.test(payload)) return { ok: false, error: 'the link is damaged (unexpected characters).' };
  const text = inflate(payload, maxText);
  if (text === TOO_LARGE)
    return {
      ok: false,
      error: `the link is too large: it opens into more than ${maxText.toLocaleString('en-US')} characters.`,
    };
  if (!text) return { ok: false, error: 'the link is damaged (it does not decompress).' };
  return { ok: true, text };
}

const URI_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const TOO_LARGE = Symbol('too large');

/**
 * lz-string's decompressFromEncodedURIComponent (lz-string 1.5, MIT), the
 * same algorithm with one change: it stops once the text passes `max`
 * characters. LZW's output can grow with the square of its input (each code
 * may stand for one character more than the last), so a 200 kB link can ask
 * for three billion characters: the page would spend seconds and gigabytes
 * before any check on the text could run. Null for a damaged payload.
 */
export function inflate(payload: string, max: number): string | null | typeof TOO_LARGE {
  let index = 0;
  let value = 0;
  let mask = 0;
  /** The next `n` bits, lowest first; null past the end. */
  const read = (n: number): number | null => {
    let bits = 0;
    for (let power = 1, i = 0; i < n; i++, power *= 2) {
      if (mask === 0) {
        if (index >= payload.length) return null;
        value = URI_ALPHABET.indexOf(payload[index++]!);
        if (value < 0) return null;
        mask = 32;
      }
      if (value & mask) bits += power;
      mask >>= 1;
    }
    return bits;
  };
  const char = (code: number | null): string | null => {
    const width = code === 0 ? 8 : code === 1 ? 16 : 0;
    const c = width ? read(width) : null;
    return c === null ? null : String.fromCharCode(c);
  };
  const start = read(2);
  if (start === 2) return '';
  const first = char(start);
  if (first === null) return null;
  // Codes 0 and 1 bring a new character (8 or 16 bits), 2 ends the text.
  const dictionary: string[] = ['', '', '', first];
  let size = 4;
  let bits = 3;
  let enlargeIn = 4;
  let w = first;
  const parts = [first];
  let length = 1;
  for (;;) {
    const code = read(bits);
    if (code === null) return null;
    if (code === 2) return parts.join('');
    let c = code;
    if (code === 0 || code === 1) {
      const fresh = char(code);
      if (fresh === null) return null;
      dictionary[size++] = fresh;
      c = size - 1;
      if (--enlargeIn === 0) enlargeIn = 2 ** bits++;
    }
    const entry = c < size ? dictionary[c]! : c === size ? w + w.charAt(0) : null;
    if (entry === null) return null;
    length += entry.length;
    if (length > max) return TOO_LARGE;
    parts.push(entry);
    dictionary[size++] = w + entry.charAt(0);
    w = entry;
    if (--enlargeIn === 0) enlargeIn = 2 ** bits++;
  }
}

/**
 * Read a location hash. Returns null when it holds no notebook (no `nb=`), so
 * the page can fall back to local storage.
 */
export function decodeHash(hash: string): Decoded | null {
  const read = readHashPayload(hash, 'nb', MAX.hash, 'no notebook', MAX.link);
  return read && (read.ok ? parseJson(read.text) : read);
}
