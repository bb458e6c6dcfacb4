// web/games/ctrl.js - Your games' state: the games kept (newest first), the filters, the game
// just deleted (for undo) and the line said to the player. No DOM, no storage: the store comes
// in as a dependency ({ load, remove, restore, import }: web/storage/games.js).
//
//   const ctrl = createGamesCtrl({ store, changed })
//   ctrl.state: { games, result: 'all' | 'won' | 'lost' | 'going', opponent: 'all' | 'ai' |
//     'friend' | 'human', removed, said }
//   ctrl.shown() -> the games the filters keep      ctrl.filter(which, value)
//   ctrl.remove(id)   ctrl.undo()   ctrl.importText(text, read)   ctrl.reload()

import { gamesWords } from '../words/games.js';
import { startFrom } from '../play/game/read-moves.js';
import { other } from '../rules/util.js';

// Whose move it is in a game still going on (null when it is over).
export function turnOf(g) {
  if (g.result) return null;
  const n = g.moves ? g.moves.split(',').length : 0;
  const first = startFrom(g.position).player;
  return n % 2 ? other(first) : first;
}

// The player's side in a game: the friend game's own side, else the one human against the
// computer; null when two played on one screen.
export function mySide(g) {
  if (g.friend) return g.friend.me;
  if (g.blue !== g.red) return g.blue === 'human' ? 'blue' : 'red';
  return null;
}

export const opponentOf = (g) => (g.friend ? 'friend' : g.blue === g.red ? 'human' : 'ai');

function resultOf(g) {
  if (!g.result) return 'going';
  const me = mySide(g);
  if (!me) return 'other';
  return g.result === me ? 'won' : 'lost';
}

export function createGamesCtrl({ store, changed = () => {} }) {
  const state = { games: [], result: 'all', opponent: 'all', removed: null, said: '' };
  const ctrl = {
    state,
    reload() {
      state.games = store.load();
      changed();
    },
    shown: () =>
      state.games.filter(
        (g) =>
          (state.result === 'all' || resultOf(g) === state.result) &&
          (state.opponent === 'all' || opponentOf(g) === state.opponent),
      ),
    filter(which, value) {
      state[which] = value;
      changed();
    },
    remove(id) {
      const r = store.remove(id);
      state.removed = r.removed;
      state.said = r.kept ? gamesWords.removed : gamesWords.notKept.full;
      ctrl.reload();
    },
    undo() {
      if (!state.removed) return;
      const r = store.restore(state.removed);
      if (r.kept) state.removed = null; // not kept: the game stays in hand, Undo can be tried again
      state.said = r.kept ? '' : gamesWords.notKept[r.why];
      ctrl.reload();
    },
    // A file's text, read whole by `read` (web/lib/game-file.js) and kept in one write or not at all.
    importText(text, read) {
      let games;
      try {
        games = read(text);
      } catch (e) {
        state.said = gamesWords.importFailed(e.message);
        changed();
        return;
      }
      const r = store.import(games);
      state.said = r.kept ? gamesWords.imported(r.added, r.same) : gamesWords.notKept[r.why];
      ctrl.reload();
    },
  };
  return ctrl;
}
