import { describe, expect, it } from 'vitest';
import * as main from '../../src/lib';
import * as motion from '../../src/lib/motion';
import * as numerics from '../../src/lib/numeric';
import * as vec from '../../src/lib/vec';
import { extractApi } from '../../src/content/api';

describe('extractApi', () => {
  const modules = extractApi();
  const entries = modules.flatMap((m) => m.entries);

  it('extractApi() → every runtime export of the four entries, once, at the first entry that has it', () => {
    const names = entries.map((e) => e.name);
    for (const lib of [main, vec, motion, numerics])
      for (const name of Object.keys(lib)) expect(names, name).toContain(name);
    expect(new Set(names).size).toBe(names.length);
    const home = (name: string) => modules.find((m) => m.entries.some((e) => e.name === name))!.entry;
    expect(home('intercept')).toBe('leading-the-target-solver');
    expect(home('dot')).toBe('leading-the-target-solver/vec');
    expect(home('race')).toBe('leading-the-target-solver/motion');
    expect(home('twoProduct')).toBe('leading-the-target-solver/numerics');
    expect(home('traceRoots')).toBe('leading-the-target-solver/numerics');
    expect(new Set(modules.map((m) => m.id)).size).toBe(modules.length);
  });

  it('every export carries a TSDoc comment', () => {
    const undocumented = entries.filter((e) => e.doc.trim() === '').map((e) => `${e.name} (${e.kind})`);
    expect(undocumented).toEqual([]);
  });

  it('every module has a leading doc comment', () => {
    expect(modules.filter((m) => m.doc.trim() === '').map((m) => m.name)).toEqual([]);
  });

  it('signatures are source, not bodies: linearIntercept has parameters and no braces of a body', () => {
    const e = entries.find((x) => x.name === 'linearIntercept')!;
    expect(e.kind).toBe('function');
    expect(e.signature).toMatch(/^function linearIntercept/);
    expect(e.signature).not.toMatch(/return /);
  });
});
