// web/storage/game-record.js - the saved game's stored shape and how older shapes are read.
//
//   version 2: { version: 2, blue, red, level, position (null: the usual start),
//                moves: 'b2b3,g7g6', resigned: 'blue' | 'red' | null }
//   version 1: the same without `version` (and what older or hand-made saves hold: moves as a
//              list of texts or of { fromR, fromC, toR, toC }, any level name, a position with
//              more text after the side to move).
//
//   migrateGame(data) -> { value: record, lost: [what could not be read] }   (throws: nothing)
//   gameText(record) -> the text stored

import * as Rules from '../rules.js';
import { levelByName, DEFAULT_LEVEL } from '../levels.js';
import { startFrom, readMoves, movesText } from '../play/game/read-moves.js';

export const GAME_VERSION = 2;

export function gameText(record) {
  return JSON.stringify({
    version: GAME_VERSION,
    ...record,
    position: record.position ?? null,
    moves: movesText(record.moves),
  });
}

function moveWord(m) {
  if (typeof m === 'string') return m;
  if (m && typeof m === 'object') {
    if (typeof m.from === 'string' && typeof m.to === 'string') return m.from + m.to;
    try {
      return Rules.moveToString(m);
    } catch {
      return '?';
    }
  }
  return '?';
}

// The start: the position as stored, else its first two fields (board and side to move).
function readStart(position, lost) {
  if (!position) return startFrom(null);
  try {
    return startFrom(String(position));
  } catch {
    const [board, side] = String(position).trim().split(/\s+/);
    const start = startFrom(`${board} ${side}`); // throws: nothing to play from
    lost.push('position');
    return start;
  }
}

export function migrateGame(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a saved game');
  const lost = [];
  if (Number.isInteger(data.version) && data.version > GAME_VERSION) lost.push('version');
  const start = readStart(data.position, lost);
  const list = Array.isArray(data.moves) ? data.moves.map(moveWord).join(',') : String(data.moves ?? '');
  const { moves, error } = readMoves(list, start);
  if (error) lost.push('moves');
  let level = DEFAULT_LEVEL;
  try {
    level = levelByName(data.level ?? DEFAULT_LEVEL).name;
  } catch {
    lost.push('level');
  }
  return {
    value: {
      blue: data.blue === 'ai' ? 'ai' : 'human',
      red: data.red === 'human' ? 'human' : 'ai',
      level,
      position: start.text,
      moves,
      resigned: ['blue', 'red'].includes(data.resigned) ? data.resigned : null,
    },
    lost,
  };
}
