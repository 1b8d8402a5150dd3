import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FRAME_BOOT, frameCsp, frameDocument, pageCspSources } from '../../../src/components/notebook/sandbox';
import { bootHash } from '../../../src/components/notebook/sandbox-hash';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('the sandbox frame', () => {
  it('its policy allows no request: nothing by default, scripts only by hash (and eval), workers only from blobs', () => {
    const csp = directives(frameCsp(bootHash()));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual([`'${bootHash()}'`, "'unsafe-eval'"]);
    expect(csp.get('worker-src')).toEqual(['blob:']);
    // No URL, scheme or 'self' anywhere a fetch could use (a sandboxed document's 'self' is the site's origin).
    for (const [name, sources] of csp)
      if (name !== 'worker-src')
        for (const s of sources) expect(s).toMatch(/^'(none|sha256-[A-Za-z0-9+/=]+|unsafe-eval)'$/);
  });

  it('its document runs exactly the boot script the hash names', () => {
    const doc = frameDocument(bootHash());
    const script = /<script>([\s\S]*)<\/script>/.exec(doc)![1]!;
    expect(script).toBe(FRAME_BOOT);
    expect(`sha256-${createHash('sha256').update(script).digest('base64')}`).toBe(bootHash());
    expect(doc).toContain(`content="${frameCsp(bootHash())}"`);
  });

  it('the page that hosts it adds only the boot hash, eval and blob workers to its own policy', () => {
    expect(pageCspSources(bootHash())).toEqual({
      script: [`'${bootHash()}'`, "'unsafe-eval'"],
      worker: ['blob:'],
      attr: [],
    });
  });
});

describe('the inputs’ handler placeholders', () => {
  it('the page allows exactly the texts "::0" to "::15" as handler attributes, none of which is JavaScript', async () => {
    const { placeholderHashes } = await import('../../../src/components/notebook/sandbox-hash');
    const { createHash } = await import('node:crypto');
    const hashes = placeholderHashes();
    expect(hashes).toHaveLength(16);
    expect(hashes).toContain(`'sha256-${createHash('sha256').update('::3').digest('base64')}'`);
    for (let i = 0; i < 16; i++) expect(() => new Function(`::${i}`)).toThrow(SyntaxError);
    expect(pageCspSources(bootHash(), hashes).attr).toEqual(["'unsafe-hashes'", ...hashes]);
  });
});
