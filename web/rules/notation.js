// web/rules/notation.js - square, move and position notation of the Polis rules (docs/RULES.md):
// 'e4', 'b2b3', and position strings like 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b'.

import { describe } from '../lib/describe.js';
import {
  SIZE,
  EMPTY,
  BLUE,
  RED,
  TEAM,
  CHARIOT,
  STUNNED,
  toCells,
  fromCells,
  checkTeam,
  checkCoord,
  checkMove,
  squareNameUnchecked,
  moveToStringUnchecked,
} from './board.js';

/** 'a1' is row 0 col 0: column letter a..h, then row number 1..8. */
export function squareName(r, c) {
  return squareNameUnchecked(checkCoord(r, 'row'), checkCoord(c, 'col'));
}

/** 'e4' -> { r: 3, c: 4 }. */
export function parseSquare(str) {
  if (typeof str !== 'string' || !/^[a-h][1-8]$/.test(str)) {
    throw new Error(
      `bad square ${describe(str)}: expected a column letter a-h then a row number 1-8, like 'e4'`,
    );
  }
  return { r: str.charCodeAt(1) - 49, c: str.charCodeAt(0) - 97 };
}

/** { fromR, fromC, toR, toC } -> 'b2b3'. */
export function moveToString(move) {
  return moveToStringUnchecked(checkMove(move));
}

/** 'b2b3' -> { fromR, fromC, toR, toC }. */
export function parseMove(str) {
  if (typeof str !== 'string' || !/^[a-h][1-8][a-h][1-8]$/.test(str)) {
    throw new Error(`bad move ${describe(str)}: expected from-square then to-square, like 'b2b3'`);
  }
  const from = parseSquare(str.slice(0, 2));
  const to = parseSquare(str.slice(2, 4));
  return { fromR: from.r, fromC: from.c, toR: to.r, toC: to.c };
}

/** Position string (FEN-like, see RULES.md) -> { board, player }. */
export function parsePosition(str) {
  if (typeof str !== 'string') {
    throw new TypeError(`position must be a string, got ${describe(str)}`);
  }
  const bad = (why) => new Error(`bad position ${describe(str)}: ${why}`);
  const space = str.indexOf(' ');
  if (space < 0) throw bad("missing side to move (expected a space then 'b' or 'r' after the rows)");
  const placement = str.slice(0, space);
  const side = str.slice(space + 1);
  if (side !== 'b' && side !== 'r') {
    throw bad(
      `side to move must be exactly 'b' or 'r' after one space, with no extra text; got ${describe(side)}`,
    );
  }
  const rows = placement.split('/');
  if (rows.length !== SIZE) throw bad(`expected 8 rows separated by '/', got ${rows.length}`);
  const a = new Int8Array(64);
  for (let r = 0; r < SIZE; r++) {
    const text = rows[r];
    let c = 0;
    let prevDigit = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch >= '1' && ch <= '8') {
        if (prevDigit)
          throw bad(`row ${r + 1} has two digits in a row (empty squares must be merged into one digit)`);
        c += ch.charCodeAt(0) - 48;
        prevDigit = true;
      } else if (ch === '+') {
        const prev = i > 0 ? text[i - 1] : '';
        if (prev !== 'B' && prev !== 'R') {
          throw bad(
            `row ${r + 1}: '+' (stunned) must follow a chariot 'B' or 'R'${prev ? `, not '${prev}'` : ''}`,
          );
        }
        a[r * 8 + c - 1] |= STUNNED;
        prevDigit = false;
      } else if (ch === 'b' || ch === 'B' || ch === 'r' || ch === 'R') {
        if (c < SIZE)
          a[r * 8 + c] = (ch === 'b' || ch === 'B' ? BLUE : RED) | (ch === 'B' || ch === 'R' ? CHARIOT : 0);
        c += 1;
        prevDigit = false;
      } else {
        throw bad(`row ${r + 1} has unknown character '${ch}'`);
      }
      if (c > SIZE) throw bad(`row ${r + 1} describes more than 8 squares`);
    }
    if (c !== SIZE) throw bad(`row ${r + 1} describes ${c} squares instead of 8`);
  }
  let board;
  try {
    board = fromCells(a);
    toCells(board); // chariot counts
  } catch (e) {
    throw bad(e.message);
  }
  return { board, player: side === 'b' ? 'blue' : 'red' };
}

/** { board, player } -> position string; exact inverse of parsePosition. */
export function formatPosition(board, player) {
  const a = toCells(board);
  checkTeam(player);
  const rows = [];
  for (let r = 0; r < SIZE; r++) {
    let text = '';
    let empty = 0;
    for (let c = 0; c < SIZE; c++) {
      const p = a[r * 8 + c];
      if (p === EMPTY) {
        empty++;
        continue;
      }
      if (empty) text += String(empty);
      empty = 0;
      const letter = (p & TEAM) === BLUE ? 'b' : 'r';
      text += p & CHARIOT ? letter.toUpperCase() + (p & STUNNED ? '+' : '') : letter;
    }
    if (empty) text += String(empty);
    rows.push(text);
  }
  return rows.join('/') + ' ' + (player === 'blue' ? 'b' : 'r');
}
