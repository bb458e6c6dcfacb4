// @ts-check
// The game record: settings and moves from the address bar, the list of moves as text, the
// link to a game (the page's preferences are web/storage/prefs.js, the theme web/lib/theme.js).
//
//   configFromUrl('?red=human&moves=b2b3,g7g6') -> { config, fromUrl, problems }
//   gameLink(href, record)
//   (a list of moves read from a start: web/play/game/read-moves.js)
//   replaces(record, opening) / withFirstMoves(opening, first)   (the game a page opens: web/play/mode.js)
//   record: { blue, red, level, position, moves, resigned: 'blue' | 'red' when a side gave up }
//   (the saved game itself: web/storage/saved-game.js)

import * as Rules from '../../rules.js';
import { describe } from '../../lib/describe.js';
import { editorWords } from '../../words/editor.js';
import { readAddress, gameHref, linkPosition } from '../../lib/address.js';
import { startFrom, readMoves, movesText, playedOut } from './read-moves.js';

// Why a link's start cannot be played or analysed from, in the editor's words: the game is
// already over there (a chariot on its goal row, or no move for the side to move); else null.
// One rule for ?position=, ?analysis= (web/analysis/link.js) and ?editor= (web/editor/ctrl.js).
export function overWhy({ board, player }) {
  const won = Rules.winner(board);
  if (won) return editorWords.over(won);
  if (!Rules.legalMoves(board, player).length) return editorWords.noMoves(player);
  return null;
}

// A link's position string, read as every address is (web/lib/address.js).
export const linkPositionText = linkPosition;

// Reads ?blue=&red=&level=&position=&moves= from a query string (web/lib/address.js reads it),
// and the mode it asks for. A bad value is named in the problems cut short
// (web/lib/describe.js): a link can carry megabytes.
export function configFromUrl(search = typeof location !== 'undefined' ? location.search : '') {
  const address = readAddress(search);
  const linked = address.game;
  const config = {};
  const problems = [];
  let fromUrl = false;
  for (const side of /** @type {const} */ (['blue', 'red'])) {
    if (linked[side] === null) continue;
    fromUrl = true;
    const v = String(linked[side]).trim().toLowerCase();
    if (v === 'human' || v === 'ai') config[side] = v;
    else
      problems.push(
        `${side}=${describe(linked[side])} is not understood (use human or ai): ${side === 'blue' ? 'Blue is played by a human' : 'Red is played by the computer'}.`,
      );
  }
  if (linked.level !== null) {
    fromUrl = true;
    // An unknown level is passed on: mountPolis says which level the game uses instead (the
    // saved game's, when it resumes one).
    config.level = String(linked.level).trim().toLowerCase();
  }
  let start = startFrom(null);
  if (linked.position !== null) {
    fromUrl = true;
    const text = linked.position;
    try {
      const read = startFrom(text);
      const over = overWhy(read);
      if (over)
        problems.push(
          `The starting position cannot be played (${over}); the game starts from the usual start.`,
        );
      else {
        start = read;
        config.position = text;
      }
    } catch (e) {
      problems.push(
        `The starting position could not be read (${e.message}); the game starts from the usual start.`,
      );
    }
  }
  if (linked.moves !== null) {
    fromUrl = true;
    const { moves, error } = readMoves(linked.moves, start);
    config.moves = moves;
    if (error) problems.push(`In the list of moves, ${error}.`);
  }
  // ?puzzle opens the puzzle mode, ?puzzle=12 one puzzle (web/puzzle/mode.js).
  if (address.puzzle) config.puzzle = address.puzzle.id ?? '';
  if (address.editor !== null) config.editor = address.editor; // the position editor (web/editor/mode.js)
  if (address.analysis !== null) config.analysis = address.analysis; // the analysis board (web/analysis/mode.js)
  return { config, fromUrl, problems };
}

// What is saved and linked of a game: its players, level, start and moves, and a resignation (a
// reload shows the game given up, not one to go on with).
export function gameRecord(settings, game) {
  const rec = { ...settings, position: game.start.text, moves: game.plies.map((p) => p.move) };
  if (game.over?.reason === 'resign') rec.resigned = game.over.winner === 'blue' ? 'red' : 'blue';
  return rec;
}

// The address of `record`'s game on the page at `href` (the page's other parameters go).
export function gameLink(href, record) {
  const { blue, red, level, position } = record;
  return new URL(gameHref({ blue, red, level, position, moves: movesText(record.moves) }), href).href;
}

// The saved game itself is kept by web/storage/saved-game.js.

// True when the saved game goes on from the linked one: the same start and the link's moves
// first, then more moves or a resignation.
export function continues(saved, linked) {
  const key = (text) => Rules.formatPosition(startFrom(text).board, startFrom(text).player);
  if (key(saved.position) !== key(linked.start.text)) return false;
  const a = saved.moves.map(Rules.moveToString);
  const b = linked.moves.map(Rules.moveToString);
  return (
    (a.length > b.length || (a.length === b.length && !!saved.resigned)) && b.every((m, i) => m === a[i])
  );
}

// The game a mounted page opens with: a link's game (options.position, options.moves), or the
// game saved here. A reload of a link resumes the game saved from it when that game goes on
// from the link's (same start, the link's moves first), so a reload never loses the moves
// played since. Problems with the link go to notice(text); the link's game is then what of it
// could be read. Returns { start, moves, resigned, saved (the record resumed), linked }.
export function openingGame(options, saved, notice) {
  let linked = null;
  if (options.position || options.moves) {
    let start = startFrom(null);
    try {
      start = startFrom(options.position || null);
    } catch (e) {
      notice(e.message);
    }
    const list = Array.isArray(options.moves)
      ? options.moves.map((m) => (typeof m === 'string' ? m : Rules.moveToString(m))).join(',')
      : options.moves || '';
    const { moves, error } = readMoves(list, start);
    if (error) notice(`In the list of moves, ${error}.`);
    linked = { start, moves };
  }
  if (saved && (!linked || continues(saved, linked)))
    return { start: startFrom(saved.position), moves: saved.moves, resigned: saved.resigned, saved, linked };
  return {
    start: linked ? linked.start : startFrom(null),
    moves: linked ? linked.moves : [],
    // A kept game reviewed from Your games (web/page/route.js) may have ended by resignation.
    resigned: linked && (options.resigned === 'blue' || options.resigned === 'red') ? options.resigned : null,
    saved: null,
    linked,
  };
}

// Whether the game `opening` starts replaces the saved game `record` (one with moves, and not
// the same game: the same link opened twice keeps the game before it as the previous one).
export const replaces = (record, opening) =>
  !!record?.moves.length &&
  !opening.saved &&
  !(record.position === opening.start.text && movesText(record.moves) === movesText(opening.moves));

// The moves of the game `opening`, then those played on the game page's first board
// (web/page/first-board.js): `first` = { played: ['b2b3'], after: the position it was drawn
// with }. Those are kept only when that board showed this game (another tab may have changed
// the game saved here meanwhile), and only as far as they are legal.
/** @param {{ start: { board: any, player: string }, moves: number[] }} opening
 *  @param {{ played: string[], after: string } | null | undefined} first */
export function withFirstMoves(opening, first) {
  if (!first?.played.length) return opening.moves;
  // The saved game's moves were read as it was loaded: their position is found, not played again.
  const { board, player } = playedOut(movesText(opening.moves), opening.start);
  if (Rules.formatPosition(board, player) !== first.after) return opening.moves;
  const all = [...opening.moves.map(Rules.moveToString), ...first.played].join(',');
  return readMoves(all, opening.start).moves;
}
