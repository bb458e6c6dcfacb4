// The page's dialogs: the setup of a new game (players, level, start position, a list of moves
// to replay), the rules, and the end of the game. Each dialog is named by its heading and
// gives the focus back to where it was (or to the board) when it closes.
//
//   const d = createDialogs({ onStart, onRematch, onUndo, onReview, readSetup, returnFocus });

import { LEVELS, levelByName } from './levels.js';
import { el } from './ui-pieces.js';
import { NAME } from './ui-words.js';
import { rulesBody } from './ui-rules.js';

let ids = 0;

function dialog(cls, title, ...body) {
  const id = `polis-dlg-${++ids}`;
  const h = el('h2', { id, text: title });
  const d = el('dialog', { class: `polis-dialog ${cls}`, 'aria-labelledby': id }, h, ...body);
  return { d, h };
}

export function createDialogs({ onStart, onRematch, onUndo, onReview, returnFocus }) {
  let opener = null;
  function open(d) {
    opener = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
    try {
      d.showModal();
    } catch {
      d.setAttribute('open', '');
    }
  }
  function closed() {
    const target = opener && opener.isConnected && !opener.disabled && opener.getAttribute('aria-disabled') !== 'true' ? opener : null;
    opener = null;
    // After a dialog the focus goes back where it was, or to the board.
    setTimeout(() => (target ? target.focus() : returnFocus()), 0);
  }

  // ------------------------------------------------------------ setup
  const levelSelect = el('select', { name: 'level', id: `polis-level-${++ids}` }, ...LEVELS.map((l) => el('option', { value: l.name, text: l.label })));
  const levelDesc = el('p', { class: 'setup-desc' });
  levelSelect.addEventListener('change', () => (levelDesc.textContent = levelByName(levelSelect.value).description));
  const sideChoice = (s) =>
    el(
      'fieldset',
      { class: `setup-side setup-${s}` },
      el('legend', {}, el('span', { class: `player-chip pc-${s}`, 'aria-hidden': 'true' }), NAME[s]),
      ...['human', 'ai'].map((who) => el('label', {}, el('input', { type: 'radio', name: s, value: who }), who === 'human' ? 'Human' : 'Computer')),
    );
  const positionInput = el('input', { type: 'text', name: 'position', placeholder: 'the usual start', spellcheck: 'false', autocomplete: 'off' });
  const movesInput = el('textarea', { name: 'moves', rows: 2, placeholder: 'b2b3, g7g6, ...', spellcheck: 'false', autocomplete: 'off' });
  const setupError = el('p', { class: 'setup-error', role: 'alert' });
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
    levelDesc.textContent = aiFailed ? 'The computer player is not available.' : levelByName(settings.level).description;
    positionInput.value = '';
    movesInput.value = '';
    more.open = false;
    setupError.textContent = '';
    if (result.d.open) result.d.close();
    open(setup.d);
  }

  // ------------------------------------------------------------ rules
  const rules = dialog('polis-rules', 'How to play Polis', rulesBody(), el('form', { method: 'dialog', class: 'dialog-buttons' }, el('button', { class: 'btn btn-primary', text: 'Got it' })));
  rules.d.addEventListener('close', closed);

  // ------------------------------------------------------------ result
  const resultText = el('p', { class: 'result-text' });
  const act = (name, text, fn, primary = false) =>
    el('button', { type: 'button', class: `btn${primary ? ' btn-primary' : ''}`, 'data-action': name, text, onclick: () => { result.d.close(); fn(); } });
  const result = dialog(
    'polis-result',
    '',
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
  result.d.addEventListener('close', closed);

  function showResult(over, words) {
    result.d.dataset.winner = over.winner;
    result.d.dataset.reason = over.reason;
    result.h.textContent = words.title;
    resultText.textContent = words.text;
    if (!result.d.open) open(result.d);
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
