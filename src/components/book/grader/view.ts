/**
 * The grader's results as the page shows them: a pure mapping from a Report
 * to the texts and attributes of the score table and the failing cases,
 * shared by the build (Results.astro, the first state of a grade cell) and
 * the browser (app.ts, after each grading). No DOM.
 */
import { category, type CategoryId, type GradeCase } from './suite';
import { describeAnswer, describeExpected, sceneText, ulpText, type Report, type Verdict } from './model';

export interface ScoreRow {
  id: CategoryId;
  title: string;
  /** "10 / 12", "not attempted", or "—" before any grading. */
  text: string;
  /** The meter's width, a CSS percentage. */
  width: string;
  partial: boolean;
  skipped: boolean;
}

/** One row per category shown; a category the report does not hold reads "—". */
export function scoreRows(categories: readonly { id: CategoryId; title: string }[], report: Report | null): ScoreRow[] {
  return categories.map(({ id, title }) => {
    const c = report?.categories.find((k) => k.id === id);
    if (!c) return { id, title, text: '—', width: '0%', partial: false, skipped: false };
    return {
      id,
      title,
      text: c.skipped ? 'not attempted' : `${c.passed} / ${c.total}`,
      width: c.skipped || c.total === 0 ? '0%' : `${(100 * c.passed) / c.total}%`,
      partial: !c.skipped && c.passed < c.total,
      skipped: c.skipped,
    };
  });
}

export interface FailView {
  id: string;
  label: string;
  /** "· Edge cases" */
  category: string;
  /** [term, value]: yours, exact, and the error in ulps when it has one. */
  rows: [string, string][];
  cause: string;
  scene: string;
  link: { href: string; text: string };
}

/** Where a case's kind of scene is drawn: its chapter's figure. `base` is the site's root ("/" or "/repo/"). */
export function caseLink(c: GradeCase, base: string): { href: string; text: string } {
  const ref = category(c.category).chapter;
  return { href: `${base}chapters/${ref.slug}/#${ref.anchor}`, text: `Open ${ref.figure} (${ref.name})` };
}

/** The failing cases of the categories attempted, in suite order. */
export function failures(report: Report): Verdict[] {
  return report.verdicts.filter((v) => !v.pass && !report.categories.find((k) => k.id === v.case.category)?.skipped);
}

export function failView(v: Verdict, base: string): FailView {
  const c = v.case;
  const rows: [string, string][] = [
    ['Yours', describeAnswer(v.answer)],
    ['Exact', describeExpected(c)],
  ];
  if (v.ulps !== null) rows.push(['Error', ulpText(v.ulps)]);
  return {
    id: c.id,
    label: c.label,
    category: `· ${category(c.category).title}`,
    rows,
    cause: v.cause ?? '',
    scene: `The scene: ${sceneText(c)}. `,
    link: caseLink(c, base),
  };
}

/** The kind of a cause: its words before the first colon ("Division by a = 0", "Wrong root"), or all of it. */
export function causeKind(cause: string): string {
  const i = cause.indexOf(':');
  return (i > 0 ? cause.slice(0, i) : cause).replace(/\.$/, '').trim();
}

/** How many failures of each kind, most frequent first (ties in order of appearance): "Division by a = 0 (5), NaN leak (4)". */
export function causeTally(report: Report): string {
  const counts = new Map<string, number>();
  for (const v of failures(report)) {
    const k = causeKind(v.cause ?? '');
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .map(([k, n], i) => ({ k, n, i }))
    .sort((p, q) => q.n - p.n || p.i - q.i)
    .map(({ k, n }) => `${k} (${n})`)
    .join(', ');
}

/** The heading over the failing cases; with `tally` (a cell, whose list folds away), the kinds of cause too. */
export function failTitle(report: Report | null, opts: { tally?: boolean } = {}): string {
  if (!report) return 'Failing cases';
  const n = failures(report).length;
  if (!n) return 'Failing cases: none';
  return opts.tally ? `Failing cases (${n}): ${causeTally(report)}` : `Failing cases (${n})`;
}

/** The status line under a grade cell whose scores were computed when the page was built (the summary says how many pass). */
export function builtStatus(): string {
  return 'Scores from the book’s build. Edit and grade runs the function again, here, in a sandboxed worker.';
}
