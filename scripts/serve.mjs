// A static server that behaves like GitHub Pages, for tests and budgets:
//   node scripts/serve.mjs <dir> <port> [base]
// serves <dir> under the URL prefix [base] (default "/"): "/base/x/" answers
// with x/index.html, a missing file with 404.html and status 404. Text is
// sent gzip-compressed when the browser accepts it, as GitHub Pages does, so
// that Lighthouse sees the transfer sizes a reader's phone would.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';

const [dir = 'dist', port = '4321', base = '/'] = process.argv.slice(2);
const root = resolve(dir);
const prefix = base.endsWith('/') ? base : `${base}/`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);
/** @type {Map<string, { mtime: number, body: Buffer }>} */
const gzipped = new Map();
function gzipOf(file) {
  const mtime = statSync(file).mtimeMs;
  const hit = gzipped.get(file);
  if (hit && hit.mtime === mtime) return hit.body;
  const body = gzipSync(readFileSync(file), { level: 6 });
  gzipped.set(file, { mtime, body });
  return body;
}

function fileFor(pathname) {
  if (!pathname.startsWith(prefix)) return null;
  const rel = normalize(decodeURIComponent(pathname.slice(prefix.length))).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, rel);
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  return existsSync(file) ? file : null;
}

const server = createServer((req, res) => {
  let pathname;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  // GitHub Pages redirects a directory without its trailing slash.
  if (!pathname.endsWith('/') && !extname(pathname) && fileFor(`${pathname}/`)) {
    res.writeHead(301, { Location: `${pathname}/` }).end();
    return;
  }
  const file = fileFor(pathname);
  const status = file ? 200 : 404;
  const body = file ?? join(root, '404.html');
  if (!existsSync(body)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const type = TYPES[extname(body)] ?? 'application/octet-stream';
  if (COMPRESSED.has(extname(body)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const zipped = gzipOf(body);
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      'Content-Length': zipped.length,
      Vary: 'Accept-Encoding',
    });
    res.end(zipped);
    return;
  }
  res.writeHead(status, { 'Content-Type': type });
  createReadStream(body).pipe(res);
});
server.listen(Number(port), '127.0.0.1', () => {
  // Port 0 asks the system for a free one: the line says which (tests read it).
  const address = server.address();
  const actual = address && typeof address === 'object' ? address.port : port;
  console.log(`serving ${root} at http://127.0.0.1:${actual}${prefix}`);
});
