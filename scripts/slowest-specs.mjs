// The slowest spec files of a browser run, from Playwright's JSON report (`PW_JSON=file`, playwright.config.ts):
// .ci/run prints them at its end, so the log says where the suite's time goes. A file's time is the sum of its
// tests' durations over both projects and every attempt (a retry counts); two workers run the suite, so the
// wall time is about half the sum.
// Usage: node scripts/slowest-specs.mjs report.json [how many, default 10]
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ duration: number, status: string }} Result
 * @typedef {{ specs?: { tests: { results: Result[] }[] }[], suites?: Suite[], file?: string, title: string }} Suite
 */

const [file, count = '10'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/slowest-specs.mjs report.json [count]');
  process.exit(2);
}
/** @type {{ suites: Suite[], stats?: { duration: number } }} */
const report = JSON.parse(readFileSync(file, 'utf8'));

/** @type {Map<string, { ms: number, tests: number, attempts: number }>} */
const byFile = new Map();
/**
 * @param {Suite} suite
 * @param {string} name the spec file the suite is in
 */
function walk(suite, name) {
  const row = byFile.get(name) ?? { ms: 0, tests: 0, attempts: 0 };
  byFile.set(name, row);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      // A skipped test has one result of 0 ms: not a test that ran.
      if (test.results.every((r) => r.status === 'skipped')) continue;
      row.tests++;
      for (const r of test.results) {
        row.ms += r.duration;
        row.attempts++;
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, name);
}
for (const suite of report.suites) walk(suite, suite.file ?? suite.title);

const rows = [...byFile].sort((a, b) => b[1].ms - a[1].ms);
const total = rows.reduce((s, [, r]) => s + r.ms, 0);
const wall = report.stats ? ` (the run: ${(report.stats.duration / 1000).toFixed(0)} s wall on its workers)` : '';
console.log(`slowest of ${rows.length} spec files, test time summed over projects and attempts${wall}:`);
for (const [name, r] of rows.slice(0, Number(count))) {
  const retried = r.attempts > r.tests ? `, ${r.attempts - r.tests} retried` : '';
  const share = total > 0 ? ((100 * r.ms) / total).toFixed(0) : '0';
  console.log(`${(r.ms / 1000).toFixed(1).padStart(8)} s ${share.padStart(3)}%  ${name} (${r.tests} tests${retried})`);
}
console.log(`${(total / 1000).toFixed(1).padStart(8)} s 100%  all ${rows.length} files`);
