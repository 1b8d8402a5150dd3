/**
 * A function plot explored by keys and heard (issue 41): the controller that
 * `createFnPlot` loads the first time the reader focuses a chart, presses a
 * key on it or its Play button (a chunk of its own, so no page's first load
 * grows). It keeps which curve is selected, says where the cursor is through
 * the chart's live region, jumps to roots and turning points, and plays
 * sweeps: the cursor moves with the sound and the figure's scene follows, as
 * when the reader scrubs. The audio (fn-plot-audio.ts) loads on the first
 * Play with the sound switch on; sound never starts without the reader's key
 * or click.
 *
 * Keys on the chart (the step keys stay `createFnPlot`'s): ↑/↓ the previous
 * or next curve, R/T the next root or turning point (Shift: the previous), P
 * play or stop, Esc stop (anywhere on the page while a sweep plays).
 */
import type { HeardChart } from './fn-plot-spec';
import { cleanRange, isNum } from './fn-plot-spec';
import { curveFeatures, sweepSchedule, sweepTime, type CurveFeatures, type Sweep } from './fn-plot-sonify';
import { curveName, curveSummary, nextFeature, readingAt } from './fn-plot-reading';
import { bindSoundToggle, soundOn } from './sound-setting';
import { prefersReducedMotion } from '../time/loop';
import { setText } from '../shell/dom';
import type { Playback } from './fn-plot-audio';

/** What the chart gives its controller. */
export interface ExploreHost {
  /** The chart's root (FnPlot.astro's element). */
  container: HTMLElement;
  /** The focusable chart (`[data-fnplot-chart]`). */
  chart: HTMLElement;
  legend: HTMLElement;
  /** The spec on screen now, its cursor included. */
  spec(): HeardChart;
  /** The y domain of the chart on screen (held while a drag lasts), when drawn. */
  yDomain(): [number, number] | null;
  /** Move the cursor as scrubbing does (the figure's clock, its `onSeek`, or the chart's own cursor). */
  seek(t: number): void;
}

export interface Explorer {
  /** A key on the chart that is not a step key; true when it was the controller's. */
  key(key: string, shift: boolean): boolean;
  /** The cursor was stepped by a key to t: say where it is (and stop a sweep). */
  stepped(t: number): void;
  /** The Play button: play the selected curve, or stop. */
  toggle(): void;
  stop(): void;
  readonly playing: boolean;
  destroy(): void;
}

/** The chart's live region (FnPlot.astro renders it; made here for a chart drawn into an empty element). */
function liveRegion(container: HTMLElement): HTMLElement {
  const found = container.querySelector<HTMLElement>('[data-fnplot-say]');
  if (found) return found;
  const p = container.ownerDocument.createElement('p');
  p.className = 'visually-hidden';
  p.setAttribute('data-fnplot-say', '');
  p.setAttribute('role', 'status');
  container.append(p);
  return p;
}

