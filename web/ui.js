// The Polis game page: board, controls, setup, history, and the AI through ai-client.js.
//
//   import { mountPolis, configFromUrl } from './web/ui.js';
//   const game = mountPolis(document.getElementById('polis'), { blue: 'human', red: 'ai', level: 'easy' });
//
// mountPolis(container, options) builds the whole game inside `container` (styles: style.css,
// everything scoped under .polis). Options: blue / red ('human' | 'ai'), level (a name from
// levels.js), position (a position string as in RULES.md), problems (messages to show, e.g. from
// configFromUrl), aiClient (defaults to a fresh createAiClient()), setup (true: open the setup
// panel at once), compact (true: leave out the move list and history, for small embeds).
//
// Hooks for tests and scripts: every square has data-square="e4"; a piece on it is a child
// element with data-piece = b | B | r | R and data-stunned="true" when stunned; the result dialog
// has data-winner="blue|red" and data-reason="chariot|no-moves". The root element carries
// data-state (human | thinking | animating | paused | over), data-turn (blue | red), data-plies
// (moves played) and data-ai (loading | ready | failed).

import * as Rules from './rules.js';
import { LEVELS, DEFAULT_LEVEL, levelByName } from './levels.js';
import { createAiClient } from './ai-client.js';
import { createPiece, pieceName, el, svgEl, icon } from './ui-pieces.js';

const FILES = 'abcdefgh';
const NAME = { blue: 'Blue', red: 'Red' };
const other = (p) => (p === 'blue' ? 'red' : 'blue');
const sq = (r, c) => r * 8 + c;
const squareName = (r, c) => FILES[c] + (r + 1);
const moveKey = (m) => `${m.fromR}${m.fromC}${m.toR}${m.toC}`;
const sameMove = (a, b) => (!a && !b) || (!!a && !!b && moveKey(a) === moveKey(b));
const HINT_OPTIONS = { timeMs: 600 };
const AI_VS_AI_PAUSE_MS = 350;

// Reads ?blue=&red=&level=&position= from a query string.
// Returns { config, fromUrl, problems }: fromUrl is true when any parameter was given.
export function configFromUrl(search = typeof location !== 'undefined' ? location.search : '') {
  const params = new URLSearchParams(search);
  const config = {};
  const problems = [];
  let fromUrl = false;
  for (const side of ['blue', 'red']) {
    if (!params.has(side)) continue;
    fromUrl = true;
    const v = params.get(side).trim().toLowerCase();
    if (v === 'human' || v === 'ai') config[side] = v;
    else problems.push(`"${side}=${params.get(side)}" is not understood: use human or ai.`);
  }
  if (params.has('level')) {
    fromUrl = true;
    try {
      config.level = levelByName(params.get('level').trim().toLowerCase()).name;
    } catch (e) {
      problems.push(e.message);
    }
  }
  if (params.has('position')) {
    fromUrl = true;
    let text = params.get('position').trim();
    // An unencoded '+' (stunned) arrives as a space; a position has exactly one real space.
    const parts = text.split(' ');
    if (parts.length > 2) text = parts.slice(0, -1).join('+') + ' ' + parts[parts.length - 1];
    try {
      Rules.parsePosition(text);
      config.position = text;
    } catch (e) {
      problems.push(e.message);
    }
  }
  return { config, fromUrl, problems };
}

function describeResult(result, player) {
  const parts = [];
  if (result.hops.length) parts.push(`${result.hops.length} hop${result.hops.length > 1 ? 's' : ''}`);
  const lost = { blue: 0, red: 0 };
  for (const c of result.captured) lost[c.team]++;
  for (const team of [other(player), player]) {
    if (lost[team]) parts.push(`captures ${lost[team]} ${NAME[team]} dog${lost[team] > 1 ? 's' : ''}`);
  }
  return parts;
}

function stunnedChariots(board) {
  const out = { blue: false, red: false };
  for (const row of board) for (const cell of row) if (cell && cell.type === 'chariot' && cell.stunned) out[cell.team] = true;
  return out;
}

function countPieces(board) {
  const n = { blue: 0, red: 0 };
  for (const row of board) for (const cell of row) if (cell) n[cell.team]++;
  return n;
}

function formatScore(score) {
  if (typeof score !== 'number') return '';
  const v = score / 10;
  return (v > 0 ? '+' : v < 0 ? '\u2212' : '\u00b1') + Math.abs(v).toFixed(1);
}

function formatNodes(n) {
  if (typeof n !== 'number') return '';
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e4) return `${Math.round(n / 1e3)}k`;
  return String(n);
}

// "depth 9 · Red +0.4 · 1.2M nodes": the score is in pieces from `player`'s side.
function evalText(p, player) {
  if (!p) return '';
  const bits = [];
  const who = player ? `${NAME[player]} ` : 'score ';
  if (typeof p.depth === 'number') bits.push(`depth ${p.depth}`);
  if (p.mateIn !== null && p.mateIn !== undefined) {
    const plies = Math.abs(p.mateIn);
    bits.push(`${who}${p.mateIn > 0 ? 'wins' : 'loses'} in ${plies} pl${plies === 1 ? 'y' : 'ies'}`);
  } else if (typeof p.score === 'number') bits.push(`${who}${formatScore(p.score)}`);
  if (typeof p.nodes === 'number') bits.push(`${formatNodes(p.nodes)} nodes`);
  return bits.join(' \u00b7 ');
}

const RULES_HTML = `
<h2>How to play Polis</h2>
<p>Two sides, <b class="t-blue">Blue</b> (top, moves first) and <b class="t-red">Red</b> (bottom),
each start with fifteen <em>dogs</em> and one <em>chariot</em> on their two home rows.</p>
<h3>Moving</h3>
<p>On your turn move one of your pieces one square in any of the eight directions onto an empty
square. You may not pass. A stunned chariot cannot move.</p>
<h3>Hops</h3>
<p>When your piece lands, every piece touching it, in any of the eight directions, jumps over it
to the empty square straight across, if that square is on the board. Your own pieces always
jump. An enemy piece stays put when another enemy piece stands right behind it on the same
line, and a stunned chariot never jumps. All jumps happen at once. Hover over (or focus) a
destination to see them before you move.</p>
<h3>Captures and stuns</h3>
<p>After the jumps, a dog sandwiched between two enemy pieces in a straight line (across a row,
a column or a diagonal) is captured. A chariot is never captured: caught in the same kind of
sandwich it is <em>stunned</em> (marked with a yellow star) and cannot move or jump until the
sandwich breaks. A stunned chariot also does not count as one side of a sandwich.</p>
<p>A move is not allowed if the piece you moved would be captured, or if your chariot would end
it stunned.</p>
<h3>Winning</h3>
<p>Get your chariot to the far row: Blue to row 8, Red to row 1. It may even be carried there
by a jump. You also win when your opponent has no legal move.</p>
<p class="rules-note">Squares are named by column a&ndash;h and row 1&ndash;8, with a1 at the top left;
a move is written from-square then to-square, like <code>b2b3</code>.</p>`;

