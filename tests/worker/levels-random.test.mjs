// The levels described as playing at random (a margin, or a pick among equally good moves) do so
// through the JS API as on the page: asked by name without a seed, each search picks afresh
// (novice from the start once played a2a3 eight times in eight, and two easy engines drew out
// 400 plies); with a seed, the same seed gives the same move. Through the AI client (worker) and
// the engine in this thread. Every move is checked with web/rules.js.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createAiClient } from '../../web/ai-client.js';
import { createEngine } from '../../web/engine.js';
import { PolisGame } from '../../web/game.js';

const client = createAiClient();
after(() => client.terminate());
const engine = await createEngine();
const START = Rules.initialBoard();
const legal = (board, player, text) => Rules.legalMoves(board, player).map(Rules.moveToString).includes(text);

// The moves of `n` searches from the start, as text, each checked legal.
async function movesOf(n, search) {
  const seen = [];
  for (let i = 0; i < n; i++) {
    const text = Rules.moveToString(await search());
    assert.ok(legal(START, 'blue', text), `${text} is legal`);
    seen.push(text);
  }
  return seen;
}

for (const level of ['novice', 'easy', 'beginner']) {
  test(`${level} without a seed varies its move; with one it repeats it (client and engine)`, async (t) => {
    const ways = {
      client: (options) => client.chooseMove(START, 'blue', options).then((r) => r.move),
      engine: async (options) => engine.search(START, 'blue', options).move,
    };
    for (const [way, search] of Object.entries(ways)) {
      const free = await movesOf(8, () => search({ level }));
      t.diagnostic(`${way}, ${level}, no seed: ${free.join(' ')}`);
      assert.ok(new Set(free).size > 1, `${way}: ${level} played ${free[0]} 8 times in 8 without a seed`);
      const seed = 20261125;
      const seeded = await movesOf(4, () => search({ level, seed }));
      t.diagnostic(`${way}, ${level}, seed ${seed}: ${seeded.join(' ')}`);
      assert.equal(new Set(seeded).size, 1, `${way}: the same seed gives the same move`);
    }
  });
}

test('two easy engines without seeds play different games; with the same seeds, the same game', () => {
  // The moves of a game of `plies` moves between two easy engines, seed(ply) for each move.
  const play = (plies, seed) => {
    const g = new PolisGame();
    for (let ply = 0; ply < plies && !g.isOver; ply++) {
      const pos = Rules.parsePosition(g.position());
      g.move(engine.search(pos.board, pos.player, { level: 'easy', seed: seed(ply) }).move);
    }
    return g.history();
  };
  const free = [play(16, () => undefined), play(16, () => undefined)];
  assert.notDeepEqual(free[0], free[1], `two unseeded games: ${free[0].join(' ')}`);
  const seeded = [play(16, (ply) => 1000 + ply), play(16, (ply) => 1000 + ply)];
  assert.deepEqual(seeded[0], seeded[1], 'the same seeds replay the same game');
});
