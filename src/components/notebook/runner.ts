/**
 * The page's side of the worker. The worker runs in a sandbox frame
 * (sandbox.ts) that this module makes and throws away: one per page, started
 * on first use, runs queued one at a time, over a MessagePort that only this
 * module and the worker's runtime hold. The worker holds the notebook's
 * namespace (every cell's shared values, in its one realm).
 *
 * It always comes back. The worker is stopped from outside (its frame
 * removed, the only way to end a loop) when:
 * - a run outlives its limit (counted from its start);
 * - a run does not start within its limit of being sent: the worker is
 *   stuck in code a cell left behind (a timer's loop, an endless promise
 *   chain), and the cell that owns that code is blamed, not the waiting one;
 * - a ping after a run, or every HEARTBEAT ms while cells keep timers, is
 *   not answered within the limit: the same, while nothing is queued;
 * - the reader presses Interrupt or Restart.
 * A spare sandbox, started beside the first and kept warm, takes its place at
 * once (with an empty namespace: `onRestart` tells the notebook which cell
 * was stopped and why, and it re-runs the cells it needs).
 */
import type { ViewValue } from './input-spec';
import type { Figures, RunResult } from './run';
import type { CellAnalysis } from './session';
import { DEFAULT_TIMEOUT, MAX_TIMEOUT, limitText } from './source';
import { FRAME_FAILED, FRAME_READY, frameDocument } from './sandbox';
import type { RunRequest, WorkerMessage } from './worker';

export { DEFAULT_TIMEOUT, MAX_TIMEOUT };
/** How long a fresh sandbox may take to load before its first run starts (ms). */
const BOOT_TIMEOUT = 15_000;
/** While cells keep timers, the worker is pinged this often (ms). */
const HEARTBEAT = 500;
/** A watchdog timer that fires later than this (ms) found the page itself busy: it judges once more. */
const PAGE_BUSY = 100;
/**
 * A run has at least this long (ms) to start once sent, whatever its own limit: a short limit (the grader's
 * 1 s per case) would otherwise blame code left behind for a start that a busy machine merely delayed.
 */
const START_FLOOR = 3_000;
/** The key of code that is no cell's (the grader's runs). */
const NO_CELL = '';

/** How a cell reads from and adds to the namespace. */
export interface LinkSpec {
  defines: string[];
  inputs: string[];
  /** The cell (its label) that defines each input, named when a cell changes one in place. */
  owners?: Record<string, string>;
  /** What the reader set the cell's inputs to (input-spec.ts), in the order of its view() calls. */
  views?: ViewValue[];
}

interface Job {
  id: number;
  cell: string;
  code: string;
  figures: Figures;
  timeout: number;
  link?: LinkSpec;
  resolve: (r: RunResult) => void;
  /** The sandbox this job was posted to before its turn (a chain of cells, sent at once), or none yet. */
  posted?: Sandbox;
}

/** Why the worker was replaced, and which cell's code was stopped (null: none, a restart). */
export interface Stop {
  why: 'stopped' | 'restart';
  /** The cell whose code was stopped ("" for the grader's code), or null. */
  cell: string | null;
  /** What happened, as a sentence about that cell ("code this cell left running…"). */
  message: string;
  /** The worker was replaced: its namespace is gone (false when it stopped the cell's timers itself). */
  lost: boolean;
}

/** One sandbox frame with its worker and port. */
class Sandbox {
  readonly frame: HTMLIFrameElement;
  private readonly channel = new MessageChannel();
  /** Resolves when the worker has started and answered on the port. */
  readonly ready: Promise<void>;
  booted = false;
  dead = false;
  private readonly onWindow: (e: MessageEvent) => void;

