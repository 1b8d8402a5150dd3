/**
 * Work that waits until the reader's input rests: each call puts the run off
 * until no new call has come for `ms` milliseconds, and then runs it once
 * with the last call's argument. For a figure's heavy part (a chart's sweep)
 * that a drag would otherwise pay for on every step; the kit's `deferred`
 * (later.ts) runs at idle, which comes between two steps of a drag. The one
 * timer a figure needs for this lives here.
 */
export interface AfterRest<A> {
  /** Ask for a run with `arg` once the input has rested (a later call replaces it). */
  (arg: A): void;
  /** Drop a run asked for and not yet made. */
  cancel(): void;
}

export function afterRest<A>(ms: number, run: (arg: A) => void): AfterRest<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = ((arg: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run(arg);
    }, ms);
  }) as AfterRest<A>;
  ask.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return ask;
}
