// make typecheck, second half: the option and attribute names that plain JavaScript reads, and
// custom-elements.json, against their declarations in types/ (tsc cannot name what a function
// reads from an options object, so these are compared at run time, in Node, with nothing built).
//
//   - createAiClient's options: the names it reads from the object it is given;
//   - <polis-game>'s attributes: those it watches (observedAttributes) are declared, and
//     custom-elements.json lists the declared attributes, properties and events exactly.
// Prints what differs and exits 1.

import fs from 'node:fs';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);
const problems = [];
const same = (what, js, declared, where = 'the JavaScript') => {
  const a = [...new Set(js)].sort();
  const b = [...new Set(declared)].sort();
  const onlyJs = a.filter((x) => !b.includes(x));
  const onlyDeclared = b.filter((x) => !a.includes(x));
  if (onlyJs.length || onlyDeclared.length)
    problems.push(`${what}: only in ${where}: [${onlyJs}]; only in types/: [${onlyDeclared}]`);
};

// The names declared by an interface or class in types/<file> (instance members only).
function declaredNames(file, name) {
  const path = new URL(`types/${file}`, root);
  const source = ts.createSourceFile(file, fs.readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const names = [];
  const visit = (node) => {
    if ((ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) && node.name?.text === name) {
      for (const m of node.members) {
        const isStatic = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword);
        if (m.name && !isStatic && !ts.isConstructorDeclaration(m)) names.push(m.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!names.length) problems.push(`types/${file} declares no ${name}`);
  return names;
}

// createAiClient: the names it reads from its options (it starts nothing until it is used).
const { createAiClient } = await import(new URL('web/ai-client.js', root));
const read = [];
createAiClient(
  new Proxy({}, { get: (_, key) => (typeof key === 'string' && read.push(key), undefined) }),
).terminate();
same(
  'createAiClient options (types/ai-client.d.ts AiClientOptions)',
  read,
  declaredNames('ai-client.d.ts', 'AiClientOptions'),
);

// <polis-game>: defined against a stand-in for the DOM, to read what it watches.
globalThis.HTMLElement ??= class {};
globalThis.customElements ??= { get: () => undefined, define: () => {} };
const { PolisGameElement } = await import(new URL('web/polis-game.js', root));
const attributes = declaredNames('polis-game.d.ts', 'PolisGameAttributes');
const unwatched = PolisGameElement.observedAttributes.filter((a) => !attributes.includes(a));
if (unwatched.length) problems.push(`<polis-game> watches attributes types/ does not declare: ${unwatched}`);

const manifest = JSON.parse(fs.readFileSync(new URL('custom-elements.json', root), 'utf8'));
const element = manifest.modules
  .flatMap((m) => m.declarations || [])
  .find((d) => d.tagName === 'polis-game' || d.name === 'PolisGameElement');
if (!element) problems.push('custom-elements.json has no <polis-game>');
else {
  const names = (list) => (list || []).map((x) => x.name);
  same(
    'custom-elements.json attributes (PolisGameAttributes)',
    names(element.attributes),
    attributes,
    'custom-elements.json',
  );
  same(
    'custom-elements.json members (PolisGameElement)',
    names(element.members),
    declaredNames('polis-game.d.ts', 'PolisGameElement'),
    'custom-elements.json',
  );
  same(
    'custom-elements.json events (HTMLElementEventMap)',
    names(element.events),
    declaredNames('polis-game.d.ts', 'HTMLElementEventMap'),
    'custom-elements.json',
  );
}

if (problems.length) {
  console.error(`types/ and the JavaScript disagree:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
