// The book offline: writes the service worker of a finished build (after Astro AND Pagefind, so
// the search index is in it), and appends its registration to the built theme.js:
//   node scripts/offline.mjs <dist>
// The worker's source is src/offline/sw.js (its header says the caching strategy); this script
// puts in front of it the list of files to precache, each file's content hash and a build
// version made from them, so every build that changes any precached byte is a new sw.js with a
// new cache name. It prints what is precached: files, bytes, and bytes as sent gzip-compressed.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SW_SOURCE = join(ROOT, 'src/offline/sw.js');
export const REGISTER_SOURCE = join(ROOT, 'src/offline/register.js');

/**
 * Files of a build that are not precached, with why:
 * - sw.js: the worker itself (the browser fetches and compares it on its own);
 * - .woff and .ttf: KaTeX's fallbacks; each @font-face lists woff2 first, and every browser with
 *   service workers reads woff2, so they are never fetched;
 * - downloads/ and .tgz: the ports and the library's tarball, fetched only when asked for;
 * - notebooks/, .ipynb and the notebook kit: files for Jupyter, outside the book (a reader's
 *   kernel fetches the kit, never this site's pages);
 * - sitemaps: for crawlers;
 * - Pagefind's ready-made search interfaces and highlighter: the book's search is its own
 *   element (src/components/book/search) and loads only pagefind.js, its worker and the index.
 */
const SKIP = [
  /^sw\.js$/,
  /\.(?:woff|ttf|tgz)$/,
  /^downloads\//,
  /^notebooks\//,
  /\.ipynb$/,
  /^notebook-kit(?:-plot)?\.js$/,
  /^sitemap[^/]*\.xml$/,
  /^pagefind\/pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/,
];

/** The URL key of a built file, relative to the site's base: "chapters/gravity/" for its index.html. */
export function keyOf(file) {
  if (file === 'index.html') return '';
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

/** Every file of a build, relative to it with forward slashes, sorted. */
function walk(dir) {
  /** @type {string[]} */
  const out = [];
  const visit = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) visit(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}

/** The first 16 hex digits of a SHA-256 (what the worker checks each fetched file against). */
export function shortHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** The minified registration snippet appended to theme.js. */
export function registerCode() {
  const { code } = transformSync(readFileSync(REGISTER_SOURCE, 'utf8'), {
    minify: true,
    loader: 'js',
    target: 'es2020',
    legalComments: 'none',
  });
  return code;
}

/**
 * What a build's worker precaches: keys (URL paths relative to the base), content hashes, sizes,
 * and the version, a hash of every key and content hash and of the worker's own source.
 * @param {string} dir the build's folder (theme.js already carrying the registration)
 */
export function offlineManifest(dir) {
  const files = [];
  const hashes = [];
  let bytes = 0;
  let gzipBytes = 0;
  const version = createHash('sha256').update(readFileSync(SW_SOURCE));
  for (const file of walk(dir)) {
    if (SKIP.some((re) => re.test(file))) continue;
    const body = readFileSync(join(dir, file));
    const key = keyOf(file);
    const hash = shortHash(body);
    files.push(key);
    hashes.push(hash);
    bytes += body.length;
    gzipBytes += gzipSync(body, { level: 6 }).length;
    version.update(`${key} ${hash}\n`);
  }
  return { files, hashes, bytes, gzipBytes, version: version.digest('hex').slice(0, 12) };
}

/** The text of sw.js for a manifest: the constants, then the worker's source, minified. */
export function serviceWorkerSource(manifest) {
  const head =
    `const VERSION=${JSON.stringify(manifest.version)};` +
    `const FILES=${JSON.stringify(manifest.files)};` +
    `const HASHES=${JSON.stringify(manifest.hashes)};\n`;
  const { code } = transformSync(head + readFileSync(SW_SOURCE, 'utf8'), {
    minify: true,
    loader: 'js',
    target: 'es2020',
    legalComments: 'none',
  });
  return code;
}

/**
 * Makes a build work offline: appends the registration to theme.js (once: running twice changes
 * nothing) and writes sw.js. Returns the manifest.
 * @param {string} dir
 */
export function writeOffline(dir) {
  const theme = join(dir, 'theme.js');
  const register = registerCode();
  const source = readFileSync(theme, 'utf8');
  if (!source.includes(register)) writeFileSync(theme, `${source.trimEnd()}\n${register}`);
  const manifest = offlineManifest(dir);
  writeFileSync(join(dir, 'sw.js'), serviceWorkerSource(manifest));
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] || 'dist';
  const m = writeOffline(dir);
  const mb = (n) => (n / 1024 / 1024).toFixed(2);
  console.log(
    `offline: ${dir}/sw.js version ${m.version} precaches ${m.files.length} files, ` +
      `${mb(m.bytes)} MB (${mb(m.gzipBytes)} MB as sent gzip)`,
  );
}
