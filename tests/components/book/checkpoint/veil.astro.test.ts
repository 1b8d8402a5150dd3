/**
 * The veil names what it covers (questions.ts `veil`): every readout must be
 * in the markup of its question's figure as the build renders it, and every
 * prose key in a `<Bound to="…">` of its chapter. A figure that renames a
 * readout, or a chapter that drops a bound number, fails here instead of
 * silently leaving its answer uncovered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS } from '../../../../src/components/book/checkpoint/questions';
import CosinesFigure from '../../../../src/components/figures/cosines-figure/CosinesFigure.astro';
import DotFigure from '../../../../src/components/figures/dot-figure/DotFigure.astro';
import EdgeCases from '../../../../src/components/figures/edge-cases/EdgeCases.astro';
import GravityFigure from '../../../../src/components/figures/gravity-figure/GravityFigure.astro';
import IntegratorFigure from '../../../../src/components/figures/integrator-figure/IntegratorFigure.astro';
import InterceptFigure from '../../../../src/components/figures/intercept-figure/InterceptFigure.astro';
import Intercept3D from '../../../../src/components/figures/intercept-3d/Intercept3D.astro';
import LeadDemo from '../../../../src/components/figures/lead-demo/LeadDemo.astro';
import NoHitFigure from '../../../../src/components/figures/no-hit-figure/NoHitFigure.astro';
import PursuitRace from '../../../../src/components/figures/pursuit-race/PursuitRace.astro';
import QuarticFigure from '../../../../src/components/figures/quartic-figure/QuarticFigure.astro';
import RootPlot from '../../../../src/components/figures/root-plot/RootPlot.astro';
import VectorFigure from '../../../../src/components/figures/vector-figure/VectorFigure.astro';

const FIGURES: Record<string, Parameters<AstroContainer['renderToString']>[0]> = {
  'lead-demo': LeadDemo,
  'vector-figure': VectorFigure,
  'dot-figure': DotFigure,
  'cosines-figure': CosinesFigure,
  'intercept-figure': InterceptFigure,
  'root-plot': RootPlot,
  'edge-cases': EdgeCases,
  'gravity-figure': GravityFigure,
  'quartic-figure': QuarticFigure,
  'no-hit-figure': NoHitFigure,
  'integrator-figure': IntegratorFigure,
  'pursuit-race': PursuitRace,
  'intercept-3d': Intercept3D,
};

const CONTENT = join(__dirname, '../../../../content');

/**
 * Whether the chapter's source binds prose key `scope.name`: a `<Bound to>`,
 * or a formula's `v('name')` where the chapter's `v` helper writes
 * `\htmlData{bind=scope.…}` (both render `data-bind="scope.name"`).
 */
function binds(mdx: string, key: string): boolean {
  const dot = key.indexOf('.');
  const [scope, name] = [key.slice(0, dot), key.slice(dot + 1)];
  if (mdx.includes(`<Bound to="${key}">`)) return true;
  return mdx.includes(`htmlData{bind=${scope}.\${name}}`) && mdx.includes(`\${v('${name}')}`);
}

describe('every checkpoint’s veil names what is really on its page', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
  });

  for (const q of QUESTIONS) {
    it(`${q.id}: its readouts are in ${q.figure}'s built markup, its prose numbers in ${q.chapter}.mdx`, async () => {
      expect(q.veil, `${q.id} has a veil`).toBeDefined();
      const component = FIGURES[q.figure];
      expect(component, `a component for ${q.figure} in this test`).toBeDefined();
      const html = await container.renderToString(component);
      const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
      const root = document.querySelector(q.figure);
      expect(root, `${q.figure} renders its element`).not.toBeNull();
      for (const name of q.veil!.readouts) {
        const found = Array.from(root!.querySelectorAll(`[data-readout="${name}"]`));
        expect(found.length, `${q.figure} has readout "${name}"`).toBeGreaterThan(0);
        // The cover is CSS on an HTML element (veil.css); an SVG text could not take it.
        for (const el of found) expect(el.closest('svg'), `readout "${name}" is HTML, not SVG`).toBeNull();
      }
      const mdx = readFileSync(join(CONTENT, `${q.chapter}.mdx`), 'utf8');
      for (const key of q.veil!.bound) {
        expect(binds(mdx, key), `${q.chapter}.mdx binds "${key}"`).toBe(true);
      }
    });
  }
});
