/**
 * The grader's page side, loaded on demand by element.ts: the editor (the
 * notebook's CodeMirror setup, itself loaded when the reader first edits),
 * the run in the notebook's sandboxed worker (notebook/runner.ts, its limit
 * included), the results drawn from the model, and the share link.
 */
import { run } from '../notebook/runner';
import { DEFAULT_TIMEOUT, limitText } from '../notebook/source';
import type { Editor } from '../notebook/editor';
import { buildSuite, category, type GradeCase } from './suite';
import { SNIPPETS, snippet } from './snippets';
import {
  describeAnswer,
  describeExpected,
  grade,
  gradeAll,
  harness,
  interpret,
  sceneText,
  summaryLine,
  ulpText,
  type Answer,
  type Report,
} from './model';
import { decodeShare, encodeShare } from './share';

/** When the whole suite outlives the limit, each case runs alone with this limit (ms)… */
const CASE_LIMIT = 500;
/** …until this many have timed out; the rest are graded as timed out too. */
const MAX_TIMEOUTS = 3;

interface State {
  root: HTMLElement;
  cases: GradeCase[];
  editor: Editor | null;
  editorLoading: Promise<void> | null;
  busy: boolean;
}

const states = new WeakMap<HTMLElement, State>();

function part<T extends HTMLElement>(root: HTMLElement, name: string): T {
  return root.querySelector<T>(`[data-part="${name}"]`)!;
}

