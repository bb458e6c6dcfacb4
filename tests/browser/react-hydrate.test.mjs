// A server-rendered React page: the HTML of react-dom/server's renderToString, then hydrateRoot,
// as Next.js does. React 19 attaches a custom element's on<event> listeners only when it
// creates the element on the client, so <polis-game onpolis-move> written in JSX heard nothing
// after hydration; PolisGameComponent ('polis-game/react') attaches them through a ref. A move
// clicked on the board must reach the handlers; each move is checked with web/rules.js.
// (React and react-dom are bundled for the page with esbuild, from the devDependencies.)

import test, { before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as esbuild from 'esbuild';
import * as Rules from '../../web/rules.js';
import { openPage, CALM, playable, clickMove } from '../helpers/browser.mjs';
import { useBrowser, ROOT } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const OUT = new URL('../../build/react-hydrate/', import.meta.url);

// The page's script: renders `App` to HTML (the server's part), puts it in #game, then hydrates.
const ENTRY = `
import { createElement as h, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.browser';
import { PolisGameComponent } from ${JSON.stringify(`${ROOT}/web/react.js`)};

window.heard = [];
const hear = (e) => window.heard.push({ type: e.type, detail: e.detail });
function App() {
  const [last, setLast] = useState('');
  const props = {
    blue: 'human',
    red: 'ai',
    level: 'beginner',
    restore: 'false',
    // The bundle is not beside web/: the AI's files are named, as a bundled app may name them.
    'worker-url': '/web/ai-worker.bundle.js',
    'wasm-url': '/web/polis.wasm',
    'onpolis-move': (e) => {
      hear(e);
      setLast(e.detail.move);
    },
    'onpolis-ai': hear,
  };
  return h('main', null, h('p', { id: 'last' }, last), h(PolisGameComponent, props));
}
window.clientRender = () => createRoot(document.getElementById('game')).render(h(App));
window.serverRenderThenHydrate = () => {
  const box = document.getElementById('game');
  box.innerHTML = renderToString(h(App));
  window.serverHtml = box.innerHTML;
  hydrateRoot(box, h(App), { onRecoverableError: (e) => window.heard.push({ type: 'react-error', detail: String(e) }) });
};
`;

before(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(new URL('entry.mjs', OUT), ENTRY);
  await esbuild.build({
    entryPoints: [new URL('entry.mjs', OUT).pathname],
    outfile: new URL('bundle.js', OUT).pathname,
    bundle: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    nodePaths: [`${ROOT}/node_modules`],
  });
  fs.writeFileSync(
    new URL('index.html', OUT),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React hydration</title></head>
<body><div id="game"></div><script type="module" src="bundle.js"></script></body></html>`,
  );
});

async function rendered(how) {
  const { page, errors, close } = await openPage(
    env.browser,
    `${env.server.url}build/react-hydrate/index.html`,
    CALM,
  );
  await page.waitForFunction(() => window.serverRenderThenHydrate, null, { timeout: TIMEOUT.STEP });
  await page.evaluate((how) => window[how](), how);
  return { page, errors, close };
}

// Clicks one move of Blue and waits for the computer's answer; returns what the handlers heard.
async function playOne(page) {
  await playable(page, 'polis-game .polis');
  await page.waitForSelector('polis-game .polis[data-ai="ready"]', { timeout: TIMEOUT.AI_MOVE });
  const move = Rules.moveToString(Rules.legalMoves(Rules.initialBoard(), 'blue')[5]);
  await clickMove(page, move, { scope: 'polis-game' });
  await page.waitForSelector('polis-game .polis[data-plies="2"][data-state="human"]', {
    timeout: TIMEOUT.AI_MOVE,
  });
  await page.waitForTimeout(300);
  return { move, heard: await page.evaluate(() => window.heard) };
}

test('PolisGameComponent on a server-rendered, hydrated page: its onpolis-move and onpolis-ai handlers hear the game', async () => {
  const { page, errors, close } = await rendered('serverRenderThenHydrate');
  try {
    assert.match(
      await page.evaluate(() => window.serverHtml),
      /<polis-game[^>]* level="beginner"/,
      'rendered on the server',
    );
    const { move, heard } = await playOne(page);
    const moves = heard.filter((h) => h.type === 'polis-move').map((h) => h.detail);
    assert.equal(moves.length, 2, `heard: ${JSON.stringify(heard.map((h) => h.type))}`);
    assert.equal(moves[0].move, move);
    let pos = { board: Rules.initialBoard(), player: 'blue' };
    for (const m of moves) {
      assert.equal(m.player, pos.player);
      assert.equal(m.by, pos.player === 'blue' ? 'human' : 'ai');
      pos = {
        board: Rules.applyMoveFor(pos.board, pos.player, Rules.parseMove(m.move)).board,
        player: pos.player === 'blue' ? 'red' : 'blue',
      };
      assert.equal(m.position, Rules.formatPosition(pos.board, pos.player));
    }
    assert.equal(await page.textContent('#last'), moves[1].move, 'the handler set React state');
    const states = heard.filter((h) => h.type === 'polis-ai').map((h) => h.detail.state);
    assert.ok(states.includes('thinking') && states.at(-1) === 'ready', states.join(' '));
    assert.deepEqual(
      heard.filter((h) => h.type === 'react-error'),
      [],
      'hydration matched the server HTML',
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('PolisGameComponent rendered on the client only: each move heard once', async () => {
  const { page, errors, close } = await rendered('clientRender');
  try {
    const { move, heard } = await playOne(page);
    const moves = heard.filter((h) => h.type === 'polis-move').map((h) => h.detail.move);
    assert.equal(moves.length, 2, `heard: ${moves.join(' ')}`);
    assert.equal(moves[0], move);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
