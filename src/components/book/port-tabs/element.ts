/**
 * <port-tabs>: the WAI-ARIA tabs pattern (arrow keys, Home and End move and
 * select; Tab goes into the panel), and the scene's numbers and outputs kept
 * in step with the 3D figure (`intercept-3d`, kit/shell/figure-state.ts). Only
 * wiring: the texts come from model.ts.
 */
import { setText } from '../../kit/shell/dom';
import { followFigureState } from '../../kit/shell/figure-state';
import { asScene3DState } from '../../kit/shell/scene-state';
import { LANGS, SLOT_NAMES, portOutputs, slotTexts, type Lang } from './model';

class PortTabsElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    const tabs = Array.from(this.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const select = (tab: HTMLButtonElement, focus: boolean) => {
      for (const t of tabs) {
        const on = t === tab;
        t.setAttribute('aria-selected', on ? 'true' : 'false');
        t.tabIndex = on ? 0 : -1;
        const panel = this.querySelector<HTMLElement>(`#${t.getAttribute('aria-controls')}`);
        if (panel) panel.hidden = !on;
      }
      if (focus) tab.focus();
    };
    this.addEventListener('click', (e) => {
      const tab = (e.target as Element).closest<HTMLButtonElement>('[role="tab"]');
      if (tab && tabs.includes(tab)) select(tab, false);
    });
    this.addEventListener('keydown', (e) => {
      const i = tabs.indexOf(e.target as HTMLButtonElement);
      if (i < 0) return;
      const next =
        e.key === 'ArrowRight'
          ? (i + 1) % tabs.length
          : e.key === 'ArrowLeft'
            ? (i - 1 + tabs.length) % tabs.length
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? tabs.length - 1
                : -1;
      if (next < 0) return;
      e.preventDefault();
      select(tabs[next]!, true);
    });

    this.stop = followFigureState('intercept-3d', (state) => {
      const scene = asScene3DState(state);
      if (!scene) return;
      const out = portOutputs(scene);
      this.dataset.state = out.ok ? 'ok' : 'bad';
      // A scene the library rejects is not written into the code: the last good one stays, the output says why.
      for (const { id } of LANGS) {
        const panel = this.querySelector(`[role="tabpanel"][data-lang="${id}"]`);
        if (!panel) continue;
        if (out.ok) {
          const texts = slotTexts(id as Lang, scene);
          for (const name of SLOT_NAMES)
            panel.querySelectorAll(`[data-slot="${name}"]`).forEach((el) => setText(el, texts[name]));
        }
        const output = panel.querySelector(`[data-output="${id}"]`);
        if (output) setText(output, out.ok ? out.outputs[id] : out.message);
      }
    });
    this.dataset.ready = 'true';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}

if (!customElements.get('port-tabs')) customElements.define('port-tabs', PortTabsElement);
