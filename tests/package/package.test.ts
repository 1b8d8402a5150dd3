/**
 * The solver as an npm package (`npm run build:lib`): built and packed with
 * `npm pack` into a temporary folder, installed offline from the tarball into a
 * fresh project, the README's example run with Node (its output must be the
 * one the README prints), a strict TypeScript consumer of every entry type-checked with tsc
 * against the declarations (each misuse of issue 39 rejected), and the README's quick start run.
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

  it('type-checks a strict consumer (exactOptionalPropertyTypes) of all four entries, and rejects each misuse', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022'],
          types: [],
        },
        include: ['consumer.ts', 'quickstart.ts'],
      }),
    );
    writeFileSync(
      join(project, 'consumer.ts'),
      `import {
  SLOTS,
  ballisticArcsTo,
  gravityYUp2D,
  gravityZUp3D,
  intercept,
  interceptDefaults3D,
  interceptFrameTo,
  linearIntercept,
  type InterceptOptions,
  type NoHitReason,
  type Vec2,
  type Vec3,
} from '${NAME}';
import { dot, sub } from '${NAME}/vec';
import { race, weavingPath } from '${NAME}/motion';
import { traceRoots, twoProduct } from '${NAME}/numerics';

const options: InterceptOptions<Vec3> = { ...interceptDefaults3D, shooter: [0, 0, 0], target: [40, 10, 0], speed: 30, gravity: gravityZUp3D };
const r = intercept(options);
const aim: Vec3 | null = r.hit ? r.aim : null;
const reason: NoHitReason | null = r.hit ? null : r.reason;
const frame = new Float64Array(SLOTS.frameLength);
const n: number = interceptFrameTo(frame, options);
const arcs = new Float64Array(SLOTS.arcsLength);
const k: number = ballisticArcsTo(arcs, { shooter: [0, 0, 0], target: [40, 10, 0], speed: 30, gravity: gravityZUp3D });
const lead = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
const aim2: Vec2 | null = lead.hit ? lead.aim : null;
const teaching: number = lead.discriminant;
const d: number = dot(sub([1, 2], [0, 1]), [1, 1]);
export { aim, aim2, reason, n, k, teaching, d, race, weavingPath, traceRoots, twoProduct };

// Each misuse must stay a compile error: an unused @ts-expect-error fails the check.
// @ts-expect-error a 2D shooter with a 3D target
intercept({ shooter: [0, 0], target: [1, 2, 3], speed: 1 });
// @ts-expect-error a 2D aim has no z
export const z = lead.hit ? lead.aim[2] : 0;
// @ts-expect-error linearIntercept does not take gravity
linearIntercept({ shooter: [0, 0], target: [1, 1], speed: 20, gravity: gravityYUp2D });
// @ts-expect-error the 0.x positional form
linearIntercept([0, 0], [1, 1], [0, 1], 20);
// @ts-expect-error velocity is targetVelocity
intercept({ shooter: [0, 0], target: [1, 1], velocity: [0, 1], speed: 20 });
// @ts-expect-error speed is a number
intercept({ shooter: [0, 0], target: [1, 1], speed: '20' });
`,
    );
    const readme = readFileSync(join(ROOT, 'scripts/lib-package/README.md'), 'utf8');
    writeFileSync(join(project, 'quickstart.ts'), quickStart(readme));
    const ok = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(ok.stdout + ok.stderr).toBe('');
    expect(ok.status).toBe(0);
  }, 30_000);

  it("runs the README's TypeScript quick start: the same hit as intercept, and none beyond maxTime", () => {
    const readme = readFileSync(join(ROOT, 'scripts/lib-package/README.md'), 'utf8');
    writeFileSync(join(project, 'quickstart.ts'), quickStart(readme));
    writeFileSync(
      join(project, 'run-quickstart.mjs'),
      `import { aimAt } from './quickstart.ts';
import { gravityYUp3D, intercept } from '${NAME}';
const hit = aimAt({ x: 0, y: 1.5, z: 0 }, { x: 30, y: 1, z: -12 }, { x: -4, y: 0, z: 2 }, { x: 0, y: 0, z: 0 });
const r = intercept({ shooter: [0, 1.5, 0], target: [30, 1, -12], targetVelocity: [-4, 0, 2], speed: 45, gravity: gravityYUp3D, maxTime: 3 });
const far = aimAt({ x: 0, y: 0, z: 0 }, { x: 900, y: 0, z: 0 }, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0 });
console.log(JSON.stringify({ hit, aim: r.hit ? r.aim : null, far }));
`,
    );
    const run = spawnSync(process.execPath, ['--experimental-strip-types', '--no-warnings', 'run-quickstart.mjs'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { hit, aim, far } = JSON.parse(run.stdout);
    expect(aim).not.toBeNull();
    expect([hit.x, hit.y, hit.z]).toEqual(aim);
    expect(far).toBeNull();
  });
});

/** The TypeScript block under "### Godot and three.js" in the package README. */
function quickStart(readme: string): string {
  const section = readme.slice(readme.indexOf('### Godot and three.js'));
  const match = section.match(/```ts\n([\s\S]*?)```/);
  if (!match) throw new Error('no ```ts block under ### Godot and three.js in the package README');
  return match[1];
}
