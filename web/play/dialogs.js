// The page's dialogs: the setup of a new game (players, level, start position, a list of moves
// to replay), the rules, and the end of the game. Each dialog is named by its heading and
// gives the focus back to where it was (or to the board) when it closes.
//
//   const d = createDialogs({ onStart, onRematch, onUndo, onReview, returnFocus, avoid });
//   avoid(): the board's element, which the result dialog keeps clear of where it can.

import { LEVELS, levelByName } from '../levels.js';
import { el, icon } from '../board/pieces.js';
import { NAME, DIALOG, ratingWords } from '../words/play.js';
import { rulesBody } from './rules-view.js';

// How long after the result appears a press outside it is still taken as meant for the board.
export const RESULT_GRACE_MS = 600;

let ids = 0;

function dialog(cls, title, ...body) {
  const id = `polis-dlg-${++ids}`;
  const h = el('h2', { id, text: title });
  const d = el('dialog', { class: `polis-dialog ${cls}`, 'aria-labelledby': id }, h, ...body);
  return { d, h };
}

export function createDialogs({ onStart, onRematch, onUndo, onReview, returnFocus, avoid, rating = null }) {
  let opener = null;
  function open(d) {
    opener =
      document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
    try {
      d.showModal();
    } catch {
      d.setAttribute('open', '');
    }
  }
  function closed() {
    const target =
      opener && opener.isConnected && !opener.disabled && opener.getAttribute('aria-disabled') !== 'true'
        ? opener
        : null;
    opener = null;
    // After a dialog the focus goes back where it was, or to the board.
    setTimeout(() => (target ? target.focus() : returnFocus()), 0);
  }

  // ------------------------------------------------------------ setup
  const levelSelect = el(
    'select',
    { name: 'level', id: `polis-level-${++ids}` },
    ...LEVELS.map((l) => el('option', { value: l.name, text: l.label })),
  );
  const levelDesc = el('p', { class: 'setup-desc' });
  levelSelect.addEventListener(
    'change',
    () => (levelDesc.textContent = levelByName(levelSelect.value).description),
  );
  const sideChoice = (s) =>
    el(
      'fieldset',
      { class: `setup-side setup-${s}` },
      el('legend', {}, el('span', { class: `player-chip pc-${s}`, 'aria-hidden': 'true' }), NAME[s]),
      ...['human', 'ai'].map((who) =>
        el(
          'label',
          {},
          el('input', { type: 'radio', name: s, value: who }),
          who === 'human' ? 'Human' : 'Computer',
        ),
      ),
    );
  const positionInput = el('input', {
    type: 'text',
    name: 'position',
    placeholder: 'the usual start',
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const movesInput = el('textarea', {
    name: 'moves',
    rows: 2,
    placeholder: 'b2b3, g7g6, ...',
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const setupError = el('p', { class: 'setup-error', role: 'alert' });
  // The player's rating, and a way to forget it: a second press confirms (nothing is lost by a
  // stray press).
  const ratingText = el('span', { class: 'setup-rating-text', 'aria-live': 'polite' });
  const ratingReset = el('button', {
    type: 'button',
    class: 'btn btn-quiet setup-rating-reset',
    'data-action': 'rating-reset',
    onclick: () => {
      if (ratingReset.dataset.armed !== 'true') {
        ratingReset.dataset.armed = 'true';
        ratingReset.textContent = ratingWords.resetAgain;
        return;
      }
      rating.reset();
      showRating(true);
      levelSelect.focus(); // the button is gone
    },
  });
  const ratingRow = el('p', { class: 'setup-desc setup-rating' }, ratingText, ' ', ratingReset);
  function showRating(done = false) {
    const r = rating.current();
    ratingText.textContent = done ? ratingWords.resetDone : ratingWords.summary(r);
    ratingReset.dataset.armed = 'false';
    ratingReset.textContent = ratingWords.reset;
    ratingReset.hidden = done || !r.games;
  }

  const more = el(
    'details',
    { class: 'setup-more' },
    el('summary', { text: 'Start from a position or replay moves' }),
    el('label', { class: 'setup-row' }, 'Position', positionInput),
    el('p', { class: 'setup-desc', text: 'Rows 1 to 8 separated by "/", then b or r for the side to move.' }),
    el('label', { class: 'setup-row' }, 'Moves to replay', movesInput),
    el('p', { class: 'setup-desc', text: 'Moves like b2b3, separated by commas, from the position above.' }),
  );
  const setupForm = el(
    'form',
    { method: 'dialog' },
    el('div', { class: 'setup-sides' }, sideChoice('blue'), sideChoice('red')),
    el('label', { class: 'setup-row', for: levelSelect.id }, 'Computer level'),
    levelSelect,
    levelDesc,
    ...(rating ? [ratingRow] : []),
    more,
    setupError,
    el(
      'div',
      { class: 'dialog-buttons' },
      el('button', { type: 'button', class: 'btn', text: 'Cancel', onclick: () => setup.d.close() }),
      el('button', { type: 'submit', class: 'btn btn-primary', value: 'start', text: 'Start game' }),
    ),
  );
  const setup = dialog('polis-setup', 'New game', setupForm);
  setup.d.addEventListener('close', closed);
  setupForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const data = new FormData(setupForm);
    const error = onStart({
      blue: data.get('blue') === 'ai' ? 'ai' : 'human',
      red: data.get('red') === 'ai' ? 'ai' : 'human',
      level: levelSelect.value,
      position: String(data.get('position') || '').trim(),
      moves: String(data.get('moves') || '').trim(),
    });
    if (error) {
      setupError.textContent = error;
      return;
    }
    setupError.textContent = '';
    setup.d.close();
  });

  function openSetup(settings, aiFailed) {
    for (const p of ['blue', 'red']) {
      for (const input of setupForm.querySelectorAll(`input[name="${p}"]`)) {
        input.checked = input.value === settings[p];
        input.disabled = input.value === 'ai' && aiFailed;
      }
    }
    levelSelect.value = settings.level;
    levelSelect.disabled = aiFailed;
    levelDesc.textContent = aiFailed
      ? 'The computer player is not available.'
      : levelByName(settings.level).description;
    positionInput.value = '';
    movesInput.value = '';
    more.open = false;
    setupError.textContent = '';
    if (rating) showRating();
    if (result.d.open) result.d.close();
    open(setup.d);
  }

  // ------------------------------------------------------------ rules
  const rules = dialog(
    'polis-rules',
    'How to play Polis',
    rulesBody(),
    el(
      'form',
      { method: 'dialog', class: 'dialog-buttons' },
      el('button', { class: 'btn btn-primary', text: 'Got it' }),
    ),
  );
  rules.d.addEventListener('close', closed);

  // ------------------------------------------------------------ result
  const resultText = el('p', { class: 'result-text' });
  const act = (name, text, fn, primary = false) =>
    el('button', {
      type: 'button',
      class: `btn${primary ? ' btn-primary' : ''}`,
      'data-action': name,
      text,
      onclick: () => {
        result.d.close();
        fn();
      },
    });
  const closeResult = el('button', {
    type: 'button',
    class: 'btn btn-icon result-close',
    'data-action': 'result-close',
    'aria-label': DIALOG.close,
    title: DIALOG.close,
    html: icon('close'),
    onclick: () => result.d.close(),
  });
  const result = dialog(
    'polis-result',
    '',
    closeResult,
    resultText,
    el(
      'div',
      { class: 'dialog-buttons' },
      act('review', 'Review the game', onReview),
      act('result-undo', 'Undo', onUndo),
      act('rematch', 'Rematch', onRematch, true),
    ),
  );
  result.d.prepend(el('div', { class: 'result-emblem', 'aria-hidden': 'true' }));
  result.d.addEventListener('close', () => {
    removeEventListener('resize', place);
    closed();
  });
  // A press outside the dialog (on its backdrop) closes it, like Escape and the close button;
  // but not a press begun in the first moments after the result appeared: that one was meant
  // for the board (a player planning their next move as the computer's winning move lands) and
  // would hide a result they never saw. The press must also begin outside (not a drag into it).
  const outside = (e) => {
    const r = result.d.getBoundingClientRect();
    return (
      e.target === result.d &&
      (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)
    );
  };
  let openedAt = 0;
  let pressedOutside = false;
  result.d.addEventListener('pointerdown', (e) => {
    pressedOutside = outside(e) && performance.now() - openedAt >= RESULT_GRACE_MS;
  });
  result.d.addEventListener('click', (e) => {
    if (pressedOutside && outside(e)) result.d.close();
    pressedOutside = false;
  });

  // The result stands beside the board (below it on a phone held upright, at its side on a wide
  // screen), so the final position stays in view; where there is no room, it keeps clear of the
  // winning chariot.
  function place() {
    const d = result.d;
    d.style.left = d.style.top = d.style.maxWidth = '';
    d.classList.remove('placed', 'narrow');
    const board = avoid && avoid();
    if (!board || !board.isConnected) return;
    const b = board.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const m = 8;
    let { width: w, height: h } = d.getBoundingClientRect();
    // Beside the board, narrowed to the room there (down to a readable width).
    const side = Math.max(vw - b.right, b.left) - 2 * m;
    if (vh - b.bottom - 2 * m < h && side < w && side >= 240) {
      d.classList.add('narrow');
      d.style.maxWidth = `${Math.floor(side)}px`;
      ({ width: w, height: h } = d.getBoundingClientRect());
    }
    const centreX = (lo, hi) => Math.max(m, Math.min(vw - w - m, (lo + hi - w) / 2));
    const centreY = (lo, hi) => Math.max(m, Math.min(vh - h - m, (lo + hi - h) / 2));
    let at = null;
    if (vh - b.bottom - 2 * m >= h) at = [centreX(0, vw), Math.max(b.bottom + m, vh - h - m)];
    else if (vw - b.right - 2 * m >= w && vh - 2 * m >= h)
      at = [b.right + (vw - b.right - w) / 2, centreY(0, vh)];
    else if (b.left - 2 * m >= w && vh - 2 * m >= h) at = [(b.left - w) / 2, centreY(0, vh)];
    else if (b.top - 2 * m >= h) at = [centreX(0, vw), m];
    else {
      const chariot = board.querySelector(`[data-piece="${d.dataset.winner === 'blue' ? 'B' : 'R'}"]`);
      const c = chariot ? chariot.getBoundingClientRect() : b;
      at = [centreX(0, vw), c.top + c.height / 2 < vh / 2 ? vh - h - m : m];
    }
    d.classList.add('placed');
    d.style.left = `${Math.round(at[0])}px`;
    d.style.top = `${Math.round(at[1])}px`;
  }

  function showResult(over, words) {
    result.d.dataset.winner = over.winner;
    result.d.dataset.reason = over.reason;
    result.h.textContent = words.title;
    resultText.textContent = words.text;
    if (!result.d.open) {
      openedAt = performance.now();
      pressedOutside = false;
      open(result.d);
      addEventListener('resize', place);
    }
    place();
  }

  return {
    openSetup,
    openRules() {
      open(rules.d);
      rules.d.scrollTop = 0;
    },
    showResult,
    closeResult() {
      if (result.d.open) result.d.close();
    },
    elements: [setup.d, rules.d, result.d],
    get anyOpen() {
      return setup.d.open || rules.d.open || result.d.open;
    },
  };
}
