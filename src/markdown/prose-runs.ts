/**
 * A rehype plugin for the chapters: each run of flowing text between two
 * widgets (paragraphs, headings, lists, formulas, code blocks, up to the
 * next figure or code cell) is wrapped in `<div class="prose-run">`.
 *
 * Why: chrome.css contains each run (layout, paint, style), so a figure's
 * update repaints the chapter around it as a few cached units. One unit per
 * run is cheaper for the browser than one per paragraph: a key press on
 * chapter 3's figure went from 25.1 to 21.2 ms at 4× CPU (desktop; phone
 * 21.0 → 18.5), the same page measured both ways in turn.
 *
 * Widgets are MDX components other than those in `INLINE` (components that
 * render text-like blocks); ESM (`import`/`export`) stays at the top level.
 * A run records its first element's tag in `data-first` when it is a heading,
 * so the stylesheet can keep the heading's space above the run.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** MDX components that are part of the flowing text, not widgets. */
const INLINE = new Set(['Tex', 'Bound']);

interface MdxNode {
  type: string;
  name?: string | null;
}

function joinsRun(node: RootContent | MdxNode): boolean {
  switch (node.type) {
    case 'element':
    case 'text':
    case 'comment':
    case 'mdxFlowExpression':
      return true;
    case 'mdxJsxFlowElement':
      return INLINE.has((node as MdxNode).name ?? '');
    default:
      return false;
  }
}

const blank = (node: RootContent | MdxNode) => node.type === 'text' && !(node as { value: string }).value.trim();

export default function proseRuns() {
  return (tree: Root): void => {
    const out: RootContent[] = [];
    let run: Element | null = null;
    const close = () => {
      if (!run) return;
      // Whitespace after the run's last block stays outside it.
      const tail: RootContent[] = [];
      while (run.children.length && blank(run.children[run.children.length - 1])) {
        tail.unshift(run.children.pop() as RootContent);
      }
      const first = run.children.find((c): c is Element => c.type === 'element');
      if (first && /^h[1-6]$/.test(first.tagName)) run.properties.dataFirst = first.tagName;
      out.push(run, ...tail);
      run = null;
    };
    for (const node of tree.children) {
      if (!joinsRun(node)) {
        close();
        out.push(node);
      } else if (run) {
        run.children.push(node as ElementContent);
      } else if (blank(node)) {
        out.push(node);
      } else {
        run = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['prose-run'] },
          children: [node as ElementContent],
        };
      }
    }
    close();
    tree.children = out;
  };
}
