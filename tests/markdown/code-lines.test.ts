import { describe, expect, it } from 'vitest';
import { codeToHtml } from 'shiki';
import { codeLines, lineCount, withLines } from '../../src/markdown/code-lines';

describe('code-lines', () => {
  it('lineCount: lines as a block shows them; a final newline adds none', () => {
    expect(lineCount('')).toBe(1);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\n\nb\n\n')).toBe(4);
  });

  it('withLines: adds --lines to a style, replacing one already there', () => {
    expect(withLines(undefined, 3)).toBe('--lines:3');
    expect(withLines('', 3)).toBe('--lines:3');
    expect(withLines('color:red', 3)).toBe('color:red;--lines:3');
    expect(withLines('color:red;', 3)).toBe('color:red;--lines:3');
    expect(withLines('color:red;--lines:9', 3)).toBe('color:red;--lines:3');
    expect(withLines('--lines: 9; color:red', 3)).toBe('color:red;--lines:3');
  });

  it('a block highlighted by Shiki carries its line count on its <pre>, beside the theme variables', async () => {
    const html = await codeToHtml('const a = 1;\nconst b = 2;\nconsole.log(a + b);\n', {
      lang: 'ts',
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: false,
      transformers: [codeLines],
    });
    const pre = /<pre[^>]*style="([^"]*)"/.exec(html);
    expect(pre?.[1]).toMatch(/--shiki-light-bg:[^;]+;.*--lines:3$/);
  });
});
