// The side panel: the two players, the status line, the computer's thinking line, the buttons,
// the level, the move list with its browsing buttons, and the page's toggles. Every row has a
// fixed place and height, so no control moves when the game's state changes.
//
//   const panel = createPanel({ compact, actions });   actions: { new, undo, hint, ... }: () => void
//   panel.render(model)   model: see the fields read in render()

import { LEVELS, levelByName } from '../levels.js';
import { moveToString } from '../rules.js';
import { el, icon } from '../board/pieces.js';
import { createGraph } from './graph.js';
import {
  NAME,
  RESIGN,
  TOGGLES,
  CARD,
  countPieces,
  stunnedChariots,
  plyLabel,
  moveTags,
  thinkingLine,
} from '../words/play.js';

export function createPanel({ compact = false, actions }) {
  const card = (side) =>
    el(
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
  const cards = { blue: card('blue'), red: card('red') };
  const status = el('p', { class: 'polis-status' });
  const info = el('p', { class: 'polis-info' });

  const button = (name, label, extra = {}) =>
    el('button', {
      type: 'button',
      class: `btn btn-${name}`,
      'data-action': name,
      html: `${icon(name)}<span>${label}</span>`,
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
  const controls = el('div', { class: 'polis-controls' }, ...Object.values(b));

  const levelSelect = el(
    'select',
    { class: 'panel-level', 'aria-label': 'Computer level', 'data-action': 'level' },
    ...LEVELS.map((l) => el('option', { value: l.name, text: l.label })),
  );
  levelSelect.addEventListener('change', () => actions.level(levelSelect.value));
  // The settings are switches: an icon, a name that never changes (read out, and shown as a
  // tooltip) and a light that is on while the setting is on, so the level menu has room.
  const toggle = (name) =>
    el('button', {
      type: 'button',
      class: `btn btn-toggle toggle-${name}`,
      'data-action': name,
      'aria-pressed': 'false',
      title: TOGGLES[name].title,
      html: `${icon(name)}<span class="visually-hidden">${TOGGLES[name].label}</span><span class="toggle-light" aria-hidden="true"></span>`,
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

  // Browsing: aria-disabled (not disabled) so that focus stays on the button at either end.
  const nav = (name, label, fn) =>
    el('button', {
      type: 'button',
      class: `btn btn-icon nav-${name}`,
      'data-action': `history-${name}`,
      'aria-label': label,
      title: label,
      html: icon(name),
      onclick: fn,
    });
  const navFirst = nav('first', 'Start of the game', () => actions.browse(0));
  const navPrev = nav('prev', 'Previous move', () => actions.browse('prev'));
  const navNext = nav('next', 'Next move', () => actions.browse('next'));
  const navLast = nav('last', 'Current position', () => actions.browse('end'));
  const navLabel = el('span', { class: 'nav-label' });
  const historyNav = el('div', { class: 'polis-history' }, navFirst, navPrev, navLabel, navNext, navLast);
  const moveList = el('ol', { class: 'polis-moves', 'aria-label': 'Moves' });
  const moveListWrap = el('div', { class: 'polis-moves-wrap' }, moveList);
  // After a review: the game's course, under the list in its box; a click on it goes to that move.
  const graph = createGraph({ onPick: (n) => actions.browse(n) });
  moveListWrap.append(graph.element);
  moveList.addEventListener('click', (e) => {
    const m = e.target.closest('[data-ply]');
    if (m) actions.browse(Number(m.dataset.ply));
  });

  const small = (name, label) =>
    el('button', {
      type: 'button',
      class: 'btn btn-quiet',
      'data-action': name,
      title: label,
      html: `${icon(name)}<span>${label}</span>`,
      onclick: () => actions[name](),
    });
  const extra = el(
    'div',
    { class: 'polis-extra' },
    small('rules', 'Rules'),
    small('copy-link', 'Copy link'),
    small('copy-moves', 'Copy moves'),
  );

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

  let listed = { plies: null, count: -1, start: null };
  function renderMoveList(m) {
    if (compact) return;
    if (listed.plies !== m.plies || listed.count !== m.plies.length || listed.start !== m.startPlayer) {
      moveList.textContent = '';
      let row = null;
      m.plies.forEach((ply, i) => {
        if (!row || ply.player === 'blue') {
          const label = plyLabel(m.startPlayer, i + 1, ply);
          row = el(
            'li',
            { class: 'move-row' },
            el('span', { class: 'move-no', text: label.slice(0, label.search(/[.\u2026]/) + 1) }),
          );
          moveList.append(row);
          if (i === 0 && ply.player === 'red')
            row.append(el('span', { class: 'move move-gap', text: '\u2026' }));
        }
        const tags = moveTags(ply.result);
        const btn = el(
          'button',
          {
            type: 'button',
            class: `move move-${ply.player}`,
            'data-ply': i + 1,
            'data-move': moveToString(ply.move),
            title: `${NAME[ply.player]}: ${plyLabel(m.startPlayer, i + 1, ply)}${tags.length ? ', ' + tags.join(', ').replace('\u00d7', 'captured ') : ''}`,
          },
          el('span', { class: 'move-text', text: moveToString(ply.move) }),
          ...tags.map((x) => el('span', { class: 'move-tag', text: x })),
        );
        row.append(btn);
      });
      listed = { plies: m.plies, count: m.plies.length, start: m.startPlayer, current: null, marks: null };
      // Scrolled at the next frame: reading scrollHeight now would force a layout of the whole
      // page in the middle of the move's handling, a long task on slow machines.
      requestAnimationFrame(() => {
        moveListWrap.scrollTop = moveListWrap.scrollHeight;
      });
    }
    if (listed.marks !== m.marks) {
      for (const x of moveList.querySelectorAll('.move[data-ply]')) {
        const r = m.marks && m.marks[Number(x.dataset.ply) - 1];
        if (r) x.dataset.review = r.mark;
        else delete x.dataset.review;
        x.setAttribute('aria-description', r ? r.mark : '');
      }
      listed.marks = m.marks;
    }
    graph.render({ marks: m.marks, plies: m.plies, startPlayer: m.startPlayer, shown: m.shown });
    if (listed.current !== m.shown) {
      for (const x of moveList.querySelectorAll('.move[data-ply]')) {
        const cur = Number(x.dataset.ply) === m.shown;
        x.classList.toggle('current', cur);
        if (cur) x.setAttribute('aria-current', 'true');
        else x.removeAttribute('aria-current');
        if (cur && m.browsing) x.scrollIntoView({ block: 'nearest' });
      }
      listed.current = m.shown;
    }
  }

  function setDisabled(btn, off) {
    btn.setAttribute('aria-disabled', off ? 'true' : 'false');
  }

  // model: { game, settings, shown, browsing, status, info, shownBoard, humans, aiReady, sound, theme }
  function render(m) {
    const { game, settings } = m;
    const counts = countPieces(m.shownBoard);
    const stunned = stunnedChariots(m.shownBoard);
    const level = levelByName(settings.level);
    for (const p of ['blue', 'red']) {
      const c = cards[p];
      const who = c.querySelector('.player-who');
      const text = game.isAi(p)
        ? `${CARD.computer} \u00b7 ${level.label}`
        : m.humans.length === 1
          ? CARD.you
          : CARD.human;
      // The computer's card shows an icon and the level (the whole words are its name).
      if (who.getAttribute('aria-label') !== text) {
        who.setAttribute('aria-label', text);
        who.title = text;
        who.innerHTML = game.isAi(p)
          ? `${icon('computer')}<span aria-hidden="true">${level.label}</span>`
          : `<span>${text}</span>`;
      }
      c.querySelector('.count').textContent = String(counts[p]);
      c.classList.toggle('to-move', !game.over && m.shownPlayer === p);
      c.classList.toggle('is-stunned', stunned[p]);
      c.classList.toggle('is-winner', !!game.over && !m.browsing && game.over.winner === p);
    }
    status.textContent = m.status;
    status.title = m.status;
    if (game.aiTask) {
      info.textContent = thinkingLine(game.aiTask);
      info.dataset.kind = 'thinking';
    } else {
      info.textContent = m.info;
      info.dataset.kind = 'last';
    }
    const anyAi = game.isAi('blue') || game.isAi('red');
    const bothAi = game.isAi('blue') && game.isAi('red');
    b.undo.disabled =
      game.plies.length === 0 || (m.humans.length === 1 && !game.plies.some((p) => p.player === m.humans[0]));
    b.hint.disabled = !(m.aiReady && !m.browsing && game.humanTurn());
    b.resign.disabled = !!game.over || m.humans.length === 0;
    // Armed by a first press: the button itself asks for the confirmation.
    const armed = !!m.resignArmed && !b.resign.disabled;
    b.resign.classList.toggle('btn-armed', armed);
    b.resign.querySelector('span').textContent = armed ? RESIGN.armed : RESIGN.idle;
    b.resign.title = armed ? RESIGN.armedTitle : RESIGN.title;
    b.pause.disabled = !!game.over || !bothAi;
    const pauseHtml = `${icon(game.paused ? 'play' : 'pause')}<span>${game.paused ? 'Resume' : 'Pause'}</span>`;
    if (b.pause.innerHTML !== pauseHtml) b.pause.innerHTML = pauseHtml;
    levelSelect.value = settings.level;
    levelSelect.disabled = !anyAi && !m.aiReady;
    t.sound.setAttribute('aria-pressed', String(m.sound));
    t.balance.setAttribute('aria-pressed', String(m.balance));
    t.theme.setAttribute('aria-pressed', String(m.theme === 'dark'));
    t.tap.setAttribute('aria-pressed', String(!!m.tapPlay));

    const n = m.shown;
    setDisabled(navFirst, n === 0);
    setDisabled(navPrev, n === 0);
    setDisabled(navNext, n === game.plies.length);
    setDisabled(navLast, n === game.plies.length);
    navLabel.textContent = n === 0 ? 'Start' : `Move ${plyLabel(game.start.player, n, game.plies[n - 1])}`;
    historyNav.classList.toggle('browsing', m.browsing);
    renderMoveList({
      plies: game.plies,
      startPlayer: game.start.player,
      shown: n,
      browsing: m.browsing,
      marks: m.marks,
    });
  }

  // Only the thinking line, for the AI's progress reports (several a second).
  function renderThinking(task) {
    info.textContent = thinkingLine(task);
    info.dataset.kind = 'thinking';
  }

  return { element, render, renderThinking, buttons: b, moveList };
}
