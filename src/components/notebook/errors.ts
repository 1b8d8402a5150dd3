/**
 * Errors a cell meets because the worker locks its global object (worker.ts):
 * no property may be added to it, and its own properties may not be
 * replaced. V8's words name a property and an object; the reader needs to
 * know why, and what to write instead. Pure: the messages are V8's, so the
 * tests give the strings directly (Node's global object is not locked).
 */

/** How V8 names the global object of a worker or a window in its messages. */
const GLOBAL_OBJECT = String.raw`#<(?:Dedicated|Shared|Service)?WorkerGlobalScope>|#<Window>`;
const READ_ONLY = new RegExp(String.raw`^Cannot assign to read only property '(.+)' of object '(?:${GLOBAL_OBJECT})'$`);
const DELETE = new RegExp(String.raw`^Cannot delete property '(.+)' of (?:${GLOBAL_OBJECT})$`);
/** These do not name the object: the line that threw must (see `onGlobal`). */
const ADD = /^Cannot (?:add|define) property (.+), object is not extensible$/;
const REDEFINE = /^Cannot redefine property: (.+)$/;

/** The global object, as a cell may spell it. */
const GLOBAL_NAMES = String.raw`(?:globalThis|self|window)`;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `line` writes `name` onto the global object: `globalThis.name`,
 * `self["name"]`, or the global object handed to Object.assign,
 * Object.defineProperty or Reflect.defineProperty.
 */
function onGlobal(line: string, name: string): boolean {
  const n = escapeRegExp(name);
  const member = new RegExp(
    String.raw`\b${GLOBAL_NAMES}\s*(?:\?\.|\.)\s*${n}(?![\w$])|\b${GLOBAL_NAMES}\s*\[\s*(['"\x60])${n}\1\s*\]`,
  );
  const handed = new RegExp(
    String.raw`\b(?:Object\s*\.\s*(?:assign|defineProperty|defineProperties)|Reflect\s*\.\s*defineProperty)\s*\(\s*${GLOBAL_NAMES}\b`,
  );
  return member.test(line) || handed.test(line);
}

/** `const name = …` when `name` can be written so, else a generic declaration. */
function declaration(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `const ${name} = …` : 'const value = …';
}

/** A name of the reader's own, beside a global one they tried to replace: Math → myMath. */
function ownName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `const my${name[0]!.toUpperCase()}${name.slice(1)} = …` : 'const value = …';
}

function replaced(name: string): string {
  return (
    `Cells cannot replace “${name}” on the global object: every cell and the library share it, ` +
    `and the notebook would not know it changed. Give your value a name of its own at the top level of a cell (${ownName(name)}).`
  );
}

/**
 * The reader's message for a TypeError about the global object, or null when
 * the error is about something else (an ordinary frozen or non-extensible
 * object of the reader's). `line` is the reader's line that threw, when known:
 * V8's "not extensible" message does not say which object, so the line must
 * show the global object.
 */
export function globalWriteMessage(message: string, line?: string): string | null {
  const readOnly = READ_ONLY.exec(message)?.[1];
  if (readOnly !== undefined) return replaced(readOnly);
  const deleted = DELETE.exec(message)?.[1];
  if (deleted !== undefined)
    return `Cells cannot delete “${deleted}” from the global object: every cell and the library share it.`;
  const redefined = REDEFINE.exec(message)?.[1];
  if (redefined !== undefined && line !== undefined && onGlobal(line, redefined)) return replaced(redefined);
  const added = ADD.exec(message)?.[1];
  if (added !== undefined && line !== undefined && onGlobal(line, added))
    return (
      `Cells cannot add “${added}” to the global object: it would be shared without the notebook knowing. ` +
      `Define it at the top level of a cell (${declaration(added)}) and read it by name in other cells.`
    );
  return null;
}
