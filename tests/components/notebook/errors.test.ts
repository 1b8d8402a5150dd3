import { describe, expect, it } from 'vitest';
import { globalWriteMessage } from '../../../src/components/notebook/errors';
import { describeError, runCell } from '../../../src/components/notebook/run';

// V8's messages when the worker's global object is locked (worker.ts): Node's is not, so they are given as text.
const ADD = 'Cannot add property sneaky, object is not extensible';
const MATH = "Cannot assign to read only property 'Math' of object '#<DedicatedWorkerGlobalScope>'";

describe('globalWriteMessage: V8’s words → what is wrong and what to write', () => {
  it('adding a property through globalThis or self → define it at the top level of a cell', () => {
    const told =
      'Cells cannot add “sneaky” to the global object: it would be shared without the notebook knowing. ' +
      'Define it at the top level of a cell (const sneaky = …) and read it by name in other cells.';
    expect(globalWriteMessage(ADD, 'globalThis.sneaky = 5;')).toBe(told);
    expect(globalWriteMessage(ADD, '  self.sneaky = 5')).toBe(told);
    expect(globalWriteMessage(ADD, 'globalThis["sneaky"] = 5')).toBe(told);
    expect(globalWriteMessage(ADD, 'Object.assign(globalThis, { sneaky })')).toBe(told);
    expect(
      globalWriteMessage(
        'Cannot define property sneaky, object is not extensible',
        'Object.defineProperty(self, "sneaky", {})',
      ),
    ).toBe(told);
  });
  it('replacing a global (Math = 1, globalThis.Math = 1) → give the value a name of its own', () => {
    const told =
      'Cells cannot replace “Math” on the global object: every cell and the library share it, and the notebook would not know it changed. ' +
      'Give your value a name of its own at the top level of a cell (const myMath = …).';
    expect(globalWriteMessage(MATH)).toBe(told);
    expect(globalWriteMessage(MATH, 'Math = 1')).toBe(told);
    expect(globalWriteMessage("Cannot assign to read only property 'Math' of object '#<Window>'")).toBe(told);
    expect(globalWriteMessage("Cannot delete property 'Math' of #<DedicatedWorkerGlobalScope>")).toBe(
      'Cells cannot delete “Math” from the global object: every cell and the library share it.',
    );
    expect(globalWriteMessage('Cannot redefine property: Math', 'Object.defineProperty(globalThis, "Math", {})')).toBe(
      told,
    );
  });
  it('the same V8 words about the reader’s own object → null (the error is left as it is)', () => {
    expect(globalWriteMessage(ADD, 'box.sneaky = 5')).toBeNull();
    expect(globalWriteMessage(ADD, 'globalThis.other = 5; box.sneaky = 5')).toBeNull();
    expect(globalWriteMessage(ADD, 'myself.sneaky = 5')).toBeNull();
    expect(globalWriteMessage(ADD, 'self.sneakyToo = 5')).toBeNull();
    expect(globalWriteMessage(ADD)).toBeNull();
    expect(globalWriteMessage("Cannot assign to read only property 'x' of object '#<Object>'")).toBeNull();
    expect(globalWriteMessage('Cannot redefine property: Math', 'Object.defineProperty(box, "Math", {})')).toBeNull();
    expect(globalWriteMessage('x is not a function', 'globalThis.x()')).toBeNull();
  });
  it('a name that is not an identifier → a declaration that is valid code', () => {
    const m = globalWriteMessage('Cannot add property my key, object is not extensible', 'globalThis["my key"] = 1');
    expect(m).toContain('(const value = …)');
  });
});

describe('describeError: the line, or the whole cell, shows where the write went', () => {
  it('an error without a stack → the cell’s source is searched for the write to the global object', () => {
    const e = new TypeError(ADD);
    e.stack = undefined;
    expect(describeError(e, 2, 'const a = 1;\nglobalThis.sneaky = 5;').message).toMatch(/^Cells cannot add “sneaky”/);
    expect(describeError(e, 2, 'const a = 1;\nbox.sneaky = 5;').message).toBe(ADD);
    expect(describeError(new TypeError(MATH), 1).message).toMatch(/^Cells cannot replace “Math”/);
    expect(describeError(new RangeError(MATH), 1).message).toBe(MATH);
  });
});

describe('runCell: an ordinary TypeError is left alone, a write to the global object is explained', () => {
  it('a non-extensible or frozen object of the cell’s own → V8’s message, untouched', async () => {
    const add = await runCell('const o = Object.preventExtensions({});\no.y = 1;');
    expect(add.outputs[0]).toEqual({
      kind: 'error',
      error: { name: 'TypeError', message: 'Cannot add property y, object is not extensible', line: 2 },
    });
    const frozen = await runCell('const o = Object.freeze({ a: 1 });\no.a = 2;');
    expect(frozen.outputs[0]).toMatchObject({
      kind: 'error',
      error: { name: 'TypeError', message: "Cannot assign to read only property 'a' of object '#<Object>'" },
    });
  });
  it('a locked object standing for the global object (a local named globalThis) → the reader’s message, on its line', async () => {
    const r = await runCell('const globalThis = Object.preventExtensions({});\nglobalThis.sneaky = 5;');
    expect(r.outputs[0]).toMatchObject({
      kind: 'error',
      error: {
        name: 'TypeError',
        line: 2,
        message: expect.stringMatching(/^Cells cannot add “sneaky” to the global object/),
      },
    });
  });
});
