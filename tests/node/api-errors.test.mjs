// Errors that name the problem (issue 29, items 13 and 14): rules.perft is bounded as
// engine.perft is (0..12: depth 100 never returned, 1e5 overflowed the stack); createEngine names
// a `module` that is not compiled polis.wasm (before: WebAssembly's own words), the URL it could
// not fetch (before: "fetch failed") and the URL of a file that is not polis.wasm (before: a
// CompileError without it); createAiClient refuses options it cannot use (before: accepted, and
// the engine ran on the page's thread); a destroyed mountPolis handle throws, naming the call
// (before: nothing happened).

import test from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { createAiClient } from '../../web/ai-client.js';
import { playHandle } from '../../web/play/handle.js';

test('rules.perft takes depths 0 to 12 and names any other', () => {
  const b = Rules.initialBoard();
  assert.equal(Rules.perft(b, 'blue', 0), 1);
  for (const d of [13, 100, 1e5, -1, 2.5, NaN, '3'])
    assert.throws(
      () => Rules.perft(b, 'blue', d),
      (e) => e instanceof RangeError && /from 0 to 12/.test(e.message) && e.message.includes(String(d)),
      String(d),
    );
});

test('createEngine names a module that is not polis.wasm compiled', async () => {
  for (const module of [{}, 'polis.wasm', 42, new ArrayBuffer(8)])
    await assert.rejects(createEngine({ module }), /createEngine: module must be polis\.wasm compiled/);
});

test('createEngine names the URL it could not load, and a file that is not polis.wasm', async () => {
  // A port nothing listens on: one the system gave and took back.
  const port = await new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => done(p));
    });
  });
  const closed = `http://127.0.0.1:${port}/polis.wasm`;
  await assert.rejects(createEngine({ wasmUrl: closed }), (e) => e.message.includes(closed));
  const notWasm = new URL('../../web/rules.js', import.meta.url);
  await assert.rejects(
    createEngine({ wasmUrl: notWasm }),
    (e) => e.message.includes(String(notWasm)) && /not polis\.wasm/.test(e.message),
  );
});

test('createAiClient refuses options it cannot use, naming them', () => {
  const cases = [
    [{ workerUrl: 42 }, /options\.workerUrl must be a URL or a string, got 42/],
    [{ wasmUrl: {} }, /options\.wasmUrl must be a URL or a string/],
    ['junk', /options must be an object.*got "junk"/],
    [[], /options must be an object/],
    [{ loadTimeoutMs: 0 }, /options\.loadTimeoutMs must be a number of ms above 0, got 0/],
  ];
  for (const [options, message] of cases) assert.throws(() => createAiClient(options), message);
});

test('a destroyed mountPolis handle throws at each call, naming it; destroy() again does nothing', () => {
  let flips = 0;
  let destroys = 0;
  const ctrl = { flip: () => flips++, game: {}, state: {}, undoMove() {}, setLevel() {} };
  const handle = playHandle({}, ctrl, { openSetup() {}, destroy: () => destroys++ });
  handle.flip();
  assert.equal(flips, 1);
  handle.destroy();
  handle.destroy();
  assert.equal(destroys, 1);
  for (const name of ['flip', 'undo', 'setLevel', 'openSetup', 'newGame', 'play'])
    assert.throws(() => handle[name]('b2b3'), new RegExp(`^Error: ${name}: this game was destroyed`), name);
  assert.equal(flips, 1);
});
