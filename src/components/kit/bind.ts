/**
 * Numbers in the prose that follow a figure. The prose marks them with
 * `<Bound to="figure.name">initial</Bound>`; the figure calls
 * `publish('figure', { name: '3.14' })` on every change.
 */
const last = new Map<string, string>();

export function publish(scope: string, values: Record<string, string>): void {
  for (const [name, text] of Object.entries(values)) {
    const key = `${scope}.${name}`;
    if (last.get(key) === text) continue;
    last.set(key, text);
    document.querySelectorAll(`[data-bind="${key}"]`).forEach((el) => {
      el.textContent = text;
    });
  }
}
