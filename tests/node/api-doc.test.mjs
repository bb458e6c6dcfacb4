// docs/api.md, the API reference, against types/*.d.ts (the API's one reference): it is what
// scripts/build-api-doc.mjs writes from them, every name they declare (each export, option,
// field, method, attribute and event) is in it, and every name it documents is declared.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import ts from 'typescript';
import { apiDoc } from '../../scripts/build-api-doc.mjs';

const TYPES = new URL('../../types/', import.meta.url);
const DOC = fs.readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

// Every name types/ declares: declarations (in modules, `declare global` and `declare module`
// blocks too) and their members; `inline` holds the fields of inline object types ({ of: number }),
// which the reference shows within their type.
function declaredNames() {
  const names = new Set();
  const inline = new Set();
  for (const file of fs.readdirSync(TYPES).filter((f) => f.endsWith('.d.ts'))) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(new URL(file, TYPES), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node) => {
      const named =
        ts.isFunctionDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isVariableDeclaration(node) ||
        ((ts.isPropertySignature(node) ||
          ts.isMethodSignature(node) ||
          ts.isPropertyDeclaration(node) ||
          ts.isMethodDeclaration(node)) &&
          !ts.isConstructorDeclaration(node));
      if (named && node.name) {
        const name = node.name.getText(source).replace(/^['"]|['"]$/g, '');
        (ts.isTypeLiteralNode(node.parent) ? inline : names).add(name);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { names, inline };
}

test('docs/api.md is what scripts/build-api-doc.mjs writes from types/ (run it after changing them)', () => {
  assert.equal(DOC, apiDoc());
});

test('every name types/ declares is in docs/api.md, and every name it documents is declared', () => {
  const { names: declared, inline } = declaredNames();
  const missing = [
    ...[...declared].filter((n) => !DOC.includes(`\`${n}\``)),
    ...[...inline].filter((n) => !new RegExp(`[{ ,'"]${n}['"?]*:`).test(DOC)),
  ];
  assert.deepEqual(missing, [], 'declared in types/ but not in docs/api.md');
  const documented = [
    ...[...DOC.matchAll(/^### `([^`]+)`$/gm)].map((m) => m[1]),
    ...[...DOC.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]),
  ];
  assert.ok(documented.length > 200, `${documented.length} names documented`);
  const unknown = documented.filter((n) => !declared.has(n));
  assert.deepEqual(unknown, [], 'documented in docs/api.md but not declared in types/');
  // The options a reader looks up first, by name.
  for (const n of [
    'mountPolis',
    'onAiState',
    'polis-ai',
    'history',
    'seed',
    'createAiClient',
    'PolisGameComponent',
  ])
    assert.ok(declared.has(n) && DOC.includes(`\`${n}\``), n);
});
