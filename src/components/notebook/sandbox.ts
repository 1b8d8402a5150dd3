/**
 * The room a reader's code runs in: a sandboxed iframe without
 * `allow-same-origin` (so its origin is opaque: it has no storage, no
 * cookies, no service worker, and the site's caches are another origin's),
 * whose document allows no request of any kind (`default-src 'none'`, and
 * scripts only from the one inline boot script, by hash). The boot script
 * makes a worker from a blob of the source the page hands it; the worker
 * inherits the document's policy, so `fetch`, `import()` of a URL,
 * `importScripts`, XHR, WebSocket, EventSource and nested workers all fail
 * there, however they are reached (the prototype, a fresh realm, a blob).
 * Eval stays allowed inside: the runner compiles cells with the Function
 * constructor.
 *
 * The frame is an `srcdoc` document, not a page of the site: a service
 * worker never serves a sandboxed frame's navigation, so a page of the site
 * would not load offline, while the srcdoc needs no request at all. An
 * srcdoc document also inherits the page's own policy, which must therefore
 * allow this boot script (by hash), blob workers and eval (`pageCspSources`);
 * both policies apply in the frame, so the stricter one wins.
 *
 * The page and the worker talk only over a MessagePort the page creates and
 * hands to the worker before any cell's code exists: the reader's code has
 * no reference to it, so it cannot forge a result (its `postMessage` goes to
 * the frame, which ignores it).
 *
 * Pure strings: the layout hashes FRAME_BOOT at build time for the page's
 * policy, and the runner writes the frame with frameDocument().
 */

/** What the frame says when it is ready to be handed the worker's source and port. */
export const FRAME_READY = 'ltt-sandbox-ready';
/** What the frame says when the worker could not start (the message follows). */
export const FRAME_FAILED = 'ltt-sandbox-failed';

/**
 * The frame's one script. It takes the first message from its parent (the
 * worker's source and the port), starts the worker, hands it the port, and
 * then does nothing else: it never reads what the worker posts to it.
 */
export const FRAME_BOOT = `addEventListener('message', function boot(e) {
  if (e.source !== parent || !e.data || typeof e.data.source !== 'string' || !e.ports[0]) return;
  removeEventListener('message', boot);
  try {
    var url = URL.createObjectURL(new Blob([e.data.source], { type: 'text/javascript' }));
    var worker = new Worker(url, { name: 'notebook' });
    URL.revokeObjectURL(url);
    worker.addEventListener('error', function (err) {
      err.preventDefault();
      parent.postMessage({ type: '${FRAME_FAILED}', message: String(err.message || 'the worker failed') }, '*');
    });
    worker.postMessage(null, [e.ports[0]]);
  } catch (err) {
    parent.postMessage({ type: '${FRAME_FAILED}', message: String(err && err.message || err) }, '*');
  }
});
parent.postMessage({ type: '${FRAME_READY}' }, '*');`;

/** The frame document's own policy: nothing may be fetched, only the boot script runs, workers only from blobs. */
export function frameCsp(bootHash: string): string {
  return [
    "default-src 'none'",
    `script-src '${bootHash}' 'unsafe-eval'`,
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The frame's whole document (for `srcdoc`). */
export function frameDocument(bootHash: string): string {
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${frameCsp(bootHash)}"><title>Code cell sandbox</title><script>${FRAME_BOOT}</script>`;
}

/**
 * What a page that runs cells adds to its own policy, which the frame
 * inherits: the boot script by hash, eval (the worker compiles cells) and
 * blob workers. The page's own scripts are still only its files.
 */
export function pageCspSources(
  bootHash: string,
  placeholders: readonly string[] = [],
): { script: string[]; worker: string[]; attr: string[] } {
  return {
    script: [`'${bootHash}'`, "'unsafe-eval'"],
    worker: ['blob:'],
    attr: placeholders.length ? ["'unsafe-hashes'", ...placeholders] : [],
  };
}
