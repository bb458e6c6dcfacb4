// The internals are typed where a reader looks for their shape (issue 27): each mode's
// controller, the game's rules of play and the mode loop open with `// @ts-check` and are in
// tsconfig.internals.json, which `make typecheck` runs; each controller names its state's type (in
// ctrl.js or in state.js beside it).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (f) => fs.readFileSync(new URL(f, root), 'utf8');
// tsconfig allows comments: drop the lines that are only a comment before parsing.
const config = JSON.parse(read('tsconfig.internals.json').replace(/^\s*\/\/.*$/gm, ''));
const MODES = ['play', 'learn', 'puzzle', 'analysis', 'editor'];

test('the internals are in tsconfig.internals.json, with checkJs left off elsewhere', () => {
  const files = new Set(config.files);
  const game = fs.readdirSync(new URL('web/play/game/', root)).map((f) => `web/play/game/${f}`);
  for (const f of [...MODES.map((m) => `web/${m}/ctrl.js`), ...game, 'web/lib/mode-loop.js'])
    assert.ok(files.has(f), `${f} is checked`);
  assert.equal(config.compilerOptions.checkJs, false);
});

test('every checked file opens with // @ts-check, and each controller types its state', () => {
  for (const f of config.files) assert.match(read(f), /^\/\/ @ts-check\n/, f);
  for (const m of MODES) {
    // The state's type is in the controller, or in state.js beside it (the play mode's).
    const beside = fs.existsSync(new URL(`web/${m}/state.js`, root)) ? read(`web/${m}/state.js`) : '';
    const text = read(`web/${m}/ctrl.js`) + beside;
    const state = [...text.matchAll(/@typedef \{object\} (\w+State)\b/g)].map((x) => x[1]);
    assert.equal(state.length, 1, `web/${m}/ctrl.js names one state type`);
    assert.match(
      text,
      new RegExp(`@type \\{(import\\('./state\\.js'\\)\\.)?${state[0]}\\}`),
      `web/${m}/ctrl.js types its state`,
    );
  }
});
