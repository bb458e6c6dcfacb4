// web/puzzle/choice-view.js - the puzzle panel's choice of what to train, drawn from the
// controller (web/puzzle/ctrl.js: state.choice, state.choosing): a button that says the choice
// and opens it; then one button per theme (its name, a line on what it is, how many of its
// puzzles are solved) and one per difficulty band. A press calls ctrl.choose(), which starts
// a puzzle that fits at once, and closes the choice; Escape closes it too.
//
// Hooks for tests: [data-action="puzzle-choose"] (aria-expanded), [data-theme="race"] /
// [data-theme=""] (any), [data-band="easier"] / [data-band=""], aria-pressed on the chosen.

import { el } from '../lib/dom.js';
import { THEME_CHOICE, BAND_CHOICE, puzzleWords as W } from '../words/puzzles.js';
import { THEMES, BANDS, themeCounts } from './themes.js';

export function createChoiceView(ctrl) {
  const c = {
    toggle: el('button', {
      type: 'button',
      class: 'btn puzzle-choose',
      'data-action': 'puzzle-choose',
      'aria-expanded': 'false',
      onclick: () => ctrl.toggleChoice(),
    }),
    themes: new Map(),
    bands: new Map(),
  };
  for (const theme of [null, ...THEMES]) {
    const words = theme ? THEME_CHOICE[theme] : W.anyTheme;
    const count = el('span', { class: 'puzzle-theme-count' });
    const button = el(
      'button',
      {
        type: 'button',
        class: 'puzzle-theme',
        'data-theme': theme ?? '',
        onclick: () => ctrl.choose({ theme }),
      },
      el('span', { class: 'puzzle-theme-name', text: words.name }),
      el('span', { class: 'puzzle-theme-about', text: words.about }),
      count,
    );
    c.themes.set(theme, { button, count });
  }
  for (const band of [null, ...Object.keys(BANDS)]) {
    const text = band ? BAND_CHOICE[band] : W.anyBand;
    c.bands.set(
      band,
      el('button', {
        type: 'button',
        class: 'btn puzzle-band',
        'data-band': band ?? '',
        text,
        onclick: () => ctrl.choose({ band }),
      }),
    );
  }
  c.panel = el(
    'div',
    { class: 'puzzle-choice', hidden: true },
    el('p', { class: 'puzzle-choice-label', text: W.themesLabel }),
    el('div', { class: 'puzzle-themes' }, ...[...c.themes.values()].map((t) => t.button)),
    el('p', { class: 'puzzle-choice-label', text: W.bandsLabel }),
    el('div', { class: 'puzzle-bands' }, ...c.bands.values()),
  );
  c.element = el('div', { class: 'puzzle-choice-box' }, c.toggle, c.panel);
  // Escape closes the open choice, the focus back on the button that opened it (a choice made
  // closes it too, and the puzzle it starts takes the focus: web/puzzle/effects.js).
  c.element.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || c.panel.hidden) return;
    e.preventDefault();
    ctrl.toggleChoice();
    c.toggle.focus();
  });
  return c;
}

export function drawChoice(c, s) {
  const { theme, band } = s.choice;
  c.toggle.textContent = W.chosen(theme, band);
  c.toggle.setAttribute('aria-expanded', String(s.choosing));
  c.toggle.disabled = !s.puzzles;
  c.panel.hidden = !s.choosing;
  if (!s.choosing) return;
  const counts = themeCounts(s.puzzles ?? [], s.progress);
  for (const [t, { button, count }] of c.themes) {
    button.setAttribute('aria-pressed', String(t === theme));
    count.textContent = t ? W.themeSolved(counts[t].solved, counts[t].total) : '';
  }
  for (const [b, button] of c.bands) button.setAttribute('aria-pressed', String(b === band));
}
