/**
 * The veil: while a checkpoint is not answered, the readouts of its figure and
 * the prose numbers that give its answer away (questions.ts `veil`, rendered
 * by Checkpoint.astro as one selector list, `data-veil-targets`) are covered.
 * Each covered element gets `data-veil` (veil.css paints a chip over its box;
 * its text stays, and the figure keeps writing it) and, where a screen reader
 * would read it, `aria-hidden` and a visually hidden note after it
 * (`data-veil-note`, its words from veil.css). Nothing
 * is veiled without this script (the HTML stays complete), for a checkpoint
 * already passed (progress.ts), or in print (veil.css is screen only).
 *
 * It runs on every page with a checkpoint, before the reader can read the
 * figure, so it is kept tiny; the checkpoint's element (element.ts, loaded
 * when the reader comes to it) lifts the veil for good on a graded reveal.
 */

/** progress.ts `PROGRESS_KEY`, not imported: that would load progress.ts with every chapter (a test keeps them equal). */
export const VEIL_PROGRESS_KEY = 'ltt:checkpoints:v1';

/**
 * What a screen reader hears instead of a covered number, then "below" or
 * "above": veil.css writes it into the note (so the words cost this script
 * nothing, and CSS knows which side of the checkpoint the note is on).
 */
export const VEIL_NOTE = 'hidden until you answer the checkpoint';

/**
 * Cover (`on`) or uncover what checkpoint `cp` veils, and wire its "Show the
 * figure’s numbers" button: a toggle, `aria-pressed` while the numbers show
 * (the prompt's note that they are covered follows it, in CSS); `done`, a
 * reveal, removes it.
 */
export function setVeil(cp: HTMLElement, on: boolean, done = false): void {
  const button = cp.querySelector<HTMLElement>('[data-part="veil-button"]')!;
  button.hidden = done;
  button.ariaPressed = `${!on}`;
  button.onclick = () => setVeil(cp, !on);
  document.querySelectorAll(cp.dataset.veilTargets!).forEach((el) => {
    if (el.hasAttribute('data-veil') === on) return;
    el.toggleAttribute('data-veil', on);
    // In a formula read by its label (role="img") or by its MathML copy (aria-hidden): covered for the eye only.
    if (el.parentElement!.closest('[aria-hidden],[role=img]')) return;
    if (on) el.insertAdjacentHTML('afterend', '<span class="visually-hidden" data-veil-note></span>');
    else el.nextElementSibling!.remove();
    el.ariaHidden = on ? 'true' : null;
    // A covered figure description is not the figure's accessible description either (kept aside until shown).
    const [from, to] = on ? ['aria-describedby', 'data-describedby'] : ['data-describedby', 'aria-describedby'];
    document.querySelectorAll(`[${from}="${el.id}"]`).forEach((f) => {
      f.removeAttribute(from);
      f.setAttribute(to, el.id);
    });
  });
}

/** Veil every checkpoint on the page that the reader has not passed. */
export function veilPage(): void {
  let progress: Record<string, { passed?: unknown }> | undefined;
  try {
    progress = JSON.parse(localStorage[VEIL_PROGRESS_KEY]);
  } catch {
    /* nothing stored, no storage, or not ours: nothing is passed */
  }
  document.querySelectorAll<HTMLElement>('[data-veil-targets]').forEach((cp) => {
    if (progress?.[cp.dataset.id!]?.passed !== true) setVeil(cp, true);
  });
}
