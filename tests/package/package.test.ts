/**
 * The solver as an npm package (`npm run build:lib`): built and packed with
 * `npm pack` into a temporary folder, installed offline from the tarball into a
 * fresh project, the README's example run with Node (its output must be the
 * one the README prints), and a small TypeScript consumer type-checked with tsc
 * against the package's declarations (and a wrong call rejected by them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const NAME = 'leading-the-target-solver';
const work = mkdtempSync(join(tmpdir(), 'ltt-package-'));
const project = join(work, 'consumer');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
let tarball = '';

/** The first fenced block of the given language after `## Example` in the package README. */
function readmeBlock(readme: string, lang: string): string {
  const example = readme.slice(readme.indexOf('## Example'));
  const match = example.match(new RegExp('```' + lang + '\\n([\\s\\S]*?)```'));
  if (!match) throw new Error(`no \`\`\`${lang} block under ## Example in the package README`);
  return match[1];
}

beforeAll(() => {
  const out = execFileSync(process.execPath, [join(ROOT, 'scripts/build-lib.mjs'), '--out', join(work, 'build')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  tarball = out.match(/ and (\S+\.tgz) /)?.[1] ?? '';
  expect(existsSync(tarball), out).toBe(true);
  mkdirSync(project, { recursive: true });
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }, null, 2),
  );
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the npm package', () => {
  it('installs from the tarball with its README, LICENSE, CHANGELOG, ES modules and declarations, and no dependencies', () => {
    const dir = join(project, 'node_modules', NAME);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(manifest.name).toBe(NAME);
    expect(manifest.type).toBe('module');
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.license).toBe('MIT');
    for (const f of [
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/intercept/intercept.d.ts',
    ]) {
      expect(existsSync(join(dir, f)), f).toBe(true);
    }
    // Relative imports carry their extension, as Node's ES modules need.
    expect(readFileSync(join(dir, 'dist/index.js'), 'utf8')).toContain("from './intercept/intercept.js'");
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8'));
    expect(Object.keys(lock.packages).filter((p) => p !== '')).toEqual([`node_modules/${NAME}`]);
  });

  it("runs the README's example with Node and prints what the README says", () => {
    const readme = readFileSync(join(ROOT, 'scripts/lib-package/README.md'), 'utf8');
    writeFileSync(join(project, 'example.mjs'), readmeBlock(readme, 'js'));
    const run = spawnSync(process.execPath, ['example.mjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(readmeBlock(readme, 'text'));
  });

  it('type-checks a TypeScript consumer against the declarations, and rejects a wrong call', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022'],
          types: [],
        },
        include: ['consumer.ts'],
      }),
    );
    writeFileSync(
      join(project, 'consumer.ts'),
      `import {
  FRAME,
  arcSlots,
  ballisticArcsTo,
  gravityZUp3D,
  intercept,
  interceptDefaults3D,
  interceptFrameTo,
  linearIntercept,
  type InterceptOptions,
  type NoHitReason,
  type Vec3,
} from '${NAME}';

const options: InterceptOptions = { ...interceptDefaults3D, shooter: [0, 0, 0], target: [40, 10, 0], speed: 30, gravity: gravityZUp3D };
const r = intercept<Vec3>(options);
const aim: Vec3 | null = r.hit ? r.aim : null;
const reason: NoHitReason | null = r.hit ? null : r.reason;
const frame = new Float64Array(FRAME.length);
const n: number = interceptFrameTo(frame, options);
const arcs = new Float64Array(arcSlots(3).length);
const k: number = ballisticArcsTo(arcs, { shooter: [0, 0, 0], target: [40, 10, 0], speed: 30, gravity: gravityZUp3D });
const lead = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
const teaching: number = lead.discriminant;
export { aim, reason, n, k, teaching };
`,
    );
    const ok = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(ok.stdout + ok.stderr).toBe('');
    expect(ok.status).toBe(0);

    writeFileSync(
      join(project, 'consumer.ts'),
      `import { linearIntercept } from '${NAME}';\nlinearIntercept({ shooter: [0, 0], target: [1, 1], speed: '20' });\n`,
    );
    const bad = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toMatch(/consumer\.ts.*error TS2322.*'string' is not assignable to type 'number'/s);
  }, 30_000);
});