export function mountPolis(container, options = {}) {
  const reducedMotionQuery =
    typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };

  // ---------------------------------------------------------------- state
  // Default: a human plays Blue against the computer's Red.
  const settings = {
    blue: options.blue === 'ai' ? 'ai' : 'human',
    red: options.red === 'human' ? 'human' : 'ai',
    level: DEFAULT_LEVEL,
  };
  if (options.level) {
    try {
      settings.level = levelByName(options.level).name;
    } catch (e) {
      (options.problems ||= []).push(e.message);
    }
  }

  let start = null; // { board, player, text }
  let plies = []; // { player, move, result, after: { board, player }, ai }
  let over = null; // { winner, reason }
  let view = null; // null = live; else number of plies shown
  let selected = null; // { r, c }
  let focusSq = { r: 0, c: 0 };
  let animating = false;
  let paused = false;
  let aiTask = null; // { token, player, progress }
  let aiToken = 0;
  let hint = null; // { move, pending }
  let legal = null; // { moves, byFrom: Map, results: Map } for the live position
  let previewMove = null;
  let flash = null; // a one-off message for the preview line
  let aiStatus = 'loading';
  let aiFailure = null;
  let destroyed = false;
  let pendingTimer = null;
  const aiLog = [];
  const ai = options.aiClient || createAiClient();

  // ---------------------------------------------------------------- DOM
  container.classList.add('polis');
  container.textContent = '';

  const notice = el('div', { class: 'polis-notice', role: 'alert', hidden: true });

  const squares = [];
  const board = el('div', { class: 'polis-board', role: 'grid', 'aria-label': 'Polis board' });
  for (let r = 0; r < 8; r++) {
    const row = el('div', { class: 'polis-row', role: 'row' });
    for (let c = 0; c < 8; c++) {
      const s = el('div', {
        class: `sq ${(r + c) % 2 ? 'sq-dark' : 'sq-light'}`,
        role: 'gridcell',
        tabindex: r === 0 && c === 0 ? 0 : -1,
        'data-square': squareName(r, c),
      });
      s.dataset.r = r;
      s.dataset.c = c;
      squares.push(s);
      row.append(s);
    }
    board.append(row);
  }
  const overlay = svgEl('svg', { class: 'polis-overlay', viewBox: '0 0 8 8', 'aria-hidden': 'true' });
  overlay.innerHTML =
    '<defs>' +
    ['step', 'hop-blue', 'hop-red', 'hint'].map(
      (k) =>
        `<marker id="polis-arrow-${k}-${uid()}" class="arrowhead arrow-${k}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z"/></marker>`,
    ).join('') +
    '</defs><g class="ov-layer"></g>';
  const ovLayer = overlay.querySelector('.ov-layer');
  const markerIds = {};
  for (const m of overlay.querySelectorAll('marker')) markerIds[m.classList[1].slice(6)] = m.id;
  board.append(overlay);

  const fileLabels = (pos) => el('div', { class: `polis-files polis-files-${pos}`, 'aria-hidden': 'true' }, ...[...FILES].map((f) => el('span', { text: f })));
  const rankLabels = (pos) => el('div', { class: `polis-ranks polis-ranks-${pos}`, 'aria-hidden': 'true' }, ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => el('span', { text: n })));
  const boardFrame = el(
    'div',
    { class: 'polis-frame' },
    el('div', { class: 'polis-corner' }),
    fileLabels('top'),
    el('div', { class: 'polis-corner' }),
    rankLabels('left'),
    board,
    rankLabels('right'),
    el('div', { class: 'polis-corner' }),
    fileLabels('bottom'),
    el('div', { class: 'polis-corner' }),
  );

  const preview = el('p', { class: 'polis-preview', 'aria-live': 'polite' });

  const playerCard = (side) => {
    const card = el(
      'div',
      { class: `player player-${side}`, 'data-side': side },
      el('span', { class: `player-chip pc-${side}`, 'aria-hidden': 'true' }),
      el('div', { class: 'player-text' }, el('strong', { text: NAME[side] }), el('span', { class: 'player-who' })),
      el('div', { class: 'player-count', title: 'pieces on the board' }),
    );
    return card;
  };
  const cards = { blue: playerCard('blue'), red: playerCard('red') };

  const status = el('p', { class: 'polis-status', role: 'status', 'aria-live': 'polite' });
  const lastMoveLine = el('p', { class: 'polis-lastmove' });
  const thinking = el(
    'div',
    { class: 'polis-thinking', hidden: true },
    el('span', { class: 'spinner', 'aria-hidden': 'true' }),
    el('span', { class: 'thinking-text' }),
  );
  const thinkingText = thinking.querySelector('.thinking-text');

  const button = (name, label, onclick, extra = {}) =>
    el('button', { type: 'button', class: `btn btn-${name}`, 'data-action': name, html: `${icon(name)}<span>${label}</span>`, onclick, ...extra });
  const btnNew = button('new', 'New game', () => openSetup());
  const btnUndo = button('undo', 'Undo', () => undo());
  const btnHint = button('hint', 'Hint', () => requestHint());
  const btnPause = button('pause', 'Pause', () => togglePause());
  const btnRules = button('rules', 'Rules', () => {
    rulesDialog.showModal();
    rulesDialog.scrollTop = 0;
  });
  btnRules.classList.add('btn-quiet');
  const controls = el('div', { class: 'polis-controls' }, btnNew, btnUndo, btnHint, btnPause);

  const navButton = (name, label, fn) =>
    el('button', { type: 'button', class: `btn btn-icon nav-${name}`, 'data-action': `history-${name}`, 'aria-label': label, title: label, html: icon(name), onclick: fn });
  const navFirst = navButton('first', 'Start of the game', () => browse(0));
  const navPrev = navButton('prev', 'Previous move', () => browse(shownPly() - 1));
  const navNext = navButton('next', 'Next move', () => browse(shownPly() + 1));
  const navLast = navButton('last', 'Current position', () => browse(plies.length));
  const navLabel = el('span', { class: 'nav-label' });
  const historyNav = el('div', { class: 'polis-history' }, navFirst, navPrev, navLabel, navNext, navLast);
  const moveList = el('ol', { class: 'polis-moves', 'aria-label': 'Moves' });
  const moveListWrap = el('div', { class: 'polis-moves-wrap' }, moveList);

  const side = el(
    'aside',
    { class: 'polis-side' },
    el('div', { class: 'polis-players' }, cards.blue, cards.red),
    status,
    thinking,
    lastMoveLine,
    controls,
    options.compact ? null : historyNav,
    options.compact ? null : moveListWrap,
    el('div', { class: 'polis-extra' }, btnRules),
  );

  // Setup dialog.
  const levelSelect = el('select', { name: 'level', id: `polis-level-${uid()}` }, ...LEVELS.map((l) => el('option', { value: l.name, text: l.label })));
  const levelDesc = el('p', { class: 'setup-desc' });
  const sideChoice = (s) =>
    el(
      'fieldset',
      { class: `setup-side setup-${s}` },
      el('legend', {}, el('span', { class: `player-chip pc-${s}`, 'aria-hidden': 'true' }), NAME[s]),
      ...['human', 'ai'].map((who) =>
        el('label', {}, el('input', { type: 'radio', name: s, value: who }), who === 'human' ? 'Human' : 'Computer'),
      ),
    );
  const positionInput = el('input', { type: 'text', name: 'position', placeholder: 'standard start', spellcheck: 'false', autocomplete: 'off' });
  const setupError = el('p', { class: 'setup-error', role: 'alert' });
  const setupForm = el(
    'form',
    { method: 'dialog' },
    el('h2', { text: 'New game' }),
    el('div', { class: 'setup-sides' }, sideChoice('blue'), sideChoice('red')),
    el('label', { class: 'setup-row', for: levelSelect.id }, 'Computer level'),
    levelSelect,
    levelDesc,
    el('details', { class: 'setup-more' }, el('summary', { text: 'Start from a position' }), el('label', { class: 'setup-row' }, 'Position string', positionInput), el('p', { class: 'setup-desc', text: 'As in the rules: rows 1 to 8 separated by "/", then b or r for the side to move.' })),
    setupError,
    el('div', { class: 'dialog-buttons' }, el('button', { type: 'button', class: 'btn', value: 'cancel', text: 'Cancel', onclick: () => setupDialog.close() }), el('button', { type: 'submit', class: 'btn btn-primary', value: 'start', text: 'Start game' })),
  );
  const setupDialog = el('dialog', { class: 'polis-dialog polis-setup' }, setupForm);
  levelSelect.addEventListener('change', () => {
    levelDesc.textContent = levelByName(levelSelect.value).description;
  });
  setupForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const data = new FormData(setupForm);
    const pos = String(data.get('position') || '').trim();
    if (pos) {
      try {
        Rules.parsePosition(pos);
      } catch (err) {
        setupError.textContent = err.message;
        return;
      }
    }
    setupError.textContent = '';
    settings.blue = data.get('blue') === 'ai' && aiStatus !== 'failed' ? 'ai' : 'human';
    settings.red = data.get('red') === 'ai' && aiStatus !== 'failed' ? 'ai' : 'human';
    settings.level = levelSelect.value;
    setupDialog.close();
    newGame(pos || null);
  });

  const rulesDialog = el(
    'dialog',
    { class: 'polis-dialog polis-rules' },
    el('div', { class: 'rules-body', html: RULES_HTML }),
    el('form', { method: 'dialog', class: 'dialog-buttons' }, el('button', { class: 'btn btn-primary', text: 'Got it' })),
  );

  const resultTitle = el('h2');
  const resultText = el('p');
  const resultDialog = el(
    'dialog',
    { class: 'polis-dialog polis-result' },
    el('div', { class: 'result-emblem', 'aria-hidden': 'true' }),
    resultTitle,
    resultText,
    el(
      'div',
      { class: 'dialog-buttons' },
      el('button', { type: 'button', class: 'btn', 'data-action': 'review', text: 'Review the game', onclick: () => resultDialog.close() }),
      el('button', { type: 'button', class: 'btn', 'data-action': 'result-undo', text: 'Undo', onclick: () => { resultDialog.close(); undo(); } }),
      el('button', { type: 'button', class: 'btn btn-primary', 'data-action': 'new-game', text: 'New game', onclick: () => { resultDialog.close(); openSetup(); } }),
    ),
  );

  const main = el('div', { class: 'polis-main' }, el('div', { class: 'polis-boardcol' }, boardFrame, preview), side);
  container.append(notice, main, setupDialog, rulesDialog, resultDialog);

  // ---------------------------------------------------------------- helpers
  function uid() {
    uid.n = (uid.n || 0) + 1;
    return `${uid.n}-${Math.random().toString(36).slice(2, 7)}`;
  }

  function live() {
    return plies.length ? plies[plies.length - 1].after : start;
  }
  function shownPly() {
    return view === null ? plies.length : view;
  }
  function shownPosition() {
    const n = shownPly();
    return n === 0 ? start : plies[n - 1].after;
  }
  function isAi(player) {
    return settings[player] === 'ai' && aiStatus !== 'failed';
  }
  function humanTurn() {
    return !over && !animating && view === null && !isAi(live().player);
  }

  const problems = [...(options.problems || [])];
  function showNotice(messages, kind = 'warn') {
    if (!messages.length) {
      notice.hidden = true;
      notice.textContent = '';
      return;
    }
    notice.hidden = false;
    notice.dataset.kind = kind;
    notice.textContent = '';
    for (const m of messages) notice.append(el('p', { text: m }));
  }

  function computeLegal() {
    const pos = live();
    const moves = over ? [] : Rules.legalMoves(pos.board, pos.player);
    const byFrom = new Map();
    for (const m of moves) {
      const k = sq(m.fromR, m.fromC);
      if (!byFrom.has(k)) byFrom.set(k, []);
      byFrom.get(k).push(m);
    }
    legal = { moves, byFrom, results: new Map() };
  }

  function resultOf(move) {
    const k = moveKey(move);
    if (!legal.results.has(k)) legal.results.set(k, Rules.applyMove(live().board, move));
    return legal.results.get(k);
  }

  function gameOverAt(pos) {
    const w = Rules.winner(pos.board);
    if (w) return { winner: w, reason: 'chariot' };
    if (Rules.legalMoves(pos.board, pos.player).length === 0) return { winner: other(pos.player), reason: 'no-moves' };
    return null;
  }

  // ---------------------------------------------------------------- rendering
  const shownCells = new Array(64).fill(undefined); // what each square currently shows

  function cellKey(cell) {
    return cell ? `${cell.team}${cell.type}${cell.stunned ? '+' : ''}` : '';
  }

  // Puts `b`'s pieces on the squares; only squares whose content changed are rebuilt, unless
  // `force` lists squares to rebuild anyway (pieces that just moved there).
  function renderPieces(b, force = new Set()) {
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 8; c++) {
        const i = sq(r, c);
        const cell = b[r][c];
        const key = cellKey(cell);
        if (shownCells[i] === key && !force.has(i)) continue;
        const s = squares[i];
        const old = s.querySelector('.pc');
        if (old) old.remove();
        if (cell) s.append(createPiece(cell));
        shownCells[i] = key;
      }
    }
  }

  function pieceAt(i) {
    return squares[i].querySelector('.pc');
  }

  function render() {
    if (destroyed) return;
    const shown = shownPosition();
    if (!animating) renderPieces(shown.board);
    const liveView = view === null;
    const pos = live();
    const n = shownPly();
    const lastPly = n > 0 ? plies[n - 1] : null;

    // Square decorations.
    const dests = new Map();
    if (liveView && selected && legal) {
      for (const m of legal.byFrom.get(sq(selected.r, selected.c)) || []) dests.set(sq(m.toR, m.toC), m);
    }
    const movable = new Set(liveView && humanTurn() && legal ? legal.byFrom.keys() : []);
    for (let i = 0; i < 64; i++) {
      const s = squares[i];
      const r = i >> 3;
      const c = i & 7;
      const cell = shown.board[r][c];
      s.classList.toggle('sq-selected', !!selected && liveView && selected.r === r && selected.c === c);
      s.classList.toggle('sq-dest', dests.has(i));
      let destKind = '';
      if (dests.has(i)) {
        const res = resultOf(dests.get(i));
        if (res.winner) destKind = 'win';
        else if (res.captured.some((x) => x.team !== pos.player)) destKind = 'capture';
      }
      s.classList.toggle('sq-dest-capture', destKind === 'capture');
      s.classList.toggle('sq-dest-win', destKind === 'win');
      s.classList.toggle('sq-movable', movable.has(i));
      s.classList.toggle('sq-last-from', !!lastPly && lastPly.move.fromR === r && lastPly.move.fromC === c);
      s.classList.toggle('sq-last-to', !!lastPly && lastPly.move.toR === r && lastPly.move.toC === c);
      const hm = hint && hint.move && liveView ? hint.move : null;
      s.classList.toggle('sq-hint', !!hm && ((hm.fromR === r && hm.fromC === c) || (hm.toR === r && hm.toC === c)));
      let label = `${squareName(r, c)}, ${cell ? pieceName(cell) : 'empty'}`;
      if (dests.has(i)) label += ', legal destination';
      if (movable.has(i) && !dests.has(i)) label += ', can move';
      s.setAttribute('aria-label', label);
      s.setAttribute('aria-selected', s.classList.contains('sq-selected') ? 'true' : 'false');
    }
    drawOverlay();

    // Root hooks.
    let state;
    if (animating) state = 'animating';
    else if (over) state = 'over';
    else if (aiTask) state = 'thinking';
    else if (isAi(pos.player)) state = paused ? 'paused' : 'waiting';
    else state = 'human';
    container.dataset.state = state;
    container.dataset.turn = pos.player;
    container.dataset.plies = String(plies.length);
    container.dataset.view = liveView ? 'live' : String(view);
    container.dataset.ai = aiStatus;
    container.dataset.blue = settings.blue;
    container.dataset.red = settings.red;
    container.dataset.level = settings.level;

    // Players.
    const counts = countPieces(shown.board);
    const stunned = stunnedChariots(shown.board);
    const level = levelByName(settings.level);
    for (const p of ['blue', 'red']) {
      const card = cards[p];
      card.querySelector('.player-who').textContent = isAi(p) ? `AI \u00b7 ${level.label}` : 'Human';
      card.querySelector('.player-count').textContent = `${counts[p]}`;
      card.classList.toggle('to-move', !over && shown.player === p);
      card.classList.toggle('is-stunned', stunned[p]);
      card.classList.toggle('is-winner', !!over && liveView && over.winner === p);
    }

    // Status line.
    let text;
    if (!liveView) {
      text = n === 0 ? 'Viewing the starting position.' : `Viewing the position after move ${n} (${Rules.moveToString(plies[n - 1].move)}).`;
    } else if (over) {
      text = `${NAME[over.winner]} wins: ${over.reason === 'chariot' ? `${NAME[over.winner]}'s chariot reached the far row.` : `${NAME[other(over.winner)]} has no legal move.`}`;
    } else if (aiTask) {
      text = `${NAME[pos.player]} is thinking\u2026`;
    } else if (isAi(pos.player)) {
      if (paused) text = `Paused. ${NAME[pos.player]} (computer) is to move.`;
      else if (aiStatus === 'loading') text = `${NAME[pos.player]} to move: loading the computer player\u2026`;
      else text = `${NAME[pos.player]} to move.`;
    } else {
      text = `${NAME[pos.player]} to move${isAi(other(pos.player)) ? ' (you)' : ''}.`;
      if (selected) text += ' Choose a destination.';
      else if (plies.length === 0 && !animating) text += ' Select a piece.';
    }
    if (liveView && !over && stunned[pos.player]) text += ` ${NAME[pos.player]}'s chariot is stunned.`;
    status.textContent = text;

    if (lastPly) {
      const parts = describeResult(lastPly.result, lastPly.player);
      const stunNow = stunnedChariots(lastPly.after.board);
      for (const p of ['blue', 'red']) if (stunNow[p]) parts.push(`${NAME[p]}'s chariot stunned`);
      lastMoveLine.textContent = `${NAME[lastPly.player]} played ${Rules.moveToString(lastPly.move)}${parts.length ? ': ' + parts.join(', ') : ''}.`;
      lastMoveLine.hidden = false;
    } else {
      lastMoveLine.textContent = '';
      lastMoveLine.hidden = true;
    }

    // Thinking indicator.
    if (aiTask) {
      thinking.hidden = false;
      const p = aiTask.progress;
      thinkingText.textContent = p ? evalText(p, aiTask.player) : 'Starting the search\u2026';
      if (p) {
        thinking.dataset.depth = p.depth ?? '';
        thinking.dataset.score = p.score ?? '';
        thinking.dataset.nodes = p.nodes ?? '';
      }
      thinking.dataset.player = aiTask.player;
      thinking.dataset.kind = aiTask.kind;
    } else {
      thinking.hidden = true;
    }

    // Buttons.
    const anyAi = isAi('blue') || isAi('red');
    const humans = ['blue', 'red'].filter((p) => !isAi(p));
    btnUndo.disabled = animating || plies.length === 0 || (humans.length === 1 && !plies.some((p) => p.player === humans[0]));
    btnHint.disabled = !(liveView && humanTurn() && aiStatus === 'ready' && !(hint && hint.pending));
    btnHint.hidden = aiStatus === 'failed';
    btnPause.hidden = !anyAi || !(isAi('blue') && isAi('red'));
    btnPause.innerHTML = `${icon(paused ? 'play' : 'pause')}<span>${paused ? 'Resume' : 'Pause'}</span>`;
    btnPause.disabled = !!over;

    // History.
    navFirst.disabled = navPrev.disabled = animating || n === 0;
    navNext.disabled = navLast.disabled = animating || n === plies.length;
    navLabel.textContent = n === 0 ? (liveView ? 'Start' : 'Start (viewing)') : `Move ${moveNumber(n)}, ${NAME[plies[n - 1].player]}${liveView ? '' : ' (viewing)'}`;
    historyNav.classList.toggle('browsing', !liveView);
    renderMoveList();
  }

  let renderedMoves = -1;
  let renderedView = null;
  function renderMoveList() {
    if (options.compact) return;
    const n = shownPly();
    if (renderedMoves !== plies.length) {
      moveList.textContent = '';
      // Rows of (number, blue move, red move); a game starting with Red leaves a gap.
      const firstPlayer = start.player;
      let row = null;
      let number = 0;
      plies.forEach((ply, i) => {
        if (!row || ply.player === 'blue') {
          number++;
          row = el('li', { class: 'move-row' }, el('span', { class: 'move-no', text: `${number}.` }));
          moveList.append(row);
          if (i === 0 && firstPlayer === 'red') row.append(el('span', { class: 'move move-gap', text: '\u2026' }));
        }
        const b = el('button', { type: 'button', class: `move move-${ply.player}`, 'data-ply': i + 1, text: Rules.moveToString(ply.move), title: `${NAME[ply.player]}: ${Rules.moveToString(ply.move)}` });
        b.addEventListener('click', () => browse(i + 1));
        row.append(b);
      });
      renderedMoves = plies.length;
      renderedView = null;
      moveListWrap.scrollTop = moveListWrap.scrollHeight;
    }
    if (renderedView !== n) {
      for (const b of moveList.querySelectorAll('.move[data-ply]')) b.classList.toggle('current', Number(b.dataset.ply) === n);
      renderedView = n;
    }
  }

  function center(r, c) {
    return [c + 0.5, r + 0.5];
  }

  function arrow(from, to, kind, shorten = 0.28) {
    const [x1, y1] = center(from[0], from[1]);
    const [x2, y2] = center(to[0], to[1]);
    const dx = x2 - x1;
    const dy = y2 - y1;
    const len = Math.hypot(dx, dy);
    const s = Math.min(shorten, len / 3);
    const coords = {
      x1: x1 + (dx / len) * s * 0.6,
      y1: y1 + (dy / len) * s * 0.6,
      x2: x2 - (dx / len) * s,
      y2: y2 - (dy / len) * s,
    };
    const g = svgEl('g', { class: `ov-arrow-group ov-group-${kind}` });
    g.append(svgEl('line', { ...coords, class: 'ov-halo' }));
    g.append(svgEl('line', { ...coords, class: `ov-arrow ov-${kind}`, 'marker-end': `url(#${markerIds[kind]})` }));
    return g;
  }

  function drawOverlay() {
    ovLayer.textContent = '';
    if (view !== null) return;
    if (hint && hint.move) {
      const m = hint.move;
      ovLayer.append(arrow([m.fromR, m.fromC], [m.toR, m.toC], 'hint', 0.3));
    }
    if (!previewMove || animating) {
      preview.textContent = hint && hint.move
        ? `Hint: ${Rules.moveToString(hint.move)}`
        : hint && hint.pending
          ? 'Looking for a hint\u2026'
          : flash || 'Goal: Blue\u2019s chariot to row 8, Red\u2019s chariot to row 1.';
      return;
    }
    const pos = live();
    const m = previewMove;
    const res = resultOf(m);
    const moverCell = pos.board[m.fromR][m.fromC];
    // Ghosts of the pieces after the hops, then arrows on top.
    const hopGhost = (h) => {
      const cell = pos.board[h.fromR][h.fromC];
      const [x, y] = center(h.toR, h.toC);
      return svgEl('circle', { cx: x, cy: y, r: 0.3, class: `ov-ghost ov-ghost-${cell.team}` });
    };
    ovLayer.append(arrow([m.fromR, m.fromC], [m.toR, m.toC], 'step', 0.22));
    for (const h of res.hops) {
      ovLayer.append(hopGhost(h));
      const cell = pos.board[h.fromR][h.fromC];
      ovLayer.append(arrow([h.fromR, h.fromC], [h.toR, h.toC], `hop-${cell.team}`, 0.34));
    }
    for (const x of res.captured) {
      const [cx, cy] = center(x.r, x.c);
      const g = svgEl('g', { class: `ov-capture ov-capture-${x.team}` });
      g.append(svgEl('circle', { cx, cy, r: 0.4 }));
      g.append(svgEl('path', { d: `M${cx - 0.2} ${cy - 0.2} L${cx + 0.2} ${cy + 0.2} M${cx + 0.2} ${cy - 0.2} L${cx - 0.2} ${cy + 0.2}` }));
      ovLayer.append(g);
    }
    // Chariots whose stun changes.
    const before = stunnedChariots(pos.board);
    const after = stunnedChariots(res.board);
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 8; c++) {
        const cell = res.board[r][c];
        if (cell && cell.type === 'chariot' && cell.stunned !== before[cell.team]) {
          const [cx, cy] = center(r, c);
          ovLayer.append(svgEl('circle', { cx, cy, r: 0.46, class: `ov-stun ${cell.stunned ? 'ov-stun-on' : 'ov-stun-off'}` }));
        }
      }
    }
    const parts = describeResult(res, pos.player);
    for (const p of ['blue', 'red']) {
      if (after[p] !== before[p]) parts.push(`${NAME[p]}'s chariot ${after[p] ? 'becomes stunned' : 'is freed'}`);
    }
    if (res.winner) parts.push(`${NAME[res.winner]} wins`);
    preview.textContent = `${moverCell.type === 'chariot' ? 'Chariot' : 'Dog'} ${Rules.moveToString(m)}: ${parts.length ? parts.join(', ') : 'no hops, no captures'}.`;
  }

  // ---------------------------------------------------------------- animation
  function motionScale() {
    return reducedMotionQuery.matches ? 0 : options.animationScale ?? 1;
  }

  function slide(piece, fromIdx, toIdx, ms) {
    if (!piece || !ms) return Promise.resolve();
    const a = squares[fromIdx].getBoundingClientRect();
    const b = squares[toIdx].getBoundingClientRect();
    piece.classList.add('pc-moving');
    const anim = piece.animate(
      [{ transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` }, { transform: 'translate(0, 0)' }],
      { duration: ms, easing: 'cubic-bezier(.25,.75,.35,1)' },
    );
    return anim.finished.catch(() => {}).then(() => piece.classList.remove('pc-moving'));
  }

  async function animateMove(before, move, result) {
    const k = motionScale();
    const f = sq(move.fromR, move.fromC);
    const t = sq(move.toR, move.toC);
    if (!k) {
      renderPieces(result.board);
      return;
    }
    // 1. Step.
    const stepBoard = before.map((row) => row.slice());
    stepBoard[move.toR][move.toC] = stepBoard[move.fromR][move.fromC];
    stepBoard[move.fromR][move.fromC] = null;
    renderPieces(stepBoard, new Set([t]));
    await slide(pieceAt(t), f, t, 190 * k);
    // 2. Hops, all together.
    if (result.hops.length) {
      const hopBoard = stepBoard.map((row) => row.slice());
      const moved = result.hops.map((h) => [hopBoard[h.fromR][h.fromC], h]);
      for (const [, h] of moved) hopBoard[h.fromR][h.fromC] = null;
      for (const [cell, h] of moved) hopBoard[h.toR][h.toC] = cell;
      const dest = new Set(result.hops.map((h) => sq(h.toR, h.toC)));
      renderPieces(hopBoard, dest);
      await Promise.all(result.hops.map((h) => slide(pieceAt(sq(h.toR, h.toC)), sq(h.fromR, h.fromC), sq(h.toR, h.toC), 260 * k)));
    }
    // 3. Captures.
    if (result.captured.length) {
      await Promise.all(
        result.captured.map((x) => {
          const p = pieceAt(sq(x.r, x.c));
          if (!p) return null;
          p.classList.add('pc-captured');
          return p.animate(
            [{ transform: 'scale(1)', opacity: 1 }, { transform: 'scale(1.25)', opacity: 0.9, offset: 0.3 }, { transform: 'scale(0.2)', opacity: 0 }],
            { duration: 320 * k, easing: 'ease-in', fill: 'forwards' },
          ).finished.catch(() => {});
        }),
      );
    }
    // 4. Final position (stun flags).
    const stunChanged = [];
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 8; c++) {
        const a = result.board[r][c];
        if (a && a.type === 'chariot') {
          const b = findChariotBefore(before, a.team);
          if (b && b.stunned !== a.stunned) stunChanged.push(sq(r, c));
        }
      }
    }
    renderPieces(result.board);
    for (const i of stunChanged) {
      const p = pieceAt(i);
      if (p) p.animate([{ transform: 'scale(1.3)' }, { transform: 'scale(1)' }], { duration: 260 * k, easing: 'ease-out' });
    }
  }

  function findChariotBefore(b, team) {
    for (const row of b) for (const cell of row) if (cell && cell.type === 'chariot' && cell.team === team) return cell;
    return null;
  }

  // ---------------------------------------------------------------- game flow
  async function commitMove(move, aiInfo = null) {
    const pos = live();
    const result = Rules.applyMoveFor(pos.board, pos.player, move);
    if (hint && hint.pending) ai.cancel();
    hint = null;
    flash = null;
    selected = null;
    previewMove = null;
    const wasBrowsing = view !== null;
    view = null;
    animating = true;
    const ply = { player: pos.player, move: { ...move }, result, after: { board: result.board, player: other(pos.player) }, ai: aiInfo };
    plies.push(ply);
    legal = null;
    if (wasBrowsing) renderPieces(pos.board);
    render();
    const token = ++moveToken;
    try {
      await animateMove(pos.board, move, result);
    } finally {
      if (token === moveToken) animating = false;
    }
    if (token !== moveToken || destroyed) return;
    afterPositionChange();
  }
  let moveToken = 0;

  function afterPositionChange() {
    over = gameOverAt(live());
    computeLegal();
    render();
    if (over) {
      showResult();
      return;
    }
    maybeStartAi();
  }

  function maybeStartAi() {
    clearTimeout(pendingTimer);
    pendingTimer = null;
    const pos = live();
    if (over || animating || !isAi(pos.player) || paused || aiTask || destroyed) return;
    if (aiStatus === 'loading') {
      // Started when the engine reports ready.
      render();
      return;
    }
    const bothAi = isAi('blue') && isAi('red');
    const delay = bothAi && plies.length ? AI_VS_AI_PAUSE_MS : 0;
    if (delay) pendingTimer = setTimeout(() => startAi(), delay);
    else startAi();
  }

  // A fresh seed per move: the engine then picks at random among equally good moves, as the
  // original game's later version did, so games vary.
  function aiOptions(base) {
    return { ...base, seed: Math.floor(Math.random() * 0x100000000) };
  }

  function startAi() {
    pendingTimer = null;
    const pos = live();
    if (over || animating || !isAi(pos.player) || paused || aiTask || destroyed) return;
    const token = ++aiToken;
    const level = levelByName(settings.level);
    aiTask = { token, player: pos.player, progress: null, kind: 'move', startedAt: performance.now() };
    render();
    const startedAt = performance.now();
    ai.chooseMove(pos.board, pos.player, {
      ...aiOptions(level.options),
      level: level.name,
      onProgress: (p) => {
        if (!aiTask || aiTask.token !== token) return;
        aiTask.progress = p;
        renderThinkingOnly();
      },
    }).then(
      (r) => {
        if (!aiTask || aiTask.token !== token) return;
        aiTask = null;
        const elapsed = performance.now() - startedAt;
        const info = { engine: r.engine, depth: r.depth, score: r.score, mateIn: r.mateIn, nodes: r.nodes, timeMs: r.timeMs, elapsedMs: Math.round(elapsed), level: level.name, pv: r.pv };
        aiLog.push({ ply: plies.length + 1, player: pos.player, move: Rules.moveToString(r.move), ...info });
        commitMove(r.move, info).catch((e) => aiFailed(`The computer chose an illegal move (${e.message}).`));
      },
      (e) => {
        if (!aiTask || aiTask.token !== token) return;
        aiTask = null;
        if (e && e.name === 'AbortError') {
          render();
          return;
        }
        aiFailed(`The computer could not move: ${e.message}`);
      },
    );
  }

  function renderThinkingOnly() {
    if (!aiTask) return;
    const p = aiTask.progress;
    if (aiTask.kind === 'hint') {
      preview.textContent = `Looking for a hint${p ? ': ' + evalText(p, live().player) : '\u2026'}`;
      return;
    }
    thinkingText.textContent = p ? evalText(p, aiTask.player) : 'Starting the search\u2026';
    if (p) {
      thinking.dataset.depth = p.depth ?? '';
      thinking.dataset.score = p.score ?? '';
      thinking.dataset.nodes = p.nodes ?? '';
    }
  }

  function aiFailed(message) {
    // Hand the stuck side to a human so the game can go on.
    const pos = live();
    settings[pos.player] = 'human';
    problems.push(`${message} ${NAME[pos.player]} is now played by a human.`);
    showNotice(problems);
    render();
  }

  function stopAi() {
    clearTimeout(pendingTimer);
    pendingTimer = null;
    if (aiTask) {
      aiTask = null;
      ai.cancel();
    }
    if (hint && hint.pending) {
      hint = null;
      ai.cancel();
    }
  }

  function requestHint() {
    if (!humanTurn() || aiStatus !== 'ready') return;
    const pos = live();
    const token = ++aiToken;
    hint = { pending: true, move: null };
    render();
    const hintTask = { token, player: pos.player, progress: null, kind: 'hint' };
    const ref = hint;
    ai.chooseMove(pos.board, pos.player, {
      ...HINT_OPTIONS,
      onProgress: (p) => {
        if (hint !== ref) return;
        hintTask.progress = p;
        preview.textContent = `Looking for a hint: ${evalText(p, pos.player)}`;
      },
    }).then(
      (r) => {
        if (hint !== ref || live() !== pos) return;
        hint = { pending: false, move: r.move, score: r.score };
        render();
        const s = squares[sq(r.move.fromR, r.move.fromC)];
        s.classList.add('sq-hint-pulse');
        setTimeout(() => s.classList.remove('sq-hint-pulse'), 1200);
      },
      (e) => {
        if (hint !== ref) return;
        hint = null;
        if (!(e && e.name === 'AbortError')) preview.textContent = `No hint: ${e.message}`;
        render();
      },
    );
  }

  function undo() {
    if (animating || plies.length === 0) return;
    stopAi();
    hint = null;
    selected = null;
    previewMove = null;
    view = null;
    if (resultDialog.open) resultDialog.close();
    const humans = ['blue', 'red'].filter((p) => !isAi(p));
    if (humans.length === 1) {
      // Back to the human's last turn.
      const idx = plies.map((p) => p.player).lastIndexOf(humans[0]);
      if (idx < 0) return;
      plies = plies.slice(0, idx);
    } else {
      plies = plies.slice(0, -1);
      if (humans.length === 0) paused = true;
    }
    over = null;
    afterPositionChange();
  }

  function togglePause() {
    paused = !paused;
    if (paused) stopAi();
    render();
    if (!paused) maybeStartAi();
  }

  function browse(n) {
    if (animating) return;
    const target = Math.max(0, Math.min(plies.length, n));
    view = target === plies.length ? null : target;
    selected = null;
    previewMove = null;
    render();
  }

  // The number of the last move as the move list shows it (a Blue move and Red's answer share one).
  function moveNumber(n = plies.length) {
    return plies.slice(0, n).filter((p) => p.player === 'blue').length + (start.player === 'red' ? 1 : 0);
  }

  function showResult() {
    resultDialog.dataset.winner = over.winner;
    resultDialog.dataset.reason = over.reason;
    resultTitle.textContent = `${NAME[over.winner]} wins`;
    const human = ['blue', 'red'].filter((p) => !isAi(p));
    if (human.length === 1) resultTitle.textContent = over.winner === human[0] ? 'You win!' : `${NAME[over.winner]} wins`;
    resultText.textContent =
      over.reason === 'chariot'
        ? `${NAME[over.winner]}'s chariot reached row ${over.winner === 'blue' ? 8 : 1}${plies.length ? ` on move ${moveNumber()}` : ''}.`
        : `${NAME[other(over.winner)]} has no legal move left.`;
    if (!resultDialog.open) {
      try {
        resultDialog.showModal();
      } catch {
        resultDialog.setAttribute('open', '');
      }
    }
  }

  function openSetup() {
    for (const p of ['blue', 'red']) {
      for (const input of setupForm.querySelectorAll(`input[name="${p}"]`)) {
        input.checked = input.value === settings[p];
        input.disabled = input.value === 'ai' && aiStatus === 'failed';
      }
    }
    levelSelect.value = settings.level;
    levelSelect.disabled = aiStatus === 'failed';
    levelDesc.textContent = aiStatus === 'failed' ? 'The computer player is not available.' : levelByName(settings.level).description;
    positionInput.value = '';
    setupError.textContent = '';
    if (resultDialog.open) resultDialog.close();
    setupDialog.showModal();
  }

  function newGame(positionText = null) {
    stopAi();
    moveToken++;
    animating = false;
    const parsed = positionText ? Rules.parsePosition(positionText) : { board: Rules.initialBoard(), player: 'blue' };
    start = { board: parsed.board, player: parsed.player, text: positionText };
    plies = [];
    view = null;
    selected = null;
    previewMove = null;
    hint = null;
    paused = false;
    over = null;
    if (resultDialog.open) resultDialog.close();
    renderedMoves = -1;
    renderPieces(start.board);
    afterPositionChange();
  }

  // ---------------------------------------------------------------- input
  function activate(r, c) {
    flash = null;
    if (view !== null) {
      browse(plies.length);
      return;
    }
    if (!humanTurn() || !legal) return;
    const i = sq(r, c);
    if (selected) {
      const m = (legal.byFrom.get(sq(selected.r, selected.c)) || []).find((x) => x.toR === r && x.toC === c);
      if (m) {
        commitMove(m);
        return;
      }
      if (selected.r === r && selected.c === c) {
        selected = null;
        previewMove = null;
        render();
        return;
      }
    }
    if (legal.byFrom.has(i)) {
      selected = { r, c };
    } else {
      selected = null;
      const cell = live().board[r][c];
      if (cell && cell.team === live().player) {
        flash = cell.type === 'chariot' && cell.stunned ? 'This chariot is stunned and cannot move.' : 'This piece has no legal move.';
      }
    }
    previewMove = null;
    render();
    if (!selected) return;
    if (document.activeElement && squares.includes(document.activeElement)) updatePreviewFor(document.activeElement);
  }

  function destAt(s) {
    if (!selected || !legal || view !== null) return null;
    const r = Number(s.dataset.r);
    const c = Number(s.dataset.c);
    return (legal.byFrom.get(sq(selected.r, selected.c)) || []).find((x) => x.toR === r && x.toC === c) || null;
  }

  function updatePreviewFor(s) {
    const m = s ? destAt(s) : null;
    if (sameMove(m, previewMove)) return;
    previewMove = m;
    drawOverlay();
  }

  function setFocus(r, c, move = true) {
    const prev = squares[sq(focusSq.r, focusSq.c)];
    prev.tabIndex = -1;
    focusSq = { r, c };
    const s = squares[sq(r, c)];
    s.tabIndex = 0;
    if (move) s.focus();
  }

  board.addEventListener('click', (e) => {
    const s = e.target.closest('[data-square]');
    if (!s) return;
    setFocus(Number(s.dataset.r), Number(s.dataset.c), false);
    activate(Number(s.dataset.r), Number(s.dataset.c));
  });
  board.addEventListener('pointerover', (e) => {
    if (e.pointerType === 'touch') return;
    const s = e.target.closest('[data-square]');
    if (s) updatePreviewFor(s);
  });
  board.addEventListener('pointerleave', () => {
    const f = squares.includes(document.activeElement) ? document.activeElement : null;
    updatePreviewFor(f);
  });
  board.addEventListener('focusin', (e) => {
    const s = e.target.closest('[data-square]');
    if (!s) return;
    const r = Number(s.dataset.r);
    const c = Number(s.dataset.c);
    if (focusSq.r !== r || focusSq.c !== c) setFocus(r, c, false);
    updatePreviewFor(s);
  });
  board.addEventListener('focusout', (e) => {
    if (!board.contains(e.relatedTarget)) updatePreviewFor(null);
  });
  board.addEventListener('keydown', (e) => {
    const s = e.target.closest('[data-square]');
    if (!s) return;
    let { r, c } = focusSq;
    switch (e.key) {
      case 'ArrowUp': r = Math.max(0, r - 1); break;
      case 'ArrowDown': r = Math.min(7, r + 1); break;
      case 'ArrowLeft': c = Math.max(0, c - 1); break;
      case 'ArrowRight': c = Math.min(7, c + 1); break;
      case 'Home': c = 0; break;
      case 'End': c = 7; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        activate(r, c);
        return;
      case 'Escape':
        if (selected) {
          selected = null;
          previewMove = null;
          render();
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    setFocus(r, c);
  });

  // ---------------------------------------------------------------- AI status
  const offStatus = ai.onStatus((ev) => {
    if (ev.type === 'ready') {
      if (aiStatus !== 'ready') {
        aiStatus = 'ready';
        container.dataset.engine = ev.engine;
        render();
        maybeStartAi();
      }
    } else if (ev.type === 'failed') {
      aiStatus = 'failed';
      aiFailure = ev.error;
      aiTask = null;
      problems.push(
        `The computer player could not be loaded (${ev.error.message}). You can still play: both sides are played by humans on this screen.`,
      );
      showNotice(problems, 'error');
      settings.blue = 'human';
      settings.red = 'human';
      render();
    }
  });
  ai.ready().catch(() => {});

  // ---------------------------------------------------------------- start
  showNotice(problems);
  try {
    newGame(options.position || null);
  } catch (e) {
    problems.push(e.message);
    showNotice(problems);
    newGame(null);
  }
  if (options.setup) openSetup();

  const api = {
    element: container,
    newGame(config = {}) {
      if (config.blue) settings.blue = config.blue === 'ai' ? 'ai' : 'human';
      if (config.red) settings.red = config.red === 'ai' ? 'ai' : 'human';
      if (config.level) settings.level = levelByName(config.level).name;
      newGame(config.position || null);
    },
    // Plays a move for the human side to move ('b2b3' or { fromR, fromC, toR, toC }).
    play(move) {
      if (!humanTurn()) throw new Error('it is not a human turn');
      const m = typeof move === 'string' ? Rules.parseMove(move) : move;
      if (!legal.moves.some((x) => sameMove(x, m))) throw new Error(`illegal move ${Rules.moveToString(m)}`);
      return commitMove(m);
    },
    undo,
    openSetup,
    get position() {
      const p = live();
      return Rules.formatPosition(p.board, p.player);
    },
    get moves() {
      return plies.map((p) => Rules.moveToString(p.move));
    },
    get over() {
      return over ? { ...over } : null;
    },
    get settings() {
      return { ...settings };
    },
    get aiLog() {
      return aiLog.map((e) => ({ ...e }));
    },
    get aiStatus() {
      return aiStatus;
    },
    get aiFailure() {
      return aiFailure ? aiFailure.message : null;
    },
    destroy() {
      destroyed = true;
      stopAi();
      offStatus();
      container.textContent = '';
    },
  };
  return api;
}
