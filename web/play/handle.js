// mountPolis's handle (types/ui.d.ts, PolisGameHandle): what the host may do with a mounted
// game (the play controller's actions) and read of it (copies: nothing the host changes reaches
// the game).
//
//   playHandle(container, ctrl, { openSetup, release })

import * as Rules from '../rules.js';
import { levelByName } from '../levels.js';
import { startFrom, readMoves } from './record.js';

export function playHandle(container, ctrl, { openSetup, release }) {
  const handle = {
    element: container,
    newGame(config = {}) {
      const players = {};
      if (config.blue) players.blue = config.blue === 'ai' ? 'ai' : 'human';
      if (config.red) players.red = config.red === 'ai' ? 'ai' : 'human';
      if (config.level) players.level = levelByName(config.level).name;
      const start = startFrom(config.position || null);
      const list = Array.isArray(config.moves) ? config.moves.join(',') : config.moves || '';
      const { moves, error } = readMoves(list, start);
      if (error) throw new Error(`bad moves: ${error}`);
      ctrl.startGame(start, moves, { players });
    },
    // Plays a move for the human side to move ('b2b3' or { fromR, fromC, toR, toC }).
    play(move) {
      const m = typeof move === 'string' ? Rules.parseMove(move) : move;
      ctrl.deps.board.cancel();
      return ctrl.game.play(m);
    },
    undo: () => ctrl.undoMove(),
    // The level for the computer's next move, as the level menu: the game goes on.
    setLevel: (name) => ctrl.setLevel(name),
    openSetup,
    flip: () => ctrl.flip(),
    destroy: release,
  };
  return Object.defineProperties(
    handle,
    Object.getOwnPropertyDescriptors(readOnlyGame(ctrl.game, () => ctrl.state.aiFailure)),
  );
}

// What a mounted game lets its host read (copies: nothing the host changes reaches the game).
export function readOnlyGame(game, aiFailure) {
  return {
    get start() {
      return Rules.formatPosition(game.start.board, game.start.player);
    },
    get position() {
      const p = game.live();
      return Rules.formatPosition(p.board, p.player);
    },
    get moves() {
      return game.plies.map((p) => Rules.moveToString(p.move));
    },
    get over() {
      return game.over ? { ...game.over } : null;
    },
    get settings() {
      return game.settings;
    },
    get aiLog() {
      return game.aiLog.map((e) => ({ ...e }));
    },
    get aiStatus() {
      return game.aiStatus;
    },
    get aiFailure() {
      return aiFailure() ? aiFailure().message : null;
    },
  };
}
