// @ts-check
// The play controller's transitions of the game's course (web/play/ctrl.js calls them; they
// write its state, as ctrl.js does): a game started, aborted before the player's first move,
// resigned, taken back, started again with the colours swapped, its level changed, and the game
// another tab saved followed.

import { levelByName } from '../levels.js';
import { other } from '../rules/util.js';
import { resultKey } from './state.js';

/** @typedef {import('./state.js').PlayCtrl} PlayCtrl */

/** @type {(ctrl: PlayCtrl, start: any, moves: any[], opts?: import('./state.js').StartOptions) => void} */
export const startGame = (
  ctrl,
  start,
  moves,
  { restored = false, resigned = null, players = null, chosen = false } = {},
) => {
  const s = ctrl.state;
  if (chosen && players?.level) s.chosenLevel = players.level;
  Object.assign(s, { browse: null, hint: null, flipped: false, said: null, resultShown: null });
  s.setUp++;
  ctrl.deps.advice.reset();
  ctrl.deps.rating.started(!restored || moves.length === 0, moves.length);
  // A restored game that was already over does not greet the player with its result again;
  // any ending from here on (a move, a resignation) shows it.
  s.quiet = restored;
  s.opened = true;
  ctrl.game.newGame(start, moves, { resigned, players });
  s.quiet = false;
  if (restored && ctrl.game.over) s.resultShown = resultKey(ctrl.game);
  s.closeResult++;
};

// Whether the one player against the computer has moved in this game. Before that, the game can
// be aborted (as serious sites offer): unrated, the same game again, so a resignation at move 1
// never costs rating points (issue 30); after it, the level is fixed.
export const hasMoved = (game, h = game.humans()) => game.plies.some((x) => x.player === h[0]);
export const canAbort = ({ game }) => !game.over && game.humans().length === 1 && !hasMoved(game);

export function armOrResign(ctrl) {
  // The first press arms the button (it asks for a confirmation in place), the second resigns.
  const s = ctrl.state;
  if (canAbort(ctrl)) {
    const { blue, red, level } = ctrl.game.settings;
    startGame(ctrl, ctrl.game.start, [], { players: { blue, red, level } });
    s.said = { key: 'aborted' };
    return;
  }
  s.resignArmed = !s.resignArmed;
  if (s.resignArmed) return;
  ctrl.state.setUp++;
  ctrl.game.resign();
}

export function takeBack(ctrl) {
  // Said once, when it happens: the game is no longer rated (web/play/rating.js).
  if (!ctrl.game.over && ctrl.deps.rating.helped?.(ctrl.game.settings, 'undo'))
    ctrl.state.said = { key: 'unrated', why: 'undo' };
  ctrl.state.browse = null;
  ctrl.state.setUp++;
  ctrl.state.closeResult++;
  // As Undo in the result (web/play/ctrl.js): the game's next ending shows its result, even
  // the same one again.
  ctrl.state.resultShown = null;
  ctrl.deps.advice.reset();
  ctrl.game.undo();
}

// Shows the game another tab saved (never writing over its moves); the computer's turns are
// played in the tab that went on, so this one waits (paused) rather than play them twice.
export function showFollowed(ctrl, rec, start) {
  const { game, state: s } = ctrl;
  ctrl.finishAnimation(); // a move on its way here would leave its pieces on the board
  startGame(ctrl, start, rec.moves, {
    restored: true,
    resigned: rec.resigned,
    players: { blue: rec.blue, red: rec.red, level: rec.level },
  });
  s.following = !game.over && game.isAi(game.live().player);
  if (s.following) game.togglePause();
  s.said = { key: 'movedElsewhere' };
}

// Once the player has moved in a rated game, a level change makes it unrated, said at once.
export function setLevel(ctrl, name) {
  const { game, deps, state: s } = ctrl;
  const level = levelByName(name).name;
  const moved = game.humans().length === 1 && !game.over && hasMoved(game);
  if (level !== game.settings.level && deps.rating.levelChanged(moved))
    s.said = { key: 'unrated', why: 'level' };
  game.configure({ level });
  return level;
}

// The same start again, the colours swapped; `same`: the one player keeps their side. The line
// under the board says who plays which side.
export function rematch(ctrl, same) {
  const { game, state: s } = ctrl;
  const { blue, red } = game.settings;
  const h = game.humans();
  startGame(ctrl, game.start, [], { players: same ? { blue, red } : { blue: red, red: blue } });
  if (h.length === 1) s.said = { key: 'colours', side: same ? h[0] : other(h[0]), first: game.start.player };
}
