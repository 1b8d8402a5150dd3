import { describe, expect, it } from 'vitest';
import { runPageAtBuild } from '../../../src/components/notebook/build-runner';

describe('runPageAtBuild', () => {
  it('runs a page’s cells in graph order in the build’s thread, in one namespace', async () => {
    const nb = await runPageAtBuild(
      'test-page-ok',
      [
        { title: 'use', code: 'double(21)', limitMs: 10_000 },
        { title: 'define', code: 'const double = (x) => x * 2;', limitMs: 10_000 },
      ],
      {},
    );
    expect(nb.results[0]!.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: '42' } }]);
  });
  it('a duplicate name or a cycle fails the build, naming the cells', async () => {
    await expect(
      runPageAtBuild(
        'test-page-dup',
        [
          { title: 'First', code: 'const x = 1;', limitMs: 10_000 },
          { title: 'Second', code: 'const x = 2;', limitMs: 10_000 },
        ],
        {},
      ),
    ).rejects.toThrow(/test-page-dup do not form a notebook:\n  cell “First”: “x” is also defined by “Second”/);
    await expect(
      runPageAtBuild(
        'test-page-cycle',
        [
          { title: 'P', code: 'const p = q;', limitMs: 10_000 },
          { title: 'Q', code: 'const q = p;', limitMs: 10_000 },
        ],
        {},
      ),
    ).rejects.toThrow(/“P” → “Q”/);
  });
});
