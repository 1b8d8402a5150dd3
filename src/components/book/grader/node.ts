/**
 * Grading in Node (the build's table of snippets, the grade cells, and the
 * unit tests): the same harness the browser runs in the worker, run by the
 * notebook's own runner (notebook/run.ts, which the worker uses too), with
 * the probes after the cases in the same run.
 */
import { runCell } from '../../notebook/run';
import { definedForms, gradeAll, grade, harness, interpret, type Report } from './model';
import { buildProbes, type Probe } from './probes';
import type { GradeCase } from './suite';

let probeCache: Probe[] | null = null;
/** The probes, built once per process. */
export function probes(): Probe[] {
  return (probeCache ??= buildProbes());
}

export async function gradeInNode(code: string, cases: readonly GradeCase[]): Promise<Report> {
  const extra = cases.some((c) => c.form === 'linear') ? probes() : [];
  const outcome = interpret(await runCell(harness(code, [...cases, ...extra])), cases.length + extra.length);
  if (outcome.kind === 'answers')
    return grade(cases, outcome.answers.slice(0, cases.length), {
      probes: { probes: extra, answers: outcome.answers.slice(cases.length) },
    });
  if (outcome.kind === 'timeout') return gradeAll(cases, { kind: 'timeout' });
  return gradeAll(cases, { kind: 'threw', message: outcome.message }, definedForms(code));
}
