/** The CSP source of the sandbox frame's boot script (build time, Node): the page's policy and the frame's both name it. */
import { createHash } from 'node:crypto';
import { FRAME_BOOT } from './sandbox';

export function bootHash(): string {
  return `sha256-${createHash('sha256').update(FRAME_BOOT, 'utf8').digest('base64')}`;
}
