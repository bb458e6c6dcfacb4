// web/editor/ctrl.js - the position editor's controller: the board being set up, the side to
// move, the tool a press on a square uses, the position string's field, and what the editor
// says; no DOM (web/editor/view.js draws it). The rules judge every position (web/rules.js).
//
//   const ctrl = createEditorCtrl({ position, copy, changed });
//     position: the position string to start from (?editor=POSITION), or null: the start
//     copy: async (text) => true when the text went to the clipboard
//   ctrl.place(i); ctrl.setTool(name); ctrl.setPlayer(side); ctrl.typed(text); ctrl.read(text);
//   ctrl.copy(); ctrl.verdict() -> { why, position }
//
// ctrl.state: board, player, tool, text (the field's content), reason (why the last text read
// was refused, or null), note (a word for this moment: { kind: 'stun-only' | 'copied' |
// 'not-copied' }, or null: the position's verdict is said).

import * as Rules from '../rules.js';
import { START_POSITION } from '../rules/util.js';

export const TOOLS = [
  { name: 'b', cell: { team: 'blue', type: 'dog', stunned: false } },
  { name: 'B', cell: { team: 'blue', type: 'chariot', stunned: false } },
  { name: 'r', cell: { team: 'red', type: 'dog', stunned: false } },
  { name: 'R', cell: { team: 'red', type: 'chariot', stunned: false } },
  { name: 'stun', cell: null },
  { name: 'erase', cell: null },
];
export const EMPTY_POSITION = 'B7/8/8/8/8/8/8/7R b';

export function createEditorCtrl({ position = null, copy = async () => false, changed = () => {} }) {
  const s = { board: null, player: 'blue', tool: 'b', text: '', reason: null, note: null };
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
      if (s.note) changed();
      else done();
    },
    setTool(name) {
      if (!TOOLS.some((t) => t.name === name)) throw new Error(`no tool ${name}`);
      s.tool = name;
      s.note = null;
      done();
    },
    setPlayer(side) {
      s.player = side;
      s.note = null;
      done();
    },
    // The player typed in the position string's field: kept until it is read.
    typed(text) {
      s.text = text;
    },
    async copy() {
      const text = s.text;
      const ok = await copy(text);
      s.note = ok ? { kind: 'copied' } : { kind: 'not-copied', text };
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
  s.note = null;
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
  const t = TOOLS.find((x) => x.name === s.tool);
  s.note = null;
  let put;
  if (s.tool === 'erase') put = null;
  else if (s.tool === 'stun') {
    if (!cell || cell.type !== 'chariot') {
      s.note = { kind: 'stun-only' };
      return;
    }
    put = { ...cell, stunned: !cell.stunned };
  } else put = cell && cell.team === t.cell.team && cell.type === t.cell.type ? null : { ...t.cell };
  s.board = s.board.map((row) => row.slice());
  s.board[r][c] = put;
  s.reason = null;
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
