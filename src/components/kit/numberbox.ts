/**
 * Wires a NumberBox: every keystroke is parsed; a good value is passed on, a
 * bad one shows a message (and aria-invalid) while the figure keeps its last
 * good value. Leaving the box or pressing Escape puts the last good value back.
 */
import { parseNumber, type NumberRule } from './number';

export interface NumberBox {
  /** Show a value chosen elsewhere (a drag, a preset) without notifying. */
  show(value: number): void;
}

export function createNumberBox(root: HTMLElement, rule: NumberRule, onValue: (x: number) => void): NumberBox {
  const input = root.querySelector<HTMLInputElement>('input')!;
  const message = root.querySelector<HTMLElement>('[data-readout="message"]')!;
  const digits = Number(root.dataset.digits ?? '2');
  let good = Number(input.value);

  const fmt = (x: number) => String(Number(x.toFixed(digits)));
  const clear = () => {
    input.removeAttribute('aria-invalid');
    message.textContent = '';
  };
  const revert = () => {
    input.value = fmt(good);
    clear();
  };

  input.addEventListener('input', () => {
    const r = parseNumber(input.value, rule);
    if (r.ok) {
      good = r.value;
      clear();
      onValue(r.value);
    } else {
      input.setAttribute('aria-invalid', 'true');
      message.textContent = `${r.message} Keeping ${fmt(good)}${rule.unit ? ` ${rule.unit}` : ''}.`;
    }
  });
  input.addEventListener('change', () => {
    if (input.getAttribute('aria-invalid') === 'true') revert();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') revert();
  });

  return {
    show(value: number) {
      good = value;
      if (document.activeElement !== input) input.value = fmt(value);
    },
  };
}
