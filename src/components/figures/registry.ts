/**
 * Every figure of the book, once. A figure is its folder and one entry here:
 * its name (its element's `data-widget`, its scene link's figure, what a cell's
 * `figure('…')` reads), its component, the chapter that shows it and the id
 * the chapter gives it (`#fig-<id>`), its link's schema, and the state it
 * first publishes when cells or checkpoints read it.
 *
 * The notebook (a live cell's first output, the chapters' .ipynb), the
 * checkpoints, the snapshot tests, the scene-link tests and specs and the
 * figure bench read it; tests/components/figures/registry.test.ts fails when
 * a figure's folder is missing from it or an entry does not match its folder
 * and its chapter. Build-side and tests only: it imports every figure's
 * model, so no page's script may import it.
 *
 * First states are read from the figures themselves, their models' first
 * scenes through the functions their elements publish with, so the build's
 * state and the first publication in the browser are the same object (the
 * cells' build outputs stay "fresh" until the reader moves a figure).
 */
import type { SceneSchema } from '../kit/links/scene-link';
import { scene3DState, sceneState } from '../kit/shell/scene-state';
import { SCENE as COSINES_SCENE } from './cosines-figure/scene';
import { SCENE as DOT_SCENE } from './dot-figure/scene';
import { SCENE as EDGE_SCENE } from './edge-cases/scene';
import { SCENE as GRAVITY_SCENE } from './gravity-figure/scene';
import { SCENE as INTEGRATOR_SCENE } from './integrator-figure/scene';
import { SCENE as I3D_SCENE } from './intercept-3d/scene';
import { SCENE as INTERCEPT_SCENE } from './intercept-figure/scene';
import { SCENE as LEAD_SCENE } from './lead-demo/scene';
import { SCENE as NO_HIT_SCENE } from './no-hit-figure/scene';
import { SCENE as LAB_SCENE } from './precision-lab/scene';
import { SCENE as RACE_SCENE } from './pursuit-race/scene';
import { SCENE as QUARTIC_SCENE } from './quartic-figure/scene';
import { SCENE as ROOT_SCENE } from './root-plot/scene';
import { SCENE as RANGE_SCENE } from './shooting-range/scene';
import { SCENE as VECTOR_SCENE } from './vector-figure/scene';
import { DEFAULTS, START_TIME as DEMO_START } from './lead-demo/model';
import { leadDemoState } from './lead-demo/state';
import { INITIAL as EDGE_INITIAL } from './edge-cases/model';
import { firstPublished as gravityFirst } from './gravity-figure/first-state';
import { INITIAL as INTERCEPT_INITIAL } from './intercept-figure/model';
import { FIRST_SCENE as QUARTIC_FIRST, quarticState } from './quartic-figure/state';
import { INITIAL as ROOT_INITIAL, cellScene as rootScene } from './root-plot/model';
import { INITIAL as INTEGRATOR_INITIAL, figureState as integratorState } from './integrator-figure/model';
import { FIRST_SCENE_3D } from './intercept-3d/first-state';
import { DEFAULTS as RACE_DEFAULTS, raceState } from './pursuit-race/model';
import { INITIAL as NO_HIT_INITIAL, figureState as noHitState } from './no-hit-figure/model';
import { INITIAL as VECTOR_INITIAL, figureState as vectorState } from './vector-figure/model';
import { INITIAL as DOT_INITIAL, figureState as dotState } from './dot-figure/model';
import { INITIAL as COSINES_INITIAL, figureState as cosinesState } from './cosines-figure/model';

export interface FigureEntry {
  /** The element's `data-widget`, its scene's `figure`, the name `figure('…')` reads in a cell. */
  name: string;
  /** Its folder under src/components. */
  folder: string;
  /** Its component in that folder, as the chapters import it. */
  component: string;
  /** The chapter that shows it (content/<chapter>.mdx, /chapters/<chapter>/). */
  chapter: string;
  /** The id the chapter gives it: its anchor is `#fig-<id>`. */
  id: string;
  /** Its link's schema (kit/links/scene-link.ts). */
  scene: SceneSchema;
  /** The state it first publishes (kit/shell/figure-state.ts), for a figure that cells or checkpoints read. */
  first?: () => unknown;
}

