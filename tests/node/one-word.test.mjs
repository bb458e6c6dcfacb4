// One word per concept (issue 27): the Words table of docs/development.md names each idea once;
// a name written as code in its last column ("not") is a second name for it, and no identifier of
// web/ may use it, outside generated files: a single word as the whole name or as a word of a
// camelCase one (`flash`, `keepFlash`), a camelCase second name as the whole name (`mountPuzzles`). Where such a word means something else, the allow-list below says where and why.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import ts from 'typescript';
import { webModules } from '../../scripts/measure-web.mjs';

// Each entry: a word of the table's last column, where it means something else (files matched by
// `files`, or identifiers named in `names`), and why.
const ELSEWHERE = [
  {
    word: 'answer',
    files: /^(ai-worker|engine\/(page-engine|request-queue|worker-jobs|engine-threads))\.js$/,
    why: "a worker's reply to a request, a message between threads (the Words table's reply, answer)",
  },
  {
    word: 'answer',
    files: /^(engine\/review|explain\/[\w-]+|words\/(reasons|puzzles)|play\/review\/advice|puzzle\/set)\.js$/,
    why: "the opponent's move after one, which a review's reason or a puzzle names (reply, answer)",
  },
  {
    word: 'answer',
    names: ['redAnswers'],
    why: "a lesson's Red replying to the player's move (reply, answer)",
  },
  {
    word: 'note',
    names: ['reviewNote'],
    why: "a review's note on a reviewed move: what the review says of it",
  },
];

// A name's words: camelCase, PascalCase, snake_case and SCREAMING_CASE split, lower case.
export const wordsOf = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_$#]+/)
    .filter(Boolean);

// `name` uses `banned`: one of its words is the word `banned` (or its plural); a camelCase `banned`
// only as the whole name.
export function uses(name, banned) {
  const plural = (w) => [w, `${w}s`];
  if (wordsOf(banned).length > 1) return plural(banned).includes(name);
  return wordsOf(name).some((w) => plural(banned.toLowerCase()).includes(w));
}

// The table's second names: identifiers written as code in its last column.
export function secondNames(markdown) {
  const section = markdown.slice(markdown.indexOf('\n## Words\n'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  const rows = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'));
  const names = rows.slice(1).flatMap((row) => {
    const not = row.split(' | ').at(-1);
    return [...not.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((m) => m[1]);
  });
  return [...new Set(names)];
}

const parsed = new Map();
function identifiers(file) {
  if (parsed.has(file)) return parsed.get(file);
  const text = fs.readFileSync(new URL(`../../web/${file}`, import.meta.url), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) out.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, out);
  return out;
}

const allowed = (word, file, name) =>
  ELSEWHERE.some((e) => e.word === word && (e.files?.test(file) || e.names?.includes(name)));

const DOC = fs.readFileSync(new URL('../../docs/development.md', import.meta.url), 'utf8');

test("the Words table's second names are read from it", () => {
  const names = secondNames(DOC);
  for (const w of ['flash', 'answer', 'note', 'render', 'build', 'mountPuzzles'])
    assert.ok(names.includes(w), `the table names ${w} as a second name (${names.join(', ')})`);
  for (const e of ELSEWHERE) assert.ok(names.includes(e.word), `the allow-list's ${e.word} is in the table`);
});

test('a name is split into its words', () => {
  assert.deepEqual(wordsOf('keepFlash'), ['keep', 'flash']);
  assert.deepEqual(wordsOf('DRAG_START_PX'), ['drag', 'start', 'px']);
  assert.ok(uses('dismissNotes', 'note') && uses('mountPuzzles', 'mountPuzzles') && uses('flash', 'flash'));
  assert.ok(!uses('notice', 'note') && !uses('rebuild', 'build') && !uses('mountPuzzle', 'mountPuzzles'));
  assert.ok(!uses('createAnalysisView', 'createAnalysis') && uses('createAnalysis', 'createAnalysis'));
});

test('no identifier of web/ uses a second name of the Words table', () => {
  const names = secondNames(DOC);
  const modules = webModules();
  assert.ok(modules.length > 50, `the modules were found (${modules.length})`);
  const found = [];
  for (const file of modules)
    for (const id of identifiers(file))
      for (const word of names)
        if (uses(id, word) && !allowed(word, file, id)) found.push(`${file}: ${id} (${word})`);
  assert.deepEqual(found, []);
});

test("each allow-list entry is still needed (a word's other meaning is still in web/)", () => {
  const modules = webModules();
  for (const e of ELSEWHERE) {
    const hit = modules.some((file) =>
      [...identifiers(file)].some((id) => uses(id, e.word) && (e.files?.test(file) || e.names?.includes(id))),
    );
    assert.ok(hit, `${e.word} (${e.why}) is used where the allow-list says`);
  }
});
