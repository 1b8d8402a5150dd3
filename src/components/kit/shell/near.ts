/**
 * Run `load` once, when a part of a figure comes within `margin` of the
 * screen: how a figure's heavy parts (a chart and Observable Plot) wait until
 * the reader is close to them.
 *
 * Figures are `content-visibility: auto` (chrome.css): out of view, their
 * contents are not laid out. A part inside one is first measured in the frame
 * where the figure stops being skipped, and Chromium may take the part's
 * intersection from the layout before it; when nothing else asks for a frame
 * after that, the observer never reports the part in view (seen on a loaded
 * 2-core machine: a chart that never loaded after being scrolled to). So the
 * part is observed again each time its figure is laid out anew, which takes a
 * fresh measurement on the next frame.
 */
export function whenNear(part: Element, load: () => void, margin = '400px 0px'): void {
  if (typeof IntersectionObserver !== 'function') {
    load();
    return;
  }
  let done = false;
  const io = new IntersectionObserver(
    (entries) => {
      if (done || !entries.some((e) => e.isIntersecting)) return;
      stop();
      load();
    },
    { rootMargin: margin },
  );
  const remeasure = (e: Event) => {
    const skipped = (e as Event & { skipped?: boolean }).skipped;
    if (skipped !== false || !(e.target instanceof Node) || !e.target.contains(part)) return;
    io.unobserve(part);
    io.observe(part);
  };
  const stop = () => {
    done = true;
    io.disconnect();
    document.removeEventListener('contentvisibilityautostatechange', remeasure, true);
  };
  // The event does not bubble: it is caught on its way down.
  document.addEventListener('contentvisibilityautostatechange', remeasure, true);
  io.observe(part);
}
