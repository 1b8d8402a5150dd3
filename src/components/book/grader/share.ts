/**
 * The grader's link: the reader's code and its score in the URL hash
 * (`#g=<lz-string>`), like the playground's notebooks (notebook/hash.ts).
 * Pure; every link is treated as hostile: bounded sizes, checked fields, and
 * a short reason instead of an exception.
 */
import * as lzModule from 'lz-string';
import { readHashPayload } from '../../notebook/hash';

// lz-string is CommonJS: bundlers give named exports, Node's ESM loader only a default.
const lz = ((lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule) as typeof lzModule;

export const SHARE_VERSION = 1;
export const SHARE_MAX = { hash: 100_000, code: 50_000 } as const;

export interface Shared {
  code: string;
  /** The score when the link was made: cases passed of cases counted. */
  passed: number;
  total: number;
}

export type DecodedShare = { ok: true; shared: Shared } | { ok: false; error: string };

/** The hash for a graded function, without the leading '#'. */
export function encodeShare(s: Shared): string {
  return `g=${lz.compressToEncodedURIComponent(JSON.stringify({ v: SHARE_VERSION, c: s.code, p: s.passed, n: s.total }))}`;
}

const count = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 10_000;

/** Read a location hash: null when it holds no graded function (no `g=`). */
export function decodeShare(hash: string): DecodedShare | null {
  const read = readHashPayload(hash, 'g', SHARE_MAX.hash, 'no code');
  if (!read?.ok) return read;
  const text = read.text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the link is damaged (not valid JSON).' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, error: 'the link does not hold a graded function.' };
  const d = data as Record<string, unknown>;
  if (d.v !== SHARE_VERSION) return { ok: false, error: `the link's version is not ${SHARE_VERSION}.` };
  if (typeof d.c !== 'string') return { ok: false, error: 'the link holds no code.' };
  if (d.c.length > SHARE_MAX.code) return { ok: false, error: `its code is longer than ${SHARE_MAX.code} characters.` };
  if (!count(d.p) || !count(d.n) || d.p > d.n) return { ok: false, error: 'its score is not a valid count.' };
  return { ok: true, shared: { code: d.c, passed: d.p, total: d.n } };
}
