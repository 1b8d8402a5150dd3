// Astro 7 needs Node >= 22.12. When the Node running `npm install` is older,
// fetch a Node 22 binary from the npm registry (the node-<os>-<arch> package)
// and link it as node_modules/.bin/node, which npm puts first on PATH for
// every `npm run` script. Users who already have Node 22.12+ keep their own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const NODE_VERSION = '22.23.3';
const [major, minor] = process.versions.node.split('.').map(Number);
const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const bin = join(root, 'node_modules', '.bin', 'node');

if (major > 22 || (major === 22 && minor >= 12)) {
  process.exit(0);
}
if (process.platform === 'win32') {
  console.error(`Node ${process.versions.node} is too old for Astro 7: install Node 22.12 or newer.`);
  process.exit(0);
}

const dir = join(root, 'node_modules', '.node22');
const pkg = `node-${process.platform}-${process.arch}@${NODE_VERSION}`;
const exe = join(dir, 'package', 'bin', 'node');
if (!existsSync(exe)) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Node ${process.versions.node} is older than 22.12: fetching ${pkg} from the npm registry`);
  execFileSync('npm', ['pack', pkg, '--silent'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${pkg} produced no tarball`);
  execFileSync('tar', ['xzf', tarball], { cwd: dir, stdio: 'inherit' });
  rmSync(join(dir, tarball));
}
mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
rmSync(bin, { force: true });
symlinkSync(relative(dirname(bin), exe), bin);
console.log(`npm scripts will run on ${execFileSync(bin, ['--version']).toString().trim()} (node_modules/.bin/node)`);
