import { describe, expect, it } from 'vitest';
import { analyze, isGlobal } from '../../../src/components/notebook/analyze';

const refs = (code: string) => analyze(code).free.filter((n) => !isGlobal(n));

describe('analyze: definitions', () => {
  it('const, let, var, function and class at the top level, in source order', () => {
    expect(analyze('const a = 1;\nlet b = 2;\nvar c;\nfunction f() {}\nclass K {}').defines).toEqual([
      'a',
      'b',
      'c',
      'f',
      'K',
    ]);
  });
  it('destructuring: objects, arrays, renames, defaults and rests', () => {
    const a = analyze('const { x, y: why, z = 3, ...rest } = o;\nconst [p, , [q], ...others] = list;');
    expect(a.defines).toEqual(['x', 'why', 'z', 'rest', 'p', 'q', 'others']);
    expect(a.free).toEqual(['o', 'list']);
  });
  it('var inside a top-level loop or block is a definition; let inside a block is not', () => {
    expect(analyze('for (var i = 0; i < 3; i++) {}\n{ let hidden = 1; var seen = 2; }').defines).toEqual(['i', 'seen']);
  });
  it('names inside functions are not definitions', () => {
    expect(analyze('function f() { const inner = 1; var v = 2; return inner + v; }').defines).toEqual(['f']);
  });
  it('TypeScript types are not names', () => {
    const a = analyze('interface P { x: number }\ntype Q = P[];\nconst p: P = { x: 1 };\np.x');
    expect(a.defines).toEqual(['p']);
    expect(a.free).toEqual([]);
  });
});

describe('analyze: references', () => {
  it('a name read from outside the cell is free; its own names are not', () => {
    expect(refs('const y = x * 2;\ny + x')).toEqual(['x']);
  });
  it('use before its own definition in the cell is still its own name', () => {
    expect(refs('const y = f(2);\nfunction f(n) { return n * k; }\nconst k = 3;')).toEqual([]);
  });
  it('shadowing: a parameter or inner const hides an outer name', () => {
    expect(refs('const g = (x) => x + 1;\nfunction h() { const y = 2; return y; }\ng(1) + h()')).toEqual([]);
    expect(refs('{ const x = 1; }\nx')).toEqual(['x']);
  });
  it('closures read free names from inside nested functions', () => {
    expect(refs('const add = (a) => (b) => a + b + offset;')).toEqual(['offset']);
  });
  it('default parameters: earlier parameters are bound, outer names are free', () => {
    expect(refs('function f(a, b = a + scale, { c } = defaults) { return a + b + c; }')).toEqual(['scale', 'defaults']);
  });
  it('labels and property names are not names', () => {
    expect(
      refs('outer: for (const i of [1]) { for (;;) { break outer; } }\nconst o = { width: 1 };\no.height'),
    ).toEqual([]);
  });
  it('a shorthand property reads its name; a computed key reads its expression', () => {
    expect(refs('({ speed, [key]: 1, label: 2 })')).toEqual(['speed', 'key']);
  });
  it('globalThis.x reads globalThis only', () => {
    const a = analyze('globalThis.answer = 42;\nglobalThis.answer');
    expect(a.free).toEqual(['globalThis']);
    expect(refs('globalThis.answer')).toEqual([]);
  });
  it('comments and strings that look like names are not references', () => {
    expect(refs('// uses target and speed\n/* shooter */\nconst s = "target";\n`speed ${1}`')).toEqual([]);
  });
  it('a template literal reads the names in its expressions', () => {
    expect(refs('`t = ${time} s`')).toEqual(['time']);
  });
  it('catch parameters, class and function expression names are bound inside', () => {
    expect(refs('try { f(); } catch (err) { err.message }')).toEqual(['f']);
    expect(
      refs('const K = class Inner { m() { return Inner; } };\nconst r = function self2() { return self2; };'),
    ).toEqual([]);
  });
  it('an assignment to an outer name is a reference to it', () => {
    expect(refs('count = count + 1;\n[a, b] = [b, a];')).toEqual(['count', 'a', 'b']);
  });
  it('library and extra names are listed as free; the graph decides what they are', () => {
    expect(analyze('linearIntercept({ shooter: [0, 0], target: T, targetVelocity: V, speed: 10 })').free).toEqual([
      'linearIntercept',
      'T',
      'V',
    ]);
    expect(analyze('Math.max(1, 2) + Number.EPSILON').free.every(isGlobal)).toBe(true);
  });
  it('class members: methods see their parameters; computed member names are read', () => {
    expect(refs('class A extends Base { [tag]() {} m(x) { return x + y; } static n = z; }')).toEqual([
      'Base',
      'tag',
      'y',
      'z',
    ]);
  });
  it('switch cases share one block; for-of binds its variable', () => {
    expect(refs('switch (k) { case 1: const q = 1; break; default: q; }\nfor (const item of items) item;')).toEqual([
      'k',
      'items',
    ]);
  });
});

describe('analyze: assignments', () => {
  const assigns = (code: string) => analyze(code).assigns;
  it('=, +=, ++ and -- on a free name → assigned (and read)', () => {
    const a = analyze('counter += 1;\ntotal = 0;\nn++;\n--m;');
    expect(a.assigns).toEqual(['counter', 'total', 'n', 'm']);
    expect(a.free).toEqual(['counter', 'total', 'n', 'm']);
  });
  it('destructuring assignment and for-of without a declaration → each name assigned', () => {
    expect(assigns('[a, b] = [b, a];\n({ x, y: why = 1 } = o);\nfor (item of items) {}')).toEqual([
      'a',
      'b',
      'x',
      'why',
      'item',
    ]);
  });
  it('the cell’s own names, parameters and inner declarations are not assignments to another cell', () => {
    expect(
      assigns('let count = 0;\ncount += 1;\nfunction f(p) { p = 2; let q; q = 3; }\nfor (const k of [1]) {}'),
    ).toEqual([]);
  });
  it('a property or an element of a free name is not an assignment to the name', () => {
    expect(assigns('box.n = 2;\nlist[0] = 1;\nbox.n++;')).toEqual([]);
  });
  it('an assignment inside a closure is still to the outer name', () => {
    expect(assigns('const bump = () => { hits++; };')).toEqual(['hits']);
  });
  it('a syntax error → no assignments', () => {
    expect(analyze('x = (;').assigns).toEqual([]);
  });
});

describe('analyze: figures and errors', () => {
  it("figure('name') with a literal name makes the figure a source", () => {
    expect(analyze("const s = figure('lead-demo');\nconst t = figure(name);").figures).toEqual(['lead-demo']);
  });
  it('a syntax error gives ok false with its line and no names', () => {
    const a = analyze('const a = 1;\nconst b = (a +;');
    expect(a).toMatchObject({ ok: false, defines: [], free: [], error: { name: 'SyntaxError', line: 2 } });
  });
});
