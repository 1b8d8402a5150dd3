/**
 * <nb-checkpoint>: follows its figure's published state (kit/shell/figure-state.ts),
 * and on Reveal reads the reader's prediction, grades it with the chapter's
 * grader (loaded on the first reveal) against the scene as it is, shows the
 * verdict, the answer and, when wrong, the hint, and records the try in the
 * browser (progress.ts). A change of the scene after a reveal marks the
 * verdict as about the old scene. Bad input (empty, not a number) gets a
 * message and nothing is graded. A graded reveal, right or wrong, lifts the
 * veil over the figure's numbers for good (veil.ts).
 */
import { followFigureState } from '../../kit/shell/figure-state';
import { parseNumber } from '../../kit/controls/number';
import { loadGrader } from './graders';
import { browserStorage, readProgress, recordTry } from './progress';
import { questionById, type Question } from './questions';
import type { Guess, Verdict } from './verdict';
import { setVeil } from './veil';

/** The reader's prediction from the form, or a message saying what is missing. */
function readGuess(q: Question, form: HTMLFormElement): { ok: true; guess: Guess } | { ok: false; message: string } {
  const data = new FormData(form);
  if (q.kind === 'choice') {
    const value = data.get(`cp-${q.id}`);
    return typeof value === 'string' ? { ok: true, guess: value } : { ok: false, message: 'Pick one answer first.' };
  }
  if (q.kind === 'number') {
    const parsed = parseNumber(String(data.get('guess') ?? ''), { label: 'Your prediction' });
    return parsed.ok ? { ok: true, guess: parsed.value } : { ok: false, message: parsed.message };
  }
  const x = parseNumber(String(data.get('x') ?? ''), { label: 'The x component' });
  if (!x.ok) return { ok: false, message: x.message };
  const y = parseNumber(String(data.get('y') ?? ''), { label: 'The y component' });
  if (!y.ok) return { ok: false, message: y.message };
  return { ok: true, guess: [x.value, y.value] };
}

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

class Checkpoint extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready) return;
    const q = questionById(this.dataset.id ?? '');
    const form = this.querySelector<HTMLFormElement>('[data-part="form"]');
    const result = this.querySelector<HTMLElement>('[data-part="result"]');
    const passed = this.querySelector<HTMLElement>('[data-part="passed"]');
    if (!q || !form || !result) return;
    const storage = browserStorage();
    const showPassed = (yes: boolean) => {
      if (passed) passed.hidden = !yes;
    };
    showPassed(readProgress(storage)[q.id]?.passed === true);

    let state: unknown = null;
    try {
      state = JSON.parse(this.dataset.state ?? 'null');
    } catch {
      state = null;
    }
    let revealedFor: string | null = null;
    followFigureState(q.figure, (next) => {
      state = next;
      const key = JSON.stringify(next);
      if (revealedFor !== null && key !== revealedFor && !result.querySelector('.cp-stale')) {
        result.append(
          paragraph('The scene has changed since you revealed: predict again for the new one.', 'cp-stale'),
        );
        delete this.dataset.verdict;
      }
    });

    const show = (verdict: Verdict) => {
      result.replaceChildren();
      if (verdict.status === 'unavailable') {
        this.dataset.verdict = 'unavailable';
        result.append(paragraph(verdict.message));
        return;
      }
      this.dataset.verdict = verdict.correct ? 'right' : 'wrong';
      result.append(paragraph(verdict.correct ? '✓ Right.' : '✗ Not quite.', 'cp-verdict'));
      result.append(paragraph(verdict.answer, 'cp-answer'));
      if (verdict.hint) result.append(paragraph(`Hint: ${verdict.hint}`, 'cp-hint'));
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const read = readGuess(q, form);
      if (!read.ok) {
        this.dataset.verdict = 'invalid';
        result.replaceChildren(paragraph(read.message));
        return;
      }
      const snapshot = state;
      this.setAttribute('aria-busy', 'true');
      loadGrader(q.id)
        .then((grade) => {
          if (!grade) throw new Error(`no grader for ${q.id}`);
          const verdict = grade(snapshot, read.guess);
          show(verdict);
          revealedFor = JSON.stringify(snapshot);
          if (verdict.status === 'graded') {
            if (this.dataset.veilTargets) setVeil(this, false, true);
            const progress = recordTry(storage, q.id, verdict.correct);
            showPassed(progress[q.id]?.passed === true);
          }
        })
        .catch(() => {
          this.dataset.verdict = 'unavailable';
          result.replaceChildren(
            paragraph(
              'The answer could not be loaded (offline, or a new version of the book): reload the page and try again.',
            ),
          );
        })
        .finally(() => this.removeAttribute('aria-busy'));
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('nb-checkpoint')) customElements.define('nb-checkpoint', Checkpoint);
