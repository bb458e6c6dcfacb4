// web/editor/view.js - the position editor's view: builds the panel once beside the board view
// (web/board/view.js), and draw(ctrl) writes the controller's state (web/editor/ctrl.js) into
// the page and nothing else. The controls call the controller's methods.
//
// Hooks for tests: the root has data-mode="editor", data-state="editing", data-valid (true |
// false), data-position (the position string when it is allowed) and data-tool.

import { el } from '../board/pieces.js';
import { editorWords as W } from '../words/editor.js';
import { analysisWords } from '../words/analysis.js';
import { applyTheme } from '../lib/theme.js';
import { TOOLS, EMPTY_POSITION } from './ctrl.js';
import { START_POSITION } from '../rules/util.js';

const editorButton = (action, text, onclick) =>
  el('button', { type: 'button', class: 'btn', 'data-action': action, text, onclick });

function buildControls(ctrl) {
  const v = {};
  v.tools = TOOLS.map((t) =>
    el('button', {
      type: 'button',
      class: `btn editor-tool tool-${t.name}`,
      'data-tool': t.name,
      'aria-pressed': 'false',
      text: W.tools[t.name],
      onclick: () => ctrl.setTool(t.name),
    }),
  );
  v.side = el(
    'select',
    { class: 'editor-side', 'aria-label': W.sideLabel },
    el('option', { value: 'blue', text: W.side.blue }),
    el('option', { value: 'red', text: W.side.red }),
  );
  v.side.addEventListener('change', () => ctrl.setPlayer(v.side.value));
  v.text = el('input', {
    type: 'text',
    class: 'editor-text',
    'aria-label': W.textLabel,
    spellcheck: 'false',
    autocomplete: 'off',
  });
  v.text.addEventListener('input', () => ctrl.typed(v.text.value));
  v.text.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') ctrl.read(v.text.value);
  });
  v.load = editorButton('editor-load', W.load, () => ctrl.read(v.text.value));
  v.copy = editorButton('editor-copy', W.copy, () => ctrl.copy());
  v.clear = editorButton('editor-clear', W.clear, () => ctrl.read(EMPTY_POSITION));
  v.reset = editorButton('editor-start', W.start, () => ctrl.read(START_POSITION));
  v.status = el('p', { class: 'editor-status', role: 'status' });
  v.play = el('a', { class: 'btn btn-primary', 'data-action': 'editor-play', text: W.play });
  v.analyse = el('a', {
    class: 'btn',
    'data-action': 'editor-analyse',
    text: analysisWords.entry,
    title: analysisWords.entryTitle,
  });
  return v;
}

// The panel's DOM, once, beside the board view `board`.
export function buildEditorView(container, board, ctrl, { theme } = {}) {
  const v = { ...buildControls(ctrl), container, board, theme };
  const panel = el(
    'aside',
    { class: 'polis-side editor-panel', 'aria-label': W.title },
    el('h2', { class: 'puzzle-title', text: W.title }),
    el('div', { class: 'editor-tools', role: 'group', 'aria-label': W.toolsLabel }, ...v.tools),
    el('label', { class: 'editor-row' }, el('span', { text: W.sideLabel }), v.side),
    el('div', { class: 'editor-row' }, v.text, v.load),
    v.status,
    el('div', { class: 'puzzle-controls' }, v.copy, v.clear, v.reset),
    el('div', { class: 'editor-row' }, v.play, v.analyse, el('a', { class: 'btn', href: '?', text: W.back })),
  );
  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'editor';
  container.dataset.state = 'editing'; // the page's hook that a mode is up
  container.append(
    el('div', { class: 'polis-main' }, el('div', { class: 'polis-boardcol' }, board.element), panel),
  );
  return v;
}

// Why the rules refuse a position, in words: their own message, or the game already over.
function refusalText(why) {
  if (typeof why === 'string') return why;
  return why.winner ? W.over(why.winner) : W.noMoves(why.noMoves);
}

function editorStatus(s, why) {
  const note = s.note;
  if (note?.kind === 'stun-only') return W.stunOnlyChariot;
  if (note?.kind === 'copied') return W.copied;
  if (note?.kind === 'not-copied') return note.text;
  return why ? W.refused(refusalText(why)) : W.allowed(s.player);
}

// The links that leave the editor with the position: only when it may be played.
function drawLinks(v, position) {
  for (const [a, key] of [
    [v.play, 'position'],
    [v.analyse, 'analysis'],
  ]) {
    if (position) {
      a.href = `?${key}=${encodeURIComponent(position)}`;
      a.removeAttribute('aria-disabled');
    } else {
      a.removeAttribute('href');
      a.setAttribute('aria-disabled', 'true');
    }
  }
}

export function drawEditor(v, ctrl) {
  const s = ctrl.state;
  const { why, position } = ctrl.verdict();
  if (v.text.value !== s.text) v.text.value = s.text;
  const d = v.container.dataset;
  d.valid = String(!why);
  d.position = position ?? '';
  d.tool = s.tool;
  applyTheme(v.container, v.theme);
  v.status.textContent = editorStatus(s, why);
  v.status.dataset.kind = why ? 'error' : 'ok';
  v.side.value = s.player;
  for (const b of v.tools) b.setAttribute('aria-pressed', String(b.dataset.tool === s.tool));
  drawLinks(v, position);
  v.board.update({ pieces: s.board, orientation: 'blue', editable: true });
}
