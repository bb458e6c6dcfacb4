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

// Draws the start position into #board (64 buttons, each piece a letter) and marks the board
// ready (data-ready), as the game's board is ready when it takes a move.
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
board.dataset.ready = 'true';
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
  const css = fs.readFileSync(path.join(ROOT, 'web/style.css'), 'utf8');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Polis, one file</title>
<link rel="icon" href="data:,">
<style>${css}
#board { display: grid; grid-template-columns: repeat(8, 48px); grid-template-rows: repeat(8, 48px); }
</style></head>
<body class="polis-page"><main class="polis"><div id="board" class="board"></div></main>
<script>${r.outputFiles[0].text}</script>
</body></html>
`;
  fs.mkdirSync(path.dirname(path.join(ROOT, ONE_FILE)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, ONE_FILE), html);
  return html.length;
}
