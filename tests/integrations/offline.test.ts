import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyOf, offlineManifest, registerCode, shortHash, writeOffline } from '../../scripts/offline.mjs';

/** A small build: pages, hashed scripts, KaTeX fonts in three formats, Pagefind, downloads. */
const BUILD: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Missed</h1>',
  'chapters/gravity/index.html': '<h1>Gravity</h1>',
  'theme.js': '(function(){})();',
  'favicon.svg': '<svg/>',
  '_astro/element.abc123.js': 'export{}',
  '_astro/KaTeX_Main-Regular.x1.woff2': 'w2',
  '_astro/KaTeX_Main-Regular.x2.woff': 'w1',
  '_astro/KaTeX_Main-Regular.x3.ttf': 'tt',
  'pagefind/pagefind.js': 'pf',
  'pagefind/pagefind-entry.json': '{}',
  'pagefind/pagefind-worker.js': 'pw',
  'pagefind/pagefind-ui.js': 'ui',
  'pagefind/pagefind-ui.css': 'ui',
  'pagefind/pagefind-highlight.js': 'hl',
  'pagefind/wasm.en.pagefind': 'wasm',
  'pagefind/pagefind.en_1.pf_meta': 'meta',
  'pagefind/index/en_2.pf_index': 'idx',
  'pagefind/fragment/en_3.pf_fragment': 'frag',
  'downloads/leading_target.hpp': '// port',
  'downloads/solver-0.1.0.tgz': 'tgz',
  'sitemap-index.xml': '<xml/>',
  'sitemap-0.xml': '<xml/>',
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ltt-offline-'));
  for (const [file, text] of Object.entries(BUILD)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the offline manifest', () => {
  it('lists pages by their URL and skips what a reader never needs offline', () => {
    const m = offlineManifest(dir);
    expect(m.files).toEqual([
      '404.html',
      '_astro/KaTeX_Main-Regular.x1.woff2',
      '_astro/element.abc123.js',
      'chapters/gravity/',
      'favicon.svg',
      '',
      'pagefind/fragment/en_3.pf_fragment',
      'pagefind/index/en_2.pf_index',
      'pagefind/pagefind-entry.json',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind.en_1.pf_meta',
      'pagefind/pagefind.js',
      'pagefind/wasm.en.pagefind',
      'theme.js',
    ]);
    expect(m.hashes[m.files.indexOf('theme.js')]).toBe(shortHash('(function(){})();'));
    const sizes = m.files.map((f) => BUILD[f === '' ? 'index.html' : f.endsWith('/') ? `${f}index.html` : f]!.length);
    expect(m.bytes).toBe(sizes.reduce((a, b) => a + b, 0));
    expect(m.gzipBytes).toBeGreaterThan(0);
  });

  it('maps index.html to its directory', () => {
    expect(keyOf('index.html')).toBe('');
    expect(keyOf('api/index.html')).toBe('api/');
    expect(keyOf('404.html')).toBe('404.html');
  });

  it('has a version that changes with any precached byte, and only then', () => {
    const v0 = offlineManifest(dir).version;
    expect(offlineManifest(dir).version).toBe(v0);
    writeFileSync(join(dir, 'downloads/leading_target.hpp'), '// another port');
    writeFileSync(join(dir, '_astro/KaTeX_Main-Regular.x3.ttf'), 'other');
    expect(offlineManifest(dir).version, 'files not precached do not count').toBe(v0);
    writeFileSync(join(dir, 'chapters/gravity/index.html'), '<h1>Gravity!</h1>');
    const v1 = offlineManifest(dir).version;
    expect(v1).not.toBe(v0);
    writeFileSync(join(dir, '_astro/element.def456.js'), 'export{}');
    expect(offlineManifest(dir).version).not.toBe(v1);
  });
});

describe('writeOffline', () => {
  it('writes sw.js with the version and the list, and registers it from theme.js once', () => {
    const m = writeOffline(dir);
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(sw).toContain(JSON.stringify(m.version));
    expect(sw).toContain(JSON.stringify(m.files));
    expect(sw).toContain(JSON.stringify(m.hashes));
    expect(m.files).not.toContain('sw.js');
    const theme = readFileSync(join(dir, 'theme.js'), 'utf8');
    expect(theme.startsWith('(function(){})();')).toBe(true);
    expect(theme).toContain(registerCode());
    // theme.js is precached as it is served, registration and all.
    expect(m.hashes[m.files.indexOf('theme.js')]).toBe(shortHash(theme));
    // A second run (a build step repeated) changes nothing.
    const again = writeOffline(dir);
    expect(readFileSync(join(dir, 'theme.js'), 'utf8')).toBe(theme);
    expect(again.version).toBe(m.version);
  });

  it('the registration waits for load, then registers sw.js at the base of theme.js with that scope', () => {
    const calls: [string, { scope: string }][] = [];
    const listeners: Record<string, () => void> = {};
    const sandbox = {
      URL,
      document: { currentScript: { src: 'https://example.org/leading-the-target/theme.js' } },
      navigator: {
        serviceWorker: {
          register: (url: string, options: { scope: string }) => {
            calls.push([url, options]);
            return Promise.resolve();
          },
        },
      },
      window: {
        addEventListener: (type: string, f: () => void) => (listeners[type] = f),
        requestIdleCallback: (f: () => void) => f(),
      },
      setTimeout: (f: () => void) => f(),
    };
    runInNewContext(registerCode(), sandbox);
    expect(calls).toEqual([]);
    listeners.load!();
    expect(calls).toEqual([
      ['https://example.org/leading-the-target/sw.js', { scope: 'https://example.org/leading-the-target/' }],
    ]);
  });

  it('the registration does nothing where there are no service workers', () => {
    const listeners: Record<string, () => void> = {};
    const sandbox = {
      URL,
      document: { currentScript: { src: 'https://example.org/theme.js' } },
      navigator: {},
      window: { addEventListener: (type: string, f: () => void) => (listeners[type] = f) },
    };
    expect(() => runInNewContext(registerCode(), sandbox)).not.toThrow();
    expect(listeners.load).toBeUndefined();
  });
});
