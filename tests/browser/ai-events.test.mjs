// The AI's state reaches the host without polling: mountPolis's onAiState and <polis-game>'s
// polis-ai event (detail.state: ready, thinking, failed), in the order the game goes through
// them; onMove gets the same fields as the polis-move event, `by` included. Every move reported
// is checked against web/rules.js.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { openPage, CALM, playable, clickMove } from '../helpers/browser.mjs';
import { useBrowser } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const blankPage = () => openPage(env.browser, `${env.server.url}tests/fixtures/blank.html`, CALM);
const MOVE_FIELDS = ['by', 'move', 'player', 'ply', 'position'];

// Replays the reported moves with the rules: each legal for its player, each position right.
function checkMoves(moves, by) {
  let pos = { board: Rules.initialBoard(), player: 'blue' };
  moves.forEach((m, i) => {
    assert.deepEqual(Object.keys(m).sort(), MOVE_FIELDS, `move ${i + 1}'s fields`);
    assert.equal(m.ply, i + 1);
    assert.equal(m.player, pos.player);
    assert.equal(m.by, by[m.player], `move ${i + 1} by`);
    const after = Rules.applyMoveFor(pos.board, pos.player, Rules.parseMove(m.move));
    pos = { board: after.board, player: pos.player === 'blue' ? 'red' : 'blue' };
    assert.equal(m.position, Rules.formatPosition(pos.board, pos.player), `move ${i + 1}'s position`);
  });
}

async function until(page, fn, arg, what) {
  await page
    .waitForFunction(fn, arg, { timeout: TIMEOUT.AI_MOVE })
    .catch(() => assert.fail(`timed out waiting until ${what}`));
}

test('mountPolis: onAiState says ready, thinking, ready around the computer move; onMove has by', async () => {
  const { page, errors, close } = await blankPage();
  try {
    await page.evaluate(async () => {
      const { mountPolis } = await import('../../web/ui.js');
      window.states = [];
      window.moves = [];
      window.game = mountPolis(document.getElementById('game'), {
        restore: false,
        level: 'beginner',
        onAiState: (d) => window.states.push(d),
        onMove: (m) => window.moves.push(m),
      });
    });
    await playable(page, '#game');
    await until(page, () => window.states.length >= 1, null, 'the AI is ready');
    const first = await page.evaluate(() => window.states[0]);
    assert.deepEqual(first, { state: 'ready', engine: 'wasm', player: null, level: null, error: null });
    const move = Rules.moveToString(Rules.legalMoves(Rules.initialBoard(), 'blue')[3]);
    await clickMove(page, move, { scope: '#game' });
    await until(
      page,
      () => window.moves.length === 2 && window.states.length >= 3,
      null,
      'the computer answers',
    );
    const { states, moves } = await page.evaluate(() => ({ states: window.states, moves: window.moves }));
    assert.deepEqual(
      states.map((s) => s.state),
      ['ready', 'thinking', 'ready'],
    );
    assert.deepEqual(states[1], {
      state: 'thinking',
      engine: 'wasm',
      player: 'red',
      level: 'beginner',
      error: null,
    });
    assert.equal(moves[0].move, move);
    checkMoves(moves, { blue: 'human', red: 'ai' });
    // history: the moves played (moves, the older name, the same).
    const { history, played } = await page.evaluate(() => ({
      history: window.game.history,
      played: window.game.moves,
    }));
    assert.deepEqual(
      history,
      moves.map((m) => m.move),
    );
    assert.deepEqual(played, history);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('<polis-game>: polis-ai events as the computers play each other; polis-move has the same fields as onMove', async () => {
  const { page, errors, close } = await blankPage();
  try {
    await page.evaluate(async () => {
      window.states = [];
      window.moves = [];
      document.addEventListener('polis-ai', (e) => window.states.push(e.detail));
      document.addEventListener('polis-move', (e) => window.moves.push(e.detail));
      await import('../../web/polis-game.js');
      const g = document.createElement('polis-game');
      for (const [k, v] of Object.entries({ blue: 'ai', red: 'ai', level: 'novice', restore: 'false' }))
        g.setAttribute(k, v);
      document.body.append(g);
    });
    await until(page, () => window.moves.length >= 3, null, 'three computer moves');
    const { states, moves } = await page.evaluate(() => ({
      states: window.states,
      moves: window.moves.slice(0, 3),
    }));
    const kinds = states.map((s) => s.state);
    assert.deepEqual(kinds.slice(0, 5), ['ready', 'thinking', 'ready', 'thinking', 'ready'], kinds.join(' '));
    assert.deepEqual(
      states
        .filter((s) => s.state === 'thinking')
        .map((s) => s.player)
        .slice(0, 2),
      ['blue', 'red'],
    );
    checkMoves(moves, { blue: 'ai', red: 'ai' });
    const { history, played } = await page.evaluate(() => {
      const g = document.querySelector('polis-game');
      return { history: g.history.slice(0, 3), played: g.moves.slice(0, 3) };
    });
    assert.deepEqual(
      history,
      moves.map((m) => m.move),
      "the element's history: the moves played",
    );
    assert.deepEqual(played, history);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('an AI that cannot load says failed, with why, to onAiState and as a polis-ai event', async () => {
  const { page, close } = await blankPage();
  try {
    const [mounted, element] = await page.evaluate(async () => {
      const { mountPolis } = await import('../../web/ui.js');
      const { createAiClient } = await import('../../web/ai-client.js');
      await import('../../web/polis-game.js');
      const fromMount = new Promise((resolve) => {
        mountPolis(document.getElementById('game'), {
          restore: false,
          aiClient: createAiClient({ wasmUrl: new URL('missing.wasm', location.href).href }),
          onAiState: resolve,
        });
      });
      const g = document.createElement('polis-game');
      g.setAttribute('wasm-url', 'missing.wasm');
      g.setAttribute('restore', 'false');
      const fromElement = new Promise((resolve) => g.addEventListener('polis-ai', (e) => resolve(e.detail)));
      document.body.append(g);
      return Promise.all([fromMount, fromElement]);
    });
    for (const d of [mounted, element]) {
      assert.equal(d.state, 'failed');
      assert.match(d.error, /missing\.wasm/);
    }
  } finally {
    await close();
  }
});
