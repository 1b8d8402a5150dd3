/**
 * A figure's numbers written a frame after its drawing, for scenes drawn on a
 * canvas (kit/scene/scene-canvas.ts): the input's own frame then changes no text in
 * the page. Loaded with the canvas (`mountFigure` imports both on demand).
 */
import { createReadouts, type Readouts } from './readouts';

/** While inputs keep coming, a figure's numbers are written at most this often (ms); see `textLater`. */
export const TEXT_EVERY_MS = 50;
/** …and at least this often (ms), however slow the device: four times a second. */
export const TEXT_MAX_GAP_MS = 250;
/**
 * While inputs keep coming, the frames that write numbers take at most one part in this many of the
 * time, so that the frames between them (the canvas alone) keep the motion smooth on a slow phone.
 */
const COST_SHARE = 3;

/**
 * What the page's last frames with numbers cost, from the write to the end of that frame's rendering
 * (ms), smoothed. Shared by every figure on the page: their numbers are written in the same frames.
 */
let numbersCost = 0;

/**
 * How long numbers wait between writes while inputs keep coming (ms): `TEXT_EVERY_MS` where a frame of
 * numbers is cheap, longer where it is not, so that such frames take at most a third of the time (a long
 * chapter page restyles, lays out and paints for 20–69 ms at 4× CPU after a figure's numbers change, the
 * floor table of bench/FIGURES.md), and never over `TEXT_MAX_GAP_MS`.
 */
export function numbersGap(cost: number = numbersCost): number {
  return Math.min(TEXT_MAX_GAP_MS, Math.max(TEXT_EVERY_MS, COST_SHARE * cost));
}

/** Record what a frame of numbers cost (ms); `textLater` measures it in the page. */
export function noteNumbersCost(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) return;
  numbersCost = numbersCost > 0 ? (numbersCost + ms) / 2 : ms;
}

let measuring = false;
/**
 * Measure the frame whose callbacks are running, from `start` to the end of its rendering: a message
 * posted from an animation-frame callback arrives once the frame's style, layout and paint are done.
 */
function measureFrom(start: number): void {
  if (measuring || typeof MessageChannel !== 'function') return;
  measuring = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    measuring = false;
    channel.port1.close();
    noteNumbersCost(performance.now() - start);
  };
  channel.port2.postMessage(null);
}

/**
 * Schedule `write` (a figure's numbers) for a frame after the one that shows
 * the input's drawing: any DOM text change costs a long page its whole
 * restyle, relayout and repaint (about 2 ms unthrottled, bench/FIGURES.md),
 * so the input's own frame draws only the canvas. The numbers are written in
 * the first frame with no new input before it, or, while a drag keeps
 * changing every frame, once they are `TEXT_EVERY_MS` old. The returned
 * function marks the numbers stale; `write` reads the latest state itself.
 */
export function textLater(write: () => void): () => void {
  let staleSince = -1;
  let inputSinceFrame = false;
  let scheduled = false;
  const tick = () => {
    const now = performance.now();
    if (inputSinceFrame && now - staleSince < numbersGap()) {
      inputSinceFrame = false;
      requestAnimationFrame(tick);
      return;
    }
    scheduled = false;
    inputSinceFrame = false;
    staleSince = -1;
    write();
    measureFrom(now);
  };
  return () => {
    inputSinceFrame = true;
    if (staleSince < 0) staleSince = performance.now();
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(tick);
    }
  };
}

/**
 * A figure's readouts for a figure that writes its own parts (not through
 * `mountFigure`): with `onCanvas` (its scene is drawn by kit/scene/scene-canvas.ts)
 * the texts set are written together in a later frame (`textLater`), the
 * last text per name winning; otherwise at once, as `createReadouts` does.
 */
export function laterReadouts(root: ParentNode, onCanvas: boolean): Readouts {
  const now = createReadouts(root);
  if (!onCanvas) return now;
  let pending: Record<string, string> = {};
  const flush = textLater(() => {
    const values = pending;
    pending = {};
    now.setAll(values);
  });
  return {
    set(name, text) {
      pending[name] = text;
      flush();
    },
    setAll(values) {
      Object.assign(pending, values);
      flush();
    },
  };
}
