/**
 * Site-relative URLs that keep working under a sub-path `base` (GitHub Pages
 * serves a project at `/<repo>/`). Every internal link and asset goes through
 * `href`, never a bare "/…".
 */
const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** `href('chapters/introduction/')` → `/<base>/chapters/introduction/`. */
export function href(path = ''): string {
  const clean = path.replace(/^\/+/, '');
  return `${BASE}/${clean}`;
}

/** The URL of a chapter page. */
export function chapterHref(id: string): string {
  return href(`chapters/${id}/`);
}
