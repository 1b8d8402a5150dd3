/**
 * What a cell defines and what it reads, found by static analysis (no code is
 * run). Pure: used by the notebook worker and by the build.
 *
 * - `defines`: the cell's top-level declarations (`const`, `let`, `var`
 *   anywhere outside a function, functions, classes, every name of a
 *   destructuring pattern), in source order.
 * - `free`: the names the cell reads or writes that no scope of the cell
 *   declares, in order of first use. The notebook's graph (graph.ts) decides
 *   which of them another cell defines; the rest are the library, `figure`,
 *   `display`, `Plot`, `md`, `tex` or the language's globals (`isGlobal`), or unknown.
 * - `assigns`: the free names the cell assigns to (`x = 1`, `x += 1`, `x++`,
 *   `[x, y] = …`, `for (x of …)`), in order of first assignment. A name
 *   another cell defines reaches this cell as a parameter, so assigning to it
 *   would silently change a local copy: the graph makes that an error.
 * - `figures`: the figures the cell reads with `figure('name')` (a literal name).
 *
 * Property names (`a.b`, `{ b: 1 }`), labels, `import.meta`, comments and
 * strings are never names; shadowing, closures, default parameters, catch
 * parameters and class and function expression names follow the language.
 */
import type { Node, Program } from 'acorn';
import { parseCell } from './parse';
import { transform } from 'sucrase';
import type { CellError } from './compile';

export interface Analysis {
  ok: boolean;
  defines: string[];
  free: string[];
  /**
   * Free names the cell assigns to (each is in `free` too). Always set here;
   * optional for analyses made elsewhere (a stand-in for a lost worker's).
   */
  assigns?: string[];
  figures: string[];
  /** When the code does not parse: the syntax error (the cell itself reports it when run). */
  error?: CellError;
}

/** The language's and the worker's global names: never a reference to another cell. */
export const GLOBALS: ReadonlySet<string> = new Set([
  'globalThis',
  'self',
  'undefined',
  'NaN',
  'Infinity',
  'arguments',
  'eval',
  'isFinite',
  'isNaN',
  'parseFloat',
  'parseInt',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'escape',
  'unescape',
  'AggregateError',
  'Array',
  'ArrayBuffer',
  'Atomics',
  'BigInt',
  'BigInt64Array',
  'BigUint64Array',
  'Boolean',
  'DataView',
  'Date',
  'Error',
  'EvalError',
  'FinalizationRegistry',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'Function',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Intl',
  'Iterator',
  'JSON',
  'Map',
  'Math',
  'Number',
  'Object',
  'Promise',
  'Proxy',
  'RangeError',
  'ReferenceError',
  'Reflect',
  'RegExp',
  'Set',
  'SharedArrayBuffer',
  'String',
  'Symbol',
  'SyntaxError',
  'TypeError',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'URIError',
  'WeakMap',
  'WeakRef',
  'WeakSet',
  'console',
  'performance',
  'structuredClone',
  'queueMicrotask',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
  'atob',
  'btoa',
  'crypto',
  'Blob',
  'AbortController',
  'AbortSignal',
  'Event',
  'EventTarget',
  'DOMException',
]);

/** Whether a name is one of the language's (or the worker's) globals. */
export function isGlobal(name: string): boolean {
  return GLOBALS.has(name);
}

type AnyNode = Node & Record<string, unknown>;

class Scope {
  readonly names = new Set<string>();
  constructor(
    readonly parent: Scope | null,
    readonly isFunction: boolean,
  ) {}
  has(name: string): boolean {
    return this.names.has(name) || (this.parent?.has(name) ?? false);
  }
}

const isNode = (v: unknown): v is AnyNode =>
  typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';

/** Every name a binding pattern declares. */
function patternNames(p: AnyNode | null | undefined, out: string[] = []): string[] {
  if (!p) return out;
  switch (p.type) {
    case 'Identifier':
      out.push(p.name as string);
      break;
    case 'ObjectPattern':
      for (const prop of p.properties as AnyNode[])
        patternNames((prop.type === 'RestElement' ? prop.argument : prop.value) as AnyNode, out);
      break;
    case 'ArrayPattern':
      for (const el of p.elements as (AnyNode | null)[]) patternNames(el, out);
      break;
    case 'RestElement':
      patternNames(p.argument as AnyNode, out);
      break;
    case 'AssignmentPattern':
      patternNames(p.left as AnyNode, out);
      break;
  }
  return out;
}

