/**
 * The port tabs' model: one example call per language (TypeScript, C++, C#)
 * with the reader's scene filled in, and what each prints. The TypeScript
 * output is the library's, run here; the C++ and C# outputs are the same
 * doubles printed as those languages print them (print.ts): the ports return
 * the same bits as the library on every shared fixture (tests/ports), and
 * tests/components/port-tabs compiles these very programs to check the rest.
 *
 * The scene's twelve numbers are "slots": their places in the code are known,
 * so the build highlights the code once and the page rewrites only the
 * numbers' text when the scene changes.
 */
import { solveScene3D } from '../../figures/intercept-3d/solve';
import type { Scene3DState } from '../../kit/shell/scene-state';
import { cFixed, monoFixed } from './print';

export type Lang = 'ts' | 'cpp' | 'cs';

export const LANGS: readonly { id: Lang; label: string; shiki: string }[] = [
  { id: 'ts', label: 'TypeScript', shiki: 'ts' },
  { id: 'cpp', label: 'C++', shiki: 'cpp' },
  { id: 'cs', label: 'C#', shiki: 'csharp' },
];

/** The scene's numbers, in slot order: shooter x y z, target x y z, velocity x y z, speed. */
export const SLOT_NAMES = ['s0', 's1', 's2', 't0', 't1', 't2', 'v0', 'v1', 'v2', 'speed'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export function slotValues(scene: Scene3DState): Record<SlotName, number> {
  const [s0, s1, s2] = scene.shooter;
  const [t0, t1, t2] = scene.target;
  const [v0, v1, v2] = scene.velocity;
  return { s0, s1, s2, t0, t1, t2, v0, v1, v2, speed: scene.speed };
}

/**
 * A double as a source literal of the language: the shortest decimal that
 * reads back as the same double (JavaScript's own), with ".0" added in C++ and
 * C# when it would otherwise be an integer literal. Finite numbers only.
 */
export function literal(lang: Lang, x: number): string {
  const s = Object.is(x, -0) ? '-0' : String(x);
  if (lang === 'ts') return s;
  return /[.e]/.test(s) ? s : `${s}.0`;
}

/** A code template: text pieces with the slots between them. */
type Piece = string | SlotName;

const vec = (a: SlotName, b: SlotName, c: SlotName, open: string, close: string): Piece[] => [
  open,
  a,
  ', ',
  b,
  ', ',
  c,
  close,
];

const TEMPLATES: Record<Lang, Piece[]> = {
  ts: [
    "import { linearIntercept } from 'leading-the-target-solver';\n\nconst r = linearIntercept({\n  shooter: ",
    ...vec('s0', 's1', 's2', '[', ']'),
    ',\n  target: ',
    ...vec('t0', 't1', 't2', '[', ']'),
    ',\n  targetVelocity: ',
    ...vec('v0', 'v1', 'v2', '[', ']'),
    ',\n  speed: ',
    'speed',
    ',\n});\nif (r.hit) {\n' +
      '  console.log(`time ${r.time.toFixed(6)} s`);\n' +
      "  console.log(`aim ${r.aim.map((a) => a.toFixed(6)).join(' ')}`);\n" +
      '} else {\n' +
      '  console.log(`no hit: ${r.message}`);\n' +
      '}\n',
  ],
  cpp: [
    '#include <cstdio>\n#include "leading_target.hpp"\nnamespace lt = leading_target;\n\nint main() {\n' +
      '    auto r = lt::linear_intercept<3>(',
    ...vec('s0', 's1', 's2', '{', '}'),
    ',\n                                     ',
    ...vec('t0', 't1', 't2', '{', '}'),
    ',\n                                     ',
    ...vec('v0', 'v1', 'v2', '{', '}'),
    ', ',
    'speed',
    ');\n' +
      '    if (r.error != lt::BadInput::none) {\n' +
      '        std::printf("bad input: %s\\n", lt::to_string(r.error));\n' +
      '    } else if (r.hit) {\n' +
      '        std::printf("time %.6f s\\n", r.times[0]);\n' +
      '        std::printf("aim %.6f %.6f %.6f\\n", r.aim[0], r.aim[1], r.aim[2]);\n' +
      '    } else {\n' +
      '        std::printf("no hit: %s\\n", lt::to_string(r.reason));\n' +
      '    }\n' +
      '}\n',
  ],
  cs: [
    'using System;\nusing System.Globalization;\nusing LeadingTheTarget;\n\npublic static class Example\n{\n' +
      '    public static void Main()\n    {\n' +
      '        InterceptResult r = LeadingTarget.LinearIntercept(\n            ',
    ...vec('s0', 's1', 's2', 'new Vec3(', ')'),
    ', ',
    ...vec('t0', 't1', 't2', 'new Vec3(', ')'),
    ',\n            ',
    ...vec('v0', 'v1', 'v2', 'new Vec3(', ')'),
    ', ',
    'speed',
    ');\n' +
      '        CultureInfo inv = CultureInfo.InvariantCulture;\n' +
      '        if (r.Hit)\n        {\n' +
      '            Console.WriteLine("time " + r.Time.ToString("F6", inv) + " s");\n' +
      '            Console.WriteLine("aim " + r.Aim.X.ToString("F6", inv) + " " + r.Aim.Y.ToString("F6", inv)\n' +
      '                + " " + r.Aim.Z.ToString("F6", inv));\n' +
      '        }\n' +
      '        else Console.WriteLine("no hit: " + r.Message);\n' +
      '    }\n}\n',
  ],
};

export interface SlotRange {
  name: SlotName;
  start: number;
  end: number;
}

/** The example program of `lang` for `scene`, and where each scene number sits in it. */
export function program(lang: Lang, scene: Scene3DState): { code: string; slots: SlotRange[] } {
  const values = slotValues(scene);
  let code = '';
  const slots: SlotRange[] = [];
  for (const piece of TEMPLATES[lang]) {
    if ((SLOT_NAMES as readonly string[]).includes(piece)) {
      const name = piece as SlotName;
      const text = literal(lang, values[name]);
      slots.push({ name, start: code.length, end: code.length + text.length });
      code += text;
    } else code += piece;
  }
  return { code, slots };
}

/** The slot texts of `lang` for `scene` (what the page writes into the highlighted code). */
export function slotTexts(lang: Lang, scene: Scene3DState): Record<SlotName, string> {
  const values = slotValues(scene);
  const out = {} as Record<SlotName, string>;
  for (const name of SLOT_NAMES) out[name] = literal(lang, values[name]);
  return out;
}

/** What the three programs print, or why the scene cannot be filled in. */
export type PortOutputs = { ok: true; outputs: Record<Lang, string> } | { ok: false; message: string };

/**
 * Run the scene through the library and print its answer as each program does.
 * A scene the library rejects (NaN, an infinity, a negative speed) is not
 * filled in: the message says why (the ports reject it too).
 */
export function portOutputs(scene: Scene3DState): PortOutputs {
  const solved = solveScene3D(scene);
  if (!solved.ok)
    return { ok: false, message: `Not filled in: ${solved.problem} The library and both ports reject it.` };
  const r = solved.result;
  if (r.hit) {
    const [x, y, z] = r.aim as [number, number, number];
    return {
      ok: true,
      outputs: {
        ts: `time ${r.time.toFixed(6)} s\naim ${[x, y, z].map((a) => a.toFixed(6)).join(' ')}`,
        cpp: `time ${cFixed(r.time)} s\naim ${cFixed(x)} ${cFixed(y)} ${cFixed(z)}`,
        cs: `time ${monoFixed(r.time)} s\naim ${monoFixed(x)} ${monoFixed(y)} ${monoFixed(z)}`,
      },
    };
  }
  return {
    ok: true,
    outputs: { ts: `no hit: ${r.message}`, cpp: `no hit: ${r.reason}`, cs: `no hit: ${r.message}` },
  };
}
