/**
 * The port tabs' example programs are real code: filled in with a scene, the
 * C++ one compiles with g++ (as tests/ports/cpp.test.ts does) and the C# one
 * with mcs against the shipped port files, and each prints exactly what the
 * page says it prints. print.ts is also checked against printf and Mono on
 * many doubles in one run of each.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCENE_3D } from '../../../../src/components/figures/intercept-3d/first-state';
import { scene3DState, type Scene3DState } from '../../../../src/components/kit/shell/scene-state';
import {
  LANGS,
  SLOT_NAMES,
  literal,
  portOutputs,
  program,
  slotTexts,
} from '../../../../src/components/book/port-tabs/model';
import { cFixed, exactDecimal, monoFixed } from '../../../../src/components/book/port-tabs/print';

const ROOT = resolve(__dirname, '../../../..');
const has = (cmd: string, arg: string) => spawnSync(cmd, [arg], { encoding: 'utf8' }).status === 0;
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'port-tabs-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const NO_HIT = scene3DState({ shooter: [0, 0, 0], target: [10, 0, 0], velocity: [30, 0, 0], speed: 20 });
const ODD = scene3DState({
  shooter: [-0.5, 1e-7, 2],
  target: [1234.5678, -3, 1e3],
  velocity: [-0, 0.1, -2.25],
  speed: 333.3,
});
const SCENES: Scene3DState[] = [FIRST_SCENE_3D, NO_HIT, ODD];

describe('the example programs', () => {
  it('put every scene number into its slot, in each language’s literal form', () => {
    for (const { id } of LANGS) {
      const { code, slots } = program(id, FIRST_SCENE_3D);
      const texts = slotTexts(id, FIRST_SCENE_3D);
      expect(slots.map((s) => s.name)).toEqual([...SLOT_NAMES]);
      for (const s of slots) expect(code.slice(s.start, s.end)).toBe(texts[s.name]);
    }
    expect(literal('cpp', 20)).toBe('20.0');
    expect(literal('cs', -4)).toBe('-4.0');
    expect(literal('ts', 20)).toBe('20');
    expect(literal('cpp', 1e-7)).toBe('1e-7');
    expect(literal('cs', -0)).toBe('-0.0');
  });

  it('the TypeScript output is the library’s; a bad scene is refused with a message', () => {
    const first = portOutputs(FIRST_SCENE_3D);
    expect(first.ok).toBe(true);
    if (first.ok) expect(first.outputs.ts).toMatch(/^time \d+\.\d{6} s\naim (-?\d\.\d{6} ){2}-?\d\.\d{6}$/);
    const bad = portOutputs({ ...FIRST_SCENE_3D, speed: NaN });
    expect(bad.ok).toBe(false);
    const negative = portOutputs({ ...FIRST_SCENE_3D, speed: -1 });
    expect(negative.ok).toBe(false);
    if (!negative.ok) expect(negative.message).toMatch(/speed/);
  });

  it.runIf(has('g++', '--version'))(
    'the C++ example compiles (g++ -std=c++17 -Wall -Wextra -Werror) and prints what the page shows',
    () => {
      for (const [i, scene] of SCENES.entries()) {
        const src = join(dir, `example${i}.cpp`);
        const exe = join(dir, `example${i}`);
        writeFileSync(src, program('cpp', scene).code);
        execFileSync('g++', [
          '-std=c++17',
          '-O0',
          '-Wall',
          '-Wextra',
          '-Werror',
          `-I${join(ROOT, 'ports/cpp')}`,
          src,
          '-o',
          exe,
        ]);
        const out = execFileSync(exe, { encoding: 'utf8' });
        const expected = portOutputs(scene);
        expect(expected.ok).toBe(true);
        if (expected.ok) expect(out.trimEnd()).toBe(expected.outputs.cpp);
      }
    },
    60_000,
  );

  it.runIf(has('mcs', '--version') && has('mono', '--version'))(
    'the C# example compiles with mcs against LeadingTarget.cs and prints what the page shows',
    () => {
      for (const [i, scene] of SCENES.entries()) {
        const src = join(dir, `Example${i}.cs`);
        const exe = join(dir, `Example${i}.exe`);
        writeFileSync(src, program('cs', scene).code);
        execFileSync('mcs', [
          '-langversion:4',
          '-warnaserror+',
          `-out:${exe}`,
          join(ROOT, 'ports/csharp/LeadingTarget.cs'),
          src,
        ]);
        const out = execFileSync('mono', [exe], { encoding: 'utf8' });
        const expected = portOutputs(scene);
        if (expected.ok) expect(out.trimEnd()).toBe(expected.outputs.cs);
      }
    },
    60_000,
  );
});

describe('print.ts against the real printf and Mono', () => {
  const doubles = (): number[] => {
    const special = [
      0,
      -0,
      0.0078125,
      0.0234375,
      1.0000005,
      2.5e-7,
      5e-7,
      -5e-7,
      0.1234565,
      1e15 / 3,
      5e-324,
      0.9999999999999999,
      -1e-9,
      1e20,
      0.5,
      1.5,
      2.5,
    ];
    const random = fc.sample(fc.double({ min: -1e6, max: 1e6, noNaN: true }), 300);
    const ties = fc.sample(fc.integer({ min: -2e6, max: 2e6 }), 100).map((k) => (k + 0.5) / 1e6);
    const binaryTies = fc.sample(fc.integer({ min: 0, max: 2 ** 20 }), 100).map((k) => (2 * k + 1) / 2 ** 21);
    return [...special, ...random, ...ties, ...binaryTies];
  };

  it('exactDecimal gives the exact value of a double', () => {
    expect(exactDecimal(0.1)).toEqual({
      negative: false,
      digits: '1000000000000000055511151231257827021181583404541015625',
      point: 0,
    });
    expect(exactDecimal(-1536)).toEqual({ negative: true, digits: '1536', point: 4 });
  });

  it.runIf(has('g++', '--version'))(
    'cFixed equals printf("%.6f")',
    () => {
      const xs = doubles();
      const src = join(dir, 'fixed.cpp');
      writeFileSync(
        src,
        '#include <cstdio>\n#include <cstdlib>\nint main(){char b[64];while(std::scanf("%63s",b)==1){double x=std::strtod(b,nullptr);std::printf("%.6f\\n",x);}}\n',
      );
      execFileSync('g++', ['-O0', src, '-o', join(dir, 'fixed')]);
      const out = execFileSync(join(dir, 'fixed'), {
        input: xs.map((x) => (Object.is(x, -0) ? '-0' : x.toPrecision(17))).join('\n') + '\n',
        encoding: 'utf8',
      });
      expect(out.trimEnd().split('\n')).toEqual(xs.map((x) => cFixed(x)));
    },
    30_000,
  );

  it.runIf(has('mcs', '--version') && has('mono', '--version'))(
    'monoFixed equals Mono’s ToString("F6")',
    () => {
      const xs = doubles();
      const src = join(dir, 'Fixed.cs');
      writeFileSync(
        src,
        'using System; using System.Globalization;\npublic static class F { public static void Main() { var inv = CultureInfo.InvariantCulture; string l; while ((l = Console.ReadLine()) != null) { if (l.Length == 0) continue; double x = double.Parse(l, inv); Console.WriteLine(x.ToString("F6", inv)); } } }\n',
      );
      execFileSync('mcs', [`-out:${join(dir, 'Fixed.exe')}`, src]);
      const out = execFileSync('mono', [join(dir, 'Fixed.exe')], {
        input: xs.map((x) => (Object.is(x, -0) ? '-0' : x.toPrecision(17))).join('\n') + '\n',
        encoding: 'utf8',
      });
      expect(out.trimEnd().split('\n')).toEqual(xs.map((x) => monoFixed(x)));
    },
    30_000,
  );
});
