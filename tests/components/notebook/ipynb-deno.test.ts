/**
 * Each chapter's exported .ipynb, run as Deno's Jupyter kernel runs it: its
 * code cells in order in one REPL session (`deno repl --eval-file`, the
 * kernel's evaluator: top-level declarations persist between cells, const
 * may be declared again, a cell's last expression is its value, TypeScript
 * is stripped). The kit's URL is mapped to a local bundle with an import
 * map: no network. After each cell, a reporter reads the REPL's `_` (the
 * last value) and `_error`, and prints the value as the book's inspector
 * summarizes it, and its whole tree; each must equal the book's own run (runNotebook).
 *
 * What differs from a kernel: no Jupyter messaging (display() and MIME
 * bundles are not exercised here, only values), and console output is not
 * compared (Deno prints values its own way).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterDoc, chapterTitle } from '../../../src/components/notebook/chapter-notebook';
import { FIRST_STATES } from '../../../src/components/figures/registry';
import { KIT_NAMES } from '../../../src/components/notebook/kit-names';
import { toIpynb } from '../../../src/components/notebook/ipynb';
import { bundleKit, KIT_FILES } from '../../../src/components/notebook/kit-bundle';
import { cellsOfMdx } from '../../../src/components/notebook/page-cells';
import { runNotebook } from '../../../src/components/notebook/session';
import { summary, type Tree } from '../../../src/components/notebook/serialize';

const ROOT = join(__dirname, '../../..');
const DENO = join(ROOT, 'node_modules/.bin/deno');
const KIT_URL = `https://leading-the-target.example/${KIT_FILES.kit}`;
const MARK = '\u0001nb-value ';

const chapters = readdirSync(join(ROOT, 'content'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ name: f.replace(/\.mdx$/, ''), mdx: readFileSync(join(ROOT, 'content', f), 'utf8') }))
  .filter((c) => cellsOfMdx(c.mdx).length > 0);

let dir = '';
const figures = Object.fromEntries(Object.entries(FIRST_STATES).map(([n, state]) => [n, state()]));
/** Per chapter: the book's value of each exported code cell, and what Deno's REPL gave. */
const compared = new Map<string, { book: string[]; deno: string[]; stderr: string }>();

/** A value as compared: its summary (what a reader sees first), then its whole tree. */
function shown(tree: Tree): string {
  return `${summary(tree)}  ${JSON.stringify(tree)}`;
}

/**
 * Numbers to 12 significant digits: Deno's V8 and Node's differ in the last
 * bit of some Math functions (10 ** -1.25 is 0.056234132519034905 in one,
 * …0349 1 in the other), as any two engines may; a real difference is larger.
 */
function rounded(text: string): string {
  return text.replace(/-?\d+\.\d+(?:e[-+]?\d+)?/g, (x) => String(Number(Number(x).toPrecision(12))));
}

function bookValue(outputs: { kind: string; value?: Tree }[], ok: boolean): string {
  if (!ok) return 'threw';
  const value = outputs.findLast((o) => o.kind === 'value');
  return value?.value ? shown(value.value) : shown({ t: 'nil', v: 'undefined' });
}

async function runChapter(name: string, mdx: string): Promise<void> {
  const cells = cellsOfMdx(mdx);
  const run = await runNotebook(cells, figures);
  const doc = chapterDoc(chapterTitle(mdx) ?? name, cells, run);
  const notebook = JSON.parse(toIpynb(doc, { kitUrl: KIT_URL, names: KIT_NAMES, figures })) as {
    cells: { cell_type: string; source: string[]; metadata: Record<string, unknown> }[];
  };
  const book = doc.cells.flatMap((_, i) =>
    doc.kinds?.[i] === 'md'
      ? []
      : [bookValue(doc.outputs?.[i] ?? [], !doc.outputs?.[i]?.some((o) => o.kind === 'error'))],
  );
  const files: string[] = [];
  let k = 0;
  for (const [j, cell] of notebook.cells.entries()) {
    if (cell.cell_type !== 'code') continue;
    const file = join(dir, `${name}-${j}.ts`);
    writeFileSync(file, cell.source.join(''));
    files.push(file);
    if (
      'leading-the-target' in cell.metadata &&
      (cell.metadata['leading-the-target'] as { role?: string }).role === 'kit'
    )
      continue;
    const report = join(dir, `${name}-${j}-report.ts`);
    writeFileSync(report, `__report(${k++}, _, _error)`);
    files.push(report);
  }
  const running = promisify(execFile)(
    DENO,
    [
      'repl',
      '--quiet',
      `--import-map=${join(dir, 'map.json')}`,
      `--allow-read=${dir}`,
      `--eval-file=${[join(dir, 'reporter.js'), ...files].join(',')}`,
    ],
    { cwd: dir, env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' }, timeout: 20_000 },
  );
  // The REPL ends at the end of its input, once the files are evaluated.
  running.child.stdin?.end();
  const { stdout, stderr } = await running.catch((e: { stdout?: string; stderr?: string; message: string }) => ({
    stdout: e.stdout ?? '',
    stderr: `${e.message}\n${e.stderr ?? ''}`,
  }));
  const deno = stdout
    .split('\n')
    .filter((l) => l.startsWith(MARK))
    .map((l) => JSON.parse(l.slice(MARK.length)) as string);
  compared.set(name, { book, deno, stderr });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ipynb-deno-'));
  writeFileSync(join(dir, KIT_FILES.kit), bundleKit('kit', ROOT));
  writeFileSync(join(dir, 'map.json'), JSON.stringify({ imports: { [KIT_URL]: `./${KIT_FILES.kit}` } }));
  // The reporter summarizes a value with the book's own serialize.ts; a cell that threw sets a new _error.
  const reporter = `import { serialize, summary } from './serialize';
let seen;
globalThis.__report = (k, value, error) => {
  const tree = serialize(value);
  const text = error !== seen ? 'threw' : summary(tree) + '  ' + JSON.stringify(tree);
  seen = error;
  console.log(${JSON.stringify(MARK)} + JSON.stringify(text));
};`;
  const built = buildSync({
    stdin: { contents: reporter, resolveDir: join(ROOT, 'src/components/notebook'), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  writeFileSync(join(dir, 'reporter.js'), built.outputFiles[0]!.text);
  // Two at a time: the machine running the tests may have two cores.
  const queue = [...chapters];
  await Promise.all(
    [0, 1].map(async () => {
      for (let c = queue.shift(); c; c = queue.shift()) await runChapter(c.name, c.mdx);
    }),
  );
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('chapter notebooks under Deno’s REPL (as its Jupyter kernel runs them)', () => {
  it('every chapter with cells is exported and run', () => {
    expect(chapters.length).toBeGreaterThan(10);
    expect([...compared.keys()].sort()).toEqual(chapters.map((c) => c.name).sort());
  });
  for (const { name } of chapters)
    it(`${name}: each code cell's value equals the book's`, () => {
      const { book, deno, stderr } = compared.get(name)!;
      expect(deno.length, `Deno reported ${deno.length} of ${book.length} cells; its stderr: ${stderr}`).toBe(
        book.length,
      );
      for (const [k, value] of book.entries())
        expect(rounded(deno[k]!), `cell ${k + 1} of ${name}`).toBe(rounded(value));
    });
});
