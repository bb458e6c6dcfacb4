// @ts-check
// The game controller's state (web/play/game/game.js): its type (GameState, the object `g` it
// keeps, shared with its computer's turns in ai.js), what it is given (GameDeps) and what it
// hands out (Game); and the reads of `g`.

import * as Rules from '../../rules.js';
import { moveFrom } from '../../rules/util.js';

/** @typedef {string} Player  'blue' | 'red' */
/** @typedef {import('../../../types/rules.js').Move} Move */
/** @typedef {ReturnType<typeof Rules.initialBoard>} Board */
/** @typedef {ReturnType<typeof Rules.applyMove>} MoveResult */
/** @typedef {'human' | 'ai'} Seat */
/** @typedef {{ blue: Seat, red: Seat, level: string | undefined }} Settings  level: undefined for the package's default */
/** @typedef {{ board: Board, player: Player }} Position */
/** @typedef {{ board: Board, player: Player, text: string | null }} Start  text: its position string, null for the standard start */
/** @typedef {{ player: Player, move: Move, result: MoveResult, after: Position, ai: object | null, fromHint?: boolean }} Ply */
/** @typedef {{ winner: Player, reason: string }} Over  reason: 'chariot' | 'no-moves' | 'resign' */
/** @typedef {{ moves: Move[], byFrom: Map<number, Move[]>, results: Map<string, MoveResult>, player: Player, board: Board }} Legal */
/** @typedef {{ token: number, player: Player, progress: any, startedAt: number }} AiTask  progress: the search's latest report, or null */
/** @typedef {'loading' | 'ready' | 'failed'} AiStatus */

/**
 * What the game is given.
 * @typedef {object} GameDeps
 * @property {{ chooseMove(board: Board, player: Player, options: object): Promise<any>, cancel(): void }} ai
 *   the computer's client (web/ai-client.js)
 * @property {Partial<Settings>} [settings]  the players and level it starts with (copied: the
 *   game's own from then on, read in game.settings)
 * @property {(ply: Ply, before: Board) => Promise<unknown> | void} animate  shows a move (the game
 *   waits for it before going on)
 * @property {() => void} changed  anything the page shows may have changed
 * @property {(task: AiTask) => void} [aiProgress]  the AI's search reported progress (task.progress)
 * @property {(ply: Ply) => void} [moved]  a move was just played (before changed() and animate)
 * @property {(e: { kind: 'badMove' | 'noMove', why: string, player: Player }) => void} [aiFailed]
 *   the computer could not move; its side is now played by a human
 * @property {(move: string) => void} [premoveDropped]  the planned move ('b2b3') could not be
 *   played after the reply
 * @property {(fn: () => void, ms: number) => () => void} [schedule]  a timer (default setTimeout)
 */

/**
 * The game's own state (`g`), shared with its reads (state.js) and the computer's turns (ai.js).
 * @typedef {object} GameState
 * @property {Required<Omit<GameDeps, 'settings'>>} d
 * @property {Settings} settings
 * @property {Start} start
 * @property {Ply[]} plies  from the start
 * @property {Over | null} over
 * @property {Legal | null} legal  the live position's moves (null while a move is committed)
 * @property {boolean} animating
 * @property {number} moveToken  counts the positions set, so a late animation's end is ignored
 * @property {number} movesPlayed  moves played (not replayed by newGame): the page's effects count them
 * @property {boolean} paused
 * @property {AiTask | null} aiTask
 * @property {number} aiToken
 * @property {AiStatus} aiStatus
 * @property {Move | null} premove  the human's move planned for after the computer's
 * @property {(() => void) | null} cancelTimer
 * @property {boolean} destroyed
 * @property {(() => void) | null} settle  finishes the move being animated (see finishAnimation)
 * @property {object[]} aiLog  the computer's latest moves (AI_LOG_MAX)
 * @property {(move: Move, info?: object | null) => Promise<void>} commit
 */

/**
 * What createGame returns: the actions, and the state's fields in READ, read-only.
 * @typedef {object} Game
 * @property {(start: { board: Board, player: Player, text?: string | null }, moves?: Move[],
 *   opts?: { resigned?: Player | null, players?: Partial<Settings> | null }) => void} newGame
 * @property {() => void} undo
 * @property {() => void} resign
 * @property {() => void} finishAnimation
 * @property {(move: Move, board?: Board) => MoveResult} resultOf
 * @property {() => Position} live
 * @property {(p: Player) => boolean} isAi
 * @property {() => boolean} humanTurn
 * @property {() => Player[]} humans
 * @property {(move: Move) => Promise<void>} play
 * @property {(move: Move | null) => void} setPremove
 * @property {() => void} togglePause
 * @property {(status: AiStatus) => void} setAiStatus
 * @property {(players: Partial<Settings>) => void} configure
 * @property {Settings} settings  a copy
 * @property {() => void} destroy
 * @property {Start} start
 * @property {Ply[]} plies
 * @property {Over | null} over
 * @property {Legal} legal
 * @property {boolean} animating
 * @property {boolean} paused
 * @property {AiTask | null} aiTask
 * @property {AiStatus} aiStatus
 * @property {Move | null} premove
 * @property {object[]} aiLog
 * @property {number} movesPlayed
 */

// The live position's moves: set whenever the game is not between a move and its position.
/** @param {GameState} g */
const legalOf = (g) => /** @type {Legal} */ (g.legal);

export const moveKey = (m) => `${m.fromR}${m.fromC}${m.toR}${m.toC}`;

/** @param {GameState} g */
export const live = (g) => (g.plies.length ? g.plies[g.plies.length - 1].after : g.start);
/** @param {GameState} g */
export const isAi = (g, p) => g.settings[p] === 'ai' && g.aiStatus !== 'failed';
/** @param {GameState} g */
export const humanTurn = (g) => !g.over && !g.animating && !isAi(g, live(g).player);
/** @param {GameState} g */
export const humansOf = (g) => ['blue', 'red'].filter((p) => !isAi(g, p));

/** @param {GameState} g */
export function computeLegal(g) {
  const pos = live(g);
  const moves = g.over ? [] : Rules.legalMoves(pos.board, pos.player);
  g.legal = { moves, byFrom: byFrom(moves), results: new Map(), player: pos.player, board: pos.board };
}

function byFrom(moves) {
  const map = new Map();
  for (const m of moves) {
    const k = moveFrom(m);
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(m);
  }
  return map;
}

// The result of `move` from the live position (cached: the page asks for it on every hover).
/** @param {GameState} g */
export function resultOf(g, move, board = live(g).board) {
  if (board !== live(g).board) return Rules.applyMove(board, move);
  const k = moveKey(move);
  const { results } = legalOf(g);
  if (!results.has(k)) results.set(k, Rules.applyMove(board, move));
  return results.get(k);
}

/** @param {GameState} g */
export const findLegal = (g, move) => legalOf(g).moves.find((x) => moveKey(x) === moveKey(move)) || null;
