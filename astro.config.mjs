// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import proseRuns from './src/markdown/prose-runs';
import { codeLines } from './src/markdown/code-lines';
import katexFonts from './src/markdown/katex-fonts';
import minifyPublic from './src/integrations/minify-public';
import cellWorker from './src/integrations/cell-worker';
import { siteUrl } from './src/integrations/site-url';
import slimPreload from './src/integrations/slim-preload';

/**
 * BASE_PATH puts the site under a sub-path, as GitHub Pages does for a project
 * site (`/leading-the-target/`); SITE_URL is the site's origin (the deploy
 * workflow sets it), the one setting behind canonical links and the sitemap:
 * unset, the build writes neither rather than guess a host; OUT_DIR lets the
 * tests build a second copy beside the first.
 */
const base = process.env.BASE_PATH || '/';
const site = siteUrl(process.env.SITE_URL);
const outDir = process.env.OUT_DIR || './dist';

export default defineConfig({
  site,
  base,
  outDir,
  trailingSlash: 'always',
  // Every stylesheet inlined: a chapter's CSS is ~10 KB gzip in seven files, and each file was a
  // render-blocking request before the first paint on a phone's network.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // The sitemap lists absolute URLs, so it needs the site's origin: without SITE_URL there is none.
  integrations: [mdx(), ...(site ? [sitemap()] : []), katexFonts(), minifyPublic(), cellWorker()],
  markdown: {
    // Astro 7's default engine ignores remark/rehype plugins: math needs the unified processor.
    processor: unified({ remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex, proseRuns] }),
    shikiConfig: {
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: false,
      transformers: [codeLines],
    },
  },
  devToolbar: { enabled: false },
  // Scripts always go to files of their own: pages can then forbid inline
  // script with a Content-Security-Policy, and no Vite helper is left unresolved.
  // The library and the kit's TypeScript modules have no side effects on import, so the bundler may
  // skip what a page does not use: without this, every page reaching the library's barrel got one
  // shared chunk holding every library function any page uses (16.6 KB gzip).
  vite: {
    // Vite's dynamic-import helper in a quarter of its size (880 → about 200 B gzip on every page with figures).
    plugins: [slimPreload()],
    build: {
      assetsInlineLimit: 0,
      modulePreload: false,
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/](lib|components[\\/]kit)[\\/][^?]*\.ts$/.test(id) },
      },
    },
  },
});
