/**
 * Issue 39's small front door: the main entry exports what a game needs, each runtime name with an example in its
 * doc comment; the numerics, the simulations and the vector functions live in their own entries, and every name a
 * 0.x user imported from the main entry is still exported by one of the four.
 */
import ts from 'typescript';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as main from '../../src/lib';
import * as motion from '../../src/lib/motion';
import * as numerics from '../../src/lib/numeric';
import * as vec from '../../src/lib/vec';
import golden from './api-golden/v0-exports.json';

const ROOT = resolve(__dirname, '../..');

/** Every runtime export of the main entry with the JSDoc of its declaration. */
function mainDocs(): Map<string, string> {
  const file = resolve(ROOT, 'src/lib/index.ts');
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const docs = new Map<string, string>();
  const symbols = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
  for (const alias of symbols) {
    const symbol = alias.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(alias) : alias;
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
    const decl = symbol.declarations?.[0];
    if (!decl) continue;
    const node = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl;
    docs.set(
      alias.name,
      ts
        .getJSDocCommentsAndTags(node)
        .map((d) => d.getText())
        .join('\n'),
    );
  }
  return docs;
}

describe('the front door', () => {
  const docs = mainDocs();

  it('exports at most 60 runtime names (0.x: 168), the solvers among them', () => {
    expect(docs.size).toBeLessThanOrEqual(60);
    expect(Object.keys(main).sort()).toEqual([...docs.keys()].sort());
    for (const name of ['intercept', 'interceptTo', 'interceptFrameTo', 'linearIntercept', 'ballisticArcs', 'SLOTS']) {
      expect(docs.has(name), name).toBe(true);
    }
  });

  it('keeps the internals out: no error-free transformation, trace sink, bit table or vector function', () => {
    for (const name of [
      'SPLITTER',
      'twoProductError',
      'setRootTraceSink',
      'pow2',
      'traceRoots',
      'add',
      'dot',
      'race',
    ]) {
      expect(main, name).not.toHaveProperty(name);
    }
  });

  it('gives every runtime name an example in its doc comment', () => {
    const missing = [...docs].filter(([, doc]) => !doc.includes('@example')).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('still exports every name 0.x had from one of the four entries, except those the CHANGELOG retires', () => {
    const retired = ['HIT_SLOTS', 'arcSlots', 'FRAME', 'interceptDefaults'];
    const all = { ...numerics, ...motion, ...vec, ...main };
    const lost = golden.names.filter((n: string) => !(n in all) && !retired.includes(n));
    expect(lost).toEqual([]);
  });
});