  constructor(onMessage: (box: Sandbox, m: WorkerMessage) => void, onFail: (box: Sandbox, message: string) => void) {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = 'Code cell sandbox';
    frame.className = 'nb-sandbox';
    frame.hidden = true;
    this.frame = frame;
    let readyResolve!: () => void;
    this.ready = new Promise((r) => (readyResolve = r));
    this.channel.port1.addEventListener('message', (e: MessageEvent<WorkerMessage>) => {
      const m = e.data;
      if (typeof m !== 'object' || m === null) return;
      if (m.type === 'ready') {
        this.booted = true;
        readyResolve();
        return;
      }
      onMessage(this, m);
    });
    this.channel.port1.start();
    this.onWindow = (e: MessageEvent) => {
      if (e.source !== frame.contentWindow || typeof e.data !== 'object' || e.data === null) return;
      const type = (e.data as { type?: unknown }).type;
      if (type === FRAME_READY) {
        void workerSource().then(
          ({ source }) => {
            if (!this.dead) frame.contentWindow?.postMessage({ source }, '*', [this.channel.port2]);
          },
          () => onFail(this, 'the notebook’s worker could not load its code (are you offline?)'),
        );
      } else if (type === FRAME_FAILED) {
        onFail(this, `the notebook’s worker failed: ${String((e.data as { message?: unknown }).message)}`);
      }
    };
    window.addEventListener('message', this.onWindow);
    void workerSource().then(
      ({ bootHash }) => {
        if (this.dead) return;
        frame.srcdoc = frameDocument(bootHash);
        document.body.append(frame);
      },
      () => onFail(this, 'the notebook’s worker could not load its code (are you offline?)'),
    );
  }

  post(request: RunRequest): void {
    if (!this.dead) this.channel.port1.postMessage(request);
  }

  kill(): void {
    this.dead = true;
    window.removeEventListener('message', this.onWindow);
    this.channel.port1.close();
    this.frame.remove(); // ends its worker, whatever it is doing
  }
}

let sourcePromise: Promise<{ source: string; bootHash: string }> | null = null;
/** The worker's code, a chunk of its own fetched on first use (retried after a failure). */
function workerSource(): Promise<{ source: string; bootHash: string }> {
  sourcePromise ??= import('virtual:cell-worker').catch((e: unknown) => {
    sourcePromise = null;
    throw e;
  });
  return sourcePromise;
}

/** How long an analysis may wait on the spare before the worker is asked (ms). */
const ANALYSIS_WAIT = 1500;
/** An analysis unanswered for this long is said in the console (ms). */
const ANALYSIS_STUCK = 5000;

let box: Sandbox | null = null;
let spare: Sandbox | null = null;
let nextId = 1;
let generation = 0;
const pending: Job[] = [];
const analyses = new Map<number, { resolve: (a: CellAnalysis) => void; box: Sandbox }>();
const restartListeners = new Set<(stop: Stop) => void>();
let current: { job: Job; timer: ReturnType<typeof setTimeout>; started: number } | null = null;
/** The cell whose code the worker runs now, as it last said. */
let owner: string | null = null;
/** Live timers in the worker, as it last said. */
let liveTimers = 0;
let watch: { id: number; timer: ReturnType<typeof setTimeout>; beat: ReturnType<typeof setTimeout> | null } | null =
  null;
/** The limit that applies when no run is current (the last run's). */
let idleLimit = DEFAULT_TIMEOUT;

function spawn(): Sandbox {
  return new Sandbox(onMessage, (b, message) => {
    if (b !== box) {
      if (b === spare) {
        b.kill();
        spare = null;
      }
      return;
    }
    if (current) finish(true, errorResult('Error', `${message} Reload the page to try again.`));
  });
}

/** Start the worker ahead of the first run (on hover or focus), so that run answers fast. */
export function warm(): void {
  box ??= spawn();
}

/**
 * The spare starts once the worker has loaded and taken its first run (so the two never load at once, and a page
 * whose cells are only read never makes one), and is then kept warm.
 */
function warmSpare(): void {
  spare ??= spawn();
}

/** Which worker holds the namespace now: it changes after every stop or restart. */
export function workerGeneration(): number {
  return generation;
}

