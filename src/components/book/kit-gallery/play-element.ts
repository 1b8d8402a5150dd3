/** Wires the play/pause gallery entry: one looping clock, the kit's button, the dot at the clock's time. */
import { createClock } from '../../kit/time/clock';
import { setIfChanged, setText } from '../../kit/shell/dom';
import { bindPlayButton } from '../../kit/controls/play';
import { PLAY_DURATION, playDotAt } from './play-model';

class KitPlayDemo extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const clock = createClock({ duration: PLAY_DURATION, loop: true, element: this });
    const dot = this.querySelector('[data-part="play-dot"]')!;
    const out = this.querySelector('[data-readout="play-time"]')!;
    bindPlayButton(this.querySelector<HTMLElement>('[data-action="play"]')!, clock);
    clock.subscribe((c) => {
      setIfChanged(dot, 'cx', String(playDotAt(c.time).x));
      setText(out, `${c.time.toFixed(2)} s`);
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-play-demo')) customElements.define('kit-play-demo', KitPlayDemo);
