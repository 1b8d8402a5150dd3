/**
 * The figure registry (src/components/figures/registry.ts) against the tree:
 * a figure's folder missing from it, or an entry that does not match its
 * folder, its component, its chapter or its scene, fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIGURES, FIRST_STATES, figureEntry, figurePage } from '../../../src/components/figures/registry';

const COMPONENTS = join(__dirname, '../../../src/components/figures');
const CONTENT = join(__dirname, '../../../content');
const read = (...parts: string[]) => readFileSync(join(...parts), 'utf8');

/** Folders of figures: those with a scene link (scene.ts), as every figure has. */
const figureFolders = readdirSync(COMPONENTS).filter((d) => existsSync(join(COMPONENTS, d, 'scene.ts')));

describe('the figure registry', () => {
  it('lists every figure folder once, and nothing else', () => {
    expect(figureFolders.length).toBeGreaterThan(10);
    expect(FIGURES.map((f) => f.folder).sort()).toEqual([...figureFolders].sort());
    expect(new Set(FIGURES.map((f) => f.name)).size).toBe(FIGURES.length);
  });

  it('every figure is built one way: <Name>.astro, model.ts, view.ts, element.ts and scene.ts, and no timer of its own', () => {
    for (const f of FIGURES) {
      expect(f.component, f.name).toMatch(/^[A-Z][A-Za-z0-9]*\.astro$/);
      expect(f.component, f.name).not.toBe('Widget.astro');
      for (const file of ['model.ts', 'view.ts', 'element.ts', 'scene.ts'])
        expect(existsSync(join(COMPONENTS, f.folder, file)), `${f.folder}/${file}`).toBe(true);
      const element = read(COMPONENTS, f.folder, 'element.ts');
      expect(element, `${f.folder}/element.ts draws through the shell`).toMatch(/mountFigure\(/);
      expect(element, `${f.folder}/element.ts keeps no timer`).not.toMatch(/\bsetTimeout\(|\bsetInterval\(/);
    }
  });

  for (const f of FIGURES)
    it(`${f.name}: its component, element, scene and chapter agree with the entry`, () => {
      const component = read(COMPONENTS, f.folder, f.component);
      expect(component).toContain(`data-widget="${f.name}"`);
      expect(component).toContain(`const { id = '${f.id}' } = Astro.props;`);
      expect(f.scene.figure).toBe(f.name);
      const chapter = read(CONTENT, `${f.chapter}.mdx`);
      expect(chapter).toContain(`components/figures/${f.folder}/${f.component}'`);
      expect(figurePage(f.name)).toBe(`/chapters/${f.chapter}/`);
    });

  it('a figure whose element publishes its state has a first state, and only those', () => {
    const publishing = figureFolders.filter((d) => {
      const element = join(COMPONENTS, d, 'element.ts');
      return existsSync(element) && /publishFigureState|publishOnChange/.test(read(element));
    });
    expect(Object.keys(FIRST_STATES).sort()).toEqual(publishing.map((d) => figureEntry(d).name).sort());
  });

  for (const [name, first] of Object.entries(FIRST_STATES))
    it(`${name}: its first state is plain data, the same at every call`, () => {
      const state = first();
      expect(structuredClone(state)).toEqual(state);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      expect(first()).toEqual(state);
      expect(first()).not.toBe(state);
    });

  it('names no figure that is not there', () => {
    expect(() => figureEntry('no-such-figure')).toThrow(/No figure is named “no-such-figure”/);
  });
});
