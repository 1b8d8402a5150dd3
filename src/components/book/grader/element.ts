/**
 * <solver-grader>: wires events only, and stays tiny. Everything heavy (the
 * suite and the library, the editor, the sandbox) is in app.ts, imported the
 * first time the reader reaches for the grader: hovering or focusing it, or
 * opening a link that holds a graded function.
 *
 * <grade-cell> (a chapter's grade cell, GradeCell.astro) is the same element
 * with a lazier wake: its scores are in the HTML from the build, so nothing
 * loads until the reader presses one of its buttons ("Edit and grade").
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

  /** Load the app when the reader comes near (the page), or only on a button press (a cell). */
  protected eager = true;

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    this.dataset.ready = 'true';
    const wake = () => void this.load();
    if (this.eager) {
      this.addEventListener('pointerenter', wake, { once: true });
      this.addEventListener('focusin', wake, { once: true });
      this.addEventListener('touchstart', wake, { once: true, passive: true });
    }
    // A click before the app is there is replayed once it is.
    this.addEventListener('click', (e) => {
      const action = (e.target as Element | null)?.closest<HTMLElement>('[data-action]')?.dataset.action;
      if (!action || this.dataset.mounted === 'true') return;
      void this.load().then((m) => m.act(this, action));
    });
    if (this.eager && /^#g=/.test(location.hash)) wake();
  }
}

class GradeCell extends SolverGrader {
  protected override eager = false;
}

if (!customElements.get('solver-grader')) customElements.define('solver-grader', SolverGrader);
if (!customElements.get('grade-cell')) customElements.define('grade-cell', GradeCell);
