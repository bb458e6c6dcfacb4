// one-file-page.mjs - the baseline of make bench-page (issue 28): a game page as one file of
// about 60 KB, what a page can be at its fastest. HTML with its CSS inline (the game's own
// web/style.css) and a script inline (the rules, web/rules.js, built by esbuild) that draws the
// 8 x 8 board with its pieces at load; no other request. Written to build/bench/one-file.html.

import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ONE_FILE = 'build/bench/one-file.html';
// The same page as the strict Content-Security-Policy the game must work under makes it: its
// style sheet and its script in files of their own (no inline code); and that page again with
// its script also starting the game's AI worker, marking the computer ready when the worker says
// so. Neither draws more than the one-file page: they are the least a page under that policy,
// and with the engine in a worker, can take (bench/page-load.mjs prints them beside the game).
export const TWO_FILES = 'build/bench/two-files.html';
export const WITH_WORKER = 'build/bench/two-files-worker.html';

// Starts the AI worker as the game page's start does (web/page/start.js: its engine's addresses
// in its own), and marks the page's root as the game marks it: its board on Blue's turn, then
// the computer ready. Put before the board's script, which then calls it instead of marking its
// board ready.
const WORKER = `
window.polisStartWorker = () => {
  const root = document.querySelector('.polis');
  root.dataset.state = 'human';
  const at = (file) => new URL(file, document.baseURI).href;
  const placed = new URLSearchParams({ wasm: at('/web/polis.wasm'), engine: at('/web/engine-worker.bundle.js') });
  const worker = new Worker(at('/web/ai-worker.bundle.js') + '#' + placed, { type: 'module' });
  worker.onmessage = (e) => {
    if (e.data && e.data.type === 'ready') root.dataset.ai = 'ready';
  };
};
`;

// Draws the start position into #board (64 buttons, each piece a letter) and marks the board
// ready (data-ready), as the game's board is ready when it takes a move (or, on the page that
// starts the AI worker, starts it).
const DRAW = `
import * as Rules from './web/rules.js';
// The whole of the rules, as a one-file game would carry them.
window.rules = Rules;
const { initialBoard } = Rules;
const board = document.getElementById('board');
const start = initialBoard();
for (let r = 0; r < 8; r++)
  for (let c = 0; c < 8; c++) {
    const p = start[r][c];
    const b = document.createElement('button');
    b.className = 'sq ' + ((r + c) % 2 ? 'sq-dark' : 'sq-light');
    b.dataset.square = String.fromCharCode(97 + c) + (8 - r);
    if (p) b.textContent = (p.team === 'blue' ? 'B' : 'R') + p.type[0];
    board.append(b);
  }
if (window.polisStartWorker) window.polisStartWorker();
else board.dataset.ready = 'true';
`;

export async function writeOneFilePage() {
  const r = await esbuild.build({
    stdin: { contents: DRAW, resolveDir: ROOT, sourcefile: 'one-file.js' },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    define: { process: 'globalThis.process' },
    logLevel: 'silent',
  });
  const style = `${fs.readFileSync(path.join(ROOT, 'web/style.css'), 'utf8')}
#board { display: grid; grid-template-columns: repeat(8, 48px); grid-template-rows: repeat(8, 48px); }
`;
  const js = r.outputFiles[0].text;
  const page = (head, script) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Polis, one file</title>
<link rel="icon" href="data:,">
${head}</head>
<body class="polis-page"><main class="polis"><div id="board" class="board"></div></main>
${script}
</body></html>
`;
  const html = page(`<style>${style}</style>`, `<script>${js}</script>`);
  const at = (file) => path.join(ROOT, file);
  fs.mkdirSync(path.dirname(at(ONE_FILE)), { recursive: true });
  fs.writeFileSync(at(ONE_FILE), html);
  // The two-file pages: the same page, its style sheet and its script in files beside it; the
  // second's script starts the AI worker (its board is the game's root's data-state, its
  // computer the worker's).
  const split = (script) =>
    page('<link rel="stylesheet" href="two-files.css">', `<script src="${script}"></script>`);
  fs.writeFileSync(at('build/bench/two-files.css'), style);
  fs.writeFileSync(at('build/bench/two-files.js'), js);
  fs.writeFileSync(at('build/bench/two-files-worker.js'), WORKER + js);
  fs.writeFileSync(at(TWO_FILES), split('two-files.js'));
  fs.writeFileSync(at(WITH_WORKER), split('two-files-worker.js'));
  return html.length;
}
