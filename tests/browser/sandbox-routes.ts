/**
 * Every route out of a code cell that the sandbox must close (issue 34), as
 * cell code aimed at a recording server, and the recorder itself. The same
 * network routes run in a plain worker at the recorder's own origin are the
 * control: there each one is seen, so a route that is not seen from a cell
 * was closed, not mistyped.
 */
import { createServer, type Server } from 'node:http';

export interface Recorder {
  origin: string;
  /** Paths asked for, in order (HTTP and WebSocket upgrades). */
  seen: string[];
  close(): Promise<void>;
}

/** What the control page runs: each network route, in a worker with no policy, at the recorder's origin. */
const CONTROL = (origin: string) => `<!doctype html><meta charset="utf-8"><title>control</title><script>
const U = ${JSON.stringify(origin)};
const W = U.replace('http', 'ws');
const body = \`
const U = \${JSON.stringify(U)}; const W = \${JSON.stringify(W)};
const tries = [
  () => fetch(U + '/r/control-fetch'),
  () => { const x = new XMLHttpRequest(); x.open('GET', U + '/r/control-xhr'); x.send(); },
  () => { new WebSocket(W + '/r/control-ws'); },
  () => { new EventSource(U + '/r/control-es'); },
  () => setTimeout("fetch(U + '/r/control-timer')", 0),
  () => WorkerGlobalScope.prototype.fetch.call(self, U + '/r/control-proto'),
  () => { try { importScripts(U + '/r/control-importScripts.js'); } catch {} },
  () => { new Worker(URL.createObjectURL(new Blob(["fetch('" + U + "/r/control-nested')"]))); },
];
for (const t of tries) { try { t(); } catch (e) {} }
setTimeout(() => postMessage('done'), 1500);
\`;
const w = new Worker(URL.createObjectURL(new Blob([body])));
w.onmessage = () => { navigator.sendBeacon(U + '/r/control-beacon', 'x'); document.title = 'done'; };
</script>`;

export async function startRecorder(): Promise<Recorder> {
  const seen: string[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/control') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(CONTROL(origin));
      return;
    }
    if (req.url?.startsWith('/r/control-es')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: hi\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end('// recorded');
  });
  server.on('upgrade', (req, socket) => {
    seen.push(req.url ?? '');
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The routes the control page tries: each must be seen there. */
export const CONTROL_PATHS = ['fetch', 'xhr', 'ws', 'es', 'timer', 'proto', 'importScripts.js', 'nested', 'beacon'].map(
  (p) => `/r/control-${p}`,
);

/**
 * Each route as a cell (a local one: its names stay its own). Each must end
 * in an error, with no request seen.
 */
export function routeCells(origin: string): { name: string; code: string }[] {
  const U = origin;
  const W = origin.replace('http', 'ws');
  const getter = (name: string) =>
    `Object.getOwnPropertyDescriptor(WorkerGlobalScope.prototype, '${name}')?.get?.call(self)`;
  return [
    { name: 'fetch', code: `await fetch('${U}/r/fetch?data=secret')` },
    { name: 'import()', code: `await import('${U}/r/import.js')` },
    {
      name: 'XMLHttpRequest',
      code: `const x = new XMLHttpRequest();\nx.open('GET', '${U}/r/xhr');\nx.send();\nawait new Promise((ok, no) => { x.onload = ok; x.onerror = () => no(new Error('xhr failed')); });`,
    },
    {
      name: 'WebSocket',
      code: `const ws = new WebSocket('${W}/r/ws');\nawait new Promise((ok, no) => { ws.onopen = ok; ws.onerror = () => no(new Error('ws failed')); });`,
    },
    {
      name: 'EventSource',
      code: `const es = new EventSource('${U}/r/es');\nawait new Promise((ok, no) => { es.onopen = ok; es.onerror = () => no(new Error('es failed')); });`,
    },
    {
      name: 'string timer',
      code: `setTimeout("fetch('${U}/r/timer')", 0);\nawait new Promise((ok) => setTimeout(ok, 300));`,
    },
    { name: 'prototype fetch', code: `await WorkerGlobalScope.prototype.fetch.call(self, '${U}/r/proto?data=secret')` },
    {
      name: 'walk to fetch',
      code: `const found = [];
for (let o = globalThis; o; o = Object.getPrototypeOf(o))
  for (const k of Reflect.ownKeys(o)) {
    const d = Object.getOwnPropertyDescriptor(o, k);
    const f = d && (d.value ?? d.get);
    if (typeof f === 'function' && /^(fetch|importScripts)$/.test(String(k))) found.push([String(k), f]);
  }
const failed = [];
for (const [k, f] of found) {
  try { await f.call(globalThis, '${U}/r/walk-' + k); } catch (e) { failed.push(k); }
}
throw new Error('walked to ' + found.length + ' functions, ' + failed.length + ' failed');`,
    },
    {
      name: 'importScripts',
      code: `WorkerGlobalScope.prototype.importScripts.call(self, '${U}/r/importScripts.js')`,
    },
    {
      name: 'blob worker',
      code: `const w = new Worker(URL.createObjectURL(new Blob(["fetch('${U}/r/nested')"])));\nawait new Promise((ok) => setTimeout(ok, 300));`,
    },
    {
      name: 'Function constructor',
      code: `const F = Object.getPrototypeOf(async () => {}).constructor;\nawait F("return fetch('${U}/r/function')")();`,
    },
    { name: 'indirect eval', code: `(0, eval)("fetch('${U}/r/eval')")` },
    {
      name: 'caches',
      code: `const c = ${getter('caches')} ?? caches;\nconst cache = await c.open('ltt-marker');\nawait cache.put('/marker', new Response('overwritten'));`,
    },
    {
      name: 'indexedDB',
      code: `const idb = ${getter('indexedDB')} ?? indexedDB;\nawait new Promise((ok, no) => { const r = idb.open('ltt-marker', 2); r.onsuccess = ok; r.onerror = () => no(r.error); });`,
    },
    {
      name: 'sendBeacon',
      code: `const nav = ${getter('navigator')};\nif (typeof nav?.sendBeacon !== 'function') throw new TypeError('no sendBeacon here');\nnav.sendBeacon('${U}/r/beacon', 'x');`,
    },
  ];
}
