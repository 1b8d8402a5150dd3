/**
 * The grader as pure functions: the program that runs a reader's function
 * over the suite (in the notebook's sandbox, or in Node at build time), the
 * reading of its answers, the verdict on each case with its error in ulps and
 * a likely cause, and the scores. No DOM.
 */
import { ulpDistance } from '../../../lib/numeric';
import { superscript } from '../../kit/text/math-text';
import { CATEGORIES, type CategoryId, type Form, type GradeCase } from './suite';
import { close, relErr, type Answer } from './compare';
import { diagnose, explainedBy, type Finding } from './diagnose';
import type { Probe } from './probes';

/** The names the grader calls. */
export const NAMES: Record<Form, string> = { linear: 'interceptTime', gravity: 'hitTimes' };

export { TOLERANCE, type Answer } from './compare';

/** How many answers go in one array of the sandbox's result (its inspector shows at most 100 items). */
export const CHUNK = 100;
const RESULT = '__graderAnswers';

/** Drop `export` and `export default` in front of declarations: a pasted module's function still counts. */
export function stripExports(code: string): string {
  return code.replace(/^(\s*)export\s+(default\s+)?(?=(async\s+)?function|const|let|var|class)/gm, '$1');
}

/**
 * The program the sandbox runs: the reader's code, then a loop over the cases
 * that calls their function with fresh arrays and describes each answer as a
 * short string (see `parseAnswer`). Its value is the list of those strings, in
 * chunks of CHUNK. A throw in one case is caught there; a loop that never ends
 * is the sandbox's to stop.
 */
export function harness(code: string, cases: readonly Pick<GradeCase, 'form' | 'scene'>[]): string {
  const data = cases.map((c) => [
    c.form === 'linear' ? 0 : 1,
    c.scene.shooter,
    c.scene.target,
    c.scene.velocity,
    c.scene.speed,
    c.scene.gravity ?? [0, 0, 0],
  ]);
  return `${stripExports(code)}
;const ${RESULT} = ((cases) => {
  const fns = [
    typeof ${NAMES.linear} === 'function' ? ${NAMES.linear} : undefined,
    typeof ${NAMES.gravity} === 'function' ? ${NAMES.gravity} : undefined,
  ];
  const num = (x) => (Object.is(x, -0) ? '-0' : String(x));
  const describe = (r) => {
    if (typeof r === 'number') return 'n:' + num(r);
    if (r === null) return 'null';
    if (r === undefined) return 'u';
    if (Array.isArray(r)) {
      if (r.length <= 16 && r.every((x) => typeof x === 'number')) return 'A:' + r.map(num).join(',');
      return 'x:an array of ' + r.length + (r.length === 1 ? ' item' : ' items') + ', not all numbers';
    }
    if (typeof r === 'string') return 'x:the string ' + JSON.stringify(r.slice(0, 40));
    if (typeof r === 'object') {
      let name = 'Object';
      try { name = Object.getPrototypeOf(r)?.constructor?.name || 'Object'; } catch { /* a hostile prototype */ }
      return 'x:' + (name === 'Promise' ? 'a Promise (the function is async)' : 'an object (' + name + ')');
    }
    return 'x:' + (typeof r === 'boolean' ? 'the boolean ' + r : 'a ' + typeof r);
  };
  const out = [];
  // The reader's console.log calls would crowd out the answers (a run keeps 300 outputs): muted while grading.
  const muted = {};
  try { for (const k of Object.keys(console)) { muted[k] = console[k]; console[k] = () => {}; } } catch { /* a frozen console */ }
  for (const [form, s, t, v, speed, g] of cases) {
    const fn = fns[form];
    if (!fn) { out.push('m'); continue; }
    try {
      out.push(describe(form === 0 ? fn(s.slice(), t.slice(), v.slice(), speed) : fn(s.slice(), t.slice(), v.slice(), speed, g.slice())));
    } catch (e) {
      let text = 'a value that is not an Error';
      try { text = e instanceof Error ? e.name + ': ' + e.message : 'the value ' + String(e); } catch { /* unprintable */ }
      out.push('t:' + text.slice(0, 160));
    }
  }
  try { Object.assign(console, muted); } catch { /* as above */ }
  const chunks = [];
  for (let i = 0; i < out.length; i += ${CHUNK}) chunks.push(out.slice(i, i + ${CHUNK}));
  return chunks;
})(${JSON.stringify(data)});
`;
}

