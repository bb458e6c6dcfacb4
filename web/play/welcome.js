// The first visit's one line: a newcomer (no saved game, no lesson done, never welcomed before)
// is offered the first lesson or an easy game, in the page header's line (so nothing below it
// moves; on a phone the header shows the offer alone); nobody is asked twice, and nobody is
// counted as asked unless the offer was on screen.
//
//   const stop = welcomeLine(container, { saved, asked, onShown, onPlayEasy })
//     (only on the game page: an embedded game is never asked); asked: the player was welcomed or
//     did a lesson before; onShown(): the offer was on screen (the mount keeps that, not this
//     view); stop() stops watching for it (the mount's teardown)

import { el, onOwnPage } from '../lib/dom.js';
import { learnHref } from '../lib/address.js';
import { lessonWords } from '../words/lessons.js';
import { opponentStrength } from '../words/opponent.js';
import { LEVEL_RATINGS } from '../lib/rating.js';

// A game saved or linked counts once it has a move or a position of its own: the untouched
// start that a first load saves is no game yet.
const begun = (g) => !!g && (g.moves?.length > 0 || !!g.position || !!g.start?.text || !!g.resigned);

// How strong the computer of the game shown is (its root's data-level), before the first move.
function strength(container) {
  const rank = LEVEL_RATINGS.findIndex((l) => l.name === container.dataset.level);
  if (rank < 0 || ![container.dataset.blue, container.dataset.red].includes('ai')) return null;
  const n = LEVEL_RATINGS.length;
  const text = opponentStrength(LEVEL_RATINGS[rank], rank, n);
  return el('span', { class: 'welcome-opponent', 'data-level': container.dataset.level, text: ` ${text}` });
}

export function welcomeLine(container, { saved, asked, onShown, onPlayEasy }) {
  const tagline = onOwnPage(container) && document.querySelector('.page-header p');
  if (!tagline || begun(saved) || asked) return () => {};
  const before = [...tagline.childNodes];
  const undo = () => {
    tagline.classList.remove('polis-welcome');
    tagline.replaceChildren(...before);
  };
  tagline.classList.add('polis-welcome');
  tagline.replaceChildren(
    `${lessonWords.welcome} `,
    el(
      'a',
      { href: learnHref(), class: 'welcome-learn', 'data-action': 'welcome-learn' },
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
          undo();
          onPlayEasy();
        },
      },
      lessonWords.welcomePlay,
    ),
    '.',
    // No computer on the board, nothing to say of its strength (replaceChildren writes a null out).
    ...[strength(container)].filter(Boolean),
  );
  // Seen only when it is on screen (a phone held sideways keeps the header out of sight, a
  // pixel in size): the browser says where it is once it has laid the page out, rather than a
  // measure now, which would lay out the page in the middle of its first drawing.
  const header = tagline.closest('header') ?? tagline;
  const watch =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(([first]) => {
          watch.disconnect();
          const box = first.boundingClientRect;
          if (first.isIntersecting && box.width > 1 && box.height > 1) onShown();
        })
      : null;
  watch?.observe(header);
  return ({ undo: back = false } = {}) => {
    watch?.disconnect();
    if (back && tagline.classList.contains('polis-welcome')) undo();
  };
}
