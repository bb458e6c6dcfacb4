// measure-web.mjs - the size of web/'s modules and functions, and names defined in more than
// one module (tests/node/structure.test.mjs holds them to the limits; run alone it prints them):
//
//   node scripts/measure-web.mjs        modules, lines, the largest functions, repeated names
//
// Generated files (the worker bundles, the style sheet, the wasm interface, the built files of
// web/app/ and web/cdn/) are left out.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = /(\.bundle\.js|lib\/style-sheet\.js|engine\/wasm-api\.js|^(app|cdn)\/.*)$/;

export function webModules() {
  return fs
    .readdirSync(path.join(ROOT, 'web'), { recursive: true })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.js') && !GENERATED.test(f))
    .sort();
}

// Every function in `file` (declarations, expressions, arrows, methods) with its line count,
// named by what it is assigned to when it has no name of its own.
export function functionsOf(file) {
  const text = fs.readFileSync(path.join(ROOT, 'web', file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out = [];
  const line = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const nameOf = (node) => {
    if (node.name && ts.isIdentifier(node.name)) return node.name.text;
    const p = node.parent;
    if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p)) && p.name)
      return p.name.getText(source);
    return '(anonymous)';
  };
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      out.push({
        file,
        name: nameOf(node),
        line: line(node.getStart(source)) + 1,
        lines: line(node.end) - line(node.getStart(source)) + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Top-level names this module defines (functions and constants), for the repeated-name check.
  const names = [];
  for (const st of source.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) names.push(st.name.text);
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
  }
  return { functions: out, names, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
}

export function measure() {
  const modules = webModules().map((file) => ({ file, ...functionsOf(file) }));
  const definedIn = new Map();
  for (const m of modules) for (const n of m.names) definedIn.set(n, [...(definedIn.get(n) ?? []), m.file]);
  const repeated = [...definedIn]
    .filter(([, files]) => files.length > 1)
    .map(([name, files]) => ({ name, files }));
  return { modules, repeated };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { modules, repeated } = measure();
  const fns = modules.flatMap((m) => m.functions).sort((a, b) => b.lines - a.lines);
  console.log(`${modules.length} modules, ${modules.reduce((s, m) => s + m.lines, 0)} lines`);
  console.log(
    'largest modules:',
    modules
      .sort((a, b) => b.lines - a.lines)
      .slice(0, 12)
      .map((m) => `${m.file} ${m.lines}`)
      .join(', '),
  );
  console.log('largest functions:');
  for (const f of fns.slice(0, 15)) console.log(`  ${f.lines}\t${f.file}:${f.line} ${f.name}`);
  console.log('names defined in more than one module:');
  for (const r of repeated) console.log(`  ${r.name}: ${r.files.join(', ')}`);
}
