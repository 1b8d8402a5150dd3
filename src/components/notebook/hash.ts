/**
 * A notebook as a link and as a file. Version 2: the cells share one
 * namespace (a cell may read another's names), and a cell may be local
 * (its names private). A version 1 notebook, written when every cell was an
 * island, still opens: all its cells are local, so they run as they did.
 * Pure: encode cells into the URL hash
 * (`#nb=<lz-string>`), decode and validate a hash or an imported file. Every
 * input is treated as hostile: bounded sizes, only known fields read, and an
 * explanation instead of an exception.
 */
import * as lzModule from 'lz-string';

// lz-string is CommonJS: bundlers give named exports, Node's ESM loader only a default.
const lz = ((lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule) as typeof lzModule;
const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = lz;

export const FORMAT = 'leading-the-target-notebook';
export const VERSION = 2;
/** The versions this page reads. */
export const VERSIONS: readonly number[] = [1, 2];
export const MAX = { hash: 200_000, json: 1_000_000, cells: 50, code: 50_000, title: 200 } as const;

export interface NotebookDoc {
  title: string;
  cells: string[];
  /** Which cells keep their names to themselves (absent: none). */
  local?: boolean[];
}

export type Decoded = { ok: true; doc: NotebookDoc } | { ok: false; error: string };

/** The file a reader exports (and imports back). */
export function toFile(doc: NotebookDoc): string {
  const cells = doc.cells.map((code, i) => (doc.local?.[i] ? { code, local: true } : { code }));
  return `${JSON.stringify({ format: FORMAT, version: VERSION, title: doc.title, cells }, null, 2)}\n`;
}

/** The hash for a notebook, without the leading '#'. */
export function encodeHash(doc: NotebookDoc): string {
  const local = (doc.local ?? []).flatMap((l, i) => (l ? [i] : []));
  const compact = JSON.stringify({ v: VERSION, t: doc.title, c: doc.cells, ...(local.length ? { l: local } : {}) });
  return `nb=${compressToEncodedURIComponent(compact)}`;
}

/** Check parsed JSON (from a link or a file) and keep only what a notebook has. */
export function validate(data: unknown): Decoded {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, error: 'it is not a notebook object.' };
  const d = data as Record<string, unknown>;
  const isFile = Object.hasOwn(d, 'format');
  if (isFile && d.format !== FORMAT) return { ok: false, error: `its format is not "${FORMAT}".` };
  const version = isFile ? d.version : d.v;
  if (typeof version !== 'number' || !VERSIONS.includes(version))
    return {
      ok: false,
      error: `its version is ${JSON.stringify(version) ?? 'missing'}; this page reads versions ${VERSIONS.join(' and ')}.`,
    };
  const rawCells = isFile ? d.cells : d.c;
  if (!Array.isArray(rawCells)) return { ok: false, error: 'it has no list of cells.' };
  if (rawCells.length > MAX.cells)
    return { ok: false, error: `it has ${rawCells.length} cells; at most ${MAX.cells} are allowed.` };
  const cells: string[] = [];
  const local: boolean[] = [];
  const localIndices = !isFile && Array.isArray(d.l) ? new Set(d.l.filter((x) => Number.isInteger(x))) : new Set();
  for (const [i, c] of rawCells.entries()) {
    const code = isFile ? (typeof c === 'object' && c !== null ? (c as Record<string, unknown>).code : undefined) : c;
    if (typeof code !== 'string') return { ok: false, error: `cell ${i + 1} has no code.` };
    if (code.length > MAX.code) return { ok: false, error: `cell ${i + 1} is longer than ${MAX.code} characters.` };
    cells.push(code);
    // Version 1 cells were islands: local keeps them so.
    local.push(version === 1 || (isFile ? (c as Record<string, unknown>).local === true : localIndices.has(i)));
  }
  const rawTitle = isFile ? d.title : d.t;
  const title = typeof rawTitle === 'string' ? rawTitle.slice(0, MAX.title) : '';
  return { ok: true, doc: local.some(Boolean) ? { title, cells, local } : { title, cells } };
}

/** Parse JSON text (an imported file or a decompressed hash). */
export function parseJson(text: string): Decoded {
  if (text.length > MAX.json) return { ok: false, error: 'it is too large.' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'it is not valid JSON.' };
  }
  return validate(data);
}

/**
 * The text an lz-string link carries after `key=` in a location hash: null
 * when the hash has no `key=`; otherwise the decompressed text, or a short
 * reason (empty, too long, damaged). Links are hostile: the size is bounded
 * before anything is decompressed. `what` names the empty payload ("no code").
 */
export function readHashPayload(
  hash: string,
  key: string,
  max: number,
  what: string,
): { ok: true; text: string } | { ok: false; error: string } | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(`${key}=`)) return null;
  const payload = h.slice(key.length + 1);
  if (payload.length === 0) return { ok: false, error: `the link holds ${what}.` };
  if (payload.length > max) return { ok: false, error: 'the link is too long.' };
  if (!/^[A-Za-z0-9+\-$]*$/.test(payload)) return { ok: false, error: 'the link is damaged (unexpected characters).' };
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(payload);
  } catch {
    text = null;
  }
  if (!text) return { ok: false, error: 'the link is damaged (it does not decompress).' };
  return { ok: true, text };
}

/**
 * Read a location hash. Returns null when it holds no notebook (no `nb=`), so
 * the page can fall back to local storage.
 */
export function decodeHash(hash: string): Decoded | null {
  const read = readHashPayload(hash, 'nb', MAX.hash, 'no notebook');
  return read && (read.ok ? parseJson(read.text) : read);
}
