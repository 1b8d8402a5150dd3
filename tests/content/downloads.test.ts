import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { downloads } from '../../src/content/downloads';

describe('downloads(): what /api/ offers', () => {
  const root = mkdtempSync(join(tmpdir(), 'ltt-downloads-'));
  // The package's version is its CHANGELOG's newest release heading, apart from the book's version.
  writeFileSync(join(root, 'package.json'), JSON.stringify({ version: '0.1.0' }));
  mkdirSync(join(root, 'scripts/lib-package'), { recursive: true });
  writeFileSync(join(root, 'scripts/lib-package/CHANGELOG.md'), '# Changelog\n\n## 9.8.1\n\n- a fix\n\n## 9.8.0\n');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('without ports: the npm package alone, named as npm pack names it', () => {
    expect(downloads(root).map((d) => d.file)).toEqual(['leading-the-target-solver-9.8.1.tgz']);
  });

  it('each port is listed once its file exists, with its own bytes', () => {
    mkdirSync(join(root, 'ports/csharp'), { recursive: true });
    writeFileSync(join(root, 'ports/csharp/LeadingTarget.cs'), '// C#\n');
    expect(downloads(root).map((d) => d.file)).toEqual(['leading-the-target-solver-9.8.1.tgz', 'LeadingTarget.cs']);
    mkdirSync(join(root, 'ports/cpp'), { recursive: true });
    writeFileSync(join(root, 'ports/cpp/leading_target.hpp'), '// C++\n');
    const list = downloads(root);
    expect(list.map((d) => d.file)).toEqual([
      'leading-the-target-solver-9.8.1.tgz',
      'leading_target.hpp',
      'LeadingTarget.cs',
    ]);
    expect(new TextDecoder().decode(list[1].bytes())).toBe('// C++\n');
    expect(list[1].type).toMatch(/^text\/plain/);
  });
});
