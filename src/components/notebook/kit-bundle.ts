/**
 * The notebook kit as the files the site serves (src/pages/notebook-kit.js.ts
 * and notebook-kit-plot.js.ts): kit.ts and kit-plot.ts, each bundled by
 * esbuild into one ES module with no imports left, for Deno's Jupyter kernel
 * and any other ES module host. Server only (the build and the tests).
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';

/** The served modules: the kit, and the chart drawing it loads beside itself (kit.ts PLOT_MODULE). */
export const KIT_FILES = { kit: 'notebook-kit.js', plot: 'notebook-kit-plot.js' } as const;

const ENTRIES: Record<keyof typeof KIT_FILES, string> = { kit: 'kit.ts', plot: 'kit-plot.ts' };

/** One kit module's JavaScript; `root` is the project's folder (the build runs from it). */
export function bundleKit(which: keyof typeof KIT_FILES, root = process.cwd()): string {
  return buildSync({
    entryPoints: [join(root, 'src/components/notebook', ENTRIES[which])],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    // Plot's and linkedom's packages name their ES modules in "module"/"main" and the "import" condition.
    mainFields: ['module', 'main'],
    conditions: ['import'],
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    logLevel: 'silent',
  }).outputFiles[0]!.text;
}

/** The kit's absolute URL on the site: `site` and `base` as astro.config.mjs sets them. */
export function kitUrl(site: string | URL, base: string): string {
  const path = `${base.replace(/\/?$/, '/')}${KIT_FILES.kit}`;
  return new URL(path, site).href;
}