/** One answer string from the harness, read back. Anything unexpected reads as "other". */
export function parseAnswer(s: string): Answer {
  if (s === 'null') return { kind: 'null' };
  if (s === 'u') return { kind: 'undefined' };
  if (s === 'm') return { kind: 'missing' };
  const tag = s.slice(0, 2);
  const rest = s.slice(2);
  if (tag === 'n:') return { kind: 'number', value: Number(rest) };
  if (tag === 'A:') return { kind: 'list', values: rest === '' ? [] : rest.split(',').map(Number) };
  if (tag === 't:') return { kind: 'threw', message: rest };
  if (tag === 'x:') return { kind: 'other', what: rest };
  return { kind: 'other', what: 'something the grader cannot read' };
}

/** The shape of a value from the sandbox's inspector (notebook/serialize.ts), as much as the grader reads of it. */
interface TreeLike {
  t: string;
  v?: unknown;
  items?: TreeLike[];
}

/**
 * The harness's value, as the sandbox returns it (a serialized tree), back to
 * one answer per case; null when it is not the harness's shape or has the
 * wrong count.
 */
export function readAnswers(tree: unknown, count: number): Answer[] | null {
  const t = tree as TreeLike | null;
  if (!t || t.t !== 'arr' || !Array.isArray(t.items)) return null;
  const out: Answer[] = [];
  for (const chunk of t.items) {
    if (chunk.t !== 'arr' || !Array.isArray(chunk.items)) return null;
    for (const item of chunk.items) {
      if (item.t !== 'str' || typeof item.v !== 'string') return null;
      out.push(parseAnswer(item.v));
    }
  }
  return out.length === count ? out : null;
}

export interface Verdict {
  case: GradeCase;
  answer: Answer;
  pass: boolean;
  /** The largest error in ulps between the answer's times and the exact ones (null: not comparable). */
  ulps: number | null;
  /** Why it failed, one or two sentences (null when it passed): the diagnosis's finding when one explains it, else what the answer is. */
  cause: string | null;
  /** The diagnosis's finding that explains this failure, if any. */
  finding: Finding | null;
}

export function describeAnswer(a: Answer): string {
  switch (a.kind) {
    case 'number':
      return Object.is(a.value, -0) ? '-0' : String(a.value);
    case 'list':
      return `[${a.values.map(String).join(', ')}]`;
    case 'null':
      return 'null';
    case 'undefined':
      return 'undefined (nothing)';
    case 'threw':
      return `threw ${a.message}`;
    case 'timeout':
      return 'no answer (timed out)';
    case 'missing':
      return 'no function to call';
    case 'untried':
      return 'not run (the grading stopped before it)';
    case 'other':
      return a.what;
  }
}

export function describeExpected(c: GradeCase): string {
  const e = c.expected;
  if (e === null) return 'null (no hit)';
  if (Array.isArray(e)) return e.length ? `[${e.map(String).join(', ')}]` : '[] (no hit)';
  return String(e);
}

/** Causes every form shares: an answer that is not data, or no answer at all. */
function commonCause(c: GradeCase, a: Answer): string | null {
  const name = NAMES[c.form];
  switch (a.kind) {
    case 'threw':
      return `Threw ${a.message}: a throw is not an answer; return ${c.form === 'linear' ? 'null' : '[]'} when there is no hit.`;
    case 'timeout':
      return 'Timed out: the function did not return within the sandbox’s limit (a loop that never ends?).';
    case 'missing':
      return `No function named ${name} was defined.`;
    case 'untried':
      return 'Not run: the grading stopped at a case that timed out before this one.';
    case 'undefined':
      return `Returned nothing (undefined): return ${c.form === 'linear' ? 'null' : 'an empty array'} for “no hit”.`;
    case 'other':
      return `Returned a non-number (${a.what}).`;
    default:
      return null;
  }
}

