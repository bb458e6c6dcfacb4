// web/games/mode.js - Your games (index.html?games): every game played on this page, newest
// first, filterable by result and opponent, each opening its review (the game page reviews the
// kept game at once; the game saved there is kept as the previous game) or its analysis (the
// analysis board here, "Back" returns to the list), a friend's game going on opened again, saved to a file or deleted (with undo); games read from a
// file (docs/game-file.md) are added whole or not at all; the rating history beside the list.
//
//   const g = mountGames(container, { gameHref: '?' })   g.destroy()

import { createGamesCtrl } from './ctrl.js';
import { createGamesView } from './view.js';
import { createGamesEffects, saveFile, openFile } from './effects.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { applyTheme } from '../lib/theme.js';
import { savedTheme } from '../storage/prefs.js';
import { loadGames, deleteGame, restoreGame, importGames, gamesKey } from '../storage/games.js';
import { writeGames, readGames } from '../lib/game-file.js';
import { mountAnalysis } from '../analysis/mode.js';
import { startFrom } from '../play/game/read-moves.js';
import { reviewHref, friendHref } from '../lib/address.js';

const fileName = (g) => `polis-${g ? g.date.slice(0, 10) : 'games'}.txt`;

export function mountGames(container, options = {}) {
  const gameHref = options.gameHref ?? '?';
  let analysis = null;
  const loop = createModeLoop({ draw: () => view.draw(), effects: () => effects.run() });
  const ctrl = createGamesCtrl({
    store: {
      load: () => loadGames().games,
      remove: (id) => deleteGame(id),
      restore: (removed) => restoreGame(removed),
      import: (games) => importGames(games),
    },
    changed: loop.changed,
  });
  const back = () => {
    analysis?.destroy();
    analysis = null;
    view = createGamesView(container, ctrl, opts);
    ctrl.reload();
  };
  const opts = {
    backHref: gameHref,
    // The game page opens the kept game and reviews it at once (web/page/route.js: ?review=ID).
    review: (g) => location.assign(new URL(reviewHref(g.id), new URL(gameHref, location.href)).href),
    // A game with a friend still going on opens as their link does, from this side.
    friendHref: (g) =>
      new URL(
        friendHref({ id: g.id.slice(0, -2), side: g.friend.me, moves: g.moves || '' }),
        new URL(gameHref, location.href),
      ).href,
    analyse: (g) => {
      view.destroy();
      const moves = g.moves ? g.moves.split(',') : [];
      analysis = mountAnalysis(container, {
        start: startFrom(g.position),
        moves,
        ply: moves.length,
        onBack: back,
      });
    },
    exportAll: () => saveFile(fileName(null), writeGames(ctrl.state.games)),
    exportOne: (g) => saveFile(fileName(g), writeGames([g])),
    importFile: (input) =>
      openFile(input).then((text) => {
        if (text !== null) ctrl.importText(text, readGames);
        input.value = '';
      }),
  };
  let view = createGamesView(container, ctrl, opts);
  const effects = createGamesEffects(ctrl, { key: gamesKey() });
  applyTheme(container, savedTheme());
  ctrl.reload();
  return {
    element: container,
    ctrl,
    destroy() {
      loop.destroy();
      effects.destroy();
      analysis?.destroy();
      view.destroy();
    },
  };
}