function el(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

function say(st: State, text: string, error = false): void {
  const status = st.root.querySelector<HTMLElement>('[data-readout="grader-status"]')!;
  status.textContent = text;
  status.toggleAttribute('data-error', error);
}

function code(st: State): string {
  return st.editor ? st.editor.getCode() : part<HTMLTextAreaElement>(st.root, 'code').value;
}

function setCode(st: State, text: string): void {
  part<HTMLTextAreaElement>(st.root, 'code').value = text;
  st.editor?.setCode(text);
}

/** Swap the plain text area for CodeMirror, keeping the text and the focus. */
function loadEditor(st: State): Promise<void> {
  st.editorLoading ??= import('../notebook/editor').then(({ createEditor }) => {
    const area = part<HTMLTextAreaElement>(st.root, 'code');
    const box = part<HTMLElement>(st.root, 'editor');
    const focused = document.activeElement === area;
    st.editor = createEditor(box, area.value, {
      label: 'Your function (JavaScript or TypeScript)',
      onRun: () => void gradeNow(st),
      onChange: (text) => {
        area.value = text;
      },
    });
    area.hidden = true;
    box.hidden = false;
    // The editor takes the text area's place, and its id (the label's target, the page's name for the field).
    const content = box.querySelector<HTMLElement>('.cm-content');
    if (content && area.id) {
      content.id = area.id;
      area.removeAttribute('id');
    }
    if (focused) st.editor.focus();
    st.root.dataset.editor = 'ready';
  });
  return st.editorLoading;
}

function chapterLink(st: State, c: GradeCase): HTMLElement {
  const ref = category(c.category).chapter;
  const base = st.root.dataset.base ?? '/';
  return el(
    'a',
    { href: `${base}chapters/${ref.slug}/#${ref.anchor}`, 'data-part': 'case-link' },
    `Open ${ref.figure} (${ref.name})`,
  );
}

function failItem(st: State, v: Report['verdicts'][number]): HTMLElement {
  const c = v.case;
  const rows: [string, string][] = [
    ['Yours', describeAnswer(v.answer)],
    ['Exact', describeExpected(c)],
  ];
  if (v.ulps !== null) rows.push(['Error', ulpText(v.ulps)]);
  return el(
    'li',
    { 'data-case': c.id },
    el(
      'p',
      {},
      el('span', { class: 'gr-case' }, c.label),
      ' ',
      el('span', { class: 'gr-cat' }, `· ${category(c.category).title}`),
    ),
    el('dl', {}, ...rows.flatMap(([k, val]) => [el('dt', {}, k), el('dd', {}, val)])),
    el('p', { class: 'gr-cause', 'data-readout': 'cause' }, v.cause ?? ''),
    el(
      'p',
      { class: 'gr-scene' },
      `The scene: ${sceneText(c)}. `,
      chapterLink(st, c),
      ', where scenes of this kind are drawn.',
    ),
  );
}

function render(st: State, report: Report): void {
  const root = st.root;
  part<HTMLElement>(root, 'results').hidden = false;
  root.querySelector('[data-readout="grader-summary"]')!.textContent = summaryLine(report);
  for (const c of report.categories) {
    const row = root.querySelector<HTMLElement>(`tr[data-category="${c.id}"]`);
    if (!row) continue;
    row.querySelector('[data-readout]')!.textContent = c.skipped ? 'not attempted' : `${c.passed} / ${c.total}`;
    row.toggleAttribute('data-skipped', c.skipped);
    row.toggleAttribute('data-partial', !c.skipped && c.passed < c.total);
    const bar = row.querySelector<HTMLElement>('.gr-meter > span')!;
    bar.style.width = c.skipped ? '0' : `${(100 * c.passed) / c.total}%`;
  }
  const fails = report.verdicts.filter(
    (v) => !v.pass && !report.categories.find((k) => k.id === v.case.category)!.skipped,
  );
  part<HTMLElement>(root, 'fail-title').textContent = fails.length
    ? `Failing cases (${fails.length})`
    : 'Failing cases: none';
  part<HTMLElement>(root, 'fails').replaceChildren(...fails.map((v) => failItem(st, v)));
}

function share(st: State, report: Report, text: string): void {
  const hash = encodeShare({ code: text, passed: report.passed, total: report.total });
  history.replaceState(null, '', `#${hash}`);
  part<HTMLAnchorElement>(st.root, 'share').href = `#${hash}`;
}

/** Each case alone, after the whole suite ran past the limit: which cases loop? */
async function caseByCase(st: State, text: string): Promise<Answer[]> {
  const answers: Answer[] = st.cases.map(() => ({ kind: 'timeout' }));
  let timeouts = 0;
  for (const [i, c] of st.cases.entries()) {
    if (timeouts >= MAX_TIMEOUTS) break;
    const outcome = interpret(await run(harness(text, [c]), {}, CASE_LIMIT), 1);
    if (outcome.kind === 'answers') answers[i] = outcome.answers[0]!;
    else if (outcome.kind === 'timeout') timeouts++;
    else answers[i] = { kind: 'threw', message: outcome.message };
  }
  return answers;
}

async function gradeNow(st: State, claimed?: { passed: number; total: number }): Promise<void> {
  if (st.busy) return;
  st.busy = true;
  st.root.dataset.state = 'grading';
  const text = code(st);
  say(st, `Grading ${st.cases.length} cases…`);
  const t0 = performance.now();
  let report: Report;
  let note = '';
  let error = false;
  try {
    const outcome = interpret(await run(harness(text, st.cases), {}, DEFAULT_TIMEOUT), st.cases.length);
    if (outcome.kind === 'answers') report = grade(st.cases, outcome.answers);
    else if (outcome.kind === 'failed') {
      report = gradeAll(st.cases, { kind: 'threw', message: outcome.message });
      note = ` Your code did not run: ${outcome.message}`;
      error = true;
    } else {
      say(st, `Your function ran past the limit of ${limitText(DEFAULT_TIMEOUT)}: running each case alone…`);
      report = grade(st.cases, await caseByCase(st, text));
      const stuck = report.verdicts.filter((v) => v.answer.kind === 'timeout').length;
      note = ` ${stuck} ${stuck === 1 ? 'case' : 'cases'} timed out (each case alone may take ${limitText(CASE_LIMIT)}; after ${MAX_TIMEOUTS} time-outs the rest were not tried).`;
      error = true;
    }
  } catch (e) {
    report = gradeAll(st.cases, { kind: 'threw', message: `the grader failed: ${(e as Error)?.message ?? e}` });
    error = true;
  }
  const ms = performance.now() - t0;
  render(st, report);
  share(st, report, text);
  const link =
    claimed && (claimed.passed !== report.passed || claimed.total !== report.total)
      ? ` (The link said ${claimed.passed} of ${claimed.total}.)`
      : '';
  say(st, `Graded in ${Math.round(ms)} ms: ${report.passed} of ${report.total} cases pass.${note}${link}`, error);
  st.root.dataset.gradedMs = String(Math.round(ms));
  st.root.dataset.state = 'graded';
  st.busy = false;
}

function loadSnippet(st: State): void {
  const id = st.root.querySelector<HTMLSelectElement>('[data-part="pick"]')!.value;
  const s = snippet(id);
  if (!s) return;
  setCode(st, s.code);
  st.root.querySelector('[data-readout="grader-note"]')!.textContent = s.note;
  say(st, `Loaded “${s.title}”. Press Grade it.`);
}

async function copyLink(st: State): Promise<void> {
  const a = part<HTMLAnchorElement>(st.root, 'share');
  try {
    await navigator.clipboard.writeText(a.href);
    say(st, 'Link copied: it opens this function and grades it again.');
  } catch {
    say(st, 'The address bar holds the link to this result: copy it from there.');
  }
}

function fromHash(st: State): void {
  const decoded = decodeShare(location.hash);
  if (decoded === null) return;
  if (!decoded.ok) {
    setCode(st, SNIPPETS[0]!.code);
    say(st, `This link could not be opened: ${decoded.error} Here is the starting function instead.`, true);
    return;
  }
  setCode(st, decoded.shared.code);
  st.root.querySelector('[data-readout="grader-note"]')!.textContent =
    `A function from a link, which scored ${decoded.shared.passed} of ${decoded.shared.total} there.`;
  void gradeNow(st, decoded.shared);
}

/** Run a button's action (a click that arrived before the app had loaded). */
export function act(root: HTMLElement, action: string): void {
  const st = states.get(root);
  if (!st) return;
  if (action === 'grade') void gradeNow(st);
  else if (action === 'load') loadSnippet(st);
  else if (action === 'copy') void copyLink(st);
}

export function mount(root: HTMLElement): void {
  if (states.has(root)) return;
  const st: State = { root, cases: buildSuite(), editor: null, editorLoading: null, busy: false };
  states.set(root, st);
  for (const action of ['grade', 'load', 'copy'])
    root.querySelector(`[data-action="${action}"]`)?.addEventListener('click', () => act(root, action));
  const area = part<HTMLTextAreaElement>(root, 'code');
  area.addEventListener('focus', () => void loadEditor(st));
  area.addEventListener('pointerdown', () => void loadEditor(st));
  area.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && e.shiftKey) {
      e.preventDefault();
      void gradeNow(st);
    }
  });
  window.addEventListener('hashchange', () => fromHash(st));
  root.dataset.mounted = 'true';
  if (document.activeElement === area) void loadEditor(st);
  fromHash(st);
}
