// Makes sure the compilers of the port tests exist before the unit tests run:
// g++ for the C++ port (tests/ports/cpp.test.ts), mcs and mono for the C# port
// (tests/ports/csharp.test.ts). Like ensure-browser.mjs: where one is missing
// and we are root on a machine with apt-get, it installs Debian's packages;
// otherwise it stops here, first, with the one command to run.
import { execSync, spawnSync } from 'node:child_process';

const TOOLS = [
  { command: 'g++', args: ['--version'], package: 'g++' },
  { command: 'mcs', args: ['--version'], package: 'mono-mcs' },
  { command: 'mono', args: ['--version'], package: 'mono-runtime' },
];
const PACKAGES = 'g++ mono-mcs mono-runtime';

function missing() {
  return TOOLS.filter((t) => spawnSync(t.command, t.args, { stdio: 'ignore' }).status !== 0);
}

let absent = missing();
if (absent.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = root && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (apt) {
    const cmd = `apt-get update -qq && apt-get install -y -qq ${PACKAGES}`;
    console.log(`ensure-toolchains: ${cmd}`);
    try {
      execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      // reported below
    }
    absent = missing();
  }
}
if (absent.length > 0) {
  console.error(
    `\nThe port tests need ${absent.map((t) => t.command).join(', ')}, which ${absent.length > 1 ? 'are' : 'is'} missing ` +
      'and could not be installed here. Run this, then the tests again:\n' +
      `  sudo apt-get install -y ${PACKAGES}        (Debian, Ubuntu)\n`,
  );
  process.exit(1);
}
console.log(`ensure-toolchains: ${TOOLS.map((t) => t.command).join(', ')} present`);
