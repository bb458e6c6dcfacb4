// docs/api.md, the JavaScript and Node API reference, written from types/*.d.ts (the one
// reference for the API: `make typecheck` holds the JavaScript to it), so the two cannot drift:
// every declaration with its doc comment, every interface's fields (options, results, events)
// in a table. tests/node/api-doc.test.mjs checks the file is what this writes.
//
//   node scripts/build-api-doc.mjs          writes docs/api.md
//   import { apiDoc } from './build-api-doc.mjs'   the text, for the test

import fs from 'node:fs';
import ts from 'typescript';

const ROOT = new URL('../', import.meta.url);

// The entry points, in the order a reader meets them: import path, declarations, what for.
export const ENTRIES = [
  ['polis-game/element', 'polis-game.d.ts', 'the whole game as one HTML element, `<polis-game>`'],
  ['polis-game/react', 'react.d.ts', 'the element for React, and `PolisGameComponent`'],
  ['polis-game/ui', 'ui.d.ts', '`mountPolis`: the whole game inside an element of yours'],
  ['polis-game/ai', 'ai-client.d.ts', 'the AI off the main thread (a Web Worker, a Node worker thread)'],
  ['(analysis results)', 'analysis.d.ts', 'what `analyse` and `reviewGame` return'],
  ['polis-game/engine', 'engine.d.ts', 'the wasm engine in this thread: search, analysis, perft'],
  ['polis-game/rules', 'rules.d.ts', 'the rules in JavaScript: boards, moves, positions'],
  ['polis-game/game', 'game.d.ts', '`PolisGame`: a game as an object, as chess.js offers one'],
  ['polis-game/levels', 'levels.d.ts', 'the difficulty levels'],
  ['polis-game/original', 'polis-ai.d.ts', "the engine behind the original Polis page's AI"],
  ['polis-game (Node)', 'index.d.ts', 'rules, engine, levels and `PolisGame` in one import'],
  ['polis-game (browsers)', 'browser.d.ts', 'the same plus the AI client and `mountPolis`'],
  ['(no DOM)', 'no-dom.d.ts', 'the least of URL and WebAssembly the Node types need without the DOM library'],
];

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const cell = (text) => oneLine(text).replace(/\|/g, '\\|');

// A node's doc comment (/** ... */), as plain text; '' when none.
function docOf(node, source) {
  const ranges = ts.getLeadingCommentRanges(source.text, node.pos) || [];
  const docs = ranges
    .map((r) => source.text.slice(r.pos, r.end))
    .filter((c) => c.startsWith('/**'))
    .map((c) =>
      c
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((l) => l.replace(/^\s*\* ?/, '').trim())
        .join(' '),
    );
  return oneLine(docs.join(' '));
}

// The file's opening // comment, as a paragraph.
function headerOf(text) {
  const lines = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('///')) continue;
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/ ?/, ''));
  }
  return lines.join('\n').trim();
}

function memberRows(node, source) {
  const rows = [];
  for (const m of node.members) {
    if (!m.name || ts.isConstructorDeclaration(m)) continue;
    const name = m.name.getText(source).replace(/^['"]|['"]$/g, '');
    let type = '';
    if (ts.isMethodSignature(m) || ts.isMethodDeclaration(m)) {
      type = `(${m.parameters.map((p) => p.getText(source)).join(', ')}) => ${m.type ? m.type.getText(source) : 'void'}`;
    } else if (m.type) type = m.type.getText(source);
    const flags = [];
    if (m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword)) flags.push('read-only');
    if (m.questionToken) flags.push('optional');
    const doc = docOf(m, source);
    rows.push(
      `| \`${name}\` | \`${cell(type)}\`${flags.length ? ` (${flags.join(', ')})` : ''} | ${cell(doc)} |`,
    );
  }
  return rows;
}

// One declaration: a heading, its signature or type, its doc comment, and its fields.
function section(node, source, out) {
  const doc = docOf(node, source);
  if (ts.isFunctionDeclaration(node) && node.name) {
    const params = node.parameters.map((p) => p.getText(source)).join(', ');
    out.push(
      `### \`${node.name.text}\``,
      '',
      '```ts',
      oneLine(`${node.name.text}(${params}): ${node.type?.getText(source) ?? 'void'}`),
      '```',
    );
  } else if (ts.isVariableStatement(node)) {
    for (const d of node.declarationList.declarations)
      out.push(
        `### \`${d.name.getText(source)}\``,
        '',
        '```ts',
        oneLine(`const ${d.getText(source)}`),
        '```',
      );
  } else if (ts.isTypeAliasDeclaration(node)) {
    out.push(
      `### \`${node.name.text}\``,
      '',
      '```ts',
      oneLine(`type ${node.name.text} = ${node.type.getText(source)}`),
      '```',
    );
  } else if ((ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
    const kind = ts.isClassDeclaration(node) ? 'class' : 'interface';
    const ext = node.heritageClauses?.map((h) => h.getText(source)).join(' ') ?? '';
    out.push(`### \`${node.name.text}\``, '', `${kind}${ext ? ` ${oneLine(ext)}` : ''}`);
    const rows = memberRows(node, source);
    if (doc) out.push('', doc);
    if (rows.length) out.push('', '| name | type | what |', '| --- | --- | --- |', ...rows);
    out.push('');
    return;
  } else return;
  if (doc) out.push('', doc);
  out.push('');
}

// The declarations of a file, global augmentations (declare global, declare module) included.
function declarations(statements, source, out) {
  for (const node of statements) {
    if (ts.isModuleDeclaration(node) && node.body) {
      const body = ts.isModuleBlock(node.body) ? node.body : node.body.body;
      if (body && body.statements) declarations(body.statements, source, out);
    } else if (ts.isExportDeclaration(node)) {
      out.push('```ts', oneLine(node.getText(source)), '```', '');
    } else section(node, source, out);
  }
}

export function apiDoc() {
  const out = [
    '# The JavaScript and Node API',
    '',
    '<!-- Written by scripts/build-api-doc.mjs from types/*.d.ts: edit those, then run it. -->',
    '',
    'Everything the package offers, by entry point. The declarations in `types/` are the',
    'reference (`make typecheck` holds the JavaScript to them); this page is written from them.',
    '',
    '**Errors.** A bad argument throws (or, for a function that returns a promise, rejects) an',
    '`Error` or `TypeError` whose message names the argument and the value given, before',
    'anything is changed or built: `mountPolis` leaves the container empty and adds no listener;',
    'the AI client rejects a value its worker cannot receive (a Symbol, a function) and the next',
    'call works. A request overtaken by a newer one on the same AI client, or cancelled, rejects',
    "with an `Error` whose `name` is `'AbortError'`. An engine that cannot load rejects `ready()`",
    'and every request with an `Error` saying why (the file it could not fetch).',
    '',
    '**Events.** `<polis-game>` sends `polis-move`, `polis-gameover` and `polis-ai` (bubbling and',
    'composed); `mountPolis` takes the same as `onMove`, `onGameOver` and `onAiState`.',
    '',
    '| import | what |',
    '| --- | --- |',
    ...ENTRIES.map(([name, file, what]) => `| [\`${name}\`](#${anchor(name, file)}) | ${what} |`),
    '',
  ];
  for (const [name, file] of ENTRIES) {
    const text = fs.readFileSync(new URL(`types/${file}`, ROOT), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    out.push(`## ${name}: \`types/${file}\``, '', headerOf(text), '');
    declarations(source.statements, source, out);
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

function anchor(name, file) {
  return `${name}: types/${file}`
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(new URL('docs/api.md', ROOT), apiDoc());
}
