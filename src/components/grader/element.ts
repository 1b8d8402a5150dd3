/**
 * <solver-grader>: wires events only, and stays tiny. Everything heavy (the
 * suite and the library, the editor, the sandbox) is in app.ts, imported the
 * first time the reader reaches for the grader: hovering or focusing it, or
 * opening a link that holds a graded function.
 */
type App = typeof import('./app');

class SolverGrader extends HTMLElement {
  private app: Promise<App> | null = null;

  private load(): Promise<App> {
    this.app ??= import('./app').then((m) => {
      m.mount(this);
      return m;
    });
    return this.app;
  }

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    this.dataset.ready = 'true';
    const wake = () => void this.load();
    this.addEventListener('pointerenter', wake, { once: true });
    this.addEventListener('focusin', wake, { once: true });
    this.addEventListener('touchstart', wake, { once: true, passive: true });
    // A click before the app is there is replayed once it is.
    this.addEventListener('click', (e) => {
      const action = (e.target as Element | null)?.closest<HTMLElement>('[data-action]')?.dataset.action;
      if (!action || this.dataset.mounted === 'true') return;
      void this.load().then((m) => m.act(this, action));
    });
    if (/^#g=/.test(location.hash)) wake();
  }
}

if (!customElements.get('solver-grader')) customElements.define('solver-grader', SolverGrader);
