import { describe, expect, it } from 'vitest';
import { missingFontPreloads } from '../../src/markdown/katex-fonts';

const css =
  '<style>@font-face{font-family:KaTeX_Size2;src:url(/_astro/KaTeX_Size2-Regular.Dy4dx90m.woff2) format("woff2"),url(/_astro/KaTeX_Size2-Regular.oD1tc_U0.woff) format("woff")}' +
  '@font-face{font-family:KaTeX_AMS;src:url(/base/_astro/KaTeX_AMS-Regular.abc.woff2) format("woff2")}</style>';

describe('missingFontPreloads', () => {
  it('preloads the font of a big delimiter, from the page’s own stylesheet', () => {
    const html = `<head>${css}</head><span class="delimsizing size2">(</span>`;
    expect(missingFontPreloads(html)).toEqual([
      '<link rel="preload" href="/_astro/KaTeX_Size2-Regular.Dy4dx90m.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
  });
  it('keeps the base path of the address', () => {
    expect(missingFontPreloads(`${css}<span class="mord mathbb">R</span>`)[0]).toContain(
      'href="/base/_astro/KaTeX_AMS-Regular.abc.woff2"',
    );
  });
  it('adds nothing for a font already preloaded, a font-size class, or a page without math', () => {
    const preloaded = `<link rel="preload" href="/_astro/KaTeX_Size2-Regular.Dy4dx90m.woff2" as="font">${css}<span class="large-op">∑</span>`;
    expect(missingFontPreloads(preloaded)).toEqual([]);
    expect(missingFontPreloads(`${css}<span class="sizing reset-size6 size2">x</span>`)).toEqual([]);
    expect(missingFontPreloads('<p class="size2">text</p>')).toEqual([]);
  });
});