/** Be told when the namespace was lost (a stopped cell, or a restart). */
export function onRestart(listener: (stop: Stop) => void): () => void {
  restartListeners.add(listener);
  return () => restartListeners.delete(listener);
}

/** Put the spare in the place of the worker (whose frame is removed); a new spare starts warming. */
function replace(stop: Stop): void {
  box?.kill();
  // Runs sent ahead to the worker that was stopped never ran: they answer so, and are not sent again (the notebook
  // decides what runs next, from the values the new worker holds).
  for (const job of pending.filter((j) => j.posted !== undefined && j.posted === box)) {
    pending.splice(pending.indexOf(job), 1);
    job.resolve(errorResult('Restarted', 'the notebook was stopped before this cell could run.'));
  }
  for (const [id, a] of analyses)
    if (a.box === box) {
      analyses.delete(id);
      a.resolve({
        ok: false,
        defines: [],
        free: [],
        figures: [],
        known: [],
        hints: {},
        error: { name: 'Stopped', message: stop.message },
      });
    }
  box = spare ?? spawn();
  spare = null; // a new spare starts after the next answer (warmSpare), not while the cells above re-run
  owner = null;
  liveTimers = 0;
  stopWatch();
  // Told while the generation is still the old one: a listener can see which values were held.
  for (const l of restartListeners) l(stop);
  generation++;
}

function errorResult(name: string, message: string): RunResult {
  return { ok: false, outputs: [{ kind: 'error', error: { name, message } }], ms: 0 };
}

function stopped(job: Job, message: string): RunResult {
  return { ok: false, outputs: [{ kind: 'error', error: { name: 'Stopped', message } }], ms: job.timeout };
}

/** A fresh worker with an empty namespace (the playground's Restart). Queued runs go to the new worker. */
export function restart(): void {
  if (current) {
    const { job, timer } = current;
    clearTimeout(timer);
    current = null;
    job.resolve(stopped(job, 'the notebook was restarted.'));
  }
  replace({ why: 'restart', cell: null, message: 'the notebook was restarted.', lost: true });
  pump();
}

/**
 * Stop the running cell at once (the Interrupt button): its worker is
 * replaced as after a time-out. Returns whether anything was running.
 */
export function interrupt(): boolean {
  if (current) {
    const job = current.job;
    const message = 'the cell was interrupted. Edit it and run again.';
    finish(true, stopped(job, message), { why: 'stopped', cell: job.cell, message, lost: true });
    return true;
  }
  if (owner !== null && liveTimers > 0) {
    replace({ why: 'stopped', cell: owner, message: 'this cell’s timers were interrupted.', lost: true });
    pump();
    return true;
  }
  return false;
}

/** Whether a cell's code (or the grader's) is running now. */
export function busy(): boolean {
  return current !== null || pending.length > 0;
}

function finish(kill: boolean, result: RunResult, stop?: Stop): void {
  if (!current) return;
  const { job, timer } = current;
  clearTimeout(timer);
  current = null;
  if (kill) replace(stop ?? { why: 'stopped', cell: job.cell, message: 'the cell was stopped.', lost: true });
  job.resolve(result);
  pump();
}

function onMessage(from: Sandbox, m: WorkerMessage): void {
  if (from !== box) {
    if (m.type === 'analysis') {
      analyses.get(m.id)?.resolve(m.analysis);
      analyses.delete(m.id);
    }
    return;
  }
  switch (m.type) {
    case 'analysis':
      analyses.get(m.id)?.resolve(m.analysis);
      analyses.delete(m.id);
      return;
    case 'owner':
      owner = m.cell;
      return;
    case 'pong':
      if (watch && m.id === watch.id) {
        liveTimers = m.timers;
        clearTimeout(watch.timer);
        const beat = liveTimers > 0 && !current ? setTimeout(() => ping(), HEARTBEAT) : null;
        watch = { ...watch, beat };
      }
      return;
    case 'runaway':
      // The worker stopped the cell's timers itself: the namespace is intact, the cell is stopped.
      for (const l of restartListeners) l({ why: 'stopped', cell: m.cell, message: m.message, lost: false });
      return;
    case 'started': {
      if (!current || m.id !== current.job.id) return;
      clearTimeout(current.timer);
      const job = current.job;
      current.started = performance.now();
      current.timer = setTimeout(() => {
        const message = `the cell ran longer than its limit of ${limitText(job.timeout)} and was stopped (an endless loop?). Edit it and run again.`;
        finish(true, stopped(job, message), { why: 'stopped', cell: job.cell, message, lost: true });
      }, job.timeout);
      return;
    }
    case 'result':
      if (!current || m.id !== current.job.id || !m.result || !Array.isArray(m.result.outputs)) return;
      liveTimers = m.timers;
      idleLimit = current.job.timeout;
      finish(false, m.result);
      warmSpare();
      if (!current) ping();
      return;
  }
}

