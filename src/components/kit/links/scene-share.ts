/**
 * The "Link to this scene" button's work, loaded on its first click
 * (kit/links/scene-link.ts): encode the figure's state, copy the URL, confirm it
 * in the figure's live region, or, when the clipboard is unavailable or
 * refused, show the URL in a selectable field instead. The page's URL is
 * never changed.
 */
import { SCENE_PARAM, anchorOf, type SceneField, type SceneSchema, type SceneState } from './scene-schema';

/** A number as the link writes it: the shortest text that reads back as the same double, exponent without "+". */
export function encodeNumber(x: number): string {
  return String(x === 0 ? 0 : x).replace('e+', 'e');
}

function encodeField(field: SceneField, value: unknown): string {
  switch (field.type) {
    case 'number':
      return encodeNumber(value as number);
    case 'boolean':
      return value ? '1' : '0';
    case 'enum':
      return String(value);
    case 'point':
      return (value as number[]).map(encodeNumber).join(',');
    case 'points':
      return (value as number[][]).map((p) => p.map(encodeNumber).join(',')).join('_');
  }
}

/** `<version>~<field>=<value>~…`, the fields in the schema's order (what `decodeScene` reads). */
export function encodeScene<S extends SceneSchema>(schema: S, state: SceneState<S>): string {
  const parts = [String(schema.version)];
  for (const [key, field] of Object.entries(schema.fields)) {
    parts.push(`${key}=${encodeField(field, (state as Record<string, unknown>)[key])}`);
  }
  return parts.join('~');
}

/**
 * The URL of figure `id` in `state` on the page at `location` (its origin and
 * path, so a sub-path base stays): `…/?scene=<id>~<encoded>#fig-<id>`.
 * The characters used (letters, digits, . - , _ ~ =) need no escaping in a query.
 */
export function sceneUrl<S extends SceneSchema>(
  location: { origin: string; pathname: string },
  id: string,
  schema: S,
  state: SceneState<S>,
): string {
  return `${location.origin}${location.pathname}?${SCENE_PARAM}=${id}~${encodeScene(schema, state)}#${anchorOf(id)}`;
}

/** Copy the scene's URL; confirm in the note, or show the URL to copy by hand. */
export async function shareScene<S extends SceneSchema>(
  box: HTMLElement,
  id: string,
  schema: S,
  state: SceneState<S>,
): Promise<void> {
  const url = sceneUrl(location, id, schema, state);
  const note = box.querySelector<HTMLElement>('[data-scene-note]')!;
  const field = box.querySelector<HTMLInputElement>('input[data-scene-url]')!;
  field.value = url;
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(url);
      copied = true;
    }
  } catch {
    copied = false;
  }
  note.dataset.kind = copied ? 'copied' : 'manual';
  // The same words twice in a row are not announced again: a new click says so anew.
  note.textContent = '';
  requestAnimationFrame(() => {
    note.textContent = copied
      ? 'Link copied: it opens this figure in this scene.'
      : 'Copy this link to share the scene:';
  });
  field.hidden = copied;
  if (!copied) {
    field.focus();
    field.select();
  }
}
