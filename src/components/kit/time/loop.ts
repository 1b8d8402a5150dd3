/**
 * An animation loop that calls `frame(dt)` with the seconds since the last
 * frame, only while running and while its element is on screen. Animation in
 * the book is always `stateAt(t)`: the loop advances t, a pure function draws.
 */
export interface Loop {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** Whether the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function createLoop(element: Element, frame: (dt: number) => void): Loop {
  let running = false;
  let visible = true;
  let handle = 0;
  let last = 0;

  const tick = (now: number) => {
    const dt = last ? Math.min((now - last) / 1000, 0.1) : 0;
    last = now;
    frame(dt);
    // frame() may have stopped the loop (or the element left the screen).
    if (running && visible) handle = requestAnimationFrame(tick);
  };
  const schedule = () => {
    cancelAnimationFrame(handle);
    last = 0;
    if (running && visible) handle = requestAnimationFrame(tick);
  };

  if (typeof IntersectionObserver === 'function') {
    new IntersectionObserver((entries) => {
      visible = entries.some((e) => e.isIntersecting);
      schedule();
    }).observe(element);
  }

  return {
    start() {
      running = true;
      schedule();
    },
    stop() {
      running = false;
      schedule();
    },
    get running() {
      return running;
    },
  };
}
