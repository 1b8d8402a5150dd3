// Makes sure a Chromium exists before the browser tests run, installing one
// where it can. The tests run in Chromium's headless shell where there is one
// (scripts/browser.mjs: the same engine, a page loaded in half the time): as
// root with apt it installs Debian's `chromium-headless-shell` package when
// the machine has no shell yet, and Debian's `chromium` if that fails. Without
// apt, a Chromium or Chrome already there will do, else Playwright's own
// download. If none of that works it stops here, first, with the one command
// to run.
import { execSync } from 'node:child_process';
import { findTestChromium, isShell } from './browser.mjs';

function tryRun(cmd) {
  try {
    console.log(`ensure-browser: ${cmd}`);
    execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return true;
  } catch {
    return false;
  }
}

let path = findTestChromium();
if (!process.env.CHROMIUM_PATH && !isShell(path)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = root && tryRun('command -v apt-get >/dev/null');
  const shell = apt && tryRun('apt-get update -qq && apt-get install -y -qq chromium-headless-shell');
  if (apt && !shell && !path) tryRun('apt-get install -y -qq chromium');
  path = findTestChromium();
  if (!path) {
    tryRun('npx playwright install chromium');
    path = findTestChromium();
  }
}
if (!path) {
  console.error(
    '\nNo Chromium found for the browser tests, and none could be installed.\n' +
      'Run one of these, then `npm test` again:\n' +
      '  sudo apt-get install -y chromium-headless-shell   (Debian, Ubuntu)\n' +
      '  npx playwright install chromium                   (anywhere with internet)\n' +
      'or point CHROMIUM_PATH at a Chrome or Chromium binary.\n',
  );
  process.exit(1);
}
console.log(`ensure-browser: using ${path}`);
