import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chapterSchema } from '../../src/content/schema';

describe('chapterSchema', () => {
  it('a complete frontmatter → parsed, with sources defaulting to []', () => {
    const r = chapterSchema.parse({ title: 'Vectors', order: 1, summary: 'Arrows with meaning.' });
    expect(r.sources).toEqual([]);
  });

  it('order "second" → an error naming the field', () => {
    const r = chapterSchema.safeParse({ title: 'X', order: 'second', summary: 'Y' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('order');
  });

  it('a source without a title → an error naming sources.0.title', () => {
    const r = chapterSchema.safeParse({ title: 'X', order: 1, summary: 'Y', sources: [{ author: 'A' }] });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('sources.0.title');
  });
});

describe('astro build with a bad chapter', () => {
  it('fails, naming the file and the field', { timeout: 120_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), 'ltt-bad-'));
    try {
      const r = spawnSync('npx', ['astro', 'build'], {
        env: {
          ...process.env,
          CONTENT_DIR: './tests/fixtures/bad-content',
          OUT_DIR: out,
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        encoding: 'utf8',
      });
      const log = `${r.stdout}\n${r.stderr}`;
      expect(r.status).not.toBe(0);
      expect(log).toContain('broken.mdx');
      expect(log).toMatch(/order.*Expected type `"number"`/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('astro build with a cell that never ends', () => {
  it('fails within seconds, naming the cell and the page, instead of hanging', { timeout: 120_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), 'ltt-loop-'));
    try {
      const t0 = Date.now();
      const r = spawnSync('npx', ['astro', 'build'], {
        env: {
          ...process.env,
          CONTENT_DIR: './tests/fixtures/looping-cell',
          OUT_DIR: out,
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        encoding: 'utf8',
        timeout: 110_000,
      });
      const log = `${r.stdout}\n${r.stderr}`;
      expect(r.status).not.toBe(0);
      expect(log).toMatch(/cell "Endless" on \/chapters\/looping\/ did not finish within 1000 ms at build time/);
      console.log(`looping-cell build failed as it should after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
