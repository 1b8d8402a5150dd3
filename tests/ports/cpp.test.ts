/**
 * The C++ port (ports/cpp/leading_target.hpp) against the TypeScript library:
 * compiled with g++ -std=c++17 -O2 -Wall -Wextra -Werror, run on every shared
 * fixture (the options fixtures included: every option, and the options each
 * specialised entry point must reject) through its runner (ports/PROTOCOL.md),
 * compared by compare.ts. Prints the error table; fails on any disagreement
 * or error beyond a bound. Also: the quick start (C++20 designated
 * initialisers, Unreal's units) prints the library's numbers, and a 2D
 * shooter with a 3D target does not compile.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { intercept } from '../../src/lib/index';
import { buildFirstHitFixtures, buildFixtures, buildOptionFixtures, inputLine } from './fixtures';
import { compareResults, formatReport } from './compare';

const ROOT = resolve(__dirname, '../..');
const SOURCE = join(ROOT, 'ports/cpp/runner.cpp');
const HEADER = join(ROOT, 'ports/cpp/leading_target.hpp');
const QUICKSTART = join(ROOT, 'tests/ports/quickstart/unreal.cpp');
export const CPP_FLAGS = ['-std=c++17', '-O2', '-Wall', '-Wextra', '-Werror'];

let dir = '';
let runner = '';

/** Every shared fixture (plus the first-hit ones) through the runner `exe`, compared with the library. */
function compareAll(exe: string, label: string, print = true): void {
  const all = buildFixtures();
  expect(all.length).toBeGreaterThan(10_000);
  const fixtures = [...all, ...buildFirstHitFixtures(all), ...buildOptionFixtures()];
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

  test('the quick start (C++20, z up, centimetres) prints what the library answers', () => {
    const exe = join(dir, 'quickstart');
    execFileSync('g++', ['-std=c++20', '-O2', '-Wall', '-Wextra', '-Werror', QUICKSTART, '-o', exe], { stdio: 'pipe' });
    const r = intercept({
      shooter: [0, 0, 0],
      target: [5000, 0, 300],
      targetVelocity: [0, 500, 0],
      speed: 3000,
      gravity: [0, 0, -980],
    });
    expect(r.hit).toBe(true);
    if (!r.hit) return;
    const f = (x: number) => x.toFixed(4);
    expect(execFileSync(exe, { encoding: 'utf8' })).toBe(
      `hits ${r.times.length}, first at ${f(r.time)} s, aim ${r.aim.map(f).join(' ')}\n` +
        'linear_intercept: gravity unsupported\n',
    );
  }, 60_000);

  test('a 2D shooter with a 3D target is a compile error, in the options and the positional forms', () => {
    const mixes = [
      'lt::intercept<2>({.shooter = lt::Vec<2>{0, 0}, .target = lt::Vec<3>{1, 2, 3}, .speed = 1});',
      'lt::InterceptOptions<2> o; o.target = lt::Vec<3>{1, 2, 3};',
      'lt::linear_intercept(lt::Vec<2>{0, 0}, lt::Vec<3>{1, 2, 3}, lt::Vec<3>{}, 1.0);',
    ];
    const ok = 'lt::intercept<2>({.shooter = lt::Vec<2>{0, 0}, .target = lt::Vec<2>{1, 2}, .speed = 1});';
    const compile = (body: string, name: string) => {
      const src = join(dir, `${name}.cpp`);
      writeFileSync(src, `#include "${HEADER}"\nnamespace lt = leading_target;\nint main() { ${body} }\n`);
      return spawnSync('g++', ['-std=c++20', '-fsyntax-only', src], { encoding: 'utf8' });
    };
    // The same program with matching dimensions compiles: the failures below are the mix, nothing else.
    expect(compile(ok, 'dims-ok').status).toBe(0);
    mixes.forEach((body, i) => {
      const run = compile(body, `dims-mixed-${i}`);
      expect(run.status, body).not.toBe(0);
      expect(run.stderr, body).toMatch(/error/);
    });
  }, 60_000);

  test('g++ compiles it with -Wpedantic -Wshadow -Wconversion -Wdouble-promotion -Wold-style-cast as errors too', () => {
    const strict = [...CPP_FLAGS, '-Wpedantic', '-Wshadow', '-Wconversion', '-Wdouble-promotion', '-Wold-style-cast'];
    const run = spawnSync('g++', [...strict, '-fsyntax-only', SOURCE], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);

  test('compiles cleanly, and a bad line stops the runner with a message', () => {
    const run = spawnSync(runner, [], { input: 'x1 linear 2 1 2\n', encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/x1: missing number/);
  });
});
