/**
 * Prose: Markdown with $math$ → HTML, for prose cells and the md`…`/tex`…`
 * values of code cells. CommonMark (micromark) with the math syntax of
 * micromark-extension-math, the math drawn by the site's own KaTeX (the
 * version, fonts and stylesheet the chapters use; the extension's `mathHtml`
 * would bundle a second, older KaTeX). Runs at build time (Node) and on the
 * page in a chunk loaded only when there is prose to show.
 *
 * What comes out is safe to put in the page as HTML, whoever wrote the
 * Markdown (a notebook link comes from anyone):
 * - raw HTML is escaped, never passed through (micromark's default);
 * - a link keeps only http(s), mailto, irc(s) and xmpp addresses, or relative
 *   ones: `javascript:`, `data:`, `vbscript:`… become an empty href (micromark);
 * - an image becomes a link to it, its alt text the link's text: the site's
 *   policy (img-src 'self' data:) blocks images from elsewhere anyway, and an
 *   image of the site's own would let a shared notebook make the reader's
 *   browser fetch any address of the site on opening; a link fetches nothing
 *   until the reader follows it;
 * - KaTeX with `trust: false` (no \href, \url, \includegraphics, \htmlClass…)
 *   and bounded sizes and macro expansion; a formula it cannot read is shown
 *   as its source, in red, and never throws.
 *
 * And it takes bounded time, since it runs on the page's main thread: at most
 * `MAX_PROSE` characters are read, `MAX_DEPTH` containers opened on one line,
 * and `MAX_MARKS` emphasis, link and math marks in one paragraph are rendered.
 */
import katex from 'katex';
import { micromark } from 'micromark';
import { math } from 'micromark-extension-math';
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import { LIMITS } from './serialize';

/** The most Markdown rendered (characters), as for a cell's code; the rest is cut, and the cut said. */
export const MAX_PROSE = LIMITS.prose;

declare module 'micromark-util-types' {
  interface CompileData {
    /** Whether the text math being compiled was written with `$$` (display). */
    mathDisplay?: boolean;
  }
}

const KATEX: Parameters<typeof katex.renderToString>[1] = {
  throwOnError: false,
  trust: false,
  // Warnings about LaTeX that KaTeX renders anyway (unicode in math…) stay out of the reader's console.
  strict: 'ignore',
  /** Largest size a formula may ask for (\rule, \kern…), in em. */
  maxSize: 20,
  /** Most macro expansions in one formula: stops \def loops. */
  maxExpand: 500,
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** One formula as HTML; whatever KaTeX throws beyond its own parse errors (a stack overflow), its source. */
function formula(tex: string, displayMode: boolean): string {
  try {
    return katex.renderToString(tex, { ...KATEX, displayMode });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return `<span class="katex-error" title="${escape(why)}">${escape(tex)}</span>`;
  }
}

/**
 * Math to HTML with the site's KaTeX. `$x$` is inline; `$$…$$` on lines of
 * its own (a fenced block) and `$$x$$` within a line are display math.
 */
const mathHtml: HtmlExtension = {
  enter: {
    mathFlow(this: CompileContext) {
      this.lineEndingIfNeeded();
      this.tag('<div class="math math-display">');
    },
    mathFlowFenceMeta(this: CompileContext) {
      this.buffer();
    },
    mathText(this: CompileContext, token: Token) {
      this.setData('mathDisplay', this.sliceSerialize(token).startsWith('$$'));
      this.tag('<span class="math math-inline">');
      this.buffer();
    },
  },
  exit: {
    mathFlow(this: CompileContext) {
      const value = this.resume();
      this.tag(formula(value.replace(/(?:\r?\n|\r)$/, ''), true));
      this.tag('</div>');
      this.setData('mathFlowOpen');
      this.setData('slurpOneLineEnding');
    },
    mathFlowFence(this: CompileContext) {
      // After the opening fence only.
      if (!this.getData('mathFlowOpen')) {
        this.setData('mathFlowOpen', true);
        this.setData('slurpOneLineEnding', true);
        this.buffer();
      }
    },
    mathFlowFenceMeta(this: CompileContext) {
      this.resume();
    },
    mathFlowValue(this: CompileContext, token: Token) {
      this.raw(this.sliceSerialize(token));
    },
    mathText(this: CompileContext) {
      const value = this.resume();
      this.tag(formula(value, this.getData('mathDisplay') === true));
      this.tag('</span>');
    },
    mathTextData(this: CompileContext, token: Token) {
      this.raw(this.sliceSerialize(token));
    },
  },
};

/**
 * micromark's images (`<img src="…" alt="…" />`, attributes already escaped
 * and the address sanitized) as links: "image: " and the alt text is the
 * link's text; inside a link (`[![alt](pic)](page)`), only the text. Only
 * micromark's own tags can match: the Markdown's HTML is escaped by then.
 */
function imagesAsLinks(html: string): string {
  let inLink = 0;
  return html.replace(
    /<a href="[^"]*"(?: title="[^"]*")?>|<\/a>|<img src="([^"]*)" alt="([^"]*)"(?: title="([^"]*)")? \/>/g,
    (tag: string, src?: string, alt?: string, title?: string) => {
      if (src === undefined) {
        inLink = Math.max(0, inLink + (tag === '</a>' ? -1 : 1));
        return tag;
      }
      const text = `<span class="nb-prose-image">${alt ? `image: ${alt}` : 'image'}</span>`;
      if (inLink > 0 || !src) return text;
      return `<a href="${src}"${title ? ` title="${title}"` : ''}>${text}</a>`;
    },
  );
}

