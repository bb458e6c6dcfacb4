// Sizes of the artifacts and the time from a cold page load to a playable board, for the README.
//
//   make dist pack && node tests/tools/measure-dist.mjs [runs=7]
//
// Sizes: raw and gzip -9 of the bundle's files, of what index.html actually loads, and of the two
// tarballs. Time: a fresh browser context (empty cache) per run opens dist/polis/index.html from
// a local server; measured from navigation start to the board taking clicks with the engine
// loaded (.polis[data-ai=ready][data-state=human]), by the page's own clock.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, openPage, CALM, playable } from '../helpers/browser.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const runs = Number(process.argv[2] || 7);
const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const row = (name, raw, zipped) =>
  console.log(`| ${name} | ${kb(raw)} | ${zipped === null ? '-' : kb(zipped)} |`);

function sizeOf(files) {
  let raw = 0;
  let zipped = 0;
  for (const f of files) {
    const b = fs.readFileSync(f);
    raw += b.length;
    zipped += gz(b);
  }
  return [raw, zipped];
}

const web = path.join(DIST, 'polis', 'web');
const all = fs
  .readdirSync(web, { recursive: true })
  .map((f) => path.join(web, f))
  .filter((f) => fs.statSync(f).isFile());
const server = await startStaticServer({ root: path.join(DIST, 'polis'), port: 0 });
const browser = await launchChromium();
const times = [];
const drawn = []; // the board on screen (the engine may still be loading)
let loaded = [];
try {
  for (let i = 0; i < runs; i++) {
    const { page, requests, close } = await openPage(browser, `${server.url}index.html`, CALM);
    await page.waitForSelector('.polis[data-state] [data-square]');
    drawn.push(await page.evaluate(() => performance.now()));
    await playable(page);
    times.push(await page.evaluate(() => performance.now()));
    // Each file once (the page and its worker both load rules.js and levels.js).
    loaded = [
      ...new Set(requests.filter((u) => u.startsWith(server.url)).map((u) => new URL(u).pathname)),
    ].map((p) => path.join(DIST, 'polis', p));
    await close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('| artifact | raw | gzip -9 |\n| --- | --- | --- |');
row('web/polis.wasm', ...sizeOf([path.join(web, 'polis.wasm')]));
row(`all of web/ (${all.length} files)`, ...sizeOf(all));
row(`what index.html loads (${loaded.length} files)`, ...sizeOf(loaded));
for (const t of [`polis-${version}.tar.gz`, `polis-game-${version}.tgz`]) {
  const f = path.join(DIST, t);
  if (fs.existsSync(f)) row(`dist/${t}`, fs.statSync(f).size, null);
}
const summary = (label, list) => {
  list.sort((a, b) => a - b);
  console.log(
    `${label}, ${runs} runs: median ${list[runs >> 1].toFixed(0)} ms, ` +
      `min ${list[0].toFixed(0)} ms, max ${list[runs - 1].toFixed(0)} ms`,
  );
};
console.log('');
summary('cold load to the board drawn', drawn);
summary('cold load to a playable board (engine loaded)', times);
console.log(
  `load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
