/**
 * An Astro integration: after the build, each page preloads the KaTeX fonts its
 * math uses beyond the three every chapter preloads (ChapterLayout.astro).
 *
 * Why: KaTeX's fonts load when text that needs them is first laid out. A page
 * whose formulas have big delimiters or large operators (KaTeX_Size1–4),
 * blackboard bold (AMS) or other faces fetched such a font only after its
 * first paint, and the formula grew when it arrived, moving the figure below
 * it (chapter 5 measured a layout shift of 0.096 on a desktop, some loads out
 * of five). Which fonts a page needs is read from the classes KaTeX wrote in
 * its HTML; the font's address from the page's own inlined stylesheet.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** KaTeX's CSS classes (katex.css) and the font face each one needs. */
const NEEDS: [RegExp, string][] = [
  [/\bdelimsizing size1\b|\bdelim-size1\b|\bsmall-op\b/, 'KaTeX_Size1-Regular'],
  [/\bdelimsizing size2\b|\blarge-op\b/, 'KaTeX_Size2-Regular'],
  [/\bdelimsizing size3\b/, 'KaTeX_Size3-Regular'],
  [/\bdelimsizing size4\b|\bdelim-size4\b/, 'KaTeX_Size4-Regular'],
  [/\bmathbf\b|\btextbf\b/, 'KaTeX_Main-Bold'],
  [/\bmathit\b|\btextit\b/, 'KaTeX_Main-Italic'],
  [/\bboldsymbol\b/, 'KaTeX_Math-BoldItalic'],
  [/\bamsrm\b|\bmathbb\b|\btextbb\b/, 'KaTeX_AMS-Regular'],
  [/\bmathcal\b/, 'KaTeX_Caligraphic-Regular'],
  [/\bmathsf\b|\btextsf\b/, 'KaTeX_SansSerif-Regular'],
  [/\bmathtt\b|\btexttt\b/, 'KaTeX_Typewriter-Regular'],
];

/** The preload links a page's HTML lacks for the KaTeX fonts its classes use (pure, for tests). */
export function missingFontPreloads(html: string): string[] {
  const classes = Array.from(html.matchAll(/class="([^"]*)"/g), (m) => m[1]).join('\n');
  const links: string[] = [];
  for (const [pattern, face] of NEEDS) {
    if (!pattern.test(classes)) continue;
    const url = html.match(new RegExp(`url\\(([^)]*/${face}\\.[\\w-]+\\.woff2)\\)`))?.[1];
    if (!url || html.includes(`rel="preload" href="${url}"`)) continue;
    links.push(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);
  }
  return links;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

export default function katexFonts(): AstroIntegration {
  return {
    name: 'katex-font-preloads',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const links = missingFontPreloads(html);
          if (links.length) await writeFile(file, html.replace('</head>', `${links.join('')}</head>`));
        }
      },
    },
  };
}
