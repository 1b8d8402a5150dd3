/**
 * Browser side: render prose (Markdown with $math$) into an element. Loaded
 * only when there is prose to show (a prose cell, an md`…` output), with
 * micromark and KaTeX: never in a page's first load.
 */
import katexCss from 'katex/dist/katex.min.css?url';
import { proseHtml } from './prose';

/**
 * KaTeX's stylesheet, once, on a page that lacks it: the chapters have it
 * inline (ChapterLayout.astro), the playground does not. Without it a
 * formula shows twice (its MathML and its HTML), unstyled.
 */
function ensureKatexCss(): void {
  if (document.querySelector('link[data-katex-css]')) return;
  const probe = document.createElement('span');
  probe.className = 'katex';
  probe.hidden = true;
  document.body.append(probe);
  const styled = /KaTeX_Main/.test(getComputedStyle(probe).fontFamily);
  probe.remove();
  if (styled) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = katexCss;
  link.dataset.katexCss = '';
  document.head.append(link);
}

/**
 * Render `markdown` into `el`. The one place a notebook puts HTML into the
 * page: prose.ts made every tag of it (the Markdown's own HTML is escaped,
 * links to scripts dropped, images made links, KaTeX without trust).
 */
export function mountProse(el: HTMLElement, markdown: string): void {
  ensureKatexCss();
  el.innerHTML = proseHtml(markdown);
}
