// The built web/polis.wasm has the interface web/engine/wasm-api.js describes (generated from the
// C sources): exactly its EXPORTS, an I/O buffer of IO_SIZE bytes, and the error codes and
// search-result layout it gives (read here through the exports directly, not through engine.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../web/engine.js';
import { IO_SIZE, ERROR, EXPORTS, SR, SEARCH_FLAG } from '../../web/engine/wasm-api.js';

const engine = await createEngine();
const x = engine.exports;

test('polis.wasm exports exactly EXPORTS (and its memory)', () => {
  const functions = Object.keys(x).filter((name) => name.startsWith('polis_'));
  assert.deepEqual(functions.sort(), [...EXPORTS].sort());
  for (const name of EXPORTS) assert.equal(typeof x[name], 'function', name);
});

test('the I/O buffer has IO_SIZE bytes; the error codes have their messages', () => {
  assert.equal(x.polis_io_size(), IO_SIZE);
  assert.equal(x.polis_play(64, 0), ERROR.SQUARE);
  assert.match(engine.message(ERROR.SQUARE), /square/i);
  assert.match(engine.message(ERROR.TIME), /time/i);
});

test('a search result read at the SR offsets', () => {
  engine.parsePosition('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b');
  assert.ok(x.polis_search_start(2, 0, SEARCH_FLAG.CLEAR_TT, 0, 0, 1, 0) > 0);
  while (x.polis_search_iterate());
  const io = engine.io();
  const view = new DataView(io.buffer, io.byteOffset, io.byteLength);
  assert.equal(view.getInt32(SR.done, true), 1);
  assert.equal(view.getInt32(SR.depth, true), 2);
  assert.ok(view.getFloat64(SR.nodes, true) > 0);
  assert.ok(io[SR.move] < 64 && io[SR.move + 1] < 64);
  assert.equal(view.getInt32(SR.nlines, true), 1);
});
