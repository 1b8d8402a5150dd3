/**
 * <precision-lab>: wires the gap slider to the model. The error curves come
 * from the build (JSON in `data-curve`, and the chart itself in the page);
 * each slider step solves one state (textbook, library and the exact BigInt
 * reference) and redraws. Plot (render.ts) loads on the reader's first
 * intent; the first slider step re-mounts the chart with it, and later steps
 * move only its marker.
 */
import { publish } from '../kit/bind';
import { laterReadouts } from '../kit/later';
import { sceneOnCanvas } from '../kit/scene-canvas';
import { linkScene } from '../kit/scene-link';
import { SCENE } from './scene';
import { DIGITS, labState, type CurvePoint, type LabState } from './model';
import { drawMarker, proseValues, readouts } from './view';

interface ScaledChart extends Element {
  scale(name: 'x' | 'y'): { apply(v: number): number };
}

class PrecisionLab extends HTMLElement {
  private mounted: ScaledChart | null = null;
  private curve: CurvePoint[] = [];
  /** The numbers follow the chart a frame later once the chart is on a canvas (kit/later.ts laterReadouts). */
  private readout = laterReadouts(this, false);
  private publishTimer = 0;
  private frame = 0;
  private state: LabState | null = null;

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    this.curve = JSON.parse(this.dataset.curve ?? '[]') as CurvePoint[];
    const input = this.querySelector<HTMLInputElement>('input[type="range"]')!;
    const plot = this.querySelector('[data-plot="errors"]')!;

    let renderer: Promise<typeof import('./render')> | null = null;
    const loadRenderer = () => (renderer ??= import('./render'));
    for (const type of ['pointerenter', 'pointerdown', 'focusin'] as const) {
      this.addEventListener(type, () => void loadRenderer(), { once: true, passive: true });
    }
    // The curves never change: mount the chart once, then move only its marker.
    const draw = (state: LabState) => {
      const marker = this.mounted?.querySelector('[data-overlay="marker"]');
      if (this.mounted && marker) {
        drawMarker(marker, document, this.mounted.scale('x').apply, this.mounted.scale('y').apply, state);
        return;
      }
      void loadRenderer().then(({ mountChart }) => {
        if (this.mounted) return draw(this.state ?? state);
        mountChart(plot, this.curve, this.state ?? state);
        this.mounted = plot.firstElementChild as ScaledChart | null;
        // The chart is drawn on a canvas from now on (the kit's fast path), its marker moves held there.
        const chart = this.mounted?.querySelector('[data-overlay="marker"]')?.closest('svg');
        if (chart && sceneOnCanvas(chart)) this.readout = laterReadouts(this, true);
      });
    };
    const update = () => {
      const value = Number(input.value);
      const digits = Number.isFinite(value) ? Math.min(Math.max(value, DIGITS.min), DIGITS.max) : DIGITS.initial;
      const state = labState(digits);
      this.state = state;
      const r = readouts(state);
      this.readout.setAll(r);
      input.setAttribute('aria-valuetext', `gap ${r.gap}`);
      this.publishSoon(proseValues(state));
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => draw(state));
    };
    input.addEventListener('input', update);
    // The browser may have restored a slider position on back/forward navigation.
    if (Number(input.value) !== DIGITS.initial) update();
    linkScene(this, {
      schema: SCENE,
      read: () => ({ digits: Number(input.value) }),
      apply: (v) => {
        input.value = String(v.digits);
        update();
      },
    });
    this.dataset.ready = 'true';
  }

  /** Prose numbers follow the figure a moment later, so a drag only pays for the figure itself. */
  private publishSoon(values: Record<string, string>): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = window.setTimeout(() => publish('lab', values), 60);
  }
}

if (!customElements.get('precision-lab')) customElements.define('precision-lab', PrecisionLab);
