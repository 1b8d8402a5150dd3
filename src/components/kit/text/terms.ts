/**
 * Hover a term, see its part. Inside a figure, an element marked
 * `data-term="side-a"` (in a formula: `\htmlData{term=side-a}{a}`; in a
 * caption or a readout label: a span) and the drawn parts marked
 * `data-part="side-a"` are one thing seen twice. Pointing at either one
 * lights up both: every element of the figure with that term or part name
 * gets the class `is-lit`, and the figure root gets `data-lit` with the name
 * (figure.css dims the rest). A term may name several parts, separated by
 * spaces (`data-term="side-a label-a"`). A tap does the same on touch
 * screens and a second tap, or a tap elsewhere, clears it. Focus inside the
 * figure (a handle moved by the keys) lights the term of a handle that
 * declares one with `data-term`.
 *
 * Only names that some `data-term` uses are linked, so hovering an unrelated
 * part does nothing. Pure DOM, one delegated listener set per figure; the
 * returned function removes them.
 */

/** The term names an element stands for: its `data-term` list, else its `data-part`. */
function namesOf(el: Element, known: ReadonlySet<string>): string[] {
  const term = el.getAttribute('data-term');
  if (term) return term.split(/\s+/).filter(Boolean);
  const part = el.getAttribute('data-part');
  return part && known.has(part) ? [part] : [];
}

/** The nearest element (from `start` up to `root`) that stands for a known term. */
function termAt(start: EventTarget | null, root: Element, known: ReadonlySet<string>): string[] {
  // Duck-typed, not `instanceof Element`: a text node has no getAttribute.
  let el = start && 'getAttribute' in start ? (start as Element) : null;
  while (el && el !== root) {
    const names = namesOf(el, known);
    if (names.length > 0) return names;
    el = el.parentElement;
  }
  return [];
}

/** Links the terms and parts of `root`; returns the function that unlinks them. */
export function linkTerms(root: HTMLElement): () => void {
  const known = new Set<string>();
  for (const el of root.querySelectorAll('[data-term]')) {
    for (const name of namesOf(el, known)) known.add(name);
  }
  if (known.size === 0) return () => {};
  let lit: Element[] = [];
  let current = '';

  const light = (names: string[]) => {
    const key = names.join(' ');
    if (key === current) return;
    for (const el of lit) el.classList.remove('is-lit');
    lit = [];
    current = key;
    if (names.length === 0) {
      root.removeAttribute('data-lit');
      return;
    }
    // A term names all its parts, so lighting one part lights its siblings too.
    const all = new Set(names);
    for (const el of root.querySelectorAll('[data-term]')) {
      const list = namesOf(el, known);
      if (list.some((n) => names.includes(n))) for (const n of list) all.add(n);
    }
    for (const el of root.querySelectorAll('[data-term], [data-part]')) {
      if (namesOf(el, known).some((n) => all.has(n))) lit.push(el);
    }
    for (const el of lit) el.classList.add('is-lit');
    root.setAttribute('data-lit', key);
  };

  const over = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return; // touch lights on tap (below)
    light(termAt(e.target, root, known));
  };
  // A lifted finger leaves too (after its click): touch clears by a tap elsewhere.
  const leave = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') light([]);
  };
  const tap = (e: MouseEvent) => {
    if ((e as PointerEvent).pointerType === 'mouse') return; // the mouse lights by hovering
    const names = termAt(e.target, root, known);
    light(names.join(' ') === current ? [] : names);
  };
  const focus = (e: FocusEvent) => light(termAt(e.target, root, known));
  const blur = (e: FocusEvent) => {
    if (!root.contains(e.relatedTarget as Node | null)) light([]);
  };

  root.addEventListener('pointerover', over);
  root.addEventListener('pointerleave', leave);
  root.addEventListener('click', tap);
  root.addEventListener('focusin', focus);
  root.addEventListener('focusout', blur);
  return () => {
    light([]);
    root.removeEventListener('pointerover', over);
    root.removeEventListener('pointerleave', leave);
    root.removeEventListener('click', tap);
    root.removeEventListener('focusin', focus);
    root.removeEventListener('focusout', blur);
  };
}
