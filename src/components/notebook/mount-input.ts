/**
 * An input a cell showed with view(), built on the page with
 * @observablehq/inputs from its description (input-spec.ts). Loaded only
 * when a cell shows one. The control reports what the reader chose as plain
 * data in the spec's own terms (a number, an option's index, a click count);
 * a number box holding something that is not a number, or is out of range,
 * says so beside it and keeps the last good value, as the book's figures do.
 */
import * as Inputs from '@observablehq/inputs';
import '@observablehq/inputs/dist/index.css';
import { fits, inputKey, type InputSpec, type ViewValue } from './input-spec';

export type OnView = (index: number, value: ViewValue) => void;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The Observable input for a spec; options are passed as their indices, shown with their text. */
function control(spec: InputSpec): HTMLElement & { value: unknown } {
  const label = spec.label || undefined;
  switch (spec.kind) {
    case 'range':
    case 'number':
      return Inputs[spec.kind]([spec.min ?? undefined, spec.max ?? undefined], {
        label,
        step: spec.step ?? (spec.kind === 'range' ? 'any' : undefined),
        value: spec.value,
      });
    case 'select':
    case 'radio':
    case 'checkbox':
      return Inputs[spec.kind](range(spec.options.length), {
        label,
        value: spec.value,
        format: (i: number) => spec.options[i] ?? '',
      });
    case 'toggle':
      return Inputs.toggle({ label, value: spec.value });
    case 'button':
      return Inputs.button(spec.content, { label, value: spec.value, reduce: (n: number) => n + 1 });
    case 'text':
      return Inputs.text({ label, placeholder: spec.placeholder || undefined, value: spec.value });
    case 'table': {
      const rows = spec.rows;
      return Object.assign(
        Inputs.table(rows, {
          columns: spec.columns,
          value: spec.value.map((i) => rows[i]),
          required: false,
          multiple: true,
        }),
        { rows },
      );
    }
  }
}

/** The control's value in the spec's terms (a table gives rows: back to their indices). */
function read(spec: InputSpec, form: HTMLElement & { value: unknown; rows?: unknown[] }): unknown {
  if (spec.kind === 'table') {
    const rows = form.rows ?? [];
    return Array.isArray(form.value) ? form.value.map((r) => rows.indexOf(r)).filter((i) => i >= 0) : [];
  }
  return form.value;
}

function bounds(spec: InputSpec): string {
  if (spec.kind !== 'range' && spec.kind !== 'number') return '';
  const steps = spec.step !== null ? ` in steps of ${spec.step}` : '';
  if (spec.min !== null && spec.max !== null) return ` between ${spec.min} and ${spec.max}${steps}`;
  if (spec.min !== null) return ` of at least ${spec.min}${steps}`;
  if (spec.max !== null) return ` of at most ${spec.max}${steps}`;
  return steps;
}

/**
 * Build the control for the cell's `index`th input into `host`. `onView`
 * hears each good value; a bad one is refused with a sentence.
 */