const digitsText = (rel: number): string => {
  const d = Math.max(0, Math.floor(-Math.log10(rel)));
  return d === 0 ? 'no correct digit' : `about ${d} correct digit${d === 1 ? '' : 's'}`;
};

/**
 * What a wrong constant-velocity answer is, in facts only (which root it is, how far off, what the exact answer
 * is): the diagnosis, not this sentence, says why.
 */
function linearFact(c: GradeCase, x: number | null): string {
  const e = c.expected as number | null;
  const exact = e === null ? 'there is no hit (null)' : `the earliest hit is at t = ${e}`;
  if (x !== null && Number.isNaN(x)) return `Returned NaN where ${exact}.`;
  if (x !== null && !Number.isFinite(x)) return `Returned ${x} where ${exact}.`;
  if (x === null) return `No hit, where ${exact}.`;
  if (e === null) {
    if (x < 0) return 'A negative time, a hit in the past: with no root ≥ 0 the answer is null.';
    return `A hit where there is none: ${c.noHit ?? 'no shot reaches the target.'}`;
  }
  const other = c.roots.find((r) => r !== e && close(x, r));
  if (other !== undefined)
    return other < 0
      ? 'The negative root of the quadratic: a time in the past; the hit is the other root.'
      : 'The later root of the quadratic: the earliest root ≥ 0 is the answer.';
  if (x < 0) return `A negative time, a hit in the past, where ${exact}.`;
  return `Off by a relative ${relErr(x, e).toExponential(1).replace('e-', 'e−').replace('e+', 'e')}: ${digitsText(relErr(x, e))}.`;
}

function gravityCause(c: GradeCase, xs: number[]): string {
  const e = c.expected as number[];
  if (xs.some((x) => Number.isNaN(x)))
    return 'NaN leak: the root of a negative number (no hit) came out as a time instead of being left out.';
  if (xs.some((x) => x < 0)) return 'A negative time: a hit in the past is not a hit.';
  if (e.length === 0) return `A hit where there is none: ${c.noHit ?? 'no shot reaches the target.'}`;
  if (xs.length < e.length)
    return c.category === 'quartic'
      ? `Missed hits: ${xs.length} of the quartic’s ${e.length} hit times (the times of every real root ≥ 0 count).`
      : `Only ${xs.length} of ${e.length} arcs: a target within range is hit by a low and a high arc.`;
  if (xs.length > e.length) return `${xs.length} times where there are ${e.length}: a duplicate or a spurious root.`;
  const v = c.scene.velocity;
  if (v[0] !== 0 || v[1] !== 0 || v[2] !== 0)
    return 'Wrong times for a moving target: aimed where the target is now, ignoring its velocity? The times solve a quartic.';
  return 'Inaccurate times: too far from the exact roots for a rounding error (an unstable quartic formula?).';
}

