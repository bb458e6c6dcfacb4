// web/editor/view.js - the position editor's view: builds the panel once beside the board view
// (web/board/view.js), and view.draw() writes the controller's state (web/editor/ctrl.js) into
// the page and nothing else. The controls call the controller's methods.
//
//   const view = createEditorView(container, ctrl, { board, theme, lastLevel });
//   view.draw();   view.destroy();
//
// Hooks for tests: the root has data-mode="editor", data-state="editing", data-valid (true |
// false), data-position (the position string when it is allowed) and data-tool; "Play from
// here" opens .editor-play-setup ([data-play-side="blue" | "red"], .editor-level,
// [data-action="editor-start-game"], a link to the game with the players and level).

import { el } from '../lib/dom.js';
import { createKeyHelp } from '../lib/key-help.js';
import { keyWords } from '../words/keys.js';
import { editorWords as W } from '../words/editor.js';
import { analysisWords } from '../words/analysis.js';
import { applyTheme } from '../lib/theme.js';
import { TOOLS, EMPTY_POSITION } from './ctrl.js';
import { START_POSITION } from '../rules/util.js';
import { LEVELS } from '../levels.js';
import { bindToolDrag } from './drag.js';
import { analysisHref } from '../lib/address.js';

const editorButton = (action, text, onclick) =>
  el('button', { type: 'button', class: 'btn', 'data-action': action, text, onclick });

const options = (pairs) => pairs.map(([value, text]) => el('option', { value, text }));

// Who plays each side and the computer's level, asked before the game starts.
function createPlaySetup(ctrl) {
  const p = {};
  const kinds = Object.entries(W.kinds);
  const side = (name) => {
    const select = el('select', { class: 'editor-side', 'data-play-side': name }, ...options(kinds));
    select.addEventListener('change', () => ctrl.setPlay({ [name]: select.value }));
    return select;
  };
  p.blue = side('blue');
  p.red = side('red');
  p.level = el(
    'select',
    { class: 'editor-side editor-level' },
    ...options(LEVELS.map((l) => [l.name, l.label])),
  );
  p.level.addEventListener('change', () => ctrl.setPlay({ level: p.level.value }));
  p.start = el('a', { class: 'btn btn-primary', 'data-action': 'editor-start-game', text: W.startGame });
  p.element = el(
    'div',
    { class: 'editor-play-setup', hidden: true },
    el('label', { class: 'editor-row' }, el('span', { text: W.who.blue }), p.blue),
    el('label', { class: 'editor-row' }, el('span', { text: W.who.red }), p.red),
    el('label', { class: 'editor-row' }, el('span', { text: W.levelLabel }), p.level),
    el(
      'div',
      { class: 'editor-row' },
      p.start,
      editorButton('editor-play-cancel', W.cancel, () => ctrl.closePlay()),
    ),
  );
  return p;
}

function drawPlaySetup(p, ctrl) {
  const play = ctrl.state.play;
  p.element.hidden = !play;
  if (!play) return;
  p.blue.value = play.blue;
  p.red.value = play.red;
  p.level.value = play.level;
  p.level.disabled = play.blue !== 'ai' && play.red !== 'ai';
  p.start.href = ctrl.playLink();
}

function createControls(ctrl, board, lastLevel) {
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
  v.tools.forEach((button, k) => bindToolDrag(button, TOOLS[k].name, ctrl, board));
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
  v.play = editorButton('editor-play', W.play, () => ctrl.openPlay(lastLevel()));
  v.play.classList.add('btn-primary');
  v.setup = createPlaySetup(ctrl);
  v.analyse = el('a', {
    class: 'btn',
    'data-action': 'editor-analyse',
    text: analysisWords.entry,
    title: analysisWords.entryTitle,
  });
  return v;
}

// The panel's DOM, once, beside the board view `board`. lastLevel() gives the level "Play from here"
// starts at: the page's level for the next game (web/play/next-level.js, the one home of that rule).
export function createEditorView(container, ctrl, { board, theme, lastLevel }) {
  const v = { ...createControls(ctrl, board, lastLevel), container, board, theme };
  const panel = el(
    'aside',
    { class: 'polis-side editor-panel', 'aria-label': W.title },
    el('h2', { class: 'puzzle-title', text: W.title }),
    el('p', { class: 'editor-howto', text: W.howTo }),
    el('div', { class: 'editor-tools', role: 'group', 'aria-label': W.toolsLabel }, ...v.tools),
    el('label', { class: 'editor-row' }, el('span', { text: W.sideLabel }), v.side),
    el('div', { class: 'editor-row' }, v.text, v.load),
    v.status,
    el('div', { class: 'puzzle-controls' }, v.copy, v.clear, v.reset),
    el('div', { class: 'editor-row' }, v.play, v.analyse, el('a', { class: 'btn', href: '?', text: W.back })),
    v.setup.element,
  );
  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'editor';
  container.dataset.state = 'editing'; // the page's hook that a mode is up
  container.append(
    el('div', { class: 'polis-main' }, el('div', { class: 'polis-boardcol' }, board.element), panel),
  );
  const keys = createKeyHelp(container, { rows: keyWords.modes.editor, words: keyWords });
  return {
    board,
    draw: () => drawEditor(v, ctrl),
    destroy: () => {
      keys.destroy();
      container.textContent = '';
    },
  };
}

// Why the rules refuse a position, in words: their own message, or the game already over.
function refusalText(why) {
  if (typeof why === 'string') return why;
  return why.winner ? W.over(why.winner) : W.noMoves(why.noMoves);
}

function editorStatus(s, why) {
  const said = s.said;
  if (said?.kind === 'stun-only') return W.stunOnlyChariot;
  if (said?.kind === 'stun-alone') return W.stunNeedsEnemies(said.square);
  if (said?.kind === 'copied') return W.copied;
  if (said?.kind === 'not-copied') return said.text;
  return why ? W.refused(refusalText(why)) : W.allowed(s.player);
}

// The ways to leave the editor with the position: only when it may be played.
function drawLinks(v, position) {
  v.play.disabled = !position;
  if (position) {
    v.analyse.href = analysisHref({ position });
    v.analyse.removeAttribute('aria-disabled');
  } else {
    v.analyse.removeAttribute('href');
    v.analyse.setAttribute('aria-disabled', 'true');
  }
}

function drawEditor(v, ctrl) {
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
  drawPlaySetup(v.setup, ctrl);
  v.board.update({ pieces: s.board, orientation: 'blue', editable: true });
}
