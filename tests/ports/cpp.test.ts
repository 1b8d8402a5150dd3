/**
 * The C++ port (ports/cpp/leading_target.hpp) against the TypeScript library:
 * compiled with g++ -std=c++17 -O2 -Wall -Wextra -Werror, run on every shared
 * fixture through its runner (ports/PROTOCOL.md), compared by compare.ts.
 * Prints the error table; fails on any disagreement or error beyond a bound.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildFirstHitFixtures, buildFixtures, inputLine } from './fixtures';
import { compareResults, formatReport } from './compare';

const ROOT = resolve(__dirname, '../..');
const SOURCE = join(ROOT, 'ports/cpp/runner.cpp');
export const CPP_FLAGS = ['-std=c++17', '-O2', '-Wall', '-Wextra', '-Werror'];

let dir = '';
let runner = '';

/** Every shared fixture (plus the first-hit ones) through the runner `exe`, compared with the library. */
function compareAll(exe: string, label: string, print = true): void {
  const all = buildFixtures();
  expect(all.length).toBeGreaterThan(10_000);
  const fixtures = [...all, ...buildFirstHitFixtures(all)];
  const input = fixtures.map(inputLine).join('\n') + '\n';
  const run = spawnSync(exe, [], { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const report = compareResults(fixtures, run.stdout.split('\n'), label);
  if (print) console.log(formatReport(report, label));
  expect(report.failures.slice(0, 20)).toEqual([]);
}

function hasCompiler(name: string): boolean {
  return spawnSync(name, ['--version'], { encoding: 'utf8' }).status === 0;
}

function hasGpp(): boolean {
  return hasCompiler('g++');
}

beforeAll(() => {
  if (!hasGpp()) {
    throw new Error('g++ is missing: run `node scripts/ensure-toolchains.mjs` (or `sudo apt-get install -y g++`).');
  }
  dir = mkdtempSync(join(tmpdir(), 'ports-cpp-'));
  runner = join(dir, 'runner');
  execFileSync('g++', [...CPP_FLAGS, SOURCE, '-o', runner], { stdio: 'pipe' });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('C++ port', () => {
  test('agrees with the TypeScript library on every fixture', () => {
    // Plus the optional first-hit fast path (first_hit against linearInterceptTo).
    compareAll(runner, 'C++');
  }, 60_000);

  // Opt-in (PORTS_SANITIZE=1; about 5 s of CPU more): the same fixtures under AddressSanitizer and
  // UndefinedBehaviorSanitizer, so the header readers copy reads no array out of bounds and has no UB.
  test.runIf(process.env.PORTS_SANITIZE === '1')(
    'runs every fixture cleanly under the address and undefined-behaviour sanitizers',
    () => {
      const exe = join(dir, 'runner-sanitized');
      const flags = ['-std=c++17', '-O1', '-fsanitize=address,undefined', '-fno-sanitize-recover=all'];
      execFileSync('g++', [...flags, SOURCE, '-o', exe], { stdio: 'pipe' });
      compareAll(exe, 'C++ (sanitized)', false);
    },
    120_000,
  );

  // Where clang++ is installed (`apt-get install clang`; CI has g++ only): the same header, the second
  // compiler a C++ engine is likely built with, with its stricter warnings, on every fixture.
  test.runIf(hasCompiler('clang++'))(
    'clang++ compiles it with -Wpedantic -Wshadow -Wconversion -Wdouble-promotion -Wold-style-cast as errors, and agrees on every fixture',
    () => {
      const exe = join(dir, 'runner-clang');
      const flags = [...CPP_FLAGS, '-Wpedantic', '-Wshadow', '-Wconversion', '-Wdouble-promotion', '-Wold-style-cast'];
      execFileSync('clang++', [...flags, SOURCE, '-o', exe], { stdio: 'pipe' });
      compareAll(exe, 'C++ (clang++)');
    },
    120_000,
  );

  test('compiles cleanly, and a bad line stops the runner with a message', () => {
    const run = spawnSync(runner, [], { input: 'x1 linear 2 1 2\n', encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/x1: missing number/);
  });
});
