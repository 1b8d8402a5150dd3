import { describe, expect, it } from 'vitest';
import * as lib from '../../src/lib';
import { extractApi } from '../../src/content/api';

describe('extractApi', () => {
  const modules = extractApi();
  const entries = modules.flatMap((m) => m.entries);

  it('extractApi() → every runtime export of the barrel, once', () => {
    const names = entries.map((e) => e.name);
    for (const name of Object.keys(lib)) expect(names, name).toContain(name);
    expect(new Set(names).size).toBe(names.length);
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
