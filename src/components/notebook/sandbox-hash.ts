/** The CSP source of the sandbox frame's boot script (build time, Node): the page's policy and the frame's both name it. */
import { createHash } from 'node:crypto';
import { FRAME_BOOT } from './sandbox';

export function bootHash(): string {
  return `sha256-${createHash('sha256').update(FRAME_BOOT, 'utf8').digest('base64')}`;
}

/** The most placeholders htl writes into one template of the inputs used (5 measured; room to spare). */
const PLACEHOLDERS = 16;

/**
 * The handler attributes the page may hold for an instant: htl (under
 * @observablehq/inputs, mount-input.ts) parses a template whose handlers
 * are placeholders, `onclick="::3"`, and swaps each for its function at
 * once. The policy names exactly those texts ('unsafe-hashes' with their
 * hashes, for attributes only): "::3" is not even JavaScript, so nothing a
 * handler attribute could say is ever allowed to run.
 */
export function placeholderHashes(): string[] {
  return Array.from(
    { length: PLACEHOLDERS },
    (_, i) => `'sha256-${createHash('sha256').update(`::${i}`, 'utf8').digest('base64')}'`,
  );
}
