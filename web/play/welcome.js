// The first visit's one line: a newcomer (no saved game, no lesson done, never welcomed before)
// is offered the first lesson or an easy game, in the page header's line (so nothing below it
// moves); nobody is asked twice.
//
//   welcomeLine(container, { saved, onPlayEasy })   // true when the offer was shown (only on the
//                                                   // game page: an embedded game is never asked)

import { el } from '../board/pieces.js';
import { pref, setPref } from '../storage/prefs.js';
import { lessonWords } from '../words/lessons.js';

export function welcomeLine(container, { saved, onPlayEasy }) {
  const tagline = container.closest('body.polis-page') && document.querySelector('.page-header p');
  if (!tagline || saved || pref('welcomed', '') || pref('learn-done', '')) return false;
  setPref('welcomed', 'yes');
  const before = [...tagline.childNodes];
  tagline.classList.add('polis-welcome');
  tagline.replaceChildren(
    `${lessonWords.welcome} `,
    el(
      'a',
      { href: '?learn', class: 'welcome-learn', 'data-action': 'welcome-learn' },
      lessonWords.welcomeLearn,
    ),
    ` ${lessonWords.welcomeOr} `,
    el(
      'button',
      {
        type: 'button',
        class: 'welcome-play',
        'data-action': 'welcome-play',
        onclick: () => {
          tagline.classList.remove('polis-welcome');
          tagline.replaceChildren(...before);
          onPlayEasy();
        },
      },
      lessonWords.welcomePlay,
    ),
    '.',
  );
  return true;
}