/** The verdict on one case; a failing constant-velocity case takes its cause from the finding that explains it. */
export function judge(c: GradeCase, a: Answer, findings: readonly Finding[] = []): Verdict {
  const common = commonCause(c, a);
  if (common) return { case: c, answer: a, pass: false, ulps: null, cause: common, finding: null };
  if (c.form === 'linear') {
    const e = c.expected as number | null;
    if (a.kind === 'list')
      return {
        case: c,
        answer: a,
        pass: false,
        ulps: null,
        cause: 'Returned a non-number (an array): return one time, or null.',
        finding: null,
      };
    const x = a.kind === 'number' ? a.value : null;
    const pass = e === null ? x === null : x !== null && close(x, e);
    // No ulp count for NaN or ±Infinity: their distance in doubles means nothing.
    const ulps = e !== null && x !== null && Number.isFinite(x) ? ulpDistance(x, e) : null;
    if (pass) return { case: c, answer: a, pass, ulps, cause: null, finding: null };
    const finding = explainedBy(findings, c, a);
    const fact = linearFact(c, x);
    return { case: c, answer: a, pass, ulps, cause: finding ? `${finding.title} — ${fact}` : fact, finding };
  }
  const e = c.expected as number[];
  if (a.kind !== 'list') {
    const cause =
      a.kind === 'number'
        ? 'Returned one number: the gravity form returns every hit time, as an array.'
        : 'Returned null: the gravity form returns an array, empty when there is no hit.';
    return { case: c, answer: a, pass: false, ulps: null, cause, finding: null };
  }
  const xs = [...a.values].sort((p, q) => p - q);
  const pass = xs.length === e.length && xs.every((x, i) => close(x, e[i]!));
  const ulps =
    xs.length === e.length && xs.length > 0 && xs.every((x) => Number.isFinite(x))
      ? Math.max(...xs.map((x, i) => ulpDistance(x, e[i]!)))
      : null;
  return { case: c, answer: a, pass, ulps, cause: pass ? null : gravityCause(c, xs), finding: null };
}

export interface CategoryScore {
  id: CategoryId;
  title: string;
  passed: number;
  /** Cases run (a case the grading never reached is not counted). */
  total: number;
  /** The form's function was not defined: not counted. */
  skipped: boolean;
}

export interface Report {
  verdicts: Verdict[];
  categories: CategoryScore[];
  passed: number;
  /** Cases counted (those of the forms the code defines, that were run). */
  total: number;
  /** The forms the code defines a function for. */
  forms: Form[];
  /** What the probes found in the constant-velocity function (empty: nothing wrong, or not probed). */
  findings: Finding[];
  /** How many probes ran (0: none, e.g. the run was stopped). */
  probes: number;
  /** The grading stopped at a time-out: how many cases ran before the one that timed out. */
  stoppedAfter?: number;
}

export interface GradeOptions {
  /** The probes and their answers, for the diagnosis. */
  probes?: { probes: readonly Probe[]; answers: readonly Answer[] };
  /** The forms to count, when the answers cannot say (code that did not run: the forms its text defines). */
  forms?: readonly Form[];
  /** The grading stopped after this many cases (the rest are 'untried'). */
  stoppedAfter?: number;
}

export function grade(cases: readonly GradeCase[], answers: readonly Answer[], opts: GradeOptions = {}): Report {
  const probed = opts.probes ? diagnose(opts.probes.probes, opts.probes.answers) : [];
  const verdicts = cases.map((c, i) => judge(c, answers[i] ?? { kind: 'missing' }, probed));
  const forms =
    opts.forms ??
    (['linear', 'gravity'] as const).filter((f) =>
      verdicts.some((v) => v.case.form === f && v.answer.kind !== 'missing' && v.answer.kind !== 'untried'),
    );
  const categories = CATEGORIES.filter((cat) => cases.some((c) => c.category === cat.id)).map((cat) => {
    const mine = verdicts.filter((v) => v.case.category === cat.id && v.answer.kind !== 'untried');
    return {
      id: cat.id,
      title: cat.title,
      passed: mine.filter((v) => v.pass).length,
      total: mine.length,
      skipped: !forms.includes(cat.form),
    };
  });
  const counted = categories.filter((c) => !c.skipped);
  return {
    verdicts,
    categories,
    passed: counted.reduce((s, c) => s + c.passed, 0),
    total: counted.reduce((s, c) => s + c.total, 0),
    forms: [...forms],
    findings: probed,
    probes: opts.probes?.probes.length ?? 0,
    ...(opts.stoppedAfter === undefined ? {} : { stoppedAfter: opts.stoppedAfter }),
  };
}

/**
 * The forms a piece of code defines, read from its text: a function, const, let or var named as the grader calls
 * it. For code that did not run (a syntax error), so that it is scored on what it attempted.
 */
