// The first visit's one line above the game: a newcomer (no saved game, no lesson done, never
// welcomed before) is offered the first lesson or an easy game; nobody is asked twice.
//
//   const line = welcomeLine({ saved, onPlayEasy });   // an element, or null for a returning player

import { el } from './ui-pieces.js';
import { pref, setPref } from './ui-record.js';
import { lessonWords } from './ui-words.js';

export function welcomeLine({ saved, onPlayEasy }) {
  if (saved || pref('welcomed', '') || pref('learn-done', '')) return null;
  setPref('welcomed', 'yes');
  const line = el('p', { class: 'polis-welcome', role: 'note' },
    `${lessonWords.welcome} `,
    el('a', { href: '?learn', class: 'welcome-learn', 'data-action': 'welcome-learn' }, lessonWords.welcomeLearn),
    ` ${lessonWords.welcomeOr} `,
    el('button', { type: 'button', class: 'welcome-play', 'data-action': 'welcome-play', onclick: () => { line.remove(); onPlayEasy(); } }, lessonWords.welcomePlay),
    '.');
  return line;
}
