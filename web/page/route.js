// web/page/route.js - the game page's modes (web/boot.js starts it): ?puzzle opens the puzzles
// (web/puzzle/mode.js), ?editor the position editor (web/editor/mode.js), ?analysis=POSITION the
// analysis board (web/analysis/mode.js), anything else the game (web/ui.js), with entries to the
// lessons (?learn) and the puzzles in its panel, and one to the analysis of the position shown
// beside its move browsing. Kept out of ui.js, which mounts one game and is embedded on other
// sites, where neither mode nor the entries belong.
//
//   import { mountPage, configFromUrl } from './route.js';
//   const { config, problems } = configFromUrl(location.search);
//   window.polis = mountPage(document.getElementById('polis'), { ...config, problems });

import { mountPolis } from '../ui.js';
import { mountPuzzles } from '../puzzle/mode.js';
import { mountEditor } from '../editor/mode.js';
import { mountAnalysis } from '../analysis/mode.js';
import { parsePosition } from '../rules.js';
import { el, icon } from '../board/pieces.js';
import { puzzleWords } from '../words/puzzles.js';
import { lessonWords } from '../words/lessons.js';
import { analysisWords } from '../words/analysis.js';
import { storageWords } from '../words/storage.js';
import { previousGame, resumePrevious, gameKey, loadGame } from '../storage/saved-game.js';
import { nextLevel } from '../play/next-level.js';

export { configFromUrl } from '../play/record.js';

export function mountPage(container, config = {}) {
  if (config.puzzle != null) return mountPuzzles(container, { ...config, gameHref: '?' });
  if (config.editor != null) return mountEditor(container, config);
  if (config.analysis != null) return mountAnalysis(container, linked(config.analysis));
  // A new game (nothing saved here) is at the level for the next game: Novice for a newcomer.
  const level = config.level ?? (loadGame(gameKey()) ? undefined : nextLevel());
  const game = mountPolis(container, level ? { ...config, level } : config);
  // The lessons are linked here too: the header's first-visit offer is hidden on a phone.
  container
    .querySelector('.polis-extra')
    ?.append(
      el('a', { class: 'btn btn-quiet learn-entry', href: '?learn', text: lessonWords.learn }),
      el('a', { class: 'btn btn-quiet puzzle-entry', href: '?puzzle', text: puzzleWords.entry }),
    );
  // A link replaced the game saved here: it is kept, and this brings it back (a reload).
  if (previousGame(gameKey()))
    container.querySelector('.polis-extra')?.append(
      el('button', {
        type: 'button',
        class: 'btn btn-quiet resume-previous',
        'data-action': 'resume-previous',
        text: storageWords.resumePrevious,
        onclick: () => {
          game.destroy(); // nothing saved over the game brought back
          resumePrevious(gameKey());
          location.assign(location.pathname);
        },
      }),
    );
  // Beside the move browsing: the analysis of the move shown.
  container.querySelector('.polis-history')?.append(
    el('button', {
      type: 'button',
      class: 'btn btn-icon analyse-entry',
      'data-action': 'analyse',
      'aria-label': analysisWords.fromHere,
      title: analysisWords.entryTitle,
      html: icon('analyse'),
      onclick: () => openAnalysis(container, game),
    }),
  );
  return game;
}

// ?analysis=POSITION: a position that cannot be read is said, and the usual start analysed.
function linked(text) {
  // An unencoded '+' (stunned) arrives as a space; a position has exactly one real space.
  const parts = text.trim().split(' ');
  const position = parts.length > 2 ? `${parts.slice(0, -1).join('+')} ${parts.at(-1)}` : parts.join(' ');
  if (!position) return {};
  try {
    return { start: parsePosition(position) };
  } catch (e) {
    return { problem: analysisWords.badLink(e.message) };
  }
}

// The analysis of the position the game shows (the move selected in the move list, or the
// last), with the game's moves as its main line. The game's element leaves the page meanwhile
// (the same element comes back: its moves, review, saved record and keys are left as they
// were; taken out, it hears no keys) and "Back to the game" puts it back.
function openAnalysis(container, game) {
  const moves = game.moves;
  const view = container.dataset.view;
  const root = el('main', { id: container.id, class: 'polis' });
  container.replaceWith(root);
  const analysis = mountAnalysis(root, {
    start: parsePosition(game.start),
    moves,
    ply: view && view !== 'live' ? Number(view) : moves.length,
    orientation: container.dataset.orientation,
    onBack: () => {
      analysis.destroy();
      root.replaceWith(container);
      container.querySelector('[data-action="analyse"]')?.focus();
    },
  });
}
