/**
 * The package README's C++ and C# quick starts are the programs `cpp.test.ts` and `csharp.test.ts` compile, run and
 * check against the library (tests/ports/quickstart/): every statement of the README's block appears in its program,
 * so the README cannot show a call the tests do not make.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const readme = readFileSync(join(ROOT, 'scripts/lib-package/README.md'), 'utf8');

/** The code lines of the first fenced block of `lang` under `heading`, trimmed, without comments and lone braces. */
function statements(heading: string, lang: string): string[] {
  const section = readme.slice(readme.indexOf(heading));
  const block = section.match(new RegExp('```' + lang + '\\n([\\s\\S]*?)```'))?.[1];
  if (!block) throw new Error(`no ${lang} block under ${heading}`);
  return block
    .split('\n')
    .map((l) => l.replace(/\s*\/\/.*$/, '').trim())
    .filter((l) => l !== '' && !/^[{}]+;?$/.test(l) && !l.startsWith('#include'));
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('the package README’s port quick starts', () => {
  it.each([
    ['### Unreal', 'cpp', 'tests/ports/quickstart/unreal.cpp'],
    ['### Unity', 'csharp', 'tests/ports/quickstart/Unity.cs'],
  ])('%s: every statement is in %s’s tested program', (heading, lang, file) => {
    const program = squash(readFileSync(join(ROOT, file), 'utf8'));
    const lines = statements(heading, lang);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((l) => !program.includes(squash(l)))).toEqual([]);
  });
});
