// What web/engine.js offers besides the engine itself is defined once, elsewhere: squareName is
// the rules' (checked: a square off the board throws, as rules.js's does), and the 60 s limit
// on a request without a time of its own is web/engine/request-limit.js's. Nothing is built:
// importing engine.js does not load polis.wasm.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as Engine from '../../web/engine.js';
import * as Rules from '../../web/rules.js';
import * as Entry from '../../web/index.js';
import { REQUEST_LIMIT_MS } from '../../web/engine/request-limit.js';

test("engine.js's squareName is the rules' one", () => {
  assert.equal(Engine.squareName, Rules.squareName);
  assert.equal(Entry.squareName, Rules.squareName);
  assert.equal(Engine.squareName(3, 4), 'e4');
  assert.throws(() => Engine.squareName(8, 0), /row = 8 is off the board/);
});

test('the request limit is one number', () => {
  assert.equal(REQUEST_LIMIT_MS, 60 * 1000);
  assert.equal(Engine.DEFAULT_MAX_TIME_MS, REQUEST_LIMIT_MS);
});
