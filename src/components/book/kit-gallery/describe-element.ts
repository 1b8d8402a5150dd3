/** Wires the gallery's "Describe" entry: the speed slider, its readout and the kit's describer. */
import { setText } from '../../kit/shell/dom';
import { bindDescribe } from '../../kit/describe/describe';

class KitDescribeDemo extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const input = this.querySelector<HTMLInputElement>('input[name="describe-speed"]')!;
    const out = this.querySelector('[data-readout="describe-speed"]')!;
    const described = bindDescribe(this, () =>
      import('./describe-model').then((m) => ({ describe: m.describeGallery })),
    );
    input.addEventListener('input', () => {
      const s = Number(input.value);
      setText(out, `${s} m/s`);
      described.update(s);
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-describe-demo')) customElements.define('kit-describe-demo', KitDescribeDemo);
