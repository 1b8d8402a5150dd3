/**
 * <engine-angles>: follows the 3D figure's scene (`intercept-3d`, published
 * through kit/shell/figure-state.ts) and writes the table's readouts and the
 * chapter's prose numbers (scope "engine"). Without the figure on the page the
 * build's first scene stays. Only wiring: the numbers come from model.ts and
 * view.ts.
 */
import { publish } from '../../kit/text/bind';
import { createReadouts } from '../../kit/shell/readouts';
import { followFigureState } from '../../kit/shell/figure-state';
import { asScene3DState } from '../../kit/shell/scene-state';
import { engineModel } from './model';
import { proseValues, readouts } from './view';

export const FIGURE = 'intercept-3d';

class EngineAnglesElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    const out = createReadouts(this);
    this.stop = followFigureState(FIGURE, (state) => {
      const scene = asScene3DState(state);
      if (!scene) return; // not a scene: keep the last good one
      const model = engineModel(scene);
      this.dataset.state = model.hit ? 'hit' : 'none';
      out.setAll(readouts(model));
      publish('engine', proseValues(scene, model));
    });
    this.dataset.ready = 'true';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}

if (!customElements.get('engine-angles')) customElements.define('engine-angles', EngineAnglesElement);
