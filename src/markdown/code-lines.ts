/**
 * A Shiki transformer (markdown's `shikiConfig.transformers`, Astro's
 * `<Code transformers>`) that writes a code block's line count on its `<pre>`
 * as `--lines`, for src/styles/global.css.
 *
 * Why: a code block that scrolls sideways is a scroll container, and Chromium
 * gives each one a layer that the page's every frame must place again. On
 * chapter 12 (thirteen code blocks) that was 3.3 ms of each orbit frame's
 * 9.1 ms of CPU on the desktop (4.5 of 11.6 on the phone), bench/FRAME-COST.md.
 * So code blocks are drawn only near the viewport (`content-visibility:
 * auto`), and until then hold the height their lines will take.
 */

/** The part of a hast element this transformer touches. */
interface PreNode {
  properties: Record<string, unknown>;
}

/** The number of lines of `code` as a block shows it: a final newline adds none. */
export function lineCount(code: string): number {
  const text = code.endsWith('\n') ? code.slice(0, -1) : code;
  return text.split('\n').length;
}

/** `style` with `--lines: n` added (replacing one already there). */
export function withLines(style: unknown, n: number): string {
  const rest =
    typeof style === 'string'
      ? style
          .split(';')
          .filter((d) => !/^\s*--lines\s*:/.test(d))
          .join(';')
          .replace(/^[\s;]+/, '')
          .trim()
      : '';
  const sep = rest === '' || rest.endsWith(';') ? '' : ';';
  return `${rest}${sep}--lines:${n}`;
}

/** The transformer: every highlighted block gets `--lines`. */
export const codeLines = {
  name: 'code-lines',
  pre(this: { source: string }, node: PreNode): void {
    node.properties.style = withLines(node.properties.style, lineCount(this.source));
  },
};
