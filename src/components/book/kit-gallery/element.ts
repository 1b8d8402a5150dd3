/** Wires the kit gallery: one store, every block reading from it. */
import { publisher } from '../../kit/text/bind';
import { setIfChanged } from '../../kit/shell/dom';
import { createReadouts } from '../../kit/shell/readouts';
import { clampToFrame } from '../../kit/scene/frame';
import { mountFigure } from '../../kit/shell/figure';
import { bindHandles, bindPointHandles } from '../../kit/controls/handles';
import { createNumberBox } from '../../kit/controls/numberbox';
import { createClock, snapToMarks } from '../../kit/time/clock';
import { createFnPlot, type YScale } from '../../kit/charts/fn-plot';
import { mountPlot } from '../../kit/charts/plot';
import { bindScrubber, createScrubber, snapWhileScrubbing } from '../../kit/time/scrubber';
import { bindJump } from '../../kit/time/jump';
import { linkScene, type SceneSchema } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { DURATION, FN_DURATION, FRAME, INITIAL, analyseCubic, firstRoot, type State } from './model';
import { arrowD, chart, fnSpec, heardParabola, readouts } from './view';
import { explorePlot } from '../../kit/charts/plot-explore';
import { shellHandles, shellView, withX } from './shell';

class KitGallery extends HTMLElement {
  connectedCallback(): void {
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg.scene')!;
    const handles = bindHandles(this, store, ['p'], {
      svg,
      frame: FRAME,
      place: (p) => clampToFrame(FRAME, p, 0.5),
      label: (_, s) => `Point P at ${readouts(s).p}`,
    });
    const A_RULE = { label: 'a', min: -5, max: 5 };
    const aBox = createNumberBox(this.querySelector('[data-numberbox="a"]')!, A_RULE, (a) => store.set({ a }));
    createScrubber(this.querySelector('[data-scrubber]')!, { duration: DURATION, onTime: (t) => store.set({ t }) });

    const plot = this.querySelector('[data-plot="chart"]')!;
    // The chart explored by keys and heard (kit/charts/plot-explore.ts), with a cursor of its own.
    const heard = explorePlot(this.querySelector<HTMLElement>('[data-heard="chart"]')!, {
      spec: () => heardParabola(store.get()),
    });
    const arrow = this.querySelector('[data-part="arrow"]')!;
    const readout = createReadouts(this);
    const prose = publisher(this, 'gallery');
    store.subscribe((s) => {
      handles.show(s);
      setIfChanged(arrow, 'd', arrowD(s));
      const r = readouts(s);
      readout.setAll(r);
      prose({ length: r.length });
      mountPlot(plot, chart(s));
      heard.update();
    });

    // The figure shell: a second scene declared once in shell.ts, with Q derived from P.
    const shellSvg = this.querySelector<SVGSVGElement>('.shell-scene svg[data-part="scene"]')!;
    const shell = mountFigure(this, shellSvg, shellView);
    const q = bindPointHandles(shellSvg, store, shellHandles, { svg: shellSvg, frame: FRAME });
    const xSlider = this.querySelector<HTMLInputElement>('input[name="shell-x"]')!;
    xSlider.addEventListener('input', () => store.set((s) => withX(s, Number(xSlider.value))));
    store.subscribe((s) => {
      shell.draw(s);
      q.show(s);
      if (Number(xSlider.value) !== s.p[0]) xSlider.value = String(s.p[0]);
    });

    // The live function plot: its own clock, shared by its scrubber and its cursor.
    const fnRoot = this.querySelector<HTMLElement>('#gallery-fn')!;
    const fnClock = createClock({ duration: FN_DURATION, element: fnRoot });
    const fnScrubber = this.querySelector('#gallery-fn-scrub-time')!.closest<HTMLElement>('[data-scrubber]')!;
    bindScrubber(fnScrubber, fnClock);
    // Scrubbing near a root of f lands on it (the figures snap to their hits the same way).
    snapWhileScrubbing(fnScrubber, fnClock, (t) => snapToMarks(t, analyseCubic(store.get().a).roots, FN_DURATION / 50));
    let yScale: YScale = 'linear';
    let spec = fnSpec(INITIAL.a, yScale, fnClock.time, null);
    let key = `${INITIAL.a}|${yScale}`;
    const fnPlot = createFnPlot(fnRoot, spec, { clock: fnClock });
    const redraw = (a: number) => {
      const next = `${a}|${yScale}`;
      if (next === key) return; // dragging P leaves the chart alone
      key = next;
      spec = fnSpec(a, yScale, fnClock.time, spec.yDomain ?? null);
      fnPlot.update(spec);
    };
    // The jump button: to the first root of f, off while there is none (kit/time/jump.ts).
    const showJump = bindJump(
      this.querySelector<HTMLButtonElement>('.fn-controls [data-action="jump"]')!,
      fnClock,
      () => firstRoot(store.get().a),
    );
    store.subscribe((s) => {
      redraw(s.a);
      showJump();
    });
    this.querySelectorAll<HTMLInputElement>('input[name="gallery-fn-yscale"]').forEach((radio) =>
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        yScale = radio.value === 'symlog' ? 'symlog' : 'linear';
        redraw(store.get().a);
      }),
    );
    // The scene link: P and a (kit/links/scene-link.ts).
    const GALLERY_SCENE = {
      figure: 'kit-gallery',
      version: 1,
      fields: {
        p: { type: 'point', min: [FRAME.xmin, FRAME.ymin], max: [FRAME.xmax, FRAME.ymax], about: 'P' },
        a: { type: 'number', min: A_RULE.min, max: A_RULE.max, about: 'a' },
      },
    } as const satisfies SceneSchema;
    linkScene(this, {
      schema: GALLERY_SCENE,
      read: () => ({ p: [...store.get().p], a: store.get().a }),
      apply: (v) => {
        aBox.show(v.a);
        store.set({ p: [v.p[0], v.p[1]], a: v.a });
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-gallery')) customElements.define('kit-gallery', KitGallery);