export function definedForms(code: string): Form[] {
  return (['linear', 'gravity'] as const).filter((f) =>
    new RegExp(`(function\\s*\\*?\\s*${NAMES[f]}\\b|\\b(const|let|var)\\s+${NAMES[f]}\\b)`).test(code),
  );
}

/** Every case answered the same way: the code did not compile, threw at the top, or was stopped. */
export function gradeAll(cases: readonly GradeCase[], answer: Answer, forms?: readonly Form[]): Report {
  return grade(
    cases,
    cases.map(() => answer),
    forms ? { forms } : {},
  );
}

/** "58 of 77 cases pass (edge cases 12/12, …)": the line a reader shares. */
export function summaryLine(r: Report): string {
  if (r.total === 0) return `No function named ${NAMES.linear} or ${NAMES.gravity}: nothing to grade.`;
  const parts = r.categories
    .filter((c) => !c.skipped)
    .map((c) => `${c.title.toLowerCase()} ${c.passed}/${c.total}`)
    .join(', ');
  // Only a report that holds gravity cases (the full suite, not a chapter's cell on root choice) mentions them.
  const hasGravity = r.categories.some((c) => CATEGORIES.find((k) => k.id === c.id)?.form === 'gravity');
  const skipped = r.forms.includes('gravity') || !hasGravity ? '' : '; gravity form not attempted';
  const stopped =
    r.stoppedAfter === undefined
      ? ''
      : ` Stopped after ${r.stoppedAfter} ${r.stoppedAfter === 1 ? 'case' : 'cases'}: the next one ran past the time limit, and the cases after it were not tried.`;
  return `${r.passed} of ${r.total} cases pass (${parts})${skipped}.${stopped}`;
}

/** The scene in words, with every number as JavaScript prints it (so it can be pasted back). */
export function sceneText(c: GradeCase): string {
  const v = (x: readonly number[]) => `[${x.map(String).join(', ')}]`;
  const s = c.scene;
  const g = s.gravity ? `, gravity ${v(s.gravity)}` : '';
  return `shooter ${v(s.shooter)}, target ${v(s.target)}, velocity ${v(s.velocity)}, speed ${String(s.speed)}${g}`;
}

/** The ulp error as the page prints it. */
export function ulpText(ulps: number | null): string {
  if (ulps === null) return '—';
  if (ulps < 1e6) return `${ulps} ulp${ulps === 1 ? '' : 's'}`;
  const [m, e] = ulps.toExponential(1).split('e+');
  return `${m} × 10${superscript(String(Number(e)))} ulps`;
}

/** What the sandbox answered for one run (the notebook's RunResult, as much as the grader reads). */
export interface SandboxResult {
  ok: boolean;
  outputs: readonly { kind: string; value?: unknown; error?: { name: string; message: string; line?: number } }[];
}

export type Outcome =
  /** Every case got an answer. */
  | { kind: 'answers'; answers: Answer[] }
  /** The run was stopped at the time limit. */
  | { kind: 'timeout' }
  /** The code failed before any case ran (a syntax error, a throw at the top level): the message says where. */
  | { kind: 'failed'; message: string };

/** Read a sandbox run of `harness(code, cases)`. */
export function interpret(result: SandboxResult, count: number): Outcome {
  const error = result.outputs.find((o) => o.kind === 'error')?.error;
  if (error?.name === 'Stopped') return { kind: 'timeout' };
  if (!result.ok || error) {
    const where = error?.line ? ` (line ${error.line})` : '';
    return {
      kind: 'failed',
      message: `${error?.name ?? 'Error'}${where}: ${error?.message ?? 'the code did not run.'}`,
    };
  }
  const value = [...result.outputs].reverse().find((o) => o.kind === 'value')?.value;
  const answers = readAnswers(value, count);
  return answers
    ? { kind: 'answers', answers }
    : {
        kind: 'failed',
        message: 'the code’s last statement replaced the grader’s answers (end it with a declaration).',
      };
}
