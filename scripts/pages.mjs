// Lists the HTML pages of a build, for the browser tests and the budget script.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every HTML page of a build, as URL paths relative to its base:
 * "" for the home page, "chapters/introduction/", "404.html".
 * @param {string} dir the build's output folder
 * @returns {string[]}
 */
export function builtPages(dir = 'dist') {
  /** @type {string[]} */
  const out = [];
  /** @param {string} d */
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'pagefind' && name !== '_astro') walk(p);
      } else if (name.endsWith('.html')) {
        const rel = relative(dir, p).split(sep).join('/');
        out.push(rel === 'index.html' ? '' : rel.replace(/index\.html$/, ''));
      }
    }
  };
  walk(dir);
  return out.sort();
}