/** `var` declarations of a function body (or the cell), not crossing into nested functions. */
function varNames(node: AnyNode | null | undefined, out: string[]): void {
  if (!node) return;
  switch (node.type) {
    case 'VariableDeclaration':
      if (node.kind === 'var') for (const d of node.declarations as AnyNode[]) patternNames(d.id as AnyNode, out);
      return;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
      return;
  }
  if (!/Statement|Block|Clause|SwitchCase|Program/.test(node.type) && node.type !== 'VariableDeclarator') return;
  for (const key of ['body', 'consequent', 'alternate', 'init', 'left', 'block', 'handler', 'finalizer', 'cases']) {
    const child = node[key];
    if (Array.isArray(child)) for (const c of child) if (isNode(c)) varNames(c, out);
    if (isNode(child)) varNames(child, out);
  }
}

/** Names a block declares directly: let, const, class, and (strict mode) function declarations. */
function lexicalNames(statements: AnyNode[], out: string[]): string[] {
  for (const s of statements) {
    if (s.type === 'VariableDeclaration' && s.kind !== 'var')
      for (const d of s.declarations as AnyNode[]) patternNames(d.id as AnyNode, out);
    else if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id)
      out.push((s.id as AnyNode).name as string);
  }
  return out;
}

class Analyzer {
  readonly free: string[] = [];
  readonly assigns: string[] = [];
  readonly figures: string[] = [];
  private readonly seen = new Set<string>();

  ref(name: string, scope: Scope): void {
    if (scope.has(name) || this.seen.has(name)) return;
    this.seen.add(name);
    this.free.push(name);
  }

  /** A name assigned to: read (it is free unless declared) and, when free, written. */
  write(name: string, scope: Scope): void {
    this.ref(name, scope);
    if (!scope.has(name) && !this.assigns.includes(name)) this.assigns.push(name);
  }

  /** A binding pattern: its defaults and computed keys are read; its names are declared elsewhere. */
  pattern(p: AnyNode | null | undefined, scope: Scope): void {
    if (!p) return;
    switch (p.type) {
      case 'Identifier':
        return;
      case 'ObjectPattern':
        for (const prop of p.properties as AnyNode[]) {
          if (prop.type === 'RestElement') this.pattern(prop.argument as AnyNode, scope);
          else {
            if (prop.computed) this.visit(prop.key as AnyNode, scope);
            this.pattern(prop.value as AnyNode, scope);
          }
        }
        return;
      case 'ArrayPattern':
        for (const el of p.elements as (AnyNode | null)[]) this.pattern(el, scope);
        return;
      case 'RestElement':
        return this.pattern(p.argument as AnyNode, scope);
      case 'AssignmentPattern':
        this.pattern(p.left as AnyNode, scope);
        return this.visit(p.right as AnyNode, scope);
      default:
        // an assignment target such as `a.b` or `x` (not a declaration)
        return this.target(p, scope);
    }
  }

  /** The left side of an assignment or for-in/of without a declaration: its names are read and written. */
  target(p: AnyNode, scope: Scope): void {
    if (p.type === 'Identifier') return this.write(p.name as string, scope);
    if (p.type === 'ObjectPattern' || p.type === 'ArrayPattern' || p.type === 'AssignmentPattern') {
      for (const name of patternNames(p)) this.write(name, scope);
      return this.pattern(p, scope);
    }
    return this.visit(p, scope);
  }

  block(statements: AnyNode[], scope: Scope): void {
    lexicalNames(statements, []).forEach((n) => scope.names.add(n));
    for (const s of statements) this.visit(s, scope);
  }

  func(node: AnyNode, outer: Scope): void {
    const scope = new Scope(outer, true);
    if (node.type === 'FunctionExpression' && node.id) scope.names.add((node.id as AnyNode).name as string);
    for (const p of node.params as AnyNode[]) patternNames(p).forEach((n) => scope.names.add(n));
    const body = node.body as AnyNode;
    if (body.type === 'BlockStatement') {
      const vars: string[] = [];
      varNames(body, vars);
      vars.forEach((n) => scope.names.add(n));
    }
    for (const p of node.params as AnyNode[]) this.pattern(p, scope);
    if (body.type === 'BlockStatement') this.block(body.body as AnyNode[], new Scope(scope, false));
    else this.visit(body, scope);
  }

  klass(node: AnyNode, outer: Scope): void {
    const scope = new Scope(outer, false);
    if (node.type === 'ClassExpression' && node.id) scope.names.add((node.id as AnyNode).name as string);
    if (node.superClass) this.visit(node.superClass as AnyNode, scope);
    for (const member of (node.body as AnyNode).body as AnyNode[]) {
      if (member.computed) this.visit(member.key as AnyNode, scope);
      if (member.type === 'StaticBlock') this.block(member.body as AnyNode[], new Scope(scope, true));
      else if (member.value) this.visit(member.value as AnyNode, new Scope(scope, true));
    }
  }