/**
 * Check that the worker is back in its event loop: a run can leave code
 * behind (an interval, a promise chain) that takes it over. No answer
 * within the limit: stopped, and the cell that owns the code is named.
 */
function ping(): void {
  stopWatch();
  if (!box || current) return;
  const id = nextId++;
  const limit = idleLimit;
  const sent = performance.now();
  // The worker's answer is heard on this page's thread: when the page itself was busy (a chunk compiled, a long
  // layout), the timer fires late and the answer may be waiting behind it. The page's own delay is not the
  // worker's: the limit is counted again from the first moment the page could hear it.
  const judge = (since: number, again: boolean) => () => {
    const late = performance.now() - since - limit;
    if (again && late > PAGE_BUSY && watch?.id === id) {
      watch.timer = setTimeout(judge(performance.now(), false), limit);
      return;
    }
    replace({ why: 'stopped', cell: owner, message: leftRunning(limit), lost: true });
    pump();
  };
  watch = { id, timer: setTimeout(judge(sent, true), limit), beat: null };
  box.post({ type: 'ping', id });
}

function stopWatch(): void {
  if (!watch) return;
  clearTimeout(watch.timer);
  if (watch.beat) clearTimeout(watch.beat);
  watch = null;
}

/**
 * Start the next job, and send the worker every job queued behind it: the
 * worker runs them back to back (a chain of cells re-run by a slider costs
 * one trip each way, not one per cell). A job's limits still count from its
 * own turn: its start from the answer before it, its run from its start.
 */
function pump(): void {
  if (!current && pending.length > 0) {
    const job = pending.shift()!;
    warm();
    stopWatch();
    const target = box!;
    if (job.posted === target) {
      // Sent ahead: the worker has it, and starts it once it has answered the one before.
      current = { job, timer: setTimeout(() => notStarted(job), Math.max(job.timeout, START_FLOOR)), started: 0 };
    } else {
      const boot = setTimeout(() => {
        const message = 'the notebook worker did not start in time. Run the cell again.';
        finish(true, stopped(job, message), { why: 'stopped', cell: job.cell, message, lost: true });
      }, BOOT_TIMEOUT);
      current = { job, timer: boot, started: 0 };
      void target.ready.then(() => {
        if (current?.job !== job) return;
        clearTimeout(current.timer);
        // A worker in its event loop starts a run at once (after compiling it). One that does not start it within
        // the limit is held by code a cell left behind: that cell is stopped, and this run is tried again after.
        current.timer = setTimeout(() => notStarted(job), Math.max(job.timeout, START_FLOOR));
        post(target, job);
        sendAhead();
        warmSpare();
      });
    }
  }
  sendAhead();
}

/**
 * Post the notebook's queued runs behind the current one, once the current one is with the worker. Code that is no
 * cell's (the grader's) waits for its turn: a stop before it would otherwise cost it its run.
 */
function sendAhead(): void {
  const target = box;
  if (!current || !target || current.job.posted !== target) return;
  for (const job of pending) {
    if (!job.link) return;
    if (job.posted !== target) post(target, job);
  }
}

