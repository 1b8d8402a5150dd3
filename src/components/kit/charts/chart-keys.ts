/**
 * The keys, focus and Play button of a chart that is explored and heard
 * (issue 41), for every chart of the book: a function plot (fn-plot.ts) and a
 * chart Observable Plot draws from data (plot-explore.ts) alike. The step keys
 * move the cursor here: ←/→ a hundredth of the axis (Shift: a tenth), Page
 * Up/Down a tenth, Home/End the ends, evenly in log t on a log axis. The
 * explorer (fn-plot-explore.ts: curves, roots, turning points, sweeps, what
 * the chart says) loads as a chunk of its own on the first focus, key or Play.
 */
import type { Explorer, ExploreHost } from './fn-plot-explore';
import { stepKey } from './fn-plot-reading';
import { isNum } from './fn-plot-spec';

/** The keys the explorer takes on a chart; the step keys are handled here. */
const EXPLORE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'r', 'R', 't', 'T', 'p', 'P']);

/** The chart's `aria-keyshortcuts`. */
export const CHART_KEYSHORTCUTS = 'ArrowLeft ArrowRight ArrowUp ArrowDown Home End R T P Escape';

export interface ChartKeys {
  /** The explorer once loaded (null before). */
  readonly explorer: Explorer | null;
  destroy(): void;
}

/**
 * Bind a chart's keys and Play button. `seek` moves the cursor as the chart's
 * drag does and returns where it went (clamped), or undefined when it did not move.
 */
export function bindChartKeys(
  host: ExploreHost,
  seek: (t: number) => number | undefined,
  play: HTMLButtonElement,
): ChartKeys {
  const box = host.chart;
  let explorer: Promise<Explorer> | null = null;
  let ready: Explorer | null = null;
  const explore = () =>
    (explorer ??= import('./fn-plot-explore').then((m) => {
      ready ??= m.createExplorer(host);
      return ready;
    }));
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (EXPLORE_KEYS.has(e.key)) {
      e.preventDefault();
      void explore().then((x) => x.key(e.key, e.shiftKey));
      return;
    }
    const spec = host.spec();
    const to = stepKey(e.key, e.shiftKey, isNum(spec.cursor) ? spec.cursor : NaN, spec.domain, spec.xScale);
    if (to === null) return;
    e.preventDefault();
    const tt = seek(to);
    if (tt !== undefined) void explore().then((x) => x.stepped(tt));
  };
  const onFocus = () => void explore();
  const onPlay = () => void explore().then((x) => x.toggle());
  box.addEventListener('keydown', onKey);
  box.addEventListener('focus', onFocus);
  play.addEventListener('click', onPlay);
  return {
    get explorer() {
      return ready;
    },
    destroy() {
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('focus', onFocus);
      play.removeEventListener('click', onPlay);
      ready?.destroy();
    },
  };
}

/**
 * A drag on a chart seeks (a function plot's and a Plot chart's alike): pointer down takes the cursor (a sweep
 * stops, the chart takes the focus) and every move seeks the time under the pointer, `timeAt(clientX)`. Returns
 * the unbinding.
 */
export function bindChartDrag(
  chart: HTMLElement,
  timeAt: (clientX: number) => number,
  seek: (t: number) => unknown,
  keys: Pick<ChartKeys, 'explorer'>,
): () => void {
  let dragging: number | null = null;
  const onDown = (e: PointerEvent) => {
    if (e.button !== 0 || !e.isPrimary) return;
    // The reader takes the cursor: a sweep stops.
    keys.explorer?.stop();
    dragging = e.pointerId;
    chart.setPointerCapture?.(e.pointerId);
    chart.focus({ preventScroll: true });
    e.preventDefault();
    seek(timeAt(e.clientX));
  };
  const onMove = (e: PointerEvent) => {
    if (dragging === e.pointerId) seek(timeAt(e.clientX));
  };
  const onUp = (e: PointerEvent) => {
    if (dragging === e.pointerId) dragging = null;
  };
  const events = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onUp],
    ['pointercancel', onUp],
  ] as const;
  for (const [type, f] of events) chart.addEventListener(type, f);
  return () => {
    for (const [type, f] of events) chart.removeEventListener(type, f);
  };
}
