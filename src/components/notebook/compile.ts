/**
 * From a cell's TypeScript to the body of an async function, keeping every
 * line where the reader wrote it (so an error's line is the reader's line).
 * Pure: runs in the notebook worker and in Node at build time. Never used on
 * the page itself.
 *
 * 1. Sucrase strips the types; it keeps line numbers by design.
 * 2. Acorn parses the JavaScript, to report syntax errors with their line and
 *    to find the cell's last statement.
 * 3. The last statement becomes the cell's value: an expression is returned,
 *    and a `const x = …` returns x.
 */
import { transform } from 'sucrase';
import type { Node, Program } from 'acorn';
import { parseCell } from './parse';

/** An error in a cell, with its place in the reader's source (1-based), when known. */
export interface CellError {
  name: string;
  message: string;
  line?: number;
  column?: number;
}

export type Compiled = { ok: true; body: string } | { ok: false; error: CellError };

/** The first line of the function body that holds the reader's line 1 (see `wrap`). */
export const PRELUDE = "'use strict';{";
const EPILOGUE = '\n}';

interface Located {
  message?: string;
  loc?: { line: number; column: number };
}

/** Drop the " (3:5)" that Sucrase and Acorn append to their messages: the line is reported on its own. */
function cleanMessage(message: string): string {
  return message.replace(/\s*\(\d+:\d+\)\s*$/, '');
}

/** Walk every node of an Acorn tree. */
function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const key of Object.keys(node)) {
    const child = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(child)) {
      for (const c of child)
        if (c && typeof c === 'object' && typeof (c as Node).type === 'string') walk(c as Node, visit);
    } else if (child && typeof child === 'object' && typeof (child as Node).type === 'string') {
      walk(child as Node, visit);
    }
  }
}

function lineOf(js: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < js.length; i++) if (js.charCodeAt(i) === 10) line++;
  return line;
}

/** The parameter through which a linked cell hands back its value and its names (see `compile`'s `capture`). */
export const BOX = '__nb_';

/** Rewrite the last top-level statement so the function returns the cell's value (or, capturing, stores it in BOX). */
function returnLast(js: string, program: Program, capture: boolean): string {
  const last = program.body.at(-1);
  if (!last) return js;
  const give = capture ? `${BOX}.value = ` : 'return ';
  if (last.type === 'ExpressionStatement') {
    const expr = last.expression;
    return `${js.slice(0, last.start)}${give}(${js.slice(expr.start, expr.end)});${js.slice(last.end)}`;
  }
  if (last.type === 'VariableDeclaration' && last.declarations.length === 1) {
    const id = last.declarations[0]!.id;
    if (id.type === 'Identifier') return `${js.slice(0, last.end)};${give}${id.name};${js.slice(last.end)}`;
  }
  return js;
}

/**
 * Compile a cell's source into an async function body (see PRELUDE). With
 * `capture` (the cell's top-level names), the body does not return: it puts
 * the cell's value in `BOX.value` and its names in `BOX.names`, on a line of
 * its own after the reader's last line, for the notebook's namespace.
 */
export function compile(source: string, capture?: readonly string[]): Compiled {
  let js: string;
  try {
    js = transform(source, { transforms: ['typescript'], disableESTransforms: true }).code;
  } catch (e) {
    const err = e as Located;
    return {
      ok: false,
      error: {
        name: 'SyntaxError',
        message: cleanMessage(String(err.message ?? e)),
        line: err.loc?.line,
        column: err.loc ? err.loc.column : undefined,
      },
    };
  }
  let program: Program;
  try {
    program = parseCell(js);
  } catch (e) {
    const err = e as Located;
    const message = cleanMessage(String(err.message ?? e));
    return {
      ok: false,
      error: {
        name: 'SyntaxError',
        message: /'import' and 'export'/.test(message)
          ? 'import and export are not available in a cell: the whole library is already in scope.'
          : message,
        line: err.loc?.line,
        column: err.loc ? err.loc.column + 1 : undefined,
      },
    };
  }
  let banned: Node | null = null;
  walk(program, (n) => {
    if (!banned && (n.type === 'ImportExpression' || (n.type === 'MetaProperty' && js.startsWith('import', n.start))))
      banned = n;
  });
  if (banned) {
    return {
      ok: false,
      error: {
        name: 'SyntaxError',
        message: 'import() is not available in a cell: the whole library is already in scope.',
        line: lineOf(js, (banned as Node).start),
      },
    };
  }
  const names = capture ? `\n;${BOX}.names = { ${capture.join(', ')} };` : '';
  return { ok: true, body: PRELUDE + returnLast(js, program, capture !== undefined) + names + EPILOGUE };
}
