/**
 * The `<Cell>`s of an MDX page, read from its source, so the build sees a
 * page's whole notebook before it renders the first cell (a cell may use a
 * name defined further down). Pure: the build (Cell.astro) and the tests
 * (every content/*.mdx page forms a valid graph) use it.
 *
 * Attributes are read as MDX reads them: `name="text"`, `name={`template`}`
 * (a template without `${…}`, cooked as JavaScript does), `name={2}`, and a
 * bare `name` (true). Fenced code blocks are skipped.
 */
import { parseExpressionAt, type Node } from 'acorn';
import { dedent } from './source';

export interface MdxCell {
  title: string;
  code: string;
  local: boolean;
  live?: string;
  timeout?: number;
  id?: string;
  /** 1-based line of the `<Cell` in the page. */
  line: number;
}

type Value = string | number | boolean | undefined;

function evaluate(node: Node & Record<string, unknown>): Value {
  if (node.type === 'Literal') {
    const v = node.value;
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : undefined;
  }
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const v = evaluate(node.argument as Node & Record<string, unknown>);
    return typeof v === 'number' ? -v : undefined;
  }
  return undefined;
}

/** Read the attributes of a `<Cell` starting at `at` (just after the tag name). */
function attributes(text: string, at: number): Record<string, Value> {
  const out: Record<string, Value> = {};
  let i = at;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  for (;;) {
    space();
    if (i >= text.length || text.startsWith('/>', i) || text[i] === '>') return out;
    const name = /^[A-Za-z_][\w:-]*/.exec(text.slice(i, i + 100))?.[0];
    if (!name) throw new Error(`unexpected ${JSON.stringify(text.slice(i, i + 20))}`);
    i += name.length;
    space();
    if (text[i] !== '=') {
      out[name] = true;
      continue;
    }
    i++;
    space();
    const q = text[i];
    if (q === '"' || q === "'") {
      const end = text.indexOf(q, i + 1);
      out[name] = text.slice(i + 1, end);
      i = end + 1;
    } else if (q === '{') {
      const node = parseExpressionAt(text, i + 1, { ecmaVersion: 'latest' }) as Node & Record<string, unknown>;
      out[name] = evaluate(node);
      i = node.end;
      space();
      if (text[i] !== '}') throw new Error(`expected } after the value of ${name}`);
      i++;
    } else throw new Error(`unexpected value for ${name}`);
  }
}

/** Every `<Cell>` of an MDX page, in order, with its code as the cell shows it (dedented). */
export function cellsOfMdx(text: string): MdxCell[] {
  const cells: MdxCell[] = [];
  const lines = text.split('\n');
  let offset = 0;
  let fence: string | null = null;
  for (const [n, line] of lines.entries()) {
    const start = offset;
    offset += line.length + 1;
    const f = /^\s*(```+|~~~+)/.exec(line);
    if (f) {
      if (fence === null) fence = f[1]!;
      else if (f[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const m = /^(\s*)<Cell(?=[\s/>]|$)/.exec(line);
    if (!m) continue;
    let attrs: Record<string, Value>;
    try {
      attrs = attributes(text, start + m[0].length);
    } catch (e) {
      throw new Error(`<Cell> on line ${n + 1}: ${(e as Error).message}`);
    }
    if (typeof attrs.code !== 'string') throw new Error(`<Cell> on line ${n + 1}: its code is not a plain template`);
    cells.push({
      title: typeof attrs.title === 'string' ? attrs.title : 'Code',
      code: dedent(attrs.code),
      local: attrs.local === true,
      live: typeof attrs.live === 'string' ? attrs.live : undefined,
      timeout: typeof attrs.timeout === 'number' ? attrs.timeout : undefined,
      id: typeof attrs.id === 'string' ? attrs.id : undefined,
      line: n + 1,
    });
  }
  return cells;
}
