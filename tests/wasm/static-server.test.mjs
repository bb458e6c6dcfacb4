// The static server the tests and `make play` use (tests/helpers/static-server.mjs): the MIME
// types a browser needs (application/wasm for web/polis.wasm, JavaScript, CSS, HTML), an index
// for folders, 404 for what is missing and nothing outside its root. No browser: plain fetch.

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../helpers/static-server.mjs';

const ROOT = process.env.POLIS_ROOT || fileURLToPath(new URL('../..', import.meta.url));
let server;
before(async () => {
  server = await startStaticServer({ root: ROOT, port: 0 });
});
after(async () => {
  if (server) await server.close();
});

test('the static server: MIME types a browser needs, index for folders, nothing outside its root', async () => {
  const get = (p) => fetch(new URL(p, server.url));
  const wasm = await get('web/polis.wasm');
  assert.equal(wasm.status, 200);
  assert.equal(wasm.headers.get('content-type'), 'application/wasm');
  assert.deepEqual([...new Uint8Array(await wasm.arrayBuffer()).slice(0, 4)], [0, 0x61, 0x73, 0x6d]);
  for (const p of ['web/ui.js', 'tests/helpers/static-server.mjs']) {
    const r = await get(p);
    assert.equal(r.status, 200, p);
    assert.match(r.headers.get('content-type'), /^text\/javascript/, p);
    await r.arrayBuffer();
  }
  const css = await get('web/style.css');
  assert.match(css.headers.get('content-type'), /^text\/css/);
  await css.arrayBuffer();
  const index = await get('');
  assert.match(index.headers.get('content-type'), /^text\/html/);
  assert.match(await index.text(), /<title>Polis<\/title>/);
  const missing = await get('web/nope.js');
  assert.equal(missing.status, 404);
  await missing.arrayBuffer();
  // A path that climbs out of the root, sent raw (fetch would normalise it).
  const http = await import('node:http');
  const status = await new Promise((resolve, reject) => {
    const u = new URL(server.url);
    http
      .get({ host: u.hostname, port: u.port, path: '/web/../../../../etc/passwd' }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', reject);
  });
  assert.ok(status === 403 || status === 404, `escaping the root answered ${status}`);
});

test('compress (make bench-page): text and wasm gzipped to a client that takes it, the same bytes once decoded', async () => {
  const zipped = await startStaticServer({ root: ROOT, port: 0, compress: true });
  try {
    const raw = (p, encoding) =>
      new Promise((resolve, reject) =>
        http
          .get(
            new URL(p, zipped.url),
            { headers: encoding ? { 'accept-encoding': encoding } : {} },
            (res) => {
              const parts = [];
              res.on('data', (d) => parts.push(d));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
            },
          )
          .on('error', reject),
      );
    for (const p of ['web/app/game.js', 'web/style.css', 'web/polis.wasm']) {
      const file = fs.readFileSync(path.join(ROOT, p));
      const gz = await raw(p, 'gzip, deflate, br');
      assert.equal(gz.headers['content-encoding'], 'gzip', p);
      assert.equal(Number(gz.headers['content-length']), gz.body.length, p);
      assert.ok(gz.body.length < file.length, `${p}: ${gz.body.length} bytes sent for ${file.length}`);
      assert.ok(zlib.gunzipSync(gz.body).equals(file), `${p}: the file once decoded`);
      const plain = await raw(p, null);
      assert.equal(plain.headers['content-encoding'], undefined, `${p}: not asked for, not sent`);
      assert.ok(plain.body.equals(file), p);
    }
    const png = await raw('web/icons/icon-192.png', 'gzip');
    assert.equal(png.headers['content-encoding'], undefined, 'an image is sent as it is');
  } finally {
    await zipped.close();
  }
});
