// The game controller (web/play/game/game.js) in Node, with no page and no engine: a stand-in
// computer that plays its first legal move. Its log of the computer's moves stays bounded over
// many games (it grew without bound: 713 entries after 10 minutes of computer against computer).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createGame, AI_LOG_MAX } from '../../web/play/game/game.js';
import { firstMoveAi } from '../helpers/stand-ins.mjs';

// The stand-in computer (tests/helpers/stand-ins.mjs): its first legal move, at once.
const firstMove = firstMoveAi();

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('the log of the computer moves keeps its latest moves only, however many games are played', async () => {
  const settings = { blue: 'human', red: 'ai', level: 'novice' };
  const game = createGame({ ai: firstMove, settings, animate: () => Promise.resolve(), changed: () => {} });
  game.setAiStatus('ready');
  const start = { board: Rules.initialBoard(), player: 'blue', text: null };
  game.newGame(start, []);
  let answered = 0;
  let games = 1;
  while (answered < AI_LOG_MAX + 50) {
    const pos = game.live();
    if (game.over) {
      game.newGame(start, []);
      games++;
      continue;
    }
    assert.equal(pos.player, 'blue', 'the computer has answered');
    // Blue plays its last legal move, so that games differ from the computer's.
    const plies = game.plies.length;
    game.play(Rules.legalMoves(pos.board, 'blue').at(-1));
    for (let i = 0; i < 50 && game.plies.length < plies + 2 && !game.over; i++) await tick();
    if (game.plies.length === plies + 2) answered++;
    const last = game.aiLog.at(-1);
    if (game.plies.length === plies + 2) {
      // The log's latest entry is the computer's move just played, checked by the rules.
      const before = game.plies.at(-2).after;
      assert.equal(last.move, Rules.moveToString(game.plies.at(-1).move));
      assert.doesNotThrow(() => Rules.applyMoveFor(before.board, 'red', Rules.parseMove(last.move)));
    }
    assert.ok(game.aiLog.length <= AI_LOG_MAX, `the log holds ${game.aiLog.length} entries`);
  }
  assert.equal(game.aiLog.length, AI_LOG_MAX, `after ${answered} answers in ${games} games`);
  game.destroy();
});
