/**
 * A cell's outputs as a small tree of elements, built once and then written
 * either as HTML (at build time) or as DOM nodes (in the browser), so both
 * look the same. Text always goes in as text: nothing a cell prints is ever
 * parsed as HTML. Prose (md`…`) is the one exception, and it is not parsed
 * as the cell wrote it: the renderer given for it (prose.ts) turns Markdown
 * into HTML it made itself, the cell's own HTML escaped.
 */
import type { ChartSpec } from './chart-spec';
import type { CellError } from './compile';
import type { Output } from './run';
import { key, quote, summary, tableColumns, type Tree } from './serialize';
import type { InputSpec } from './input-spec';

export interface VNode {
  tag: string;
  attrs?: Record<string, string>;
  children?: Child[];
  /** A chart to draw into this element. */
  chart?: ChartSpec;
  /** An input to build in this element (the cell's `index`th view()). */
  input?: { index: number; spec: InputSpec };
  /** Markdown with $math$ to render into this element (prose.ts). */
  prose?: string;
}
export type Child = VNode | string;

const h = (tag: string, attrs: Record<string, string> = {}, ...children: Child[]): VNode => ({ tag, attrs, children });

/** Words for a chart, for screen readers: its marks and what they plot. */
export function chartLabel(spec: ChartSpec): string {
  const title = typeof spec.options.title === 'string' ? `${spec.options.title}: ` : '';
  const marks = spec.marks.map((m) => {
    const channels = ['x', 'y']
      .filter((k) => typeof m.options[k] === 'string')
      .map((k) => `${k} ${String(m.options[k]).replace(/^__/, '')}`);
    const rows = m.data ? `, ${m.data.length} points` : '';
    return `${m.mark}${channels.length ? ` (${channels.join(', ')})` : ''}${rows}`;
  });
  return `${title}chart with ${marks.join('; ')}`;
}

/** The sentence for an error, with its line when known. */
export function errorText(e: CellError): string {
  return `${e.name}${e.line ? ` on line ${e.line}` : ''}: ${e.message}`;
}

function isVector(tree: Tree): boolean {
  return tree.t === 'arr' && tree.ctor === 'Array' && tree.n <= 4 && tree.items.every((i) => i.t === 'num');
}

/** The inspector for one value: leaves inline, arrays and objects as expandable nodes. */
export function inspect(tree: Tree, open = false): VNode {
  switch (tree.t) {
    case 'num':
    case 'big':
      return h('span', { class: 'nb-num' }, tree.v);
    case 'str':
      return h('span', { class: 'nb-str' }, quote(tree.v));
    case 'bool':
    case 'nil':
      return h('span', { class: 'nb-kw' }, String(tree.v));
    case 'sym':
    case 'fn':
    case 'date':
      return h('span', { class: 'nb-kw' }, tree.v);
    case 'err':
      return h('span', { class: 'nb-err' }, `${tree.name}: ${tree.message}`);
    case 'opaque':
      return h('span', { class: 'nb-opaque' }, `‹${tree.v}›`);
    case 'md':
      return { tag: 'div', attrs: { class: 'nb-prose' }, prose: tree.v };
    case 'input':
      return {
        tag: 'div',
        attrs: { class: 'nb-input', 'data-index': String(tree.index) },
        input: { index: tree.index, spec: tree.spec },
        // Before the control is built (the build's HTML, a page without scripts): what it is set to, in words.
        children: [inputText(tree.spec)],
      };
    case 'chart':
      return {
        tag: 'div',
        // Focusable: on a phone the chart keeps its drawn width and scrolls sideways,
        // and a scrolling region must be reachable from the keyboard.
        attrs: { class: 'nb-chart', role: 'img', 'aria-label': chartLabel(tree.spec), tabindex: '0' },
        chart: tree.spec,
      };
    case 'arr':
    case 'obj': {
      if (isVector(tree) || (tree.t === 'arr' ? tree.n === 0 : tree.entries.length === 0 && tree.more === 0)) {
        return h('span', { class: 'nb-vec' }, summary(tree));
      }
      const items: Child[] =
        tree.t === 'arr'
          ? tree.items.map((v, i) => h('li', {}, h('span', { class: 'nb-key' }, `${i}: `), inspect(v)))
          : tree.entries.map(([k, v]) => h('li', {}, h('span', { class: 'nb-key' }, `${key(k)}: `), inspect(v)));
      const hidden = tree.t === 'arr' ? tree.n - tree.items.length : tree.more;
      if (hidden > 0) items.push(h('li', { class: 'nb-more' }, `…${hidden} more not shown`));
      const attrs: Record<string, string> = { class: 'nb-node' };
      if (open) attrs.open = '';
      return h('details', attrs, h('summary', {}, summary(tree)), h('ol', { class: 'nb-entries' }, ...items));
    }
  }
}

/** An input's label and value, as text. */
export function inputText(spec: InputSpec): string {
  const name = spec.label || spec.kind;
  switch (spec.kind) {
    case 'select':
    case 'radio':
      return `${name}: ${spec.options[spec.value] ?? ''}`;
    case 'checkbox':
      return `${name}: ${spec.value.map((i) => spec.options[i]).join(', ') || 'none'}`;
    case 'table':
      return `${name}: ${spec.rows.length} rows, ${spec.value.length || 'none'} selected`;
    case 'button':
      return `${spec.label ? `${spec.label}: ` : ''}${spec.content}`;
    default:
      return `${name}: ${String(spec.value)}`;
  }
}

