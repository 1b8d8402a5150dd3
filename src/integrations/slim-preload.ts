/**
 * A Vite plugin for the browser's bundle: Vite's helper for dynamic imports
 * (`__vitePreload`, its chunk preload-helper.js) in a quarter of its size.
 * Every page whose figures, cells or charts load their code when the reader
 * comes to them ships the helper: 880 B gzip, most of it for cases the book
 * never has (a CSP nonce, `import.meta.resolve`, stylesheets linked by hand,
 * a `vite:preloadError` event nobody listens to). Vite has no switch for it
 * (`build.modulePreload: false` keeps the helper: vitejs/vite#18551).
 *
 * The slim helper keeps what the book relies on: the chunks an import needs
 * are fetched side by side (`modulepreload` links, once each) instead of one
 * after the other as each is parsed; a failed preload is not an error of its
 * own (the import that follows fails or succeeds by itself). A stylesheet
 * imported lazily would need the helper to link it: the build fails instead,
 * naming the chunk. The chunk's export name is the one Vite gave it, so every
 * caller stays as built.
 */
import type { Plugin } from 'vite';

/**
 * The helper's source, with `BASE` for the site's base path: `p(load, deps)` links each dependency
 * (`deps`, paths from the site's root) once as a module preload, then calls `load`. It loads no stylesheet: the
 * book imports none lazily (its styles are in the pages), and the plugin fails the build if a chunk ever does.
 */
const SOURCE = `const s=new Set,p=(l,d)=>{for(let f of d||[])f=BASE+f,s.has(f)||(s.add(f),document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:f})));return l()};`;

/** The slim helper's module for a site under `base` ("/" or "/sub/"), exporting the helper as `name`. */
export function slimHelper(base: string, name: string): string {
  return `${SOURCE.replace('BASE', JSON.stringify(base))}export{p as ${name}};`;
}

/** The preload helper's export name in Vite's chunk (`export{a as t}` → "t"), or null when it is not one export. */
export function exportName(code: string): string | null {
  return /export\s*\{\s*[\w$]+\s+as\s+([\w$]+)\s*\}\s*;?\s*$/.exec(code)?.[1] ?? null;
}

/** A stylesheet among the dependencies a chunk's dynamic imports preload (Vite's `__vite__mapDeps` list), or null. */
export function cssDependency(code: string): string | null {
  const list = /__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? '';
  return /"([^"]*\.css)"/.exec(list)?.[1] ?? null;
}

export default function slimPreload(): Plugin {
  let base = '/';
  return {
    name: 'ltt:slim-preload-helper',
    apply: 'build',
    configResolved(config) {
      // Vite's own base, normalised ("/" or "/sub/"): the paths its dependency lists hold are from there.
      base = config.base;
    },
    generateBundle(_options, bundle) {
      // The browser's bundle only: the server's (prerendering) imports nothing lazily in a page.
      if (this.environment && this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = cssDependency(chunk.code);
        if (css)
          this.error(`slim-preload: ${chunk.fileName} imports ${css} lazily; the slim helper links no stylesheet`);
        if (!chunk.moduleIds.some((id) => id.includes('vite/preload-helper'))) continue;
        const name = exportName(chunk.code);
        // Never guess: a helper sharing its chunk, or exported otherwise, stays Vite's (the build says so).
        if (chunk.moduleIds.length !== 1 || name === null) {
          this.warn(`slim-preload: ${chunk.fileName} left as Vite wrote it (${chunk.moduleIds.length} modules)`);
          continue;
        }
        chunk.code = slimHelper(base, name);
      }
    },
  };
}
