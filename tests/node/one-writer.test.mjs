// One writer per state (issue 27): only the play controller (web/play/ctrl.js and its board
// input, web/play/input.js) changes the play state; its view, panel, dialogs, effects and the
// player's advice read it and call the controller. The state's fields are read from its type
// (PlayState, web/play/state.js); an assignment to one of them through any name the state goes
// by elsewhere in web/play/ (s, ui, state, ctrl.state) is a second writer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PLAY = fileURLToPath(new URL('../../web/play/', import.meta.url));
// course.js: the controller's transitions of the game's course, line.js: those of the better
// line, split from ctrl.js by concept.
const WRITERS = new Set(['ctrl.js', 'input.js', 'state.js', 'course.js', 'review/line.js']);

const files = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name);
    return e.isDirectory() ? files(f) : e.name.endsWith('.js') ? [f] : [];
  });

const typeText = fs.readFileSync(path.join(PLAY, 'state.js'), 'utf8');
const stateType = typeText.slice(typeText.indexOf('@typedef {object} PlayState'));
const FIELDS = [...stateType.slice(0, stateType.indexOf('*/')).matchAll(/@property \{[^}]*\} (\w+)/g)].map(
  (m) => m[1],
);

test("the play state's fields are read from its type", () => {
  for (const f of ['browse', 'said', 'hint', 'resultShown', 'closeResult', 'noticeKind', 'engine', 'opened'])
    assert.ok(FIELDS.includes(f), `PlayState names ${f} (${FIELDS.join(', ')})`);
});

test('only the play controller writes the play state', () => {
  const owner = '(?:\\bs|\\bui|\\bstate|ctrl\\.state)';
  const write = new RegExp(`${owner}\\.(${FIELDS.join('|')})\\s*(?:=(?!=)|\\+\\+|--|\\+=|-=)`, 'g');
  // Object.assign on the state by its plain names (the advice's own state is also called s).
  const assign = /Object\.assign\((?:\bui|ctrl\.state)\s*,/g;
  const found = [];
  for (const file of files(PLAY)) {
    const rel = path.relative(PLAY, file).split(path.sep).join('/');
    if (WRITERS.has(rel) || rel.startsWith('game/')) continue; // the game's own state is `g`
    const text = fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const m of [...text.matchAll(write), ...text.matchAll(assign)]) found.push(`${rel}: ${m[0]}`);
  }
  assert.deepEqual(found, []);
});
