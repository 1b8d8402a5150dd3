/**
 * A figure's numbers written a frame after its drawing, for scenes drawn on a
 * canvas (kit/scene-canvas.ts): the input's own frame then changes no text in
 * the page. Loaded with the canvas (`mountFigure` imports both on demand).
 */
import { createReadouts, type Readouts } from './dom';

/** While inputs keep coming, a figure's numbers are written at least this often (ms); see `textLater`. */
export const TEXT_EVERY_MS = 50;

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
    if (inputSinceFrame && now - staleSince < TEXT_EVERY_MS) {
      inputSinceFrame = false;
      requestAnimationFrame(tick);
      return;
    }
    scheduled = false;
    inputSinceFrame = false;
    staleSince = -1;
    write();
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
 * `mountFigure`): with `onCanvas` (its scene is drawn by kit/scene-canvas.ts)
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
