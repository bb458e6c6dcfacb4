// The package's README for npm users (docs/npm-README.md) in place of the repository's while
// npm packs (package.json: prepack "use", postpack "restore"). npm takes the README.md at the
// package's root, and the repository's is for people working on the project.
//
//   node scripts/pack-readme.mjs use | restore

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = path.join(ROOT, 'README.md');
const FOR_NPM = path.join(ROOT, 'docs', 'npm-README.md');
const KEPT = path.join(ROOT, 'build', 'README.repository.md');

const step = process.argv[2];
if (step === 'use') {
  // A pack stopped half-way left the npm README in place: keep the repository's saved copy.
  if (fs.readFileSync(README, 'utf8') !== fs.readFileSync(FOR_NPM, 'utf8')) {
    fs.mkdirSync(path.dirname(KEPT), { recursive: true });
    fs.copyFileSync(README, KEPT);
  }
  fs.copyFileSync(FOR_NPM, README);
} else if (step === 'restore') {
  if (fs.existsSync(KEPT)) {
    fs.copyFileSync(KEPT, README);
    fs.rmSync(KEPT);
  }
} else {
  console.error('usage: node scripts/pack-readme.mjs use | restore');
  process.exit(2);
}
