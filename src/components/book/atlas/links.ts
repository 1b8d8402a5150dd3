/**
 * The link that opens an atlas case live: its chapter's page with the case's
 * scene in the figure (kit/links/scene-link.ts: `?scene=<id>~<encoded>#fig-<id>`). Pure.
 */
import { SCENE_PARAM, anchorOf } from '../../kit/links/scene-link';
import type { AtlasLink } from './cases';

export function caseHref(chapterUrl: string, link: AtlasLink): string {
  return `${chapterUrl}?${SCENE_PARAM}=${link.id}~${link.encoded}#${anchorOf(link.id)}`;
}
