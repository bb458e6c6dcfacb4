// The side panel: the two players, the status line, the computer's thinking line, the buttons,
// the level, the move list with its browsing buttons, and the page's toggles. Every row has a
// fixed place and height, so no control moves when the game's state changes.
//
//   const panel = createPanel({ compact, actions });   actions: { new, undo, hint, ... }: () => void
//   panel.draw(model)   model: see the fields read in draw()

import { LEVELS, levelByName } from '../../levels.js';
import { el, icon } from '../../lib/dom.js';
import { createMoveList } from './move-list.js';
import { NAME } from '../../words/names.js';
import { RESIGN, TOGGLES, CARD } from '../../words/game-controls.js';
import { countPieces, stunnedChariots } from '../../rules/util.js';
import { plyLabel } from '../../words/moves.js';
import { thinkingLine } from '../../words/thinking.js';

// The two players' cards: name, pieces on the board, a stunned chariot, who plays the side.
function card(side) {
  return el(
    'div',
    { class: `player player-${side}`, 'data-side': side },
    el('span', { class: `player-chip pc-${side}`, 'aria-hidden': 'true' }),
    el(
      'div',
      { class: 'player-text' },
      el(
        'span',
        { class: 'player-name' },
        el('strong', { text: NAME[side] }),
        el(
          'span',
          { class: 'player-count', title: 'pieces on the board' },
          el('span', { class: 'count' }),
          el('span', { class: 'player-stun', text: '\u2605', title: 'chariot stunned' }),
        ),
      ),
      el('span', { class: 'player-who' }),
    ),
  );
}

// The game's buttons (New game, Undo, Hint, Resign, Pause, Flip).
function createButtons(actions) {
  const button = (name, label, extra = {}) =>
    el('button', {
      type: 'button',
      class: `btn btn-${name}`,
      'data-action': name,
      children: [icon(name), el('span', { text: label })],
      onclick: () => actions[name](),
      ...extra,
    });
  const b = {
    new: button('new', 'New game'),
    undo: button('undo', 'Undo'),
    hint: button('hint', 'Hint'),
    resign: button('resign', 'Resign'),
    pause: button('pause', 'Pause'),
    flip: button('flip', 'Flip', { title: 'Turn the board around (F)' }),
  };

  return b;
}

// The level menu and the switches (sound, theme, balance bar, tap to play).
function createSettings(actions) {
  const levelSelect = el(
    'select',
    { class: 'panel-level', 'aria-label': 'Computer level', 'data-action': 'level' },
    ...LEVELS.map((l) => el('option', { value: l.name, text: l.label })),
  );
  levelSelect.addEventListener('change', () => {
    actions.level(levelSelect.value);
  });
  // The settings are switches: an icon over a short name, the whole name (read out, and shown
  // as a tooltip) and a light that is on while the setting is on.
  const toggle = (name) =>
    el('button', {
      type: 'button',
      class: `btn btn-toggle toggle-${name}`,
      'data-action': name,
      'aria-pressed': 'false',
      title: TOGGLES[name].title,
      children: [
        icon(name),
        el('span', { class: 'toggle-name', 'aria-hidden': 'true', text: TOGGLES[name].short }),
        el('span', { class: 'visually-hidden', text: TOGGLES[name].label }),
        el('span', { class: 'toggle-light', 'aria-hidden': 'true' }),
      ],
      onclick: () => actions[name](),
    });
  const t = {
    sound: toggle('sound'),
    theme: toggle('theme'),
    balance: toggle('balance'),
    tap: toggle('tap'),
  };
  const settingsRow = el(
    'div',
    { class: 'polis-settings' },
    el(
      'label',
      { class: 'level-label' },
      el('span', { class: 'visually-hidden', text: 'Level' }),
      levelSelect,
    ),
    t.sound,
    t.theme,
    t.balance,
    t.tap,
  );
  return { levelSelect, t, settingsRow };
}

