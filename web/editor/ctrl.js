// @ts-check
// web/editor/ctrl.js - the position editor's controller: the board being set up, the side to
// move, the tool a press on a square uses, the position string's field, and what the editor
// says; no DOM (web/editor/view.js draws it). The rules judge every position (web/rules.js).
//
//   const ctrl = createEditorCtrl({ position, changed });
//     position: the position string to start from (?editor=POSITION), or null: the start
//   ctrl.place(i); ctrl.setTool(name); ctrl.setPlayer(side); ctrl.typed(text); ctrl.read(text);
//   ctrl.drag(from, to);  // a piece dragged to another square, or off the board (to: null)
//   ctrl.drop(name, i);   // a piece dragged from the tools onto square i
//   ctrl.openPlay(level); ctrl.setPlay({ blue?, red?, level? }); ctrl.closePlay();
//   ctrl.copy(); ctrl.copied(ok); ctrl.verdict() -> { why, position }; ctrl.playLink() -> the game's address
//
// ctrl.state: EditorState (below).
//
// A side has one chariot: a chariot placed (by the tool or dropped) moves the side's chariot
// there instead of adding a second.

import * as Rules from '../rules.js';
import { START_POSITION } from '../rules/util.js';
import { gameHref } from '../lib/address.js';

export const TOOLS = [
  { name: 'b', cell: { team: 'blue', type: 'dog', stunned: false } },
  { name: 'B', cell: { team: 'blue', type: 'chariot', stunned: false } },
  { name: 'r', cell: { team: 'red', type: 'dog', stunned: false } },
  { name: 'R', cell: { team: 'red', type: 'chariot', stunned: false } },
  { name: 'stun', cell: null },
  { name: 'erase', cell: null },
];
export const EMPTY_POSITION = 'B7/8/8/8/8/8/8/7R b';

/**
 * @typedef {object} EditorState
 * @property {any} board  the board being set up (set from `position` at once)
 * @property {'blue' | 'red'} player  the side to move
 * @property {string} tool  the name of the tool a press on a square uses (TOOLS)
 * @property {string} text  the position string's field
 * @property {string | null} reason  why the last text read was refused
 * @property {{ kind: 'stun-only' | 'stun-alone' | 'copied' | 'not-copied', text?: string, square?: string } | null} said  a word for
 *   this moment, or null: the position's verdict is said
 * @property {{ blue: string, red: string, level: string } | null} play  who plays each side and
 *   the level, asked before a game starts from the position
 * @property {{ text: string } | null} copy  the text the player asked to copy, until the effects say
 *   how it went (web/editor/effects.js)
 */

/** @param {{ position?: string | null, changed?: () => void }} deps */
export function createEditorCtrl({ position = null, changed = () => {} }) {
  /** @type {EditorState} */
  const s = {
    board: null,
    player: 'blue',
    tool: 'b',
    text: '',
    reason: null,
    said: null,
    play: null,
    copy: null,
  };
  const done = () => {
    const v = verdict(s);
    if (v.position) s.text = v.position;
    changed();
  };
  const ctrl = {
    state: s,
    verdict: () => verdict(s),
    read(text) {
      read(s, text);
      if (s.reason) changed();
      else done();
    },
    place(i) {
      place(s, i);
      if (s.said) changed();
      else done();
    },
    drag(from, to) {
      if (!s.board[from >> 3][from & 7] || from === to) return;
      const cell = s.board[from >> 3][from & 7];
      setCell(s, from, null);
      if (to !== null) setCell(s, to, cell.type === 'chariot' ? { ...cell } : cell);
      done();
    },
    drop(name, i) {
      const t = TOOLS.find((x) => x.name === name);
      if (!t?.cell) return;
      setCell(s, i, { ...t.cell });
      done();
    },
    ...playMethods(s, changed),
    setTool(name) {
      if (!TOOLS.some((t) => t.name === name)) throw new Error(`no tool ${name}`);
      s.tool = name;
      s.said = null;
      done();
    },
    setPlayer(side) {
      s.player = side;
      s.said = null;
      s.play = null;
      done();
    },
    // The player typed in the position string's field: kept until it is read.
    typed(text) {
      s.text = text;
    },
    // Copy the position string: asked here, done by the effects, which report how it went.
    copy() {
      s.copy = { text: s.text };
      changed();
    },
    copied(ok) {
      if (!s.copy) return;
      const { text } = s.copy;
      s.copy = null;
      s.said = ok ? { kind: 'copied' } : { kind: 'not-copied', text };
      changed();
    },
  };
  read(s, typeof position === 'string' && position ? position : START_POSITION);
  // The field shows the position that may be played, or nothing (a link's text refused).
  s.text = verdict(s).position ?? '';
  return ctrl;
}

