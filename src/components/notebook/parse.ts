/** Parsing a cell's JavaScript, the same way for the analysis (names, figures) and the compiler. */
import { parse, type Program } from 'acorn';

/** A cell's JavaScript as a script whose top level may `await` and `return` (the runner wraps it in an async function). */
export function parseCell(js: string): Program {
  return parse(js, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowAwaitOutsideFunction: true,
    allowReturnOutsideFunction: true,
  });
}
