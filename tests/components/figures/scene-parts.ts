/**
 * Reading a figure's drawn parts back in its label tests (issue 38 item 11): a path's segments and a part's
 * position, in SVG units, as the view wrote them.
 */
import { parseTranslate } from '../../../src/components/kit/controls/handle-label';
import type { Segment } from '../../../src/components/kit/scene/label-box';
import type { PartAttrs } from '../../../src/components/kit/shell/dom';

/** The segments of a drawn path's `M…L…` data. */
export function pathSegments(d: string): Segment[] {
  const out: Segment[] = [];
  let last: { x: number; y: number } | null = null;
  for (const m of d.matchAll(/([ML])\s*([-\d.e]+)[\s,]+([-\d.e]+)/g)) {
    const p = { x: Number(m[2]), y: Number(m[3]) };
    if (m[1] === 'L' && last) out.push({ a: last, b: p });
    last = p;
  }
  return out;
}

/** Where a part's `transform="translate(x y)"` puts it. */
export function translateOf(a: PartAttrs): { x: number; y: number } {
  return parseTranslate(String(a.transform))!;
}
