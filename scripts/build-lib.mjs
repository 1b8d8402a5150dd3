#!/usr/bin/env node
/**
 * `npm run build:lib` (`-- --out <dir>` to build elsewhere): the solver library `src/lib` as an installable npm
 * package in `dist-lib/package/` (ES modules, `.d.ts` declarations from tsc, its
 * own README with the examples, the LICENSE, no runtime dependencies), and its
 * tarball from `npm pack` in `dist-lib/`. Prints the tarball's path.
 *
 * The library's sources import each other without extensions (`./vec`), as a
 * bundler resolves them; Node's ES modules need `./vec.js`. The sources are
 * copied to a staging folder with the relative specifiers completed, then
 * compiled there with the TypeScript API (NodeNext modules), so the same files
 * work with Node, bundlers and every `moduleResolution` of a consumer.
 *
 * Also used by the site build (`src/pages/downloads/[file].ts`) and by
 * `tests/package/package.test.ts`, through `buildLibPackage` and `packLib`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The package's name on npm and in `import … from`. */
export const PACKAGE_NAME = 'leading-the-target-solver';

/**
 * The package's version: the newest released one in its CHANGELOG (the first `## x.y.z` heading), so that no
 * version ships without its entry. The package follows semver on its own, apart from the book's version.
 */
export function packageVersion(root = ROOT) {
  const log = readFileSync(join(root, 'scripts/lib-package/CHANGELOG.md'), 'utf8');
  const m = /^## (\d+\.\d+\.\d+)\b/m.exec(log);
  if (!m) throw new Error('build-lib: scripts/lib-package/CHANGELOG.md has no "## x.y.z" release heading');
  return m[1];
}

/** The tarball's file name, as `npm pack` names it. */
export function tarballName(root = ROOT) {
  return `${PACKAGE_NAME}-${packageVersion(root)}.tgz`;
}

/** `./x` → `./x.js` in every relative import and export specifier. */
export function completeSpecifiers(source) {
  return source.replace(/(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)(\.ts)?\2/g, (m, head, q, path) =>
    path.endsWith('.js') ? m : `${head}${q}${path}.js${q}`,
  );
}

/**
 * Builds the package folder `<outDir>/package` and returns its path. Throws
 * with tsc's messages when the library does not compile.
 */
export function buildLibPackage({ root = ROOT, outDir = join(root, 'dist-lib') } = {}) {
  const lib = join(root, 'src/lib');
  const stage = join(outDir, 'stage');
  const pkg = join(outDir, 'package');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  mkdirSync(pkg, { recursive: true });
  // The library's folders (numeric, intercept, motion, engine, teaching) keep their places in the package; the
  // entries are index.ts (the front door), vec.ts, motion/index.ts and numeric/index.ts.
  const files = readdirSync(lib, { recursive: true }).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  for (const f of files) {
    mkdirSync(dirname(join(stage, f)), { recursive: true });
    writeFileSync(join(stage, f), completeSpecifiers(readFileSync(join(lib, f), 'utf8')));
  }
  // A package.json with "type": "module" makes NodeNext treat the staged files as ES modules.
  writeFileSync(join(stage, 'package.json'), '{ "type": "module" }\n');

  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts'],
    types: [],
    strict: true,
    declaration: true,
    sourceMap: false,
    removeComments: false,
    skipLibCheck: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    outDir: join(pkg, 'dist'),
    rootDir: stage,
  };
  const program = ts.createProgram(
    files.map((f) => join(stage, f)),
    options,
  );
  const emitted = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (diagnostics.length > 0 || emitted.emitSkipped) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
    throw new Error(`build-lib: tsc failed\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  rmSync(stage, { recursive: true, force: true });

  const here = join(root, 'scripts/lib-package');
  copyFileSync(join(here, 'README.md'), join(pkg, 'README.md'));
  copyFileSync(join(here, 'LICENSE'), join(pkg, 'LICENSE'));
  copyFileSync(join(here, 'CHANGELOG.md'), join(pkg, 'CHANGELOG.md'));
  const entry = (path) => ({ types: `./dist/${path}.d.ts`, import: `./dist/${path}.js`, default: `./dist/${path}.js` });
  const manifest = {
    name: PACKAGE_NAME,
    version: packageVersion(root),
    description:
      'The Leading the Target intercept solver: constant-velocity, ballistic and general (quartic) intercepts with the best miss, accurate on every finite input. Pure TypeScript, no dependencies.',
    keywords: ['intercept', 'lead', 'target', 'ballistics', 'projectile', 'quartic', 'gamedev'],
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': entry('index'),
      './vec': entry('vec'),
      './motion': entry('motion/index'),
      './numerics': entry('numeric/index'),
    },
    files: ['dist', 'README.md', 'LICENSE', 'CHANGELOG.md'],
    engines: { node: '>=18' },
  };
  writeFileSync(join(pkg, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return pkg;
}

/** Packs the built package folder with `npm pack` into `destination`; returns the tarball's path. */
export function packLib(pkg, destination = dirname(pkg)) {
  mkdirSync(destination, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: pkg,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [info] = JSON.parse(out);
  return join(destination, info.filename);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--out <dir>`: build there instead of dist-lib/ (the package test builds in a temporary folder).
  const at = process.argv.indexOf('--out');
  const outDir = at > 0 ? resolve(process.argv[at + 1]) : undefined;
  const started = performance.now();
  const pkg = buildLibPackage({ outDir });
  const tarball = packLib(pkg);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-lib: ${pkg} and ${tarball} (${seconds} s)`);
}
