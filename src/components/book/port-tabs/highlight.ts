/**
 * A Shiki transformer (for Astro's <Code transformers>) that marks the scene's
 * numbers in the highlighted code: each slot's characters become one
 * `<span data-slot="name">` carrying the colour of its digits, even when the
 * grammar split it ("-" and "4.0") or joined it to its neighbours. The page
 * then rewrites only those spans' text when the scene changes; the rest of the
 * code keeps the build's highlighting. Pure: works on the hast tree alone.
 */
import type { SlotRange } from './model';

interface HText {
  type: 'text';
  value: string;
}
interface HElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HNode[];
}
type HNode = HText | HElement | { type: 'comment' | 'doctype' | 'raw'; value?: string };

const textOf = (n: HNode): string =>
  n.type === 'text' ? (n as HText).value : n.type === 'element' ? (n as HElement).children.map(textOf).join('') : '';

const isLine = (n: HNode): n is HElement =>
  n.type === 'element' &&
  String((n as HElement).properties.class ?? '')
    .split(' ')
    .includes('line');

/** Split the tokens of one line element at the slots' edges and group each slot's pieces into one span. */
function markLine(line: HElement, lineStart: number, slots: readonly SlotRange[]): void {
  const out: HNode[] = [];
  let pos = lineStart;
  let open: { slot: SlotRange; el: HElement; styled: boolean } | null = null;
  for (const child of line.children) {
    const text = textOf(child);
    const style = child.type === 'element' ? (child as HElement).properties.style : undefined;
    let i = 0;
    while (i < text.length) {
      const at = pos + i;
      const slot = slots.find((s) => s.start <= at && at < s.end);
      // The piece runs to the next slot edge or the token's end.
      let edge = pos + text.length;
      for (const s of slots) {
        if (s.start > at && s.start < edge) edge = s.start;
        if (s.end > at && s.end < edge) edge = s.end;
      }
      const piece = text.slice(i, edge - pos);
      if (slot) {
        if (!open || open.slot !== slot) {
          open = {
            slot,
            el: { type: 'element', tagName: 'span', properties: { 'data-slot': slot.name }, children: [] },
            styled: false,
          };
          out.push(open.el);
        }
        const last = open.el.children[0] as HText | undefined;
        if (last) last.value += piece;
        else open.el.children.push({ type: 'text', value: piece });
        // The slot takes the colour of its digits (a minus sign may be coloured as an operator).
        const hasDigit = /\d/.test(piece);
        if (style !== undefined && (hasDigit ? !open.styled : open.el.properties.style === undefined)) {
          open.el.properties.style = style;
          if (hasDigit) open.styled = true;
        }
      } else {
        open = null;
        out.push(
          child.type === 'element'
            ? { ...(child as HElement), children: [{ type: 'text', value: piece }] }
            : { type: 'text', value: piece },
        );
      }
      i = edge - pos;
    }
    pos += text.length;
  }
  line.children = out;
}

/** The transformer: `slots` are character ranges of `code` (model.ts `program`). */
export function slotTransformer(code: string, slots: readonly SlotRange[]) {
  const starts: number[] = [];
  let offset = 0;
  for (const text of code.split('\n')) {
    starts.push(offset);
    offset += text.length + 1;
  }
  return {
    name: 'port-tabs-slots',
    code(node: HElement) {
      const lines = node.children.filter(isLine);
      lines.forEach((line, i) => {
        if (starts[i] !== undefined) markLine(line, starts[i]!, slots);
      });
    },
  };
}
