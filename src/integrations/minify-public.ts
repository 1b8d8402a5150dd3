/**
 * An Astro integration: after the build, the scripts copied from `public/`
 * (the theme script every page runs in its head before it paints) are
 * minified in place. Vite bundles and minifies the site's own modules, but
 * copies `public/` as it is, comments and all: theme.js went from 646 to 404
 * bytes gzip on every page. The source stays readable in `public/`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { transform } from 'esbuild';

/** The public scripts to minify, relative to the site's root. */
const SCRIPTS = ['theme.js'];

/** `source` minified as a classic script (no module syntax, same behaviour; pure, for tests). */
export async function minifyScript(source: string): Promise<string> {
  const { code } = await transform(source, { minify: true, loader: 'js', target: 'es2020', legalComments: 'none' });
  return code;
}

export default function minifyPublic(): AstroIntegration {
  return {
    name: 'minify-public-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const name of SCRIPTS) {
          const file = join(fileURLToPath(dir), name);
          await writeFile(file, await minifyScript(await readFile(file, 'utf8')));
        }
      },
    },
  };
}
