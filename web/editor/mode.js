// web/editor/mode.js - the position editor (index.html?editor, or ?editor=POSITION): place and remove
// pieces, stun or free a chariot, choose the side to move, paste or copy a position string, and
// play from the position. The rules judge every position (web/rules.js): one that is not
// allowed (no chariot or two, more than 16 pieces a side, a game already over) is refused with
// the reason, and it cannot be played. Its own controller over the board view, which knows no
// rules.
//
// Hooks for tests: the root has data-mode="editor", data-state="editing", data-valid (true | false), data-position
// (the position string when it is allowed) and data-tool; the board has data-square and
// data-piece as in the game.

import * as Rules from '../rules.js';
import { el } from '../board/pieces.js';
import { createBoardView } from '../board/view.js';
import { editorWords as W } from '../words/play.js';
import { analysisWords } from '../words/analysis.js';
import { copyText, savedTheme, applyTheme } from '../play/record.js';
import { START_POSITION } from '../rules/util.js';

const TOOLS = [
  { name: 'b', cell: { team: 'blue', type: 'dog', stunned: false } },
  { name: 'B', cell: { team: 'blue', type: 'chariot', stunned: false } },
  { name: 'r', cell: { team: 'red', type: 'dog', stunned: false } },
  { name: 'R', cell: { team: 'red', type: 'chariot', stunned: false } },
  { name: 'stun', cell: null },
  { name: 'erase', cell: null },
];

export function mountEditor(container, options = {}) {
  let board;
  let player;
  let tool = 'b';
  let reason = null;
  const theme = savedTheme();

  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'editor';
  container.dataset.state = 'editing'; // the page's hook that a mode is up
  const view = createBoardView({ onSquare: place, label: 'Editor board' });
  const tools = TOOLS.map((t) =>
    el('button', {
      type: 'button',
      class: `btn editor-tool tool-${t.name}`,
      'data-tool': t.name,
      'aria-pressed': 'false',
      text: W.tools[t.name],
      onclick: () => {
        tool = t.name;
        render();
      },
    }),
  );
  const side = el(
    'select',
    { class: 'editor-side', 'aria-label': W.sideLabel },
    el('option', { value: 'blue', text: W.side.blue }),
    el('option', { value: 'red', text: W.side.red }),
  );
  side.addEventListener('change', () => {
    player = side.value;
    render();
  });
  const text = el('input', {
    type: 'text',
    class: 'editor-text',
    'aria-label': W.textLabel,
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const status = el('p', { class: 'editor-status', role: 'status' });
  const load = el('button', {
    type: 'button',
    class: 'btn',
    'data-action': 'editor-load',
    text: W.load,
    onclick: () => read(text.value),
  });
  text.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') read(text.value);
  });
  const copy = el('button', {
    type: 'button',
    class: 'btn',
    'data-action': 'editor-copy',
    text: W.copy,
    onclick: () =>
      copyText(text.value).then((ok) => {
        status.textContent = ok ? W.copied : text.value;
      }),
  });
  const clear = el('button', {
    type: 'button',
    class: 'btn',
    'data-action': 'editor-clear',
    text: W.clear,
    onclick: () => read('B7/8/8/8/8/8/8/7R b'),
  });
  const reset = el('button', {
    type: 'button',
    class: 'btn',
    'data-action': 'editor-start',
    text: W.start,
    onclick: () => read(START_POSITION),
  });
  const play = el('a', { class: 'btn btn-primary', 'data-action': 'editor-play', text: W.play });
  const analyse = el('a', {
    class: 'btn',
    'data-action': 'editor-analyse',
    text: analysisWords.entry,
    title: analysisWords.entryTitle,
  });
  const back = el('a', { class: 'btn', href: '?', text: W.back });
  const panel = el(
    'aside',
    { class: 'polis-side editor-panel', 'aria-label': W.title },
    el('h2', { class: 'puzzle-title', text: W.title }),
    el('div', { class: 'editor-tools', role: 'group', 'aria-label': W.toolsLabel }, ...tools),
    el('label', { class: 'editor-row' }, el('span', { text: W.sideLabel }), side),
    el('div', { class: 'editor-row' }, text, load),
    status,
    el('div', { class: 'puzzle-controls' }, copy, clear, reset),
    el('div', { class: 'editor-row' }, play, analyse, back),
  );
  container.append(
    el('div', { class: 'polis-main' }, el('div', { class: 'polis-boardcol' }, view.element), panel),
  );
  read(typeof options.editor === 'string' && options.editor ? options.editor : START_POSITION);

  // A position string: refused with the reason when it cannot be read, the board kept as it was.
  function read(str) {
    try {
      ({ board, player } = Rules.parsePosition(str.trim()));
      reason = null;
    } catch (e) {
      reason = e.message;
      if (!board) ({ board, player } = Rules.parsePosition(START_POSITION));
      render(true);
      return;
    }
    render();
  }

  function place(i) {
    const r = i >> 3;
    const c = i & 7;
    const cell = board[r][c];
    const next = board.map((row) => row.slice());
    const t = TOOLS.find((x) => x.name === tool);
    if (tool === 'erase') next[r][c] = null;
    else if (tool === 'stun') {
      if (!cell || cell.type !== 'chariot') {
        status.textContent = W.stunOnlyChariot;
        return;
      }
      next[r][c] = { ...cell, stunned: !cell.stunned };
    } else next[r][c] = cell && cell.team === t.cell.team && cell.type === t.cell.type ? null : { ...t.cell };
    board = next;
    reason = null;
    render();
  }

  // The reason the rules refuse the position, or null when it may be played.
  function check() {
    try {
      Rules.validateBoard(board);
    } catch (e) {
      return e.message;
    }
    const won = Rules.winner(board);
    if (won) return W.over(won);
    if (!Rules.legalMoves(board, player).length) return W.noMoves(player);
    return null;
  }

  function render(keepText = false) {
    const why = reason ?? check();
    const str = why ? null : Rules.formatPosition(board, player);
    if (!keepText && str) text.value = str;
    container.dataset.valid = String(!why);
    container.dataset.position = str ?? '';
    container.dataset.tool = tool;
    applyTheme(container, theme);
    status.textContent = why ? W.refused(why) : W.allowed(player);
    status.dataset.kind = why ? 'error' : 'ok';
    side.value = player;
    for (const b of tools) b.setAttribute('aria-pressed', String(b.dataset.tool === tool));
    for (const [a, key] of [
      [play, 'position'],
      [analyse, 'analysis'],
    ]) {
      if (str) {
        a.href = `?${key}=${encodeURIComponent(str)}`;
        a.removeAttribute('aria-disabled');
      } else {
        a.removeAttribute('href');
        a.setAttribute('aria-disabled', 'true');
      }
    }
    view.update({
      pieces: board,
      orientation: 'blue',
      editable: true,
    });
  }

  return {
    element: container,
    get position() {
      return container.dataset.position || null;
    },
    destroy() {
      container.textContent = '';
    },
  };
}