// A position string: refused with the reason when it cannot be read, the board kept as it was
// (the start position when there was none) and the text left as typed.
function read(s, text) {
  s.said = null;
  s.play = null;
  s.text = text;
  try {
    ({ board: s.board, player: s.player } = Rules.parsePosition(text.trim()));
    s.reason = null;
  } catch (e) {
    s.reason = e.message;
    if (!s.board) ({ board: s.board, player: s.player } = Rules.parsePosition(START_POSITION));
  }
}

// A press on square i with the tool: a piece placed (or taken off when the same is there),
// removed, or a chariot stunned or freed.
function place(s, i) {
  const r = i >> 3;
  const c = i & 7;
  const cell = s.board[r][c];
  const t = /** @type {(typeof TOOLS)[number]} */ (TOOLS.find((x) => x.name === s.tool));
  s.said = null;
  let put;
  if (s.tool === 'erase') put = null;
  else if (s.tool === 'stun') {
    if (!cell || cell.type !== 'chariot') {
      s.said = { kind: 'stun-only' };
      return;
    }
    // The rules stun a chariot only between two enemies: refused, with the reason, elsewhere.
    if (!cell.stunned && !flanked(s.board, r, c)) {
      s.said = { kind: 'stun-alone', square: Rules.squareName(r, c) };
      return;
    }
    put = { ...cell, stunned: !cell.stunned };
  } else {
    const piece = /** @type {{ team: string, type: string }} */ (t.cell); // the piece tools place one
    put = cell && cell.team === piece.team && cell.type === piece.type ? null : { ...piece };
  }
  setCell(s, i, put);
}

// Whether the chariot on (r, c) stands between two enemy pieces on a line (across, down or
// diagonal), neither a stunned chariot: where the rules stun it (docs/RULES.md, step 3).
export function flanked(board, r, c) {
  const team = board[r][c].team;
  const enemy = (rr, cc) => {
    const x = board[rr]?.[cc];
    return !!x && x.team !== team && !(x.type === 'chariot' && x.stunned);
  };
  return [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ].some(([dr, dc]) => enemy(r + dr, c + dc) && enemy(r - dr, c - dc));
}

// Square i set to `cell` (or emptied); a chariot takes the place of its side's chariot, wherever
// that stood. The board is copied, never changed in place.
function setCell(s, i, cell) {
  s.said = null;
  s.board = s.board.map((row) => row.slice());
  if (cell?.type === 'chariot')
    s.board.forEach((row, r) =>
      row.forEach((x, c) => {
        if (x?.type === 'chariot' && x.team === cell.team) row[c] = null;
      }),
    );
  s.board[i >> 3][i & 7] = cell;
  s.reason = null;
  s.play = null;
}

// { why: the reason the rules refuse the position (or null), position: its string when it
// may be played (or null) }.
function verdict(s) {
  const why = s.reason ?? refusal(s.board, s.player);
  return { why, position: why ? null : Rules.formatPosition(s.board, s.player) };
}

function refusal(board, player) {
  try {
    Rules.validateBoard(board);
  } catch (e) {
    return e.message;
  }
  const won = Rules.winner(board);
  if (won) return { winner: won };
  if (!Rules.legalMoves(board, player).length) return { noMoves: player };
  return null;
}

// "Play from here": who plays each side (the side to move by the player, the other by the
// computer, to begin with) and the level, then the game's address.
function playMethods(s, changed) {
  return {
    openPlay(level) {
      if (verdict(s).why) return;
      s.play = {
        blue: s.player === 'blue' ? 'human' : 'ai',
        red: s.player === 'red' ? 'human' : 'ai',
        level,
      };
      changed();
    },
    setPlay(change) {
      s.play = { ...s.play, ...change };
      changed();
    },
    closePlay() {
      s.play = null;
      changed();
    },
    playLink() {
      const { position } = verdict(s);
      if (!position || !s.play) return null;
      const { blue, red, level } = s.play;
      return gameHref({ blue, red, level, position });
    },
  };
}
