/**
 * <cosines-figure>: wires chapter 3's server-rendered figure to its model.
 * One store holds the three vertices; dragging or arrow keys move them, and
 * every change redraws the triangle, both forms of the law with their live
 * numbers, the readouts and the prose numbers.
 */
import { setIfChanged } from '../../kit/shell/dom';
import { mountFigure } from '../../kit/shell/figure';
import { bindHandles } from '../../kit/controls/handles';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { publishOnChange } from '../../kit/shell/figure-state';
import { SCENE, sceneOf, stateOf } from './scene';
import { FRAME, INITIAL, KEY_STEP, derive, figureState, handleLabel, place, type State, type Vertex } from './model';
import { figure } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

const VERTICES: Vertex[] = ['o', 'p', 'q'];

class CosinesFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const keys = { step: KEY_STEP };
    const handles = bindHandles(this, store, VERTICES, { svg, frame: FRAME, ...keys, place, label: handleLabel });
    const shell = mountFigure(this, svg, figure, 'cosines');
    const publish = publishOnChange(this, 'cosines-figure');
    const described = bindDescribe(this, describeModule<typeof import('./describe')>('cosines-figure'));
    store.subscribe((s) => {
      shell.draw(s);
      described.update(s);
      handles.show(s);
      // Shows the formula's cos θ term in words of θ alone when there is no angle (CosinesFigure.astro's style).
      setIfChanged(this, 'data-angle', derive(s).hasAngle ? 'yes' : 'no');
      publish(figureState(s));
    });
    linkScene(this, { schema: SCENE, read: () => sceneOf(store.get()), apply: (v) => store.set(stateOf(v)) });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('cosines-figure')) customElements.define('cosines-figure', CosinesFigure);
