/**
 * Wires a NumberBox. What the reader types is applied on commit: Enter,
 * leaving the box, or a short pause in typing (`COMMIT_PAUSE_MS`), never on
 * each keystroke, so typing `1e999` does not apply its prefix `1` on the way.
 * A good value is passed on; a bad one shows a message (and aria-invalid)
 * while the figure keeps its last good value. The message stays after the
 * reader leaves the box, until the next good value (typed, or set by the
 * figure through `show`); its element is a polite live region, so screen
 * readers announce it. Escape puts the last good value back.
 *
 * Should a pause have applied a prefix of what the reader then turns into an
 * error (a slow "1", then "e999"), the value from before that prefix is put
 * back: an error never leaves an intermediate prefix in force.
 */
import { parseNumber, type NumberRule } from './number';

/** How long typing must pause before the box applies what it holds (ms). */
export const COMMIT_PAUSE_MS = 600;

export interface NumberBox {
  /** Show a value chosen elsewhere (a drag, a preset) without notifying; clears a message. */
  show(value: number): void;
  /** Apply what the box holds now (what Enter does). */
  commit(): void;
}

export function createNumberBox(root: HTMLElement, rule: NumberRule, onValue: (x: number) => void): NumberBox {
  const input = root.querySelector<HTMLInputElement>('input')!;
  const message = root.querySelector<HTMLElement>('[data-readout="message"]')!;
  if (!message.hasAttribute('aria-live')) message.setAttribute('aria-live', 'polite');
  const digits = Number(root.dataset.digits ?? '2');
  let good = Number(input.value);
  /** The text last applied, and the good value before it, when a pause (not Enter or leaving) applied it. */
  let tentative: { text: string; before: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  // A value the box's decimals would round to 0 is shown to 3 significant digits: the box never reads 0 for a
  // value that is not (a time step of 0.004 s in a box of 2 decimals).
  const fmt = (x: number) => {
    const text = String(Number(x.toFixed(digits)));
    return text === '0' && x !== 0 ? String(Number(x.toPrecision(3))) : text;
  };
  const clear = () => {
    input.removeAttribute('aria-invalid');
    message.textContent = '';
  };
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const apply = (value: number) => {
    good = value;
    clear();
    onValue(value);
  };

  const commit = (byPause: boolean) => {
    cancel();
    const text = input.value;
    const r = parseNumber(text, rule);
    if (r.ok) {
      const before = tentative ? tentative.before : good;
      tentative = byPause ? { text, before } : null;
      if (r.value !== good || input.getAttribute('aria-invalid') === 'true') apply(r.value);
      return;
    }
    // An error grown from a prefix a pause applied: the prefix was never the reader's value.
    if (tentative && text.startsWith(tentative.text) && good !== tentative.before) {
      good = tentative.before;
      onValue(good);
    }
    tentative = null;
    input.setAttribute('aria-invalid', 'true');
    message.textContent = `${r.message} Keeping ${fmt(good)}${rule.unit ? ` ${rule.unit}` : ''}.`;
  };

  input.addEventListener('input', () => {
    cancel();
    timer = setTimeout(() => commit(true), COMMIT_PAUSE_MS);
  });
  input.addEventListener('change', () => commit(false));
  input.addEventListener('blur', () => {
    if (timer !== null) commit(false);
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') commit(false);
    else if (e.key === 'Escape') {
      cancel();
      tentative = null;
      input.value = fmt(good);
      clear();
    }
  });

  return {
    show(value: number) {
      if (value !== good) {
        good = value;
        tentative = null;
        clear();
      }
      // Written only when it differs: a figure shows its boxes on every change, and even an unchanged
      // value written into an input costs the page a style pass.
      if (input.ownerDocument.activeElement !== input && input.getAttribute('aria-invalid') !== 'true') {
        const text = fmt(value);
        if (input.value !== text) input.value = text;
      }
    },
    commit: () => commit(false),
  };
}

/** The fields of `S` that hold a number: those a number box can set. */
export type NumberKeys<S> = { [K in keyof S]: S[K] extends number ? K : never }[keyof S] & string;

/** A figure's number boxes bound to its store (`bindNumberBoxes`). */
export interface NumberBoxes<S> {
  /** Show state `s`'s values in their boxes (after a drag, a preset, a link): `NumberBox.show` for each. */
  show(s: S): void;
}

/**
 * A figure's number boxes, one per number field of its state, wired to its
 * store: the box `[data-numberbox="<name>"]` under `root` (NumberBox.astro's
 * `name`; the field's own name unless `names` gives another) checks what the
 * reader types against the field's rule and applies a good value as
 * `store.set({ [field]: value })`. Call `show(state)` after every change of
 * the store. A box missing from the markup is a figure's mistake: it throws,
 * naming it.
 *
 *     const boxes = bindNumberBoxes(this, store, { speed: SPEED_RULE, gravity: GRAVITY_RULE });
 *     store.subscribe((s) => { boxes.show(s); … });
 */
export function bindNumberBoxes<S, K extends NumberKeys<S>>(
  root: ParentNode,
  store: { set(change: Partial<S>): void },
  rules: Readonly<Record<K, NumberRule>>,
  names?: Readonly<Partial<Record<K, string>>>,
): NumberBoxes<S> {
  const boxes = (Object.keys(rules) as K[]).map((field) => {
    const name = names?.[field] ?? field;
    const el = root.querySelector<HTMLElement>(`[data-numberbox="${name}"]`);
    if (!el) throw new Error(`bindNumberBoxes: no number box [data-numberbox="${name}"] for the field “${field}”.`);
    const box = createNumberBox(el, rules[field], (value) => store.set({ [field]: value } as Partial<S>));
    return { field, box };
  });
  return {
    show(s) {
      for (const { field, box } of boxes) box.show(s[field] as number);
    },
  };
}