/**
 * The most block quotes and list items one line may open. micromark's time
 * grows with the square of their depth: a line of 20,000 `1. ` took 13 s,
 * 50,000 `>` 29 s. Real prose nests a few levels; past this depth the
 * marker is escaped, and the rest of the line is text.
 */
export const MAX_DEPTH = 20;
const CONTAINER = /^[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;

/** A line with at most `MAX_DEPTH` container markers at its start. */
function limitDepth(line: string): string {
  let at = 0;
  for (let depth = 0; ; depth++) {
    const marker = CONTAINER.exec(line.slice(at))?.[0];
    if (marker === undefined) return line;
    if (depth === MAX_DEPTH) {
      const end = at + marker.length - 1;
      return `${line.slice(0, end)}\\${line.slice(end)}`;
    }
    at += marker.length;
  }
}

/**
 * The most emphasis, link and math marks (`*`, `_`, `[`, `]`, `$`, `` ` ``)
 * one paragraph (text between blank lines) may hold. micromark pairs them
 * in time that grows with the square of their number: 12,500 `*_` in one
 * paragraph took 15 s, 6,000 `[a](` 3 s, on the page's main thread. A
 * paragraph of real prose holds tens; text with a paragraph past this is
 * shown as written.
 */
export const MAX_MARKS = 500;

/** The most marks in one paragraph of `source`. */
function marksPerParagraph(source: string): number {
  let most = 0;
  for (const paragraph of source.split(/\n[ \t]*\n/)) {
    const marks = paragraph.match(/[*_[\]$`]/g)?.length ?? 0;
    if (marks > most) most = marks;
  }
  return most;
}

const note = (text: string): string => `<p class="nb-prose-cut">${text}</p>`;
const count = (n: number): string => n.toLocaleString('en-US');

/** Markdown with math as safe HTML (see the file's comment); at most `MAX_PROSE` characters of it are read. */
export function proseHtml(markdown: string): string {
  const text = String(markdown);
  const cut = text.length > MAX_PROSE;
  const source = (cut ? text.slice(0, MAX_PROSE) : text).split('\n').map(limitDepth).join('\n');
  const cutNote = cut ? note(`… cut: ${count(text.length)} characters, the first ${count(MAX_PROSE)} shown.`) : '';
  const marks = marksPerParagraph(source);
  if (marks > MAX_MARKS) {
    return (
      note(
        `Shown as written: a paragraph holds ${count(marks)} emphasis, link or math marks (* _ [ ] $ \`), more than the ${MAX_MARKS} rendered.`,
      ) + `<pre class="nb-prose-source">${escape(source)}</pre>${cutNote}`
    );
  }
  const html = micromark(source, {
    extensions: [math()],
    htmlExtensions: [mathHtml],
    allowDangerousHtml: false,
    allowDangerousProtocol: false,
  });
  return imagesAsLinks(html) + cutNote;
}