  visit(node: AnyNode | null | undefined, scope: Scope): void {
    if (!node) return;
    switch (node.type) {
      case 'Identifier':
        return this.ref(node.name as string, scope);
      case 'Literal':
      case 'TemplateElement':
      case 'ThisExpression':
      case 'Super':
      case 'MetaProperty':
      case 'BreakStatement':
      case 'ContinueStatement':
        return;
      case 'LabeledStatement':
        return this.visit(node.body as AnyNode, scope);
      case 'MemberExpression':
        this.visit(node.object as AnyNode, scope);
        if (node.computed) this.visit(node.property as AnyNode, scope);
        return;
      case 'Property':
        if (node.computed) this.visit(node.key as AnyNode, scope);
        return this.visit(node.value as AnyNode, scope);
      case 'CallExpression': {
        const callee = node.callee as AnyNode;
        const [first] = node.arguments as AnyNode[];
        if (
          callee.type === 'Identifier' &&
          callee.name === 'figure' &&
          !scope.has('figure') &&
          first?.type === 'Literal' &&
          typeof first.value === 'string' &&
          !this.figures.includes(first.value)
        )
          this.figures.push(first.value);
        this.visit(callee, scope);
        for (const a of node.arguments as AnyNode[]) this.visit(a, scope);
        return;
      }
      case 'VariableDeclaration':
        for (const d of node.declarations as AnyNode[]) {
          this.pattern(d.id as AnyNode, scope);
          this.visit(d.init as AnyNode, scope);
        }
        return;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return this.func(node, scope);
      case 'ClassDeclaration':
      case 'ClassExpression':
        return this.klass(node, scope);
      case 'BlockStatement':
      case 'StaticBlock':
        return this.block(node.body as AnyNode[], new Scope(scope, false));
      case 'SwitchStatement': {
        this.visit(node.discriminant as AnyNode, scope);
        const inner = new Scope(scope, false);
        const cases = node.cases as AnyNode[];
        lexicalNames(
          cases.flatMap((c) => c.consequent as AnyNode[]),
          [],
        ).forEach((n) => inner.names.add(n));
        for (const c of cases) {
          this.visit(c.test as AnyNode, inner);
          for (const s of c.consequent as AnyNode[]) this.visit(s, inner);
        }
        return;
      }
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const inner = new Scope(scope, false);
        const head = (node.type === 'ForStatement' ? node.init : node.left) as AnyNode | null;
        if (head?.type === 'VariableDeclaration' && head.kind !== 'var')
          for (const d of head.declarations as AnyNode[])
            patternNames(d.id as AnyNode).forEach((n) => inner.names.add(n));
        if (head && head.type !== 'VariableDeclaration' && node.type !== 'ForStatement') this.target(head, inner);
        else this.visit(head, inner);
        for (const key of ['test', 'update', 'right', 'body']) this.visit(node[key] as AnyNode, inner);
        return;
      }
      case 'CatchClause': {
        const inner = new Scope(scope, false);
        patternNames(node.param as AnyNode).forEach((n) => inner.names.add(n));
        this.pattern(node.param as AnyNode, inner);
        return this.visit(node.body as AnyNode, inner);
      }
      case 'AssignmentExpression':
        this.target(node.left as AnyNode, scope);
        return this.visit(node.right as AnyNode, scope);
      case 'UpdateExpression':
        return this.target(node.argument as AnyNode, scope);
    }
    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'loc') continue;
      const child = node[key];
      if (Array.isArray(child)) {
        for (const c of child) if (isNode(c)) this.visit(c, scope);
      } else if (isNode(child)) this.visit(child, scope);
    }
  }
}

/** A cell's definitions, free names and figures. */
export function analyze(source: string): Analysis {
  let program: Program;
  try {
    const js = transform(source, { transforms: ['typescript'], disableESTransforms: true }).code;
    program = parseCell(js);
  } catch (e) {
    const err = e as { message?: string; loc?: { line: number; column: number } };
    return {
      ok: false,
      defines: [],
      free: [],
      assigns: [],
      figures: [],
      error: {
        name: 'SyntaxError',
        message: String(err.message ?? e).replace(/\s*\(\d+:\d+\)\s*$/, ''),
        line: err.loc?.line,
      },
    };
  }
  const body = program.body as unknown as AnyNode[];
  const defines: string[] = [];
  // Source order: each top-level statement's own names, then any `var` nested in it.
  for (const s of body) {
    const own: string[] = [];
    lexicalNames([s], own);
    varNames(s, own);
    for (const n of own) if (!defines.includes(n)) defines.push(n);
  }
  const top = new Scope(null, true);
  defines.forEach((n) => top.names.add(n));
  const analyzer = new Analyzer();
  for (const s of body) analyzer.visit(s, top);
  return { ok: true, defines, free: analyzer.free, assigns: analyzer.assigns, figures: analyzer.figures };
}