// The browsing buttons above the move list.
function createNav(actions) {
  // Browsing: aria-disabled (not disabled) so that focus stays on the button at either end.
  const nav = (name, label, fn) =>
    el('button', {
      type: 'button',
      class: `btn btn-icon nav-${name}`,
      'data-action': `history-${name}`,
      'aria-label': label,
      title: label,
      children: [icon(name)],
      onclick: fn,
    });
  const navFirst = nav('first', 'Start of the game', () => actions.browse(0));
  const navPrev = nav('prev', 'Previous move', () => actions.browse('prev'));
  const navNext = nav('next', 'Next move', () => actions.browse('next'));
  const navLast = nav('last', 'Current position', () => actions.browse('end'));
  const navLabel = el('span', { class: 'nav-label' });
  const historyNav = el('div', { class: 'polis-history' }, navFirst, navPrev, navLabel, navNext, navLast);
  return { navFirst, navPrev, navNext, navLast, navLabel, historyNav };
}

// The quiet buttons at the bottom: the rules, copy the link, copy the moves.
function createExtra(actions) {
  const small = (name, label) =>
    el('button', {
      type: 'button',
      class: 'btn btn-quiet',
      'data-action': name,
      title: label,
      children: [icon(name), el('span', { text: label })],
      onclick: () => actions[name](),
    });
  const extra = el(
    'div',
    { class: 'polis-extra' },
    small('rules', 'Rules'),
    small('copy-link', 'Copy link'),
    small('copy-moves', 'Copy moves'),
  );
  // Where the row slides sideways (a phone), an entry the keys reach is slid clear of its fading
  // edge (the row's scroll-padding, web/style.css): the browser's own scroll on focus ignores it.
  extra.addEventListener('focusin', (e) => {
    if (extra.scrollWidth > extra.clientWidth)
      e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
  return extra;
}

export function createPanel({ compact = false, actions }) {
  const cards = { blue: card('blue'), red: card('red') };
  const status = el('p', { class: 'polis-status' });
  const info = el('p', { class: 'polis-info' });
  const b = createButtons(actions);
  const controls = el('div', { class: 'polis-controls' }, ...Object.values(b));
  const { levelSelect, t, settingsRow } = createSettings(actions);
  const nav = createNav(actions);
  const historyNav = nav.historyNav;
  const moves = createMoveList((n) => actions.browse(n));
  const moveListWrap = moves.wrap;
  const extra = createExtra(actions);
  const element = el(
    'aside',
    { class: 'polis-side' },
    el('div', { class: 'polis-players' }, cards.blue, cards.red),
    status,
    info,
    controls,
    settingsRow,
    compact ? null : historyNav,
    compact ? null : moveListWrap,
    extra,
  );

  const p = { cards, status, info, b, levelSelect, t, nav, moves, compact };
  return {
    element,
    draw: (m) => draw(p, m),
    drawThinking: (task) => drawThinking(p, task),
    buttons: b,
    moveList: moves.list,
  };
}

const setDisabled = (btn, off) => btn.setAttribute('aria-disabled', off ? 'true' : 'false');

// The players' cards: who plays each side, pieces left, a stunned chariot, the side to move, the winner.
function drawCards(p, m) {
  const { game, settings } = m;
  const counts = countPieces(m.shownBoard);
  const stunned = stunnedChariots(m.shownBoard);
  const level = levelByName(settings.level);
  for (const side of ['blue', 'red']) {
    const c = p.cards[side];
    const who = c.querySelector('.player-who');
    const text = game.isAi(side)
      ? `${CARD.computer} \u00b7 ${level.label}`
      : m.humans.length === 1
        ? CARD.you
        : CARD.human;
    // The computer's card shows an icon and the level; the whole words are read out (a span
    // may not be named by aria-label) and are its tooltip.
    if (who.title !== text) {
      who.title = text;
      const ai = [icon('computer'), el('span', { 'aria-hidden': 'true', text: level.label })];
      who.replaceChildren(
        ...(game.isAi(side) ? ai : []),
        el('span', { class: game.isAi(side) ? 'visually-hidden' : undefined, text }),
      );
    }
    c.querySelector('.count').textContent = String(counts[side]);
    c.classList.toggle('to-move', !game.over && m.shownPlayer === side);
    c.classList.toggle('is-stunned', stunned[side]);
    c.classList.toggle('is-winner', !!game.over && !m.browsing && game.over.winner === side);
  }
}

function drawButtons(p, m) {
  const { game, settings } = m;
  const b = p.b;
  const anyAi = game.isAi('blue') || game.isAi('red');
  const bothAi = game.isAi('blue') && game.isAi('red');
  b.undo.disabled =
    game.plies.length === 0 || (m.humans.length === 1 && !game.plies.some((x) => x.player === m.humans[0]));
  b.hint.disabled = !(m.aiReady && !m.browsing && game.humanTurn());
  b.resign.disabled = !!game.over || m.humans.length === 0;
  // Armed by a first press: the button itself asks for the confirmation.
  const armed = !!m.resignArmed && !b.resign.disabled;
  b.resign.classList.toggle('btn-armed', armed);
  b.resign.dataset.abort = String(!!m.canAbort); // before the player's first move: Abort
  b.resign.querySelector('span').textContent = m.canAbort ? RESIGN.abort : armed ? RESIGN.armed : RESIGN.idle;
  b.resign.title = m.canAbort ? RESIGN.abortTitle : armed ? RESIGN.armedTitle : RESIGN.title;
  // Pause is for a game of the computer against itself: elsewhere it is not shown (its place
  // is kept, so no button moves from one game to another).
  b.pause.classList.toggle('btn-unused', !bothAi);
  b.pause.disabled = !!game.over || !bothAi;
  const pauseLabel = game.paused ? 'Resume' : 'Pause';
  if (b.pause.textContent !== pauseLabel)
    b.pause.replaceChildren(icon(game.paused ? 'play' : 'pause'), el('span', { text: pauseLabel }));
  p.levelSelect.value = settings.level;
  p.levelSelect.disabled = !anyAi && !m.aiReady;
  p.t.sound.setAttribute('aria-pressed', String(m.sound));
  p.t.balance.setAttribute('aria-pressed', String(m.balance));
  p.t.theme.setAttribute('aria-pressed', String(m.theme === 'dark'));
  p.t.tap.setAttribute('aria-pressed', String(!!m.tapPlay));
}

// model: { game, settings, shown, browsing, status, info, hover (a previewed move's words, said in
// place of info), shownBoard, humans, aiReady, sound, theme }
function draw(p, m) {
  const { game } = m;
  drawCards(p, m);
  p.status.textContent = m.status;
  p.status.title = m.status;
  if (m.hover) {
    p.info.textContent = m.hover;
    p.info.dataset.kind = 'preview';
  } else if (game.aiTask) drawThinking(p, game.aiTask);
  else {
    p.info.textContent = m.info;
    p.info.dataset.kind = 'last';
  }
  drawButtons(p, m);
  const n = m.shown;
  const { navFirst, navPrev, navNext, navLast, navLabel, historyNav } = p.nav;
  setDisabled(navFirst, n === 0);
  setDisabled(navPrev, n === 0);
  setDisabled(navNext, n === game.plies.length);
  setDisabled(navLast, n === game.plies.length);
  navLabel.textContent = n === 0 ? 'Start' : `Move ${plyLabel(game.start.player, n, game.plies[n - 1])}`;
  historyNav.classList.toggle('browsing', m.browsing);
  if (p.compact) return;
  p.moves.draw({
    plies: game.plies,
    startPlayer: game.start.player,
    shown: n,
    browsing: m.browsing,
    marks: m.marks,
  });
}

// Only the thinking line, for the AI's progress reports (several a second).
function drawThinking(p, task) {
  p.info.textContent = thinkingLine(task);
  p.info.dataset.kind = 'thinking';
}
