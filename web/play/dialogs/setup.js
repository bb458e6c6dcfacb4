// The New game dialog: the players, the computer's level (and the player's rating, which a
// second press forgets), and a start position and moves to replay. Its state is the dialogs'
// (web/play/dialogs/dialogs.js): createSetup(state, { onStart }) puts state.setup, openSetup(state, ...)
// fills it from the game's settings.

import { LEVELS, levelByName } from '../../levels.js';
import { el } from '../../lib/dom.js';
import { NAME } from '../../words/names.js';
import { ratingWords } from '../../words/rating.js';
import { dialog, nextId, openDialog, dialogClosed } from './base.js';

function levelPicker() {
  const select = el(
    'select',
    { name: 'level', id: nextId('polis-level') },
    ...LEVELS.map((l) => el('option', { value: l.name, text: l.label })),
  );
  const desc = el('p', { class: 'setup-desc' });
  select.addEventListener('change', () => (desc.textContent = levelByName(select.value).description));
  return { select, desc };
}

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

// The player's rating, and a way to forget it: a second press confirms (nothing is lost by a
// stray press).
function ratingRow(setup, rating) {
  const text = el('span', { class: 'setup-rating-text', 'aria-live': 'polite' });
  const reset = el('button', {
    type: 'button',
    class: 'btn btn-quiet setup-rating-reset',
    'data-action': 'rating-reset',
    onclick: () => {
      if (reset.dataset.armed !== 'true') {
        reset.dataset.armed = 'true';
        reset.textContent = ratingWords.resetAgain;
        return;
      }
      rating.reset();
      showRating(setup, true);
      setup.level.select.focus(); // the button is gone
    },
  });
  setup.rating = { keeper: rating, text, reset };
  return el('p', { class: 'setup-desc setup-rating' }, text, ' ', reset);
}

function showRating(setup, done = false) {
  const { keeper, text, reset } = setup.rating;
  const r = keeper.current();
  text.textContent = done ? ratingWords.resetDone : ratingWords.summary(r);
  reset.dataset.armed = 'false';
  reset.textContent = ratingWords.reset;
  reset.hidden = done || !r.games;
}

const textField = (tag, attrs) => el(tag, { ...attrs, spellcheck: 'false', autocomplete: 'off' });

function moreFields(setup) {
  setup.position = textField('input', { type: 'text', name: 'position', placeholder: 'the usual start' });
  setup.moves = textField('textarea', { name: 'moves', rows: 2, placeholder: 'b2b3, g7g6, ...' });
  return el(
    'details',
    { class: 'setup-more' },
    el('summary', { text: 'Start from a position or replay moves' }),
    el('label', { class: 'setup-row' }, 'Position', setup.position),
    el('p', { class: 'setup-desc', text: 'Rows 1 to 8 separated by "/", then b or r for the side to move.' }),
    el('label', { class: 'setup-row' }, 'Moves to replay', setup.moves),
    el('p', { class: 'setup-desc', text: 'Moves like b2b3, separated by commas, from the position above.' }),
  );
}

export function createSetup(state, { onStart, rating }) {
  const setup = { level: levelPicker(), rating: null };
  setup.more = moreFields(setup);
  setup.error = el('p', { class: 'setup-error', role: 'alert' });
  setup.form = el(
    'form',
    { method: 'dialog' },
    el('div', { class: 'setup-sides' }, sideChoice('blue'), sideChoice('red')),
    el('label', { class: 'setup-row', for: setup.level.select.id }, 'Computer level'),
    setup.level.select,
    setup.level.desc,
    ...(rating ? [ratingRow(setup, rating)] : []),
    setup.more,
    setup.error,
    el(
      'div',
      { class: 'dialog-buttons' },
      el('button', { type: 'button', class: 'btn', text: 'Cancel', onclick: () => setup.d.close() }),
      el('button', { type: 'submit', class: 'btn btn-primary', value: 'start', text: 'Start game' }),
    ),
  );
  // The form is made before its dialog: the level's id comes before the dialog's (as always).
  setup.d = dialog('polis-setup', 'New game', setup.form).d;
  setup.d.addEventListener('close', () => dialogClosed(state));
  setup.form.addEventListener('submit', (e) => {
    e.preventDefault();
    submit(setup, onStart);
  });
  state.setup = setup;
}

function submit(setup, onStart) {
  const data = new FormData(setup.form);
  const error = onStart({
    blue: data.get('blue') === 'ai' ? 'ai' : 'human',
    red: data.get('red') === 'ai' ? 'ai' : 'human',
    level: setup.level.select.value,
    position: String(data.get('position') || '').trim(),
    moves: String(data.get('moves') || '').trim(),
  });
  if (error) {
    setup.error.textContent = error;
    return;
  }
  setup.error.textContent = '';
  setup.d.close();
}

export function openSetup(state, settings, aiFailed) {
  const setup = state.setup;
  for (const p of ['blue', 'red']) {
    for (const input of setup.form.querySelectorAll(`input[name="${p}"]`)) {
      input.checked = input.value === settings[p];
      input.disabled = input.value === 'ai' && aiFailed;
    }
  }
  setup.level.select.value = settings.level;
  setup.level.select.disabled = aiFailed;
  setup.level.desc.textContent = aiFailed
    ? 'The computer player is not available.'
    : levelByName(settings.level).description;
  setup.position.value = '';
  setup.moves.value = '';
  setup.more.open = false;
  setup.error.textContent = '';
  if (setup.rating) showRating(setup);
  if (state.result?.d.open) state.result.d.close();
  openDialog(state, setup.d);
}
