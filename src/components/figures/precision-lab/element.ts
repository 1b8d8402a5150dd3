/**
 * <precision-lab>: wires the gap slider to a store; each step solves one state
 * (textbook, library and the exact BigInt reference) and the kit's shell
 * redraws the readouts and, once the drag rests, the prose numbers. The chart
 * is the build's (its curves never change): only its marker for the gap moves,
 * with the chart's own scales (scales.ts), and the chart goes on a canvas on
 * the reader's first approach (kit/scene/scene-canvas.ts), its numbers a frame later.
 */
import { setIfChanged } from '../../kit/shell/dom';
import { mountFigure } from '../../kit/shell/figure';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE } from './scene';
import { DIGITS, digitsOf, labState, type LabState } from './model';
import { X, Y } from './scales';
import { drawMarker, figure, valueText } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class PrecisionLab extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const input = this.querySelector<HTMLInputElement>('input[name="digits"]')!;
    const marker = this.querySelector('[data-plot="errors"] [data-overlay="marker"]')!;
    const shell = mountFigure(this, marker.closest('svg')!, figure, 'lab', 'input');
    const store = createStore<LabState>(labState(DIGITS.initial));
    const read = () => store.set(labState(digitsOf(Number(input.value))));
    input.addEventListener('input', read);

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('precision-lab'));
    store.subscribe((s) => {
      shell.draw(s);
      described.update(s);
      drawMarker(marker, document, X, Y, s);
      setIfChanged(input, 'aria-valuetext', valueText(s));
    });
    // The browser may have restored a slider position on back/forward navigation.
    if (Number(input.value) !== DIGITS.initial) read();
    linkScene(this, {
      schema: SCENE,
      read: () => ({ digits: Number(input.value) }),
      apply: (v) => {
        input.value = String(v.digits);
        read();
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('precision-lab')) customElements.define('precision-lab', PrecisionLab);
