import { describe, expect, it } from 'vitest';
import type { Root, RootContent } from 'hast';
import proseRuns from '../../src/markdown/prose-runs';

const el = (tagName: string, text = 'x'): RootContent => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{ type: 'text', value: text }],
});
const nl = (): RootContent => ({ type: 'text', value: '\n' });
// MDX nodes are not in hast's types: cast them in.
const jsx = (name: string) =>
  ({ type: 'mdxJsxFlowElement', name, attributes: [], children: [] }) as unknown as RootContent;
const esm = () => ({ type: 'mdxjsEsm', value: "import X from './x'" }) as unknown as RootContent;

/** The tree's top level in short: a run as [first tag, its children's tags], anything else by its type or name. */
function shape(tree: Root): unknown[] {
  return tree.children
    .filter((n) => !(n.type === 'text' && !n.value.trim()))
    .map((n) => {
      if (n.type === 'element' && n.tagName === 'div') {
        const kids = n.children.filter((c) => c.type !== 'text' || c.value.trim());
        return {
          run: kids.map((c) => (c.type === 'element' ? c.tagName : (c as unknown as { name: string }).name)),
          first: n.properties.dataFirst ?? null,
        };
      }
      return (n as unknown as { name?: string }).name ?? n.type;
    });
}

function transform(children: RootContent[]): Root {
  const tree: Root = { type: 'root', children };
  proseRuns()(tree);
  return tree;
}

describe('proseRuns', () => {
  it('text between widgets → one run each; widgets and ESM stay at the top level', () => {
    const tree = transform([
      esm(),
      nl(),
      el('p'),
      nl(),
      el('h2'),
      nl(),
      el('p'),
      nl(),
      jsx('DotFigure'),
      nl(),
      el('p'),
      jsx('Cell'),
      jsx('Cell'),
      nl(),
    ]);
    expect(shape(tree)).toEqual([
      'mdxjsEsm',
      { run: ['p', 'h2', 'p'], first: null },
      'DotFigure',
      { run: ['p'], first: null },
      'Cell',
      'Cell',
    ]);
  });

  it('Tex and Bound blocks are part of the text; a run that opens with a heading says which', () => {
    const tree = transform([jsx('DotFigure'), el('h3'), jsx('Tex'), el('p'), jsx('Bound')]);
    expect(shape(tree)).toEqual(['DotFigure', { run: ['h3', 'Tex', 'p', 'Bound'], first: 'h3' }]);
  });

  it('whitespace around a run stays outside it; every node keeps its order', () => {
    const tree = transform([nl(), el('p', 'a'), nl(), el('p', 'b'), nl(), jsx('Cell')]);
    expect(tree.children.map((n) => n.type)).toEqual(['text', 'element', 'text', 'mdxJsxFlowElement']);
    const run = tree.children[1] as Extract<RootContent, { type: 'element' }>;
    expect(run.properties.className).toEqual(['prose-run']);
    expect(run.children.map((c) => (c.type === 'element' ? c.children[0] : c))).toEqual([
      { type: 'text', value: 'a' },
      { type: 'text', value: '\n' },
      { type: 'text', value: 'b' },
    ]);
  });

  it('a chapter of widgets only → no empty run', () => {
    expect(shape(transform([jsx('DotFigure'), nl(), jsx('Cell')]))).toEqual(['DotFigure', 'Cell']);
  });
});
