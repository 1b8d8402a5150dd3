import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { minifyScript } from '../../src/integrations/minify-public';

/** Run the theme script against a small fake page: what it sets on the root and the toggle. */
function runTheme(code: string, stored: string | null, prefersDark: boolean) {
  const listeners: Record<string, () => void> = {};
  const button = {
    hidden: true,
    attrs: {} as Record<string, string>,
    title: '',
    setAttribute(k: string, v: string) {
      this.attrs[k] = v;
    },
    addEventListener() {},
  };
  const root = { dataset: {} as Record<string, string> };
  const sandbox = {
    localStorage: { getItem: () => stored, setItem() {} },
    window: { matchMedia: () => ({ matches: prefersDark, addEventListener() {} }) },
    document: {
      documentElement: root,
      getElementById: () => button,
      addEventListener: (type: string, f: () => void) => (listeners[type] = f),
    },
  };
  runInNewContext(code, sandbox);
  listeners.DOMContentLoaded?.();
  return { theme: root.dataset.theme, pressed: button.attrs['aria-pressed'], hidden: button.hidden };
}

describe('minifyScript (public/theme.js)', () => {
  const source = readFileSync('public/theme.js', 'utf8');

  it('makes the theme script smaller, without comments', async () => {
    const small = await minifyScript(source);
    expect(small.length).toBeLessThan(source.length * 0.7);
    expect(small).not.toMatch(/\/\/|\/\*/);
  });

  it('keeps what the theme script does', async () => {
    const small = await minifyScript(source);
    for (const [stored, dark] of [
      [null, false],
      [null, true],
      ['dark', false],
      ['light', true],
    ] as const) {
      expect(runTheme(small, stored, dark)).toEqual(runTheme(source, stored, dark));
    }
    expect(runTheme(small, 'dark', false).theme).toBe('dark');
  });
});
