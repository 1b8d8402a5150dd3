/**
 * A figure's own marks on top of an Observable Plot chart, redrawn without
 * re-rendering the chart: a custom mark gives an SVG group `data-overlay`
 * that the figure fills from the chart's scales, at build time and in the
 * browser alike. No Plot import here, so a page pays only for what it draws.
 */

/** A scale as Plot hands it to a custom mark: data value → pixel. */
export type Scale = (v: number) => number;

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** A new SVG element `tag` of `doc` with attributes `attrs`. */
export function svgElement(doc: Document, tag: string, attrs: Record<string, string | number>): Element {
  const el = doc.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/**
 * A Plot custom mark (a function mark): the group `<g data-overlay="name">`,
 * filled by `draw` with the chart's x and y scales. The browser later finds
 * the group by its name and calls the same `draw` to update it.
 */
export function overlayMark(name: string, draw: (g: Element, doc: Document, x: Scale, y: Scale) => void) {
  return (
    _index: unknown,
    scales: { x?: Scale; y?: Scale },
    _values: unknown,
    _dimensions: unknown,
    context: { document: Document },
  ): SVGGElement => {
    const g = context.document.createElementNS(SVG_NS, 'g');
    g.setAttribute('data-overlay', name);
    if (scales.x && scales.y) draw(g, context.document, scales.x, scales.y);
    return g as SVGGElement;
  };
}
