/**
 * The C# port (ports/csharp/LeadingTarget.cs) against the TypeScript library:
 * compiled with Mono's `mcs` at the strictest settings (warnings as errors,
 * C# 4 language level, as old Unity versions accept), run with `mono` on every
 * shared fixture (tests/ports/fixtures.ts: the reference cases and ≥ 10⁴ seeded
 * scenes, bad input included), compared by tests/ports/compare.ts: hit or no
 * hit, reasons and rejected arguments always equal, times within the stated
 * ulp bounds. Prints the error table. The runner also checks that the
 * per-frame forms (TryLinearIntercept, TryIntercept) give exactly the full
 * solve's time and aim.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareResults, formatReport } from './compare';
import { buildFixtures, inputLine } from './fixtures';

const ROOT = resolve(__dirname, '../..');
const SOURCES = [join(ROOT, 'ports/csharp/LeadingTarget.cs'), join(ROOT, 'ports/csharp/Runner.cs')];

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** mcs and mono, installed by scripts/ensure-toolchains.mjs where missing (as Chromium is for the browser tests). */
function ensureMono(): void {
  if (has('mcs') && has('mono')) return;
  const script = join(ROOT, 'scripts/ensure-toolchains.mjs');
  if (existsSync(script)) execFileSync(process.execPath, [script], { stdio: 'inherit' });
  if (!(has('mcs') && has('mono'))) {
    throw new Error('the C# port test needs Mono: apt-get install -y mono-mcs mono-runtime (Debian/Ubuntu)');
  }
}

let dir = '';
let runner = '';

beforeAll(() => {
  ensureMono();
  dir = mkdtempSync(join(tmpdir(), 'ports-cs-'));
  runner = join(dir, 'runner.exe');
  // -warn:4 -warnaserror+: every warning fails the build; -langversion:4: no newer C# than old Unity takes.
  execFileSync('mcs', ['-optimize+', '-warn:4', '-warnaserror+', '-langversion:4', `-out:${runner}`, ...SOURCES], {
    stdio: 'pipe',
  });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('C# port', () => {
  it('agrees with the TypeScript library on every shared fixture', () => {
    const fixtures = buildFixtures();
    expect(fixtures.length).toBeGreaterThan(10_000);
    const input = fixtures.map(inputLine).join('\n') + '\n';
    const run = spawnSync('mono', [runner, '--check-try'], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr, 'TryLinearIntercept / TryIntercept differ from the full solve').toBe('');
    const report = compareResults(fixtures, run.stdout.split('\n'), 'C#');
    console.log(formatReport(report, 'C#'));
    expect(report.failures.slice(0, 20)).toEqual([]);
  }, 60_000);
});
