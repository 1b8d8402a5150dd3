/**
 * The grader's results as the page shows them: a pure mapping from a Report
 * to the texts and attributes of the score table and the failing cases,
 * shared by the build (Results.astro, the first state of a grade cell) and
 * the browser (app.ts, after each grading). No DOM.
 */
import { category, type CategoryId } from './suite';
import { describeAnswer, describeExpected, sceneText, ulpText, type Report, type Verdict } from './model';
import { CONFIDENCE_TEXT, type Finding } from './diagnose';
import { liveLink, type LiveLink } from './live';
import { sketch, type Sketch } from './sketch';

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
  /** The case opened live in its chapter's figure. */
  link: LiveLink;
  /** The reader's answer drawn beside the library's (null when there is nothing to draw). */
  sketch: Sketch | null;
}

/** The failing cases of the categories attempted, in suite order (a case the grading never reached is not one). */
export function failures(report: Report): Verdict[] {
  return report.verdicts.filter(
    (v) => !v.pass && v.answer.kind !== 'untried' && !report.categories.find((k) => k.id === v.case.category)?.skipped,
  );
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
    link: liveLink(c, base),
    sketch: sketch(c, v.answer),
  };
}

export interface FindingView {
  flaw: string;
  title: string;
  evidence: string;
  advice: string;
  /** How sure, in a sentence. */
  sure: string;
  confidence: Finding['confidence'];
  candidates: string[];
  /** How many of the failing cases shown it explains. */
  explains: number;
}

/**
 * The findings to show: every one on the /grade/ page; in a grade cell (a few categories), those that explain one
 * of its failing cases.
 */
export function findingViews(report: Report, opts: { cell?: boolean } = {}): FindingView[] {
  const fails = failures(report);
  return report.findings
    .map((f) => ({
      flaw: f.flaw,
      title: f.title,
      evidence: f.evidence,
      advice: f.advice,
      sure: CONFIDENCE_TEXT[f.confidence],
      confidence: f.confidence,
      candidates: f.candidates ?? [],
      explains: fails.filter((v) => v.finding === f).length,
    }))
    .filter((f) => !opts.cell || f.explains > 0);
}

/** The line over the findings. */
export function diagnosisTitle(report: Report | null, opts: { cell?: boolean } = {}): string {
  if (!report || report.probes === 0) return '';
  const n = findingViews(report, opts).length;
  if (n > 0) return `What the probes found (${n})`;
  return failures(report).some((v) => v.case.form === 'linear')
    ? 'What the probes found: no pattern; each failing case says what its answer is'
    : `What the probes found: nothing wrong (${report.probes} probe scenes)`;
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
    const k = v.finding ? causeKind(v.finding.title) : causeKind(v.cause ?? '');
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