/** In the order of the book. */
export const FIGURES: readonly FigureEntry[] = [
  {
    name: 'lead-demo',
    folder: 'lead-demo',
    component: 'LeadDemo.astro',
    chapter: 'introduction',
    id: 'lead-demo',
    scene: LEAD_SCENE,
    first: () => leadDemoState(DEFAULTS, DEMO_START),
  },
  {
    name: 'vector-figure',
    folder: 'vector-figure',
    component: 'VectorFigure.astro',
    chapter: 'vectors',
    id: 'vector-figure',
    scene: VECTOR_SCENE,
    first: () => vectorState(VECTOR_INITIAL),
  },
  {
    name: 'dot-figure',
    folder: 'dot-figure',
    component: 'DotFigure.astro',
    chapter: 'dot-product',
    id: 'dot-figure',
    scene: DOT_SCENE,
    first: () => dotState(DOT_INITIAL),
  },
  {
    name: 'cosines-figure',
    folder: 'cosines-figure',
    component: 'CosinesFigure.astro',
    chapter: 'law-of-cosines',
    id: 'cosines-figure',
    scene: COSINES_SCENE,
    first: () => cosinesState(COSINES_INITIAL),
  },
  {
    name: 'intercept-figure',
    folder: 'intercept-figure',
    component: 'InterceptFigure.astro',
    chapter: 'intercept-triangle',
    id: 'intercept',
    scene: INTERCEPT_SCENE,
    first: () => sceneState(INTERCEPT_INITIAL),
  },
  {
    name: 'root-plot',
    folder: 'root-plot',
    component: 'RootPlot.astro',
    chapter: 'choosing-the-root',
    id: 'root-plot',
    scene: ROOT_SCENE,
    first: () => sceneState(rootScene(ROOT_INITIAL)),
  },
  {
    name: 'precision-lab',
    folder: 'precision-lab',
    component: 'PrecisionLab.astro',
    chapter: 'choosing-the-root',
    id: 'precision-lab',
    scene: LAB_SCENE,
  },
  {
    name: 'edge-cases',
    folder: 'edge-cases',
    component: 'EdgeCases.astro',
    chapter: 'edge-cases',
    id: 'edge-cases',
    scene: EDGE_SCENE,
    first: () => sceneState(EDGE_INITIAL),
  },
  {
    name: 'shooting-range',
    folder: 'shooting-range',
    component: 'ShootingRange.astro',
    chapter: 'edge-cases',
    id: 'shooting-range',
    scene: RANGE_SCENE,
  },
  {
    name: 'pursuit-race',
    folder: 'pursuit-race',
    component: 'PursuitRace.astro',
    chapter: 'pursuit',
    id: 'pursuit-race',
    scene: RACE_SCENE,
    first: () => raceState(RACE_DEFAULTS),
  },
  {
    name: 'gravity-figure',
    folder: 'gravity-figure',
    component: 'GravityFigure.astro',
    chapter: 'gravity',
    id: 'gravity',
    scene: GRAVITY_SCENE,
    first: gravityFirst,
  },
  {
    name: 'quartic-figure',
    folder: 'quartic-figure',
    component: 'QuarticFigure.astro',
    chapter: 'gravity-and-motion',
    id: 'quartic',
    scene: QUARTIC_SCENE,
    first: () => quarticState(QUARTIC_FIRST),
  },
  {
    name: 'no-hit-figure',
    folder: 'no-hit-figure',
    component: 'NoHitFigure.astro',
    chapter: 'no-hit',
    id: 'nohit',
    scene: NO_HIT_SCENE,
    first: () => noHitState(NO_HIT_INITIAL),
  },
  {
    name: 'integrator-figure',
    folder: 'integrator-figure',
    component: 'IntegratorFigure.astro',
    chapter: 'simulation',
    id: 'integrator',
    scene: INTEGRATOR_SCENE,
    first: () => integratorState(INTEGRATOR_INITIAL),
  },
  {
    name: 'intercept-3d',
    folder: 'intercept-3d',
    component: 'Intercept3D.astro',
    chapter: 'your-engine',
    id: 'intercept-3d',
    scene: I3D_SCENE,
    first: () => scene3DState(FIRST_SCENE_3D),
  },
];

/** A figure's entry by name; throws for a name no figure has (a typo in a test or a chapter). */
export function figureEntry(name: string): FigureEntry {
  const entry = FIGURES.find((f) => f.name === name);
  if (!entry) throw new Error(`No figure is named “${name}” (see src/components/figures/registry.ts).`);
  return entry;
}

/** The page that shows a figure (no site base): `/chapters/<chapter>/`. Its anchor is `#fig-<id>`. */
export function figurePage(name: string): string {
  return `/chapters/${figureEntry(name).chapter}/`;
}

/** Each publishing figure's first state, by name (what the build runs live cells and checkpoints with). */
export const FIRST_STATES: Record<string, () => unknown> = Object.fromEntries(
  FIGURES.flatMap((f) => (f.first ? [[f.name, f.first]] : [])),
);
