import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import slimPreload, { cssDependency, exportName, slimHelper } from '../../src/integrations/slim-preload';

/** The slim helper of a site under `base`, run against a page of its own; its `document.head` to inspect. */
function helper(base = '/') {
  const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
  const source = slimHelper(base, 't').replace(/export\{p as t\};$/, 'return p;');
  const p = new Function('document', source)(document) as (
    load: () => Promise<unknown>,
    deps?: string[],
  ) => Promise<unknown>;
  return { p, head: document.head as unknown as HTMLElement };
}

describe('the slim preload helper', () => {
  it('links every chunk an import needs once, side by side, then imports', async () => {
    const { p, head } = helper();
    const loads: string[] = [];
    const got = await p(async () => (loads.push('a'), 'module a'), ['_astro/a.js', '_astro/shared.js']);
    expect(got).toBe('module a');
    expect(loads).toEqual(['a']);
    const links = () => Array.from(head.querySelectorAll('link')).map((l) => `${l.rel} ${l.getAttribute('href')}`);
    expect(links()).toEqual(['modulepreload /_astro/a.js', 'modulepreload /_astro/shared.js']);
    // A second import sharing a chunk links only what is new; one without dependencies just imports.
    await p(async () => 'b', ['_astro/shared.js', '_astro/b.js']);
    expect(links()).toHaveLength(3);
    expect(await p(async () => 'c')).toBe('c');
  });

  it('paths under the site’s base', async () => {
    const { p, head } = helper('/leading-the-target/');
    expect(await p(async () => 'k', ['_astro/k.js'])).toBe('k');
    expect(head.querySelector('link')!.getAttribute('href')).toBe('/leading-the-target/_astro/k.js');
  });

  it('a failed import rejects as it would without the helper', async () => {
    const { p } = helper();
    await expect(p(() => Promise.reject(new Error('offline')), ['_astro/x.js'])).rejects.toThrow('offline');
  });
});

describe('the plugin', () => {
  it('finds a stylesheet among a chunk’s preloaded dependencies (the build then fails)', () => {
    const deps = (list: string) =>
      `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${list}])))=>i.map(i=>d[i]);`;
    expect(cssDependency(deps('"_astro/a.js","_astro/b.js"'))).toBeNull();
    expect(cssDependency(deps('"_astro/a.js","_astro/k.css"'))).toBe('_astro/k.css');
    expect(cssDependency('import "./x.css";')).toBeNull();
  });

  it('reads the export name Vite gave the helper, and nothing else', () => {
    expect(exportName('var a=1;export{a as t};')).toBe('t');
    expect(exportName('export{a as t,b as n};')).toBeNull();
    expect(exportName('export default a;')).toBeNull();
  });

  it('replaces the helper’s chunk in the browser’s bundle only, and a chunk it shares with other code never', () => {
    const plugin = slimPreload();
    (plugin.configResolved as (c: { base: string }) => void)({ base: '/sub/' });
    const helperChunk = () => ({
      type: 'chunk',
      fileName: '_astro/preload-helper.js',
      moduleIds: ['\0vite/preload-helper.js'],
      code: 'var long=1;export{long as t};',
    });
    const run = (env: string, bundle: Record<string, ReturnType<typeof helperChunk>>) => {
      const warnings: string[] = [];
      (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(
        {
          environment: { name: env },
          warn: (w: string) => warnings.push(w),
          error: (e: string) => {
            throw new Error(e);
          },
        },
        {},
        bundle,
      );
      return warnings;
    };
    const client = { a: helperChunk() };
    run('client', client);
    expect(client.a.code).toBe(slimHelper('/sub/', 't'));
    expect(client.a.code).toContain('f="/sub/"+f');
    const ssr = { a: helperChunk() };
    run('ssr', ssr);
    expect(ssr.a.code).toBe('var long=1;export{long as t};');
    const shared = { a: { ...helperChunk(), moduleIds: ['\0vite/preload-helper.js', '/src/x.ts'] } };
    expect(run('client', shared)).toHaveLength(1);
    expect(shared.a.code).toBe('var long=1;export{long as t};');
  });
});
