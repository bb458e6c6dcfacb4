// @ts-check
// The play controller's state and what it is given, as types (web/play/ctrl.js writes the state;
// `make typecheck` holds both), and the reads of that state every part of the mode shares.

/** @typedef {import('./game/state.js').Game} Game */
/** @typedef {import('./game/state.js').Move} Move */
/** @typedef {{ key: string, [detail: string]: any }} Message  a message's key and what it names (say.js words it) */

/**
 * What the play controller is given.
 * @typedef {object} PlayDeps
 * @property {import('./game/state.js').GameDeps['ai']} ai  the computer's client (web/ai-client.js)
 * @property {ReturnType<typeof import('./review/advice.js').createAdvice>} advice  the balance,
 *   Hint and the review (review/advice.js)
 * @property {ReturnType<typeof import('./rating.js').createRatingKeeper>} rating  the player's rating
 * @property {{ get(name: string, fallback: string): string, set(name: string, value: string): void }} prefs
 *   the page's preferences (read once, set when toggled)
 * @property {{ selected: number | null, preview: { from: number, to: number } | null,
 *   touchPreview: boolean, finishAnimation(): void }} board  the board view's input
 * @property {(ply: import('./game/state.js').Ply, before: import('./game/state.js').Board) => Promise<unknown> | void} animate
 * @property {() => void} changed  the state changed (web/lib/mode-loop.js)
 * @property {Partial<import('./game/state.js').Settings>} [settings]  the players and level to start with
 * @property {(task: import('./game/state.js').AiTask) => void} [aiProgress]
 * @property {(fn: () => void, ms: number) => () => void} [schedule]
 * @property {Message[]} [notices]  the notices the page opens with
 * @property {'light' | 'dark'} [theme]
 */

/**
 * The play controller's state: everything the page shows beside the game.
 * @typedef {object} PlayState
 * @property {number | null} browse  null: the live position is shown, else the ply shown
 * @property {Message | string | null} said  the line under the board
 * @property {any} hint  Hint's answer for the position: { pending } while asked, then { move, ... }
 * @property {boolean} flipped
 * @property {boolean} resignArmed  Resign was pressed once: the next press resigns
 * @property {string | null} resultShown  the ending the result dialog was shown for (resultKey)
 * @property {number} closeResult  counts the times the result dialog is to be closed
 * @property {string | null} chosenLevel  the level the player chose last here (the effects keep it
 *   for the next game)
 * @property {number} setUp  counts the positions set up (a new game, a ply browsed, a move taken
 *   back, a resignation, the host's move): the board drops its half-made move when it changes
 * @property {boolean} quiet  a restored game is being set up: its ending shows no result
 * @property {boolean} following  this tab shows the game another tab goes on with
 * @property {Message[]} notices  the notices above the board
 * @property {Error | null} aiFailure  why the computer could not be loaded
 * @property {'error' | null} noticeKind  how the notices are shown
 * @property {string | null} engine  where the computer runs, once it is ready
 * @property {{ n: number, ply?: any, start?: string, dropped: Move | string | null } | null} announce
 *   the move announced: n moves played, the ply, who began, a planned move dropped
 * @property {boolean} sound
 * @property {boolean} balanceOn
 * @property {boolean} tapPlay  touch: a tap on a destination plays at once
 * @property {'light' | 'dark'} theme
 * @property {import('./game/state.js').AiTask | null} thinking  the computer's task, with its progress
 * @property {boolean} opened  a game is on the board (nothing is saved before)
 * @property {import('./review/line.js').LineState} line  the better line of the reviewed move shown
 * @property {boolean} destroyed
 */

/**
 * The controller: its state, the game, and the actions below (each one draws after).
 * @typedef {{ state: PlayState, deps: PlayDeps, game: Game, [action: string]: any }} PlayCtrl
 */

/**
 * How a game starts (the controller's startGame).
 * @typedef {object} StartOptions
 * @property {boolean} [restored]  the game saved here, or another tab's: its ending shows no result
 * @property {string | null} [resigned]  the side that gave up
 * @property {Partial<import('./game/state.js').Settings> | null} [players]
 * @property {boolean} [chosen]  the player chose the level (the New game dialog): the next game's too
 */

/** @param {PlayCtrl} ctrl  the ply shown */
export const shownPly = (ctrl) => (ctrl.state.browse === null ? ctrl.game.plies.length : ctrl.state.browse);
/** @param {PlayCtrl} ctrl */
export function shownPosition(ctrl) {
  const n = shownPly(ctrl);
  return n === 0 ? ctrl.game.start : ctrl.game.plies[n - 1].after;
}
// The side at the bottom: the one human's, else Blue's; flip turns it.
/** @param {PlayCtrl} ctrl */
export function orientation(ctrl) {
  const h = ctrl.game.humans();
  return ctrl.state.flipped !== (h.length === 1 && h[0] === 'red') ? 'red' : 'blue';
}

// Which ending the result dialog was shown for.
/** @param {Game} game */
export const resultKey = (game) => `${game.plies.length}:${game.over?.reason}`;
