import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { bindDescribe } from '../../../../src/components/kit/describe/describe';

function page() {
  const dom = parseHTML(`<!doctype html><html><body><div id="fig">
    <figure aria-describedby="f-description"><output data-readout="t">1</output></figure>
    <details data-describe="f"><summary>Describe</summary>
      <p id="f-description" data-description aria-live="off">first</p></details>
  </div></body></html>`);
  const g = globalThis as unknown as Record<string, unknown>;
  g.requestAnimationFrame = (run: () => void) => setTimeout(run, 0);
  const root = dom.document.getElementById('fig') as unknown as HTMLElement;
  return { dom, root, text: root.querySelector('[data-description]')! };
}

/** A figure's describe module, counting its loads. */
function loader() {
  const loads: number[] = [];
  return { loads, load: async () => (loads.push(1), { describe: (n: number) => `state ${n}` }) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('bindDescribe', () => {
  it('the first state (the one in the HTML) and quiet changes load nothing; the reader’s change does', async () => {
    const { root } = page();
    const { loads, load } = loader();
    const d = bindDescribe(root, load);
    d.update(1);
    d.update(2, true);
    await settle();
    expect(loads).toEqual([]);
    d.update(3);
    await settle();
    expect(loads).toEqual([1]);
  });

  it('the reader’s approach (focus in the figure) loads it once', async () => {
    const { dom, root } = page();
    const { loads, load } = loader();
    bindDescribe(root, load).update(1);
    root.dispatchEvent(new dom.Event('focusin'));
    root.dispatchEvent(new dom.Event('pointerover'));
    await settle();
    expect(loads).toEqual([1]);
  });

  it('a figure without the control → a describer that does nothing', () => {
    const { dom } = page();
    const d = bindDescribe(dom.document.createElement('div') as unknown as HTMLElement, loader().load);
    expect(() => d.update(1)).not.toThrow();
  });
});
