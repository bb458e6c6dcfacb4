// A tiny static file server for the game page and the browser tests.
//
//   import { startStaticServer } from './tests/helpers/static-server.mjs';
//   const server = await startStaticServer({ root, port: 0 });   // ephemeral port
//   ... server.url ...   // e.g. http://127.0.0.1:41234/
//   await server.close();
//
// Or from a shell (what `make play` runs):
//   node tests/helpers/static-server.mjs [--port 8000] [--host 127.0.0.1] [--root DIR]
// From a shell without --root it serves the game page alone (PAGE_ONLY: index.html and the
// files of web/ the page loads), never the rest of the checkout (.git, build/, sources);
// with --root, or startStaticServer (the tests' fixtures), everything below the root.
//
// It only serves files below `root` (GET and HEAD), never a name starting with a dot, answers
// a folder with its index.html, sends
// the MIME types a browser insists on (application/wasm for .wasm, text/javascript for .js/.mjs)
// and turns caching off so a rebuilt polis.wasm is always picked up.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.jsonl': 'application/jsonl; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export function mimeType(file) {
  return MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
}

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// What the game page needs from the checkout: the page, its service worker (sw.js, which keeps
// it for offline play) and web/'s modules, styles, engine, manifest and icons (and the built
// code's source maps).
export const PAGE_ONLY = (pathname) =>
  pathname === '/' ||
  pathname === '/index.html' ||
  pathname === '/sw.js' ||
  /^\/web\/(?:[\w-]+\/)*[\w.-]+\.(js|css|html|wasm|svg|json|png|map)$/.test(pathname);

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

// Files a site sends compressed (text and wasm), as gzip: what a real host does. Kept per file
// and its modification time, so a bench's rounds pay no compression.
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.wasm', '.txt']);
const gzipped = new Map();
function gzipOf(file, st) {
  const key = `${file}:${st.mtimeMs}:${st.size}`;
  if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(fs.readFileSync(file), { level: 6 }));
  return gzipped.get(key);
}

function handler(root, log, headers, only, compress) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      send(res, 405, 'method not allowed\n');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      send(res, 400, 'bad request\n');
      return;
    }
    if (pathname.includes('\0')) {
      send(res, 400, 'bad request\n');
      return;
    }
    if (pathname.split('/').some((part) => part.startsWith('.')) || (only && !only(pathname))) {
      if (log) log(`404 ${req.url}`);
      send(res, 404, 'not found\n');
      return;
    }
    let file = path.resolve(root, '.' + pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      send(res, 403, 'forbidden\n');
      return;
    }
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!pathname.endsWith('/')) {
          res.writeHead(301, { Location: pathname + '/' });
          res.end();
          return;
        }
        file = path.join(file, 'index.html');
        fs.stat(file, (err2, st2) => serveFile(err2, st2));
        return;
      }
      serveFile(err, st);
    });

    function serveFile(err, st) {
      if (err || !st.isFile()) {
        if (log) log(`404 ${req.url}`);
        send(res, 404, 'not found\n');
        return;
      }
      const gzip =
        compress &&
        COMPRESSED.has(path.extname(file).toLowerCase()) &&
        /\bgzip\b/.test(req.headers['accept-encoding'] || '');
      const body = gzip ? gzipOf(file, st) : null;
      res.writeHead(200, {
        'Content-Type': mimeType(file),
        'Content-Length': body ? body.length : st.size,
        ...(body ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...(headers ? headers(file, req) : {}),
      });
      if (req.method === 'HEAD' || body) {
        res.end(body && req.method !== 'HEAD' ? body : undefined);
        return;
      }
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    }
  };
}

// Starts a server; `headers(file, request)` adds response headers to a file's answer (e.g. a
// Content-Security-Policy, to test the page under a site's policy); only: a filter on the path
// asked for (PAGE_ONLY), or null for everything below the root; compress: text and wasm sent
// gzipped to a browser that takes it, as a real host sends them (make bench-page's pages).
// Resolves to { url, port, host, close() } once it listens.
export function startStaticServer({
  root = DEFAULT_ROOT,
  port = 0,
  host = '127.0.0.1',
  log = null,
  headers = null,
  only = null,
  compress = false,
} = {}) {
  const absRoot = path.resolve(root);
  // Links may be long (a game's moves, or a test's megabyte of bad values): Node's default
  // 16 KB limit on a request's head would refuse them before the page could say anything.
  const server = http.createServer(
    { maxHeaderSize: 8 * 1024 * 1024 },
    handler(absRoot, log, headers, only, compress),
  );
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${actual}/`,
        port: actual,
        host,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

function parseArgs(argv) {
  const opts = { port: 8000, host: '127.0.0.1', root: DEFAULT_ROOT, only: PAGE_ONLY };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--port' || a === '-p') opts.port = Number(next());
    else if (a === '--host') opts.host = next();
    else if (a === '--root') {
      opts.root = path.resolve(next());
      opts.only = null;
    } else if (a === '--help' || a === '-h') opts.help = true;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error('bad --port');
  return opts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`static-server: ${e.message}`);
    process.exit(2);
  }
  if (opts.help) {
    console.log('usage: node tests/helpers/static-server.mjs [--port 8000] [--host 127.0.0.1] [--root DIR]');
    process.exit(0);
  }
  const server = await startStaticServer({ ...opts, log: (m) => console.error(m) });
  console.log(`Polis is being served at ${server.url}  (Ctrl+C to stop)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
