/**
 * <dot-figure>: wires chapter 2's server-rendered figure to its model. One
 * store holds A and B; dragging or arrow keys change them, and every change
 * redraws the figure, its formulas, its readouts and the prose numbers.
 */
import { setIfChanged } from '../../kit/shell/dom';
import { mountFigure } from '../../kit/shell/figure';
import { bindHandles } from '../../kit/controls/handles';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { publishOnChange } from '../../kit/shell/figure-state';
import { SCENE, sceneOf, stateOf } from './scene';
import { FRAME, INITIAL, KEY_STEP, derive, figureState, handleLabel, place, type State } from './model';
import { figure } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class DotFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const keys = { step: KEY_STEP };
    const handles = bindHandles(this, store, ['a', 'b'], { svg, frame: FRAME, ...keys, place, label: handleLabel });
    const shell = mountFigure(this, svg, figure, 'dot');
    const publish = publishOnChange(this, 'dot-figure');
    const described = bindDescribe(this, describeModule<typeof import('./describe')>('dot-figure'));
    store.subscribe((s) => {
      shell.draw(s);
      described.update(s);
      handles.show(s);
      setIfChanged(this, 'data-kind', derive(s).kind);
      publish(figureState(s));
    });
    linkScene(this, { schema: SCENE, read: () => sceneOf(store.get()), apply: (v) => store.set(stateOf(v)) });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('dot-figure')) customElements.define('dot-figure', DotFigure);
