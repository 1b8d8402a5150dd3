/**
 * Live numbers in fixed-size boxes. A figure's number inside a formula is an
 * inline span: when its text changes, Chromium lays out everything from that
 * span up to the page's root, since no box in between has a size that its
 * content cannot change. A box with size containment is such a boundary: its
 * text is laid out inside it and nothing around it moves (bench/FRAME-COST.md,
 * "Fixed boxes", gives the interleaved A/B).
 *
 * So once the page's fonts are in, each number in a figure's math becomes an
 * inline-block of its own measured size (in em: zoom and the phone's font size
 * scale it), aligned so that its text keeps the baseline it had. A new text
 * that may be wider (more or wider characters than the box was fitted to)
 * makes it inline text again at once, as before; every box is fitted again to
 * its text once the figure rests, so a number that shrank gives its room back.
 */

import { FIXED, setText } from './dom';

/** How long the numbers must rest before their boxes are fitted again (ms). */
export const REFIT_AFTER_MS = 250;

/** Rough advance of a text in em: enough to tell whether a new text may be wider than the fitted one. */
function advance(text: string): number {
  let w = 0;
  for (const ch of text) w += /\d/.test(ch) ? 0.5 : /[.,\s]/.test(ch) ? 0.28 : /[−+=×-]/.test(ch) ? 0.78 : 1;
  return w;
}

/** The numbers of one figure whose boxes are fixed (see the module's note). */
export interface FixedBoxes {
  /** Set `el`'s text; a fixed box whose new text may not fit is made inline text until the next fit. */
  write(el: Element, text: string): void;
}

const STYLES = ['display', 'width', 'height', 'vertical-align', 'white-space', 'contain'];

/** A zero-size inline-block: its bottom is the baseline of the line it stands in. */
function probe(): HTMLElement {
  const p = document.createElement('span');
  p.style.cssText = 'display:inline-block;width:0;height:0';
  return p;
}

/**
 * Fix the boxes of the numbers in `root`'s math. Measures them all together,
 * once the fonts are loaded; until then (and where there is no layout, as in
 * tests without a browser) they are written as plain text.
 */
export function fixedBoxes(root: ParentNode): FixedBoxes {
  /** Each number's text advance when its box was fitted; -1 while it is inline text. */
  const fitted = new Map<HTMLElement, number>();
  const dirty = new Set<HTMLElement>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const free = (el: HTMLElement) => {
    for (const name of STYLES) el.style.removeProperty(name);
    fitted.set(el, -1);
  };

  const fit = (els: HTMLElement[]) => {
    // Hidden or on two lines: inline text, tried again after its next change.
    const live = els.filter((el) => (fitted.set(el, -1), el.isConnected && el.getClientRects().length === 1));
    // 1. Each number's size as inline text.
    const first = live.map((el) => {
      const r = el.getBoundingClientRect();
      return { w: r.width, h: r.height, fs: parseFloat(getComputedStyle(el).fontSize) || 16 };
    });
    // 2. The same size as an inline-block, and where its text's baseline falls inside it (a probe in it).
    const inner = live.map((el, i) => {
      const { w, h, fs } = first[i]!;
      el.style.cssText += `;display:inline-block;width:${Math.ceil(w * 2) / 2 / fs}em;height:${h / fs}em;white-space:nowrap;contain:size layout style`;
      el.prepend(probe());
      return el.firstChild as HTMLElement;
    });
    const base = live.map((el, i) => inner[i]!.getBoundingClientRect().bottom - el.getBoundingClientRect().top);
    // 3. The box's bottom that far below the line's baseline: the text's baseline is the line's again.
    live.forEach((el, i) => {
      inner[i]!.remove();
      const { h, fs } = first[i]!;
      el.style.verticalAlign = `${(base[i]! - h) / fs}em`;
      fitted.set(el, advance(el.textContent ?? ''));
    });
  };

  // At rest, the numbers that changed are measured and fitted again from inline text.
  const refit = () => {
    const els = [...dirty];
    dirty.clear();
    for (const el of els) free(el);
    fit(els);
  };

  const els = Array.from(root.querySelectorAll<HTMLElement>(FIXED));
  if (els.length > 0 && typeof document !== 'undefined' && 'fonts' in document) {
    void document.fonts.ready.then(() => requestAnimationFrame(() => fit(els)));
  }

  return {
    write(el, text) {
      const f = fitted.get(el as HTMLElement);
      if (f !== undefined) {
        if (f >= 0 && advance(text) > f + 1e-9) free(el as HTMLElement);
        dirty.add(el as HTMLElement);
        clearTimeout(timer);
        timer = setTimeout(refit, REFIT_AFTER_MS);
      }
      setText(el, text);
    },
  };
}
