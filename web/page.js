// page.js - the game page's modes (web/boot.js starts it): ?puzzle opens the puzzles
// (web/puzzle-ui.js), ?editor the position editor (web/editor-ui.js), anything else the game
// (web/ui.js), with entries to the lessons (?learn) and the puzzles in its panel. Kept out of
// ui.js, which mounts one game and is embedded on other sites, where neither mode nor the
// entries belong.
//
//   import { mountPage, configFromUrl } from './page.js';
//   const { config, problems } = configFromUrl(location.search);
//   window.polis = mountPage(document.getElementById('polis'), { ...config, problems });

import { mountPolis } from './ui.js';
import { mountPuzzles } from './puzzle-ui.js';
import { mountEditor } from './editor-ui.js';
import { el } from './ui-pieces.js';
import { puzzleWords, lessonWords } from './ui-words.js';

export { configFromUrl } from './ui-record.js';

export function mountPage(container, config = {}) {
  if (config.puzzle != null) return mountPuzzles(container, { ...config, gameHref: '?' });
  if (config.editor != null) return mountEditor(container, config);
  const game = mountPolis(container, config);
  // The lessons are linked here too: the header's first-visit offer is hidden on a phone.
  container.querySelector('.polis-extra')?.append(
    el('a', { class: 'btn btn-quiet learn-entry', href: '?learn', text: lessonWords.learn }),
    el('a', { class: 'btn btn-quiet puzzle-entry', href: '?puzzle', text: puzzleWords.entry }),
  );
  return game;
}