export function createExplorer(host: ExploreHost): Explorer {
  const doc = host.container.ownerDocument;
  const say = liveRegion(host.container);
  const button = host.container.querySelector<HTMLButtonElement>('[data-fnplot-play]');
  bindSoundToggle(doc);

  let selected = 0;
  const cache = new Map<string, { key: unknown; domain: string; features: CurveFeatures }>();
  /** The selected curve's index in the spec now (the first when the list shrank). */
  const index = () => (selected < host.spec().curves.length ? selected : 0);
  /** The features of curve i, computed once per curve, function and domain. */
  const featuresOf = (i: number): CurveFeatures => {
    const spec = host.spec();
    const curve = spec.curves[i];
    if (!curve) return { roots: [], turningPoints: [] };
    const key = curve.key ?? curve.fn;
    const domain = `${cleanRange(spec.domain).join(' ')} ${spec.xScale ?? 'linear'}`;
    const hit = cache.get(curve.id);
    if (hit && hit.key === key && hit.domain === domain) return hit.features;
    const features = curveFeatures(curve, spec.domain, spec.xScale);
    cache.set(curve.id, { key, domain, features });
    return features;
  };
  const cursor = () => {
    const s = host.spec();
    return isNum(s.cursor) ? s.cursor : cleanRange(s.domain)[0];
  };
  const tell = (text: string) => setText(say, text);
  const reading = (t: number) => readingAt(host.spec(), index(), t, featuresOf(index()));

  /** Show which curve is selected in the legend. */
  const markLegend = () => {
    const id = host.spec().curves[index()]?.id;
    for (const li of host.legend.querySelectorAll<HTMLElement>('li[data-curve]')) {
      if (li.dataset.curve === id) li.setAttribute('aria-current', 'true');
      else li.removeAttribute('aria-current');
    }
  };

  // Playing.
  let playback: Playback | null = null;
  let frame = 0;
  let sweep: Sweep | null = null;
  let playingNow = false;
  const setButton = (on: boolean) => {
    if (!button) return;
    setText(button, on ? 'Stop sound' : 'Play sound');
    button.setAttribute('aria-pressed', String(on));
  };
  const onEsc = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && playingNow) {
      e.preventDefault();
      stop();
      tell(`Stopped. ${reading(cursor())}`);
    }
  };
  const finish = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    playback?.stop();
    playback = null;
    playingNow = false;
    sweep = null;
    doc.removeEventListener('keydown', onEsc, true);
    setButton(false);
    host.container.removeAttribute('data-fnplot-playing');
  };
  const stop = () => {
    if (playingNow) finish();
  };

  const play = async () => {
    stop();
    const spec = host.spec();
    const i = index();
    const features = featuresOf(i);
    const s = sweepSchedule(spec, i, { yDomain: host.yDomain() ?? undefined, features });
    sweep = s;
    playingNow = true;
    setButton(true);
    host.container.setAttribute('data-fnplot-playing', '');
    doc.addEventListener('keydown', onEsc, true);
    const audible = soundOn();
    let note = '';
    let elapsed: () => number;
    if (audible) {
      const audio = await import('./fn-plot-audio');
      // Stopped (or played again) while the audio code loaded.
      if (sweep !== s) return;
      playback = audio.playSweep(s);
      if (!playback) note = ' This browser cannot play sound: the cursor moves without it.';
    } else note = ' Sound is off (the speaker switch at the top of the page): the cursor moves without it.';
    if (playback) elapsed = playback.elapsed;
    else {
      const t0 = performance.now();
      elapsed = () => (performance.now() - t0) / 1000;
    }
    tell(
      `Playing ${curveSummary(spec, i, features)}, over ${s.seconds} s: higher on the chart is higher in pitch, ` +
        `left to right in time; a click is a root, a soft tick a turning point.${note}`,
    );
    // Reduced motion: the cursor does not glide; it jumps to each root and turning point as it sounds, then to the end.
    const reduced = prefersReducedMotion();
    const events = [...s.clicks, ...s.ticks].sort((a, b) => a.at - b.at);
    let shown = NaN;
    const step = () => {
      frame = 0;
      if (sweep !== s) return;
      const at = elapsed();
      let t: number;
      if (at >= s.seconds) t = s.domain[1];
      else if (reduced) {
        const passed = events.filter((e) => e.at <= at);
        t = passed.length ? passed[passed.length - 1].t : shown;
      } else t = sweepTime(Math.max(at, 0), s);
      if (isNum(t) && t !== shown) {
        shown = t;
        host.seek(t);
      }
      if (at >= s.seconds + 0.05) {
        finish();
        tell(`End of ${curveName(spec.curves[i])}. ${reading(s.domain[1])}`);
        return;
      }
      frame = requestAnimationFrame(step);
    };
    if (!reduced) host.seek(s.domain[0]);
    frame = requestAnimationFrame(step);
  };

  const jump = (kind: 'roots' | 'turningPoints', dir: 1 | -1) => {
    stop();
    const spec = host.spec();
    const i = index();
    const f = featuresOf(i);
    const list = f[kind];
    const what = kind === 'roots' ? 'root' : 'turning point';
    const name = curveName(spec.curves[i]);
    const t = nextFeature(list, cursor(), dir, spec.domain);
    if (t === null) {
      const none =
        list.length === 0
          ? `${name} has no ${what} on the chart`
          : `No ${what} of ${name} ${dir > 0 ? 'after' : 'before'} this one`;
      tell(`${none}. ${reading(cursor())}`);
      return;
    }
    host.seek(t);
    const k = list.findIndex((x) => x === t) + 1;
    tell(`${what[0].toUpperCase()}${what.slice(1)} ${k} of ${list.length}: ${reading(t)}`);
  };

  const choose = (dir: 1 | -1) => {
    const n = host.spec().curves.length;
    if (n === 0) return;
    stop();
    selected = (index() + dir + n) % n;
    markLegend();
    tell(`${curveSummary(host.spec(), selected, featuresOf(selected))}. ${reading(cursor())}`);
  };

  const toggle = () => {
    if (playingNow) {
      stop();
      tell(`Stopped. ${reading(cursor())}`);
    } else void play();
  };

  markLegend();
  return {
    key(key, shift) {
      switch (key) {
        case 'ArrowUp':
          choose(-1);
          return true;
        case 'ArrowDown':
          choose(1);
          return true;
        case 'r':
        case 'R':
          jump('roots', shift ? -1 : 1);
          return true;
        case 't':
        case 'T':
          jump('turningPoints', shift ? -1 : 1);
          return true;
        case 'p':
        case 'P':
          toggle();
          return true;
        default:
          return false;
      }
    },
    stepped(t) {
      stop();
      tell(reading(t));
    },
    toggle,
    stop,
    get playing() {
      return playingNow;
    },
    destroy() {
      stop();
    },
  };
}
