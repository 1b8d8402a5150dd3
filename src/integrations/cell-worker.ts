/**
 * An Astro integration: the code cells' worker as a string, for the sandbox
 * frame (notebook/sandbox.ts) to start from a blob. The frame's origin is
 * opaque and its policy allows no URL, so the worker cannot be loaded from a
 * file of the site: it must be one self-contained classic script, handed
 * over as text. `import { source, bootHash } from 'virtual:cell-worker'`
 * gives that script (notebook/worker.ts and all it imports, bundled by
 * esbuild as an IIFE) and the boot script's hash, the same in `astro dev`
 * and in the build; the module is a chunk of its own, loaded only when a
 * page first needs the worker, and precached with the rest for offline use.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { bootHash } from '../components/notebook/sandbox-hash';

const ID = 'virtual:cell-worker';
const RESOLVED = `\0${ID}`;
const ENTRY = fileURLToPath(new URL('../components/notebook/worker.ts', import.meta.url));

/** The worker bundled as one classic script, and the files it was made from. */
export async function bundleWorker(minify = true): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    write: false,
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const cwd = process.cwd();
  return {
    code: result.outputFiles[0]!.text,
    inputs: Object.keys(result.metafile.inputs).map((f) => (f.startsWith('/') ? f : `${cwd}/${f}`)),
  };
}

export default function cellWorker(): AstroIntegration {
  return {
    name: 'cell-worker',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'cell-worker',
                resolveId: (id: string) => (id === ID ? RESOLVED : null),
                async load(this: { addWatchFile(f: string): void }, id: string) {
                  if (id !== RESOLVED) return null;
                  const { code, inputs } = await bundleWorker(command === 'build');
                  for (const f of inputs) this.addWatchFile(f);
                  return `export const source = ${JSON.stringify(code)};\nexport const bootHash = ${JSON.stringify(bootHash())};\n`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
