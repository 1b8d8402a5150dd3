/**
 * The grader's page side, loaded on demand by element.ts: the editor (the
 * notebook's CodeMirror setup, itself loaded when the reader first edits),
 * the run in the notebook's sandboxed worker (notebook/runner.ts, its limit
 * included), the results drawn from the model, and the share link.
 */
import { run } from '../../notebook/runner';
import { DEFAULT_TIMEOUT, limitText } from '../../notebook/source';
import type { Editor } from '../../notebook/editor';
import { buildSuite, parseSelection, selectCases, type GradeCase } from './suite';
import { SNIPPETS, snippet } from './snippets';
import { definedForms, grade, gradeAll, harness, interpret, summaryLine, type Answer, type Report } from './model';
import { buildProbes, type Probe } from './probes';
import { decodeShare, encodeShare } from './share';
import {
  diagnosisTitle,
  failTitle,
  failView,
  failures,
  findingViews,
  scoreRows,
  type FailView,
  type FindingView,
} from './view';
import type { Sketch } from './sketch';

/** When the whole suite outlives the limit, each case runs alone with this limit (ms), until one times out. */
const CASE_LIMIT = 1_000;

interface State {
  root: HTMLElement;
  /** A grade cell in a chapter (<grade-cell>): a chosen subset, no hash of its own, a link to the full grader. */
  cell: boolean;
  cases: GradeCase[];
  editor: Editor | null;
  editorLoading: Promise<void> | null;
  busy: boolean;
  /** The probes, built on the first grading. */
  probes?: Probe[];
  /** The score a link claimed for the code it brought, until that code is graded here. */
  claimed?: { passed: number; total: number };
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
  st.editorLoading ??= import('../../notebook/editor').then(({ createEditor }) => {
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
    const listing = st.root.querySelector<HTMLElement>('[data-part="listing"]');
    if (listing) listing.hidden = true;
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

const SVG = 'http://www.w3.org/2000/svg';
function svgEl(tag: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** The sketch of a failing case, as Fails.astro draws it. */
function sketchFigure(s: Sketch): HTMLElement {
  const svg = svgEl('svg', { viewBox: s.viewBox, role: 'img', 'aria-label': s.label });
  for (const l of s.lines) svg.append(svgEl('path', { d: l.d, class: `gr-sk-${l.kind}` }));
  for (const d of s.dots)
    svg.append(
      svgEl('circle', {
        cx: d.x,
        cy: d.y,
        r: d.kind === 'shooter' || d.kind === 'target' ? 3.5 : 3,
        class: `gr-sk-${d.kind}`,
      }),
    );
  return el(
    'figure',
    { class: 'gr-sketch', 'data-part': 'sketch' },
    svg as unknown as Node,
    el(
      'figcaption',
      {},
      el('span', { class: 'gr-key gr-key-exact' }, 'library'),
      ' ',
      el('span', { class: 'gr-key gr-key-yours' }, 'yours'),
    ),
  );
}

function failItem(f: FailView): HTMLElement {
  const text = el(
    'div',
    { class: 'gr-fail-text' },
    el('dl', {}, ...f.rows.flatMap(([k, val]) => [el('dt', {}, k), el('dd', {}, val)])),
    el('p', { class: 'gr-cause', 'data-readout': 'cause' }, f.cause),
  );
  const body = el('div', { class: 'gr-fail-body' }, text, ...(f.sketch ? [sketchFigure(f.sketch)] : []));
  return el(
    'li',
    { 'data-case': f.id },
    el('p', {}, el('span', { class: 'gr-case' }, f.label), ' ', el('span', { class: 'gr-cat' }, f.category)),
    body,
    el(
      'p',
      { class: 'gr-scene' },
      f.scene,
      el(
        'a',
        {
          href: f.link.href,
          'data-part': 'case-link',
          'data-live': f.link.live ? (f.link.exact ? 'exact' : 'fitted') : 'caption',
        },
        f.link.text,
      ),
    ),
  );
}

function findingItem(f: FindingView): HTMLElement {
  return el(
    'li',
    { 'data-flaw': f.flaw, 'data-confidence': f.confidence },
    el('p', { class: 'gr-finding-title' }, f.title),
    el('p', { 'data-readout': 'evidence' }, f.evidence),
    ...(f.candidates.length ? [el('ul', { class: 'gr-candidates' }, ...f.candidates.map((c) => el('li', {}, c)))] : []),
    el('p', { class: 'gr-sure', 'data-readout': 'confidence' }, f.sure),
    el('p', { class: 'gr-advice' }, f.advice),
  );
}

/** The results, redrawn from view.ts: the same texts Results.astro writes at build time. */
function render(st: State, report: Report): void {
  const root = st.root;
  part<HTMLElement>(root, 'results').hidden = false;
  root.querySelector('[data-readout="grader-summary"]')!.textContent = summaryLine(report);
  const shown = [...root.querySelectorAll<HTMLElement>('tr[data-category]')].map((row) => ({
    id: row.dataset.category as GradeCase['category'],
    title: '',
  }));
  for (const r of scoreRows(shown, report)) {
    const row = root.querySelector<HTMLElement>(`tr[data-category="${r.id}"]`)!;
    row.querySelector('[data-readout]')!.textContent = r.text;
    row.toggleAttribute('data-skipped', r.skipped);
    row.toggleAttribute('data-partial', r.partial);
    row.querySelector<HTMLElement>('.gr-meter > span')!.style.width = r.width;
  }
  const diagTitle = diagnosisTitle(report, { cell: st.cell });
  part<HTMLElement>(root, 'diagnosis').hidden = !diagTitle;
  part<HTMLElement>(root, 'diagnosis-title').textContent = diagTitle;
  part<HTMLElement>(root, 'findings').replaceChildren(...findingViews(report, { cell: st.cell }).map(findingItem));
  part<HTMLElement>(root, 'fail-title').textContent = failTitle(report, { tally: st.cell });
  const base = root.dataset.base ?? '/';
  part<HTMLElement>(root, 'fails').replaceChildren(...failures(report).map((v) => failItem(failView(v, base))));
}

function share(st: State, report: Report, text: string): void {
  const hash = encodeShare({ code: text, passed: report.passed, total: report.total });
  if (st.cell) {
    // A cell links to the full grader with its code (which grades it over the whole suite there).
    part<HTMLAnchorElement>(st.root, 'share').href = `${st.root.dataset.base ?? '/'}grade/#${hash}`;
    return;
  }
  history.replaceState(null, '', `#${hash}`);
  part<HTMLAnchorElement>(st.root, 'share').href = `#${hash}`;
}

/**
 * Each case alone, after the whole run went past the limit: which case loops? The first that times out stops the
 * grading there: the cases after it are not tried (and not counted).
 */
async function caseByCase(st: State, text: string): Promise<{ answers: Answer[]; stoppedAfter?: number }> {
  const answers: Answer[] = st.cases.map(() => ({ kind: 'untried' }));
  for (const [i, c] of st.cases.entries()) {
    const outcome = interpret(await run(harness(text, [c]), {}, CASE_LIMIT), 1);
    if (outcome.kind === 'answers') answers[i] = outcome.answers[0]!;
    else if (outcome.kind === 'failed') answers[i] = { kind: 'threw', message: outcome.message };
    else {
      answers[i] = { kind: 'timeout' };
      return { answers, stoppedAfter: i };
    }
  }
  return { answers };
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
  // The probes (probes.ts) run after the cases, in the same run in the same sandbox: one limit for both.
  const extra = st.cases.some((c) => c.form === 'linear') ? (st.probes ??= buildProbes()) : [];
  const n = st.cases.length;
  try {
    const outcome = interpret(await run(harness(text, [...st.cases, ...extra]), {}, DEFAULT_TIMEOUT), n + extra.length);
    if (outcome.kind === 'answers')
      report = grade(st.cases, outcome.answers.slice(0, n), {
        probes: { probes: extra, answers: outcome.answers.slice(n) },
      });
    else if (outcome.kind === 'failed') {
      report = gradeAll(st.cases, { kind: 'threw', message: outcome.message }, definedForms(text));
      note = ` Your code did not run: ${outcome.message}`;
      error = true;
    } else {
      say(st, `Your function ran past the limit of ${limitText(DEFAULT_TIMEOUT)}: running each case alone…`);
      const alone = await caseByCase(st, text);
      report = grade(
        st.cases,
        alone.answers,
        alone.stoppedAfter === undefined ? {} : { stoppedAfter: alone.stoppedAfter },
      );
      if (alone.stoppedAfter !== undefined) {
        const stuck = st.cases[alone.stoppedAfter]!;
        note = ` Stopped after ${alone.stoppedAfter} ${alone.stoppedAfter === 1 ? 'case' : 'cases'}: “${stuck.label}” ran past ${limitText(CASE_LIMIT)} on its own, and the cases after it were not tried.`;
      } else
        note = ` Every case ran within the limit on its own; the probes, which run together after them, did not (no diagnosis).`;
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
  const counted =
    report.total === 0 && report.forms.length === 0
      ? 'nothing to score (no function the grader calls was found).'
      : `${report.passed} of ${report.total} cases pass.`;
  say(st, `Graded in ${Math.round(ms)} ms: ${counted}${note}${link}`, error);
  st.root.dataset.gradedMs = String(Math.round(ms));
  st.root.dataset.probes = String(report.probes);
  st.root.dataset.state = 'graded';
  st.busy = false;
}

function loadSnippet(st: State): void {
  const id = st.root.querySelector<HTMLSelectElement>('[data-part="pick"]')!.value;
  const s = snippet(id);
  if (!s) return;
  setCode(st, s.code);
  st.claimed = undefined;
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
  // Code from a link is someone else's: shown, and graded when the reader presses Grade it (the sandbox holds it
  // either way, but nothing should run that the reader did not choose to run).
  setCode(st, decoded.shared.code);
  st.claimed = decoded.shared;
  st.root.querySelector('[data-readout="grader-note"]')!.textContent =
    `A function from a link, which scored ${decoded.shared.passed} of ${decoded.shared.total} there.`;
  say(st, 'This function came from a link and has not run yet: read it, then press Grade it to grade it here.');
  st.root.dataset.state = 'from-link';
}

/** A cell's "Edit and grade": the editor in place of the listing, focused, and the Grade button beside it. */
async function edit(st: State): Promise<void> {
  st.root.querySelector<HTMLElement>('[data-action="grade"]')!.hidden = false;
  st.root.querySelector<HTMLElement>('[data-action="edit"]')!.hidden = true;
  say(st, 'Loading the editor…');
  await loadEditor(st);
  st.editor?.focus();
  say(st, 'Edit the function, then press Grade it (or Shift+Enter in the editor).');
}

/** Run a button's action (a click that arrived before the app had loaded). */
export function act(root: HTMLElement, action: string): void {
  const st = states.get(root);
  if (!st) return;
  if (action === 'grade') {
    const claimed = st.claimed;
    st.claimed = undefined;
    void gradeNow(st, claimed);
  } else if (action === 'edit') void edit(st);
  else if (action === 'load') loadSnippet(st);
  else if (action === 'copy') void copyLink(st);
}

export function mount(root: HTMLElement): void {
  if (states.has(root)) return;
  const cell = root.localName === 'grade-cell';
  const cases = selectCases(buildSuite(), {
    categories: parseSelection(root.dataset.categories),
    cases: parseSelection(root.dataset.cases),
  });
  const st: State = { root, cell, cases, editor: null, editorLoading: null, busy: false };
  states.set(root, st);
  for (const action of ['grade', 'load', 'copy', 'edit'])
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
  root.dataset.mounted = 'true';
  if (document.activeElement === area) void loadEditor(st);
  if (cell) return;
  window.addEventListener('hashchange', () => fromHash(st));
  fromHash(st);
}