export function mountInput(host: HTMLElement, input: { index: number; spec: InputSpec }, onView: OnView): void {
  const { index, spec } = input;
  // htl (under Inputs) parses handler placeholders, onclick="::3": the page's policy allows those texts alone
  // (sandbox-hash.ts placeholderHashes).
  const form = control(spec);
  let good: unknown = read(spec, form);
  const message = document.createElement('p');
  message.className = 'nb-input-msg';
  message.setAttribute('role', 'status');
  // Every field has a name: its own label, else the input's label (or its place in the cell); a table's rows
  // are named by their number.
  const name = spec.label || `Input ${index + 1} of this cell`;
  const label = () =>
    form.querySelectorAll<HTMLInputElement>('input, select, textarea').forEach((el) => {
      // (A field inside its own <label> is named by it: an option of a checkbox or a radio.)
      if (el.closest('label') || (el.labels && el.labels.length > 0) || el.hasAttribute('aria-label')) return;
      const row = el.closest('tr');
      if (spec.kind === 'table' && row) {
        const n = row.parentElement?.tagName === 'TBODY' ? Array.from(row.parentElement.children).indexOf(row) + 1 : 0;
        el.setAttribute('aria-label', n > 0 ? `Select row ${n} of ${name}` : `Select every row of ${name}`);
      } else el.setAttribute('aria-label', name);
    });
  label();
  // A button's name starts with the words on it (what a reader sees, and says to voice control), then its label.
  if (spec.kind === 'button')
    form
      .querySelector('button')
      ?.setAttribute('aria-label', spec.label ? `${spec.content} (${spec.label})` : spec.content);
  // A long table adds its rows as it is scrolled: they are named as they come.
  if (spec.kind === 'table') new MutationObserver(label).observe(form, { childList: true, subtree: true });
  if (spec.kind === 'range' || spec.kind === 'number') {
    // Observable's number box swallows a bad entry (the form hears nothing): hear it first, to say why.
    const box = form.querySelector<HTMLInputElement>('input[type=number]');
    box?.addEventListener('input', () => {
      const v = box.valueAsNumber;
      // The box's own validity too: a value between its steps (Inputs swallows it as well).
      if (box.value !== '' && Number.isFinite(v) && fits(spec, v) && box.validity.valid) return;
      // A number too large for a double empties the box, as an empty box does.
      const typed = box.value === '' ? 'An empty box (or a number too large)' : `“${box.value}”`;
      message.textContent = `${typed} is not a number${bounds(spec)}: the cell keeps ${String(good)}.`;
    });
    // Leaving the box puts the good value back in it.
    box?.addEventListener('change', () => {
      if (!fits(spec, box.valueAsNumber) || !box.validity.valid) form.value = good;
    });
  }
  form.addEventListener('input', () => {
    const v = read(spec, form);
    if (!fits(spec, v)) return;
    message.textContent = '';
    good = v;
    onView(index, v);
  });
  host.replaceChildren(form, message);
  host.dataset.key = inputKey(spec);
}

/**
 * Build the control for an input a cell shows, unless `output` shows that
 * very input already (same place, same description): placeOutputs keeps
 * that one, so building another would be wasted (a slider re-runs its cell
 * many times a second). `host` is then only marked, for placeOutputs.
 */
export function mountInputOnce(
  output: HTMLElement,
  host: HTMLElement,
  input: { index: number; spec: InputSpec },
  onView: OnView,
): void {
  const key = inputKey(input.spec);
  const shown = Array.from(output.querySelectorAll<HTMLElement>('.nb-input[data-key]')).some(
    (el) => el.dataset.index === String(input.index) && el.dataset.key === key,
  );
  if (shown) host.dataset.key = key;
  else mountInput(host, input, onView);
}

/**
 * Put a run's outputs (`fresh`) in place of the ones shown. An input shown
 * again, at the same place and described the same way, keeps the control
 * already on the page, which never leaves the document: a slider being
 * dragged keeps the pointer, and a box being typed in keeps the focus, while
 * its cell re-runs.
 */
export function placeOutputs(output: HTMLElement, fresh: Node[]): void {
  const hostKey = (top: Node): string | null => {
    const host = top instanceof Element ? top.querySelector<HTMLElement>('.nb-input[data-key]') : null;
    return host ? `${host.dataset.index}:${host.dataset.key}` : null;
  };
  const shown = new Map<string, ChildNode>();
  for (const top of Array.from(output.childNodes)) {
    const key = hostKey(top);
    if (key) shown.set(key, top);
  }
  const kept = new Map<Node, ChildNode>();
  for (const node of fresh) {
    const same = shown.get(hostKey(node) ?? '');
    if (same) kept.set(node, same);
  }
  const keep = new Set(kept.values());
  for (const child of Array.from(output.childNodes)) if (!keep.has(child)) child.remove();
  let cursor: ChildNode | null = output.firstChild;
  for (const node of fresh) {
    const stay = kept.get(node);
    if (stay) cursor = stay.nextSibling;
    else output.insertBefore(node, cursor);
  }
}
