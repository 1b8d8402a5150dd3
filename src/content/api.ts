/**
 * Build-time extraction of the library's API reference from its source, with
 * the TypeScript compiler: every export of the package's four entries (the
 * front door `src/lib/index.ts`, then `vec`, `motion` and `numerics`), grouped
 * by entry and by the module that declares it, with its signature and its TSDoc.
 * Nothing here is copied by hand, so the reference cannot drift from the code.
 */
import ts from 'typescript';
import { basename, resolve } from 'node:path';

export type ApiKind = 'function' | 'interface' | 'type' | 'const';

export interface ApiEntry {
  name: string;
  kind: ApiKind;
  /** Signature(s) or declaration, as TypeScript source without comments. */
  signature: string;
  /** The TSDoc summary and remarks, Markdown. */
  doc: string;
  /** `@param` descriptions by name. */
  params: { name: string; text: string }[];
  /** `@returns` text, if any. */
  returns: string;
}

export interface ApiModule {
  /** File name without extension, e.g. "quadratic". */
  name: string;
  /** The import specifier of the entry that exports these names, e.g. "leading-the-target-solver/numerics". */
  entry: string;
  /** The page anchor: the file name for the front door, else "<entry>-<file>" (a file may feed two entries). */
  id: string;
  /** The file's leading doc comment, Markdown. */
  doc: string;
  entries: ApiEntry[];
}

const ORDER = [
  'conventions',
  'vec',
  'float',
  'poly',
  'quadratic',
  'roots',
  'intercept',
  'ballistic',
  'approach',
  'motion',
  'pursuit',
];

function kindOf(decl: ts.Declaration): ApiKind | null {
  if (ts.isFunctionDeclaration(decl)) return 'function';
  if (ts.isInterfaceDeclaration(decl)) return 'interface';
  if (ts.isTypeAliasDeclaration(decl)) return 'type';
  if (ts.isVariableDeclaration(decl)) return 'const';
  return null;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** Declaration source without comments and without function bodies. */
function signatureOf(decls: ts.Declaration[], checker: ts.TypeChecker, kind: ApiKind): string {
  const file = decls[0].getSourceFile();
  if (kind === 'function') {
    const fns = decls.filter(ts.isFunctionDeclaration);
    // With overloads, the implementation signature is not public.
    const visible = fns.length > 1 ? fns.filter((f) => !f.body) : fns;
    return visible
      .map((f) => {
        const bodiless = ts.factory.updateFunctionDeclaration(
          f,
          f.modifiers?.filter((m) => m.kind !== ts.SyntaxKind.ExportKeyword),
          f.asteriskToken,
          f.name,
          f.typeParameters,
          f.parameters,
          f.type,
          undefined,
        );
        return printer.printNode(ts.EmitHint.Unspecified, bodiless, file).replace(/;$/, '');
      })
      .join('\n');
  }
  if (kind === 'const') {
    const d = decls[0] as ts.VariableDeclaration;
    const type = checker.typeToString(
      checker.getTypeAtLocation(d),
      d,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.MultilineObjectLiterals,
    );
    return `const ${d.name.getText(file)}: ${type}`;
  }
  const node = decls[0] as ts.InterfaceDeclaration | ts.TypeAliasDeclaration;
  const stripped = printer.printNode(ts.EmitHint.Unspecified, node, file);
  return stripped.replace(/^export /, '');
}

function text(parts: ts.SymbolDisplayPart[] | string | undefined): string {
  if (!parts) return '';
  return typeof parts === 'string' ? parts : ts.displayPartsToString(parts);
}

/** The package's entries: import specifier suffix and source file, front door first. */
export const API_ENTRIES: readonly { entry: string; file: string }[] = [
  { entry: '', file: 'src/lib/index.ts' },
  { entry: 'vec', file: 'src/lib/vec.ts' },
  { entry: 'motion', file: 'src/lib/motion/index.ts' },
  { entry: 'numerics', file: 'src/lib/numeric/index.ts' },
];

/** The package's name in `import … from`. */
const PACKAGE = 'leading-the-target-solver';

/** Every public export of the library, by entry and module, in reading order; each name once, at its first entry. */
export function extractApi(root = process.cwd()): ApiModule[] {
  const files = API_ENTRIES.map((e) => resolve(root, e.file));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const modules = new Map<string, ApiModule>();
  const seen = new Set<string>();
  const exports = API_ENTRIES.flatMap(({ entry }, i) => {
    const source = program.getSourceFile(files[i]);
    if (!source) throw new Error(`cannot read ${files[i]}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${files[i]} is not a module`);
    return checker.getExportsOfModule(moduleSymbol).map((exported) => ({ entry, exported }));
  });
  for (const { entry, exported } of exports) {
    if (seen.has(exported.name)) continue;
    seen.add(exported.name);
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decls = symbol.declarations ?? [];
    if (decls.length === 0) continue;
    const kind = kindOf(decls[0]);
    if (!kind) continue;
    const file = decls[0].getSourceFile();
    const name = basename(file.fileName, '.ts');
    const id = entry ? `${entry}-${name}` : name;
    if (!modules.has(id)) {
      const first = file.statements[0];
      const ranges = first ? (ts.getLeadingCommentRanges(file.text, first.getFullStart()) ?? []) : [];
      const head = ranges.find((r) => file.text.slice(r.pos, r.pos + 3) === '/**');
      const doc = head ? cleanComment(file.text.slice(head.pos, head.end)) : '';
      modules.set(id, { name, entry: entry ? `${PACKAGE}/${entry}` : PACKAGE, id, doc, entries: [] });
    }
    // For overloads, the documented declaration may be any of them.
    const tags = symbol.getJsDocTags(checker);
    const docSymbol = kind === 'function' ? decls.find((d) => ts.getJSDocCommentsAndTags(d).length > 0) : decls[0];
    let doc = text(symbol.getDocumentationComment(checker));
    if (!doc && docSymbol) {
      const jsdoc = ts.getJSDocCommentsAndTags(docSymbol).find(ts.isJSDoc);
      doc = typeof jsdoc?.comment === 'string' ? jsdoc.comment : (ts.getTextOfJSDocComment(jsdoc?.comment) ?? '');
    }
    modules.get(id)!.entries.push({
      name: symbol.getName(),
      kind,
      signature: signatureOf(decls, checker, kind),
      doc,
      params: tags
        .filter((t) => t.name === 'param')
        .map((t) => {
          const [pname, ...rest] = text(t.text).split(/\s+/);
          return { name: pname, text: rest.join(' ').replace(/^-\s*/, '') };
        }),
      returns: text(tags.find((t) => t.name === 'returns')?.text),
    });
  }

  const rank = (n: string) => (ORDER.includes(n) ? ORDER.indexOf(n) : ORDER.length);
  const entryRank = (m: ApiModule) =>
    API_ENTRIES.findIndex((e) => (m.id === m.name ? e.entry === '' : m.id.startsWith(`${e.entry}-`)));
  const out = [...modules.values()].sort(
    (a, b) => entryRank(a) - entryRank(b) || rank(a.name) - rank(b.name) || a.name.localeCompare(b.name),
  );
  for (const m of out) m.entries.sort((a, b) => a.name.localeCompare(b.name));
  return out;
}

/** The text of a `/** … *\/` comment without its delimiters and leading stars. */
function cleanComment(raw: string): string {
  return raw
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}
