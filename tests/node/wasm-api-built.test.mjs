// The committed web/engine/wasm-api.js (the wasm interface's numbers: I/O buffer offsets, error
// codes, search flags, the exports) is what scripts/build-wasm-api.mjs makes from today's C
// sources, and the Makefile's WASM_EXPORTS is the same list: a change in src/api.c or
// src/polis.h cannot silently disagree with web/engine.js.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildWasmApi, OUT_FILE } from '../../scripts/build-wasm-api.mjs';
import * as api from '../../web/engine/wasm-api.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const source = (file) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

test(`${OUT_FILE} matches src/ (else: make workers)`, () => {
  assert.ok(source(OUT_FILE) === buildWasmApi(), `${OUT_FILE} is stale: run make workers`);
});

test('the generator follows a change in the C sources', () => {
  const changed = (file) => {
    const text = source(file);
    if (file === 'src/api.c') {
      return text
        .replace('OUT_WINNER = 136,', 'OUT_WINNER = 140,')
        .replace('int polis_winner(void)', 'int polis_winner(void) { return 0; }\nint polis_extra(void)');
    }
    if (file === 'src/polis.h') return text.replace('POLIS_E_TIME = -22,', 'POLIS_E_TIME = -23,');
    return text;
  };
  const text = buildWasmApi(changed);
  assert.notEqual(text, source(OUT_FILE));
  assert.match(text, /winner: 140,/);
  assert.match(text, /TIME: -23\n/);
  assert.match(text, /"polis_winner",\n {2}"polis_extra",/);
});

test('the numbers the engine reads', () => {
  // A few anchors of the layout web/engine.js and web/engine/search.js read.
  assert.equal(api.IO_SIZE, 4096);
  assert.equal(api.OUT.cells, 0);
  assert.equal(api.OUT.nhops, 64);
  assert.equal(api.SR.lines + api.LIMITS.SEARCH_MAX_LINES * api.LINE.bytes <= api.IO_SIZE, true);
  assert.equal(api.LINE.bytes, api.LINE.pv + 2 * api.LIMITS.SEARCH_MAX_PLY);
  assert.equal(api.ERROR.GAME_OVER, -9);
  assert.equal(api.SEARCH_FLAG.EVAL_EXTENDED, 1 << 16);
  assert.ok(Object.isFrozen(api.OUT) && Object.isFrozen(api.EXPORTS));
});

test("the Makefile's WASM_EXPORTS is the generated EXPORTS", () => {
  // Run from make test, the child make would inherit the parent's flags and print the folder it
  // enters (make[2]: Entering directory ...) into the list: hence --no-print-directory and a
  // clean MAKEFLAGS.
  const { MAKEFLAGS, MFLAGS, MAKELEVEL, ...env } = process.env;
  const make = execFileSync(
    'make',
    ['-s', '--no-print-directory', 'print-wasm-exports', 'EXTRA_WASM_EXPORTS='],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env,
    },
  );
  assert.deepEqual(make.trim().split(/\s+/), [...api.EXPORTS]);
  assert.ok(api.EXPORTS.includes('polis_search_iterate_slice'));
});
