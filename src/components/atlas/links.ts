/**
 * The link that opens an atlas case live: its chapter's page. Pure.
 */
import type { AtlasCase } from './cases';

export function caseHref(chapterUrl: string, _c: Pick<AtlasCase, 'figure' | 'state'>): string {
  return chapterUrl;
}
