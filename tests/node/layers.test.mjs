// The layers of web/ keep to their jobs (issue 20): the board view knows no rules and no words
// (it is given destinations and reports moves); each mode's controller touches no DOM and no
// storage itself (its storage comes in as a dependency; it runs in Node); the words and the rules import no view. Read from the modules'
// imports (every module reachable from the file, so an indirect import counts too) and their text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const rel = (f) => path.relative(WEB, f).split(path.sep).join('/');

// Every module `file` reaches by static import or export-from (itself included).
function reach(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/gm))
    reach(path.resolve(path.dirname(file), spec), seen);
  return seen;
}
const reached = (file) => [...reach(path.join(WEB, file))].map(rel);
const inFolder = (folder) =>
  fs
    .readdirSync(path.join(WEB, folder))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `${folder}/${f}`);

test('the board view reaches no rules, words, engine or mode', () => {
  for (const file of inFolder('board')) {
    // rules/util.js: the small words every layer uses; lib/dom.js: the page's DOM helpers.
    const bad = reached(file).filter(
      (m) => !m.startsWith('board/') && m !== 'rules/util.js' && m !== 'lib/dom.js',
    );
    assert.deepEqual(bad, [], `${file} reaches ${bad.join(', ')}`);
  }
});

test("each mode's controller touches no DOM and no storage itself, and imports no view", () => {
  const controllers = ['play', 'learn', 'puzzle', 'analysis', 'editor'].map((m) => `${m}/ctrl.js`);
  for (const file of controllers) {
    const text = fs.readFileSync(path.join(WEB, file), 'utf8');
    assert.doesNotMatch(
      text.replace(/^\s*\/\/.*$/gm, ''),
      /\b(document|window|localStorage|sessionStorage|HTMLElement|customElements)\b/,
      `${file} uses the DOM or storage`,
    );
    // Everything it reaches: no view, no board view, no mount, no storage module imported directly.
    for (const m of reached(file)) {
      assert.ok(!/(^|\/)(view[\w-]*|mount|effects|pieces|events)\.js$/.test(m), `${file} reaches ${m}`);
    }
    const direct = [...text.matchAll(/from '([^']+)'/g)].map((x) => x[1]);
    assert.ok(!direct.some((d) => d.includes('storage/')), `${file} imports storage: ${direct.join(', ')}`);
  }
});

test('the rules and the words reach no view, mode, engine or storage', () => {
  for (const file of [...inFolder('rules'), 'rules.js', ...inFolder('words')]) {
    const bad = reached(file).filter((m) => !/^(rules|words|lib)\//.test(m) && m !== 'rules.js');
    assert.deepEqual(bad, [], `${file} reaches ${bad.join(', ')}`);
  }
});

// Side effects, storage included, are the effects' (issue 27): what draws (every mode's view,
// the game's panel and dialogs, the welcome line) reaches no storage module, even through
// another module.
test('the views, the panel, the dialogs and the welcome reach no storage', () => {
  const drawing = [
    ...['play', 'learn', 'puzzle', 'analysis', 'editor'].flatMap((m) =>
      inFolder(m).filter((f) => /\/view[\w-]*\.js$|-view\.js$/.test(f)),
    ),
    ...inFolder('play/panel'),
    ...inFolder('play/dialogs'),
    'play/welcome.js',
  ];
  assert.ok(drawing.length >= 12, `the drawing modules were found (${drawing.length})`);
  for (const file of drawing) {
    const bad = reached(file).filter((m) => m.startsWith('storage/'));
    assert.deepEqual(bad, [], `${file} reaches ${bad.join(', ')}`);
  }
});