/** An array of flat records as a table; null when the value is not one. */
export function table(tree: Tree): VNode | null {
  const columns = tableColumns(tree);
  if (!columns || tree.t !== 'arr') return null;
  const cell = (v: Tree | undefined): Child => (v === undefined ? '' : v.t === 'str' ? v.v : summary(v, 40));
  const rows = tree.items.map((row) => {
    const entries = row.t === 'obj' ? new Map(row.entries) : new Map<string, Tree>();
    return h('tr', {}, ...columns.map((c) => h('td', {}, cell(entries.get(c)))));
  });
  const caption = `${tree.n} ${tree.n === 1 ? 'row' : 'rows'}${tree.n > tree.items.length ? `, first ${tree.items.length} shown` : ''}`;
  return h(
    'div',
    { class: 'nb-table', tabindex: '0', role: 'region', 'aria-label': `Table, ${caption}` },
    h(
      'table',
      {},
      h('caption', {}, caption),
      h('thead', {}, h('tr', {}, ...columns.map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...rows),
    ),
  );
}

function logPart(tree: Tree): Child {
  if (tree.t === 'str') return tree.v;
  if (tree.t === 'arr' || tree.t === 'obj' || tree.t === 'md') return inspect(tree);
  return summary(tree);
}

/** Every output of a run, in order. */
export function renderOutputs(outputs: Output[]): VNode[] {
  return outputs.map((o) => {
    switch (o.kind) {
      case 'log': {
        const parts: Child[] = [];
        o.parts.forEach((p, i) => {
          if (i > 0) parts.push(' ');
          parts.push(logPart(p));
        });
        const label = o.level === 'log' ? [] : [h('span', { class: 'nb-level' }, `${o.level}: `)];
        return h('div', { class: o.level === 'log' ? 'nb-log' : `nb-log nb-${o.level}` }, ...label, ...parts);
      }
      case 'table':
        return table(o.value) ?? h('div', { class: 'nb-value' }, inspect(o.value, true));
      case 'value':
        return (
          (o.value.t === 'chart' ? null : table(o.value)) ?? h('div', { class: 'nb-value' }, inspect(o.value, true))
        );
      case 'error':
        return h('div', { class: 'nb-error' }, errorText(o.error));
      case 'image':
        // An <img> never runs the picture's scripts nor loads what it links to.
        return h('img', {
          class: 'nb-image',
          alt: o.alt || 'An image saved with the notebook',
          src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(o.svg)}`,
        });
    }
  });
}

/** Whether any output needs a chart drawn (the page then loads Plot). */
export function hasChart(nodes: Child[]): boolean {
  return nodes.some((n) => typeof n !== 'string' && (n.chart !== undefined || hasChart(n.children ?? [])));
}

/** Whether any output is an input (the page then loads the controls). */
export function hasInput(nodes: Child[]): boolean {
  return nodes.some((n) => typeof n !== 'string' && (n.input !== undefined || hasInput(n.children ?? [])));
}

/** Whether any output holds prose (the page then loads prose.ts: Markdown and KaTeX). */
export function hasProse(nodes: Child[]): boolean {
  return nodes.some((n) => typeof n !== 'string' && (n.prose !== undefined || hasProse(n.children ?? [])));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** Prose with no renderer given: its Markdown, as text. */
const proseAsText = (markdown: string): string => `<pre>${escape(markdown)}</pre>`;

/**
 * HTML for the build; `chartHtml` draws a chart (on the server, with Plot and
 * a DOM shim), `proseHtml` renders prose (prose.ts; without it, its Markdown
 * is shown as text).
 */
export function toHtml(
  nodes: Child[],
  chartHtml: (spec: ChartSpec) => string,
  proseHtml: (markdown: string) => string = proseAsText,
): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escape(n);
      const attrs = Object.entries(n.attrs ?? {})
        .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escape(v)}"`))
        .join('');
      const inner = n.chart
        ? chartHtml(n.chart)
        : n.prose !== undefined
          ? proseHtml(n.prose)
          : toHtml(n.children ?? [], chartHtml, proseHtml);
      return `<${n.tag}${attrs}>${inner}</${n.tag}>`;
    })
    .join('');
}

/** Prose with no mount given: its Markdown, as text. */
function mountProseAsText(el: HTMLElement, markdown: string): void {
  const pre = document.createElement('pre');
  pre.textContent = markdown;
  el.append(pre);
}

/** What the page builds in place of a node: a chart drawn, an input's control, prose rendered. */
export interface Mounts {
  chart: (el: HTMLElement, spec: ChartSpec) => void;
  input?: (el: HTMLElement, input: { index: number; spec: InputSpec }) => void;
  /** Markdown with math (prose.ts, loaded when there is some: see hasProse); without it, its Markdown as text. */
  prose?: (el: HTMLElement, markdown: string) => void;
}

/** DOM nodes for the browser; `mounts` draw charts, build inputs and render prose into their elements. */
export function toDom(nodes: Child[], mounts: Mounts): Node[] {
  return nodes.map((n) => {
    if (typeof n === 'string') return document.createTextNode(n);
    const el = document.createElement(n.tag);
    for (const [k, v] of Object.entries(n.attrs ?? {})) el.setAttribute(k, v);
    if (n.chart) mounts.chart(el, n.chart);
    else if (n.input && mounts.input) mounts.input(el, n.input);
    else if (n.prose !== undefined) (mounts.prose ?? mountProseAsText)(el, n.prose);
    else el.append(...toDom(n.children ?? [], mounts));
    return el;
  });
}
