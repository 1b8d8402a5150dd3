/**
 * Live numbers in fixed-size boxes. A figure's number inside a formula is an
 * inline span: when its text changes, Chromium lays out everything from that
 * span up to the page's root, since no box in between has a size that its
 * content cannot change. A box with size containment is such a boundary: its
 * text is laid out inside it and nothing around it moves (bench/FIGURES.md,
 * "fixed boxes", gives the interleaved A/B).
 *
 * So once the page's fonts are in, each number in a figure's math and cards
 * (on one line) becomes an inline-block of its own measured size (in em: zoom
 * and the phone's font size scale it), aligned so that its text keeps the
 * baseline it had. A new
 * text that may be wider (more or wider characters than the box was fitted
 * to) makes it inline text again at once, as before; every box is fitted
 * again to its text once the figure rests, so a number that shrank gives its
 * room back, and a text that now wraps stays inline text.
 */

/** How long the numbers must rest before their boxes are fitted again (ms). */
export const REFIT_AFTER_MS = 250;

/** Rough advance of a character in em: enough to tell whether a new text may be wider than the fitted one. */
function advance(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') w += 0.5;
    else if (ch === '.' || ch === ',' || ch === ' ' || ch === '\u2009') w += 0.28;
    else if (ch === '−' || ch === '-' || ch === '+' || ch === '=' || ch === '×') w += 0.78;
    else w += 1;
  }
  return w;
}

interface Box {
  /** The text's advance when the box was fitted; -1 while its width is free. */
  fitted: number;
  /** The text changed since the box was fitted. */
  dirty: boolean;
}

/** The numbers of one figure whose boxes are fixed (see the module's note). */
export interface FixedBoxes {
  /** Set `el`'s text; a fixed box whose new text may not fit has its width freed until the next fit. */
  write(el: Element, text: string, setText: (el: Element, text: string) => void): void;
}

const px = (n: number, fontSize: number) => `${(n / fontSize).toFixed(4)}em`;

function probe(): HTMLElement {
  const p = document.createElement('span');
  p.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
  p.setAttribute('aria-hidden', 'true');
  return p;
}

/**
 * Fix the boxes of the numbers in `root`'s math and readout cards.
 * Measures in two reads for all of them together, once the fonts are loaded;
 * until then (and where there is no layout, as in tests without a browser)
 * the numbers are written as plain text.
 */
export function fixedBoxes(root: ParentNode): FixedBoxes {
  const boxes = new Map<HTMLElement, Box>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const fit = (els: HTMLElement[]) => {
    const live = els.filter((el) => el.isConnected && el.getClientRects().length === 1);
    // Hidden or on two lines: inline text, tried again after its next change.
    for (const el of els) if (!live.includes(el)) boxes.set(el, { fitted: -1, dirty: false });
    if (live.length === 0) return;
    // 1. Where each number sits now: its box, and its line's baseline (a zero-size probe before it).
    const outer = live.map((el) => {
      const p = probe();
      el.before(p);
      return p;
    });
    const first = live.map((el, i) => {
      const r = el.getBoundingClientRect();
      const base = outer[i]!.getBoundingClientRect().bottom;
      return { w: r.width, h: r.height, below: r.bottom - base, fs: parseFloat(getComputedStyle(el).fontSize) || 16 };
    });
    for (const p of outer) p.remove();
    // 2. The same size as an inline-block, and where the text's baseline falls inside it.
    const inner = live.map((el, i) => {
      const { w, h, below, fs } = first[i]!;
      const s = el.style;
      s.display = 'inline-block';
      s.width = px(Math.ceil(w * 2) / 2, fs);
      s.height = px(h, fs);
      s.verticalAlign = px(-below, fs);
      s.whiteSpace = 'nowrap';
      s.contain = 'size layout style';
      const p = probe();
      el.prepend(p);
      return p;
    });
    const shift = live.map((el, i) => {
      const top = el.getBoundingClientRect().top;
      return inner[i]!.getBoundingClientRect().bottom - top;
    });
    // 3. The box's bottom that far below the line's baseline: the text's baseline is the line's again.
    live.forEach((el, i) => {
      inner[i]!.remove();
      const { h, fs } = first[i]!;
      el.style.verticalAlign = px(-(h - shift[i]!), fs);
      boxes.set(el, { fitted: advance(el.textContent ?? ''), dirty: false });
    });
  };

  /**
   * Fit again the boxes whose text changed: a fixed box to its text's width (the text may have shrunk), a
   * freed one from scratch (it may now wrap onto two lines, and then it stays free).
   */
  const refit = () => {
    timer = null;
    const changed = [...boxes].filter(([el, b]) => b.dirty && el.isConnected);
    const fixed = changed.filter(([, b]) => b.fitted >= 0);
    const widths = fixed.map(([el]) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().width;
    });
    fixed.forEach(([el, b], i) => {
      const fs = parseFloat(getComputedStyle(el).fontSize) || 16;
      el.style.width = px(Math.ceil(widths[i]! * 2) / 2, fs);
      b.fitted = advance(el.textContent ?? '');
      b.dirty = false;
    });
    const freed = changed.filter(([, b]) => b.fitted < 0).map(([el]) => el);
    if (freed.length > 0) fit(freed);
  };

  /** Back to the inline text it was in the markup, until the next fit. */
  const free = (el: HTMLElement, b: Box) => {
    for (const name of ['display', 'width', 'height', 'vertical-align', 'white-space', 'contain']) {
      el.style.removeProperty(name);
    }
    b.fitted = -1;
  };

  // The numbers in a figure's math and in its readout cards (kit/ReadoutCards.astro).
  const els = Array.from(
    root.querySelectorAll<HTMLElement>('.katex [data-readout], .fig-readouts output[data-readout]'),
  );
  if (els.length > 0 && typeof document !== 'undefined' && 'fonts' in document) {
    void document.fonts.ready.then(() => requestAnimationFrame(() => fit(els)));
  }

  return {
    write(el, text, setText) {
      const b = boxes.get(el as HTMLElement);
      if (b) {
        if (b.fitted >= 0 && advance(text) > b.fitted + 1e-9) free(el as HTMLElement, b);
        b.dirty = true;
        if (timer !== null) clearTimeout(timer);
        timer = setTimeout(refit, REFIT_AFTER_MS);
      }
      setText(el, text);
    },
  };
}
