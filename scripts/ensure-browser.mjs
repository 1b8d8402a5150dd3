// Makes sure a Chromium exists before the browser tests run, installing one
// where it can: Debian's `chromium` package through apt when running as root,
// otherwise Playwright's own download. If neither works it stops here, first,
// with the one command to run.
import { execSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

function tryRun(cmd) {
  try {
    console.log(`ensure-browser: ${cmd}`);
    execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return true;
  } catch {
    return false;
  }
}

let path = findChromium();
if (!path) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = root && tryRun('command -v apt-get >/dev/null');
  if (apt) tryRun('apt-get update -qq && apt-get install -y -qq chromium');
  path = findChromium();
  if (!path) {
    tryRun('npx playwright install chromium');
    path = findChromium();
  }
}
if (!path) {
  console.error(
    '\nNo Chromium found for the browser tests, and none could be installed.\n' +
      'Run one of these, then `npm test` again:\n' +
      '  sudo apt-get install -y chromium        (Debian, Ubuntu)\n' +
      '  npx playwright install chromium         (anywhere with internet)\n' +
      'or point CHROMIUM_PATH at a Chrome or Chromium binary.\n',
  );
  process.exit(1);
}
console.log(`ensure-browser: using ${path}`);
