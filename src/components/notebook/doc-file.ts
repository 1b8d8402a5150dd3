/**
 * A notebook written out (a link, a file, this browser's storage) and a file
 * read back with its saved outputs. Apart from hash.ts, which reads links,
 * because a page needs these only once the reader changes or exports
 * something: lz-string's compressor and the outputs' checker stay out of the
 * playground's first load.
 */
import * as lzModule from 'lz-string';
import { FORMAT, MAX, VERSION, parseJson, type Decoded, type NotebookDoc } from './hash';
import { validateOutputs } from './saved';

// lz-string is CommonJS: bundlers give named exports, Node's ESM loader only a default.
const lz = ((lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule) as typeof lzModule;

/** The file a reader exports (and imports back); `pretty` indents it for people to read (storage does not). */
export function toFile(doc: NotebookDoc, pretty = true): string {
  const cells = doc.cells.map((source, i) => ({
    ...(doc.kinds?.[i] === 'md' ? { kind: 'md' } : {}),
    source,
    ...(doc.local?.[i] ? { local: true } : {}),
    ...(doc.outputs?.[i] ? { outputs: doc.outputs[i] } : {}),
  }));
  const limit = doc.limit !== undefined ? { limit: doc.limit } : {};
  const data = { format: FORMAT, version: VERSION, title: doc.title, ...limit, cells };
  return pretty ? `${JSON.stringify(data, null, 2)}\n` : JSON.stringify(data);
}

/** The hash for a notebook, without the leading '#': its cells and their kinds, never their outputs. */
export function encodeHash(doc: NotebookDoc): string {
  const local = (doc.local ?? []).flatMap((l, i) => (l ? [i] : []));
  const prose = (doc.kinds ?? []).flatMap((k, i) => (k === 'md' ? [i] : []));
  const compact = JSON.stringify({
    v: VERSION,
    t: doc.title,
    c: doc.cells,
    ...(local.length ? { l: local } : {}),
    ...(prose.length ? { k: prose } : {}),
    ...(doc.limit !== undefined ? { m: doc.limit } : {}),
  });
  return `nb=${lz.compressToEncodedURIComponent(compact)}`;
}

/** A file (or the saved notebook) read back, its outputs checked (saved.ts). */
export function parseFile(text: string): Decoded {
  return parseJson(text, validateOutputs);
}

/**
 * The notebook as this browser keeps it: the file, unindented, within what
 * `parseFile` reads back (MAX.json). When the outputs make it longer, the
 * largest cells' outputs are left out first; the code is always kept.
 */
export function storedText(doc: NotebookDoc, max: number = MAX.json): string {
  let text = toFile(doc, false);
  if (text.length <= max || !doc.outputs) return text;
  const outputs = [...doc.outputs];
  const sizes = outputs.map((o, i) => [o ? JSON.stringify(o).length : 0, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [size, i] of sizes) {
    if (size === 0 || text.length <= max) break;
    outputs[i] = null;
    text = toFile({ ...doc, outputs }, false);
  }
  return text;
}