function post(target: Sandbox, job: Job): void {
  job.posted = target;
  target.post({
    type: 'run',
    id: job.id,
    cell: job.cell,
    code: job.code,
    figures: job.figures,
    timeout: job.timeout,
    link: job.link,
  });
}

/** What a cell is told when code it left behind held the worker past the limit. */
function leftRunning(limit: number): string {
  return `code this cell left running (a timer or a promise chain) kept the notebook busy for over ${limitText(limit)}, so the notebook was stopped. Edit it and run again.`;
}

function notStarted(job: Job): void {
  const cell = owner ?? job.cell;
  const message = leftRunning(job.timeout);
  const result =
    cell === job.cell
      ? stopped(job, message)
      : errorResult('Restarted', 'the notebook was stopped because of another cell before this one could run.');
  finish(true, result, { why: 'stopped', cell, message, lost: true });
}

function enqueue(cell: string, code: string, figures: Figures, timeout: number, link?: LinkSpec): Promise<RunResult> {
  const limit = Math.min(MAX_TIMEOUT, timeout > 0 ? timeout : DEFAULT_TIMEOUT);
  return new Promise((resolve) => {
    pending.push({ id: nextId++, cell, code, figures, timeout: limit, link, resolve });
    pump();
  });
}

/** Run code in the worker on its own; resolves with its outputs, or with a "Stopped" error after the time limit. */
export function run(code: string, figures: Figures = {}, timeout = DEFAULT_TIMEOUT): Promise<RunResult> {
  return enqueue(NO_CELL, code, figures, timeout);
}

/** Run a cell in the notebook's namespace: it reads `inputs` and shares `defines`. `cell` owns its timers. */
export function runLinked(
  code: string,
  figures: Figures,
  timeout: number,
  link: LinkSpec,
  cell: string = NO_CELL,
): Promise<RunResult> {
  return enqueue(cell, code, figures, timeout, link);
}

/**
 * A cell's analysis (pure, quick): from the worker when it is idle, else from
 * the spare (so that it is answered even while a cell runs in the worker).
 */
export function analyzeCode(code: string): Promise<CellAnalysis> {
  warm();
  const id = nextId++;
  return new Promise((resolve) => {
    const ask = (target: Sandbox) => {
      analyses.set(id, { resolve, box: target });
      void target.ready.then(() => target.post({ type: 'analyze', id, code } satisfies RunRequest));
    };
    ask(current ? (spare ?? (spare = spawn())) : box!);
    // A spare that has not answered in time (still starting, or failed and gone) would hold every run behind this
    // analysis: the worker is asked instead (it answers analyses at once, even while a cell awaits). The first
    // answer wins.
    setTimeout(() => {
      const asked = analyses.get(id);
      if (asked && box && asked.box !== box) ask(box);
    }, ANALYSIS_WAIT);
    // Never expected: said in the console, with what the page knows of its sandboxes (a rare hang in the tests).
    setTimeout(() => {
      const asked = analyses.get(id);
      if (!asked) return;
      const where = asked.box === box ? 'worker' : asked.box === spare ? 'spare' : 'replaced sandbox';
      console.warn(
        `notebook: an analysis has waited ${ANALYSIS_STUCK / 1000} s for the ${where} (started: ${asked.box.booted}, ` +
          `removed: ${asked.box.dead}, in the page: ${asked.box.frame.isConnected}; worker started: ${box?.booted}, ` +
          `spare: ${spare ? (spare.booted ? 'started' : 'starting') : 'none'}, a run under way: ${current !== null}, ` +
          `runs queued: ${pending.length}, sandboxes in the page: ${document.querySelectorAll('iframe.nb-sandbox').length})`,
      );
    }, ANALYSIS_STUCK);
  });
}

/** Forget names in the namespace (a removed cell's), and end the timers of `cell` when given. */
export function dropNames(names: string[], cell?: string): void {
  if (box && (names.length > 0 || cell !== undefined))
    box.post({ type: 'drop', id: nextId++, names, ...(cell !== undefined ? { cell } : {}) } satisfies RunRequest);
}
