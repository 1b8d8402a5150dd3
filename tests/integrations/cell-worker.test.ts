import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { bundleWorker } from '../../src/integrations/cell-worker';

describe('the cells’ worker bundle', () => {
  it('is one classic script (no import or export: a blob worker at an opaque origin can fetch nothing)', async () => {
    const { code, inputs } = await bundleWorker(true);
    expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'script' })).not.toThrow();
    expect(inputs.some((f) => f.endsWith('src/components/notebook/worker.ts'))).toBe(true);
    expect(inputs.some((f) => /src\/lib\/index\.ts$/.test(f))).toBe(true);
    expect(code.length).toBeLessThan(700_000);
  }, 30_000);
});
