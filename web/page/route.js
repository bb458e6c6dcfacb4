// web/page/route.js - the game page's game (web/page/game.js, for an address that names none of
// the other modes: web/lib/address.js), with the page's entries around it: to the lessons, the
// puzzles and the games in its panel, and to the analysis of the position shown beside its move
// browsing. Kept out of ui.js, which mounts one game and is embedded on other sites, where none
// of them belongs.
//
//   window.polis = await mountGamePage(document.getElementById('polis'), { ...config, problems }, pause);
//
// mounted a step at a time (web/play/mode.js's mountPlayInSteps; `pause` as it says).

import { mountPlayInSteps } from '../play/mode.js';
import { el, icon } from '../lib/dom.js';
import { puzzleWords } from '../words/puzzles.js';
import { lessonWords } from '../words/lessons.js';
import { analysisWords } from '../words/analysis.js';
import { storageWords } from '../words/storage.js';
import { previousGame, resumePrevious, gameKey, loadGame } from '../storage/saved-game.js';
import { nextLevel } from '../play/next-level.js';
import { gamesWords } from '../words/games.js';
import { editorHref, readAddress, learnHref, puzzleHref, gamesHref } from '../lib/address.js';
import { editorWords } from '../words/editor.js';
import { pageSearch } from './launch.js';
import { loadGames } from '../storage/games.js';
import { adoptKept } from '../games/keep.js';

// The address's parameters that name a game (?level= alone sets the computer's level of the
// game saved here: web/play/mode.js).
const GAME_NAMES = ['blue', 'red', 'position', 'moves'];

export async function mountGamePage(container, config = {}, pause) {
  // A link that names a game (its players, start or moves) starts it, and the address then drops
  // it: the game is saved, so a reload resumes it instead of starting the link's game again.
  const params = new URLSearchParams(pageSearch());
  const fromLink = GAME_NAMES.some((k) => params.has(k));
  // A new game (nothing saved here, or a link's) is at the level for the next game: Novice for a
  // newcomer (web/play/next-level.js).
  const level = config.level ?? (fromLink || !loadGame(gameKey()) ? nextLevel() : undefined);
  const reviewed = keptReview(readAddress(pageSearch()).review); // Review in Your games: the kept game, reviewed
  const game = await mountPlayInSteps(
    container,
    {
      ...config,
      ...(level ? { level } : {}),
      fromLink: fromLink || !!reviewed,
      keepGames: true,
      ...reviewed,
    },
    pause,
  );
  if ([...GAME_NAMES, 'level', 'review'].some((k) => params.has(k))) {
    for (const k of [...GAME_NAMES, 'level', 'review']) params.delete(k);
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${params.size ? `?${params}` : ''}${location.hash}`,
    );
  }
  // The lessons are linked here too: the header's first-visit offer is hidden on a phone.
  container.querySelector('.polis-extra')?.append(
    el('a', { class: 'btn btn-quiet learn-entry', href: learnHref(), text: lessonWords.learn }),
    el('a', { class: 'btn btn-quiet puzzle-entry', href: puzzleHref(), text: puzzleWords.entry }),
    el('a', { class: 'btn btn-quiet games-entry', href: gamesHref(), text: gamesWords.entry }), // issue 31
    // The editor, on the game's position (issue 30): the address is written as it is followed.
    el('a', {
      class: 'btn btn-quiet editor-entry',
      'data-action': 'editor-entry',
      href: editorHref(),
      text: editorWords.entry,
      onclick: (e) => (e.currentTarget.href = editorHref(game.position)),
    }),
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
      children: [icon('analyse')],
      // Its code comes when first wanted (the offline copy keeps it from the first visit on).
      onclick: () => import('./analysis-board.js').then((a) => a.openAnalysis(container, game)),
    }),
  );
  return game;
}

// ?review=ID: the game kept in Your games under ID, opened and reviewed at once (its entry the
// one brought up to date: the review's accuracy is kept with it), or null.
function keptReview(id) {
  const g = id ? loadGames().games.find((x) => x.id === id) : null;
  if (!g) return null;
  adoptKept(gameKey(), g);
  const resigned = g.why === 'resign' ? (g.result === 'blue' ? 'red' : 'blue') : null;
  const { blue, red, level, position, moves } = g;
  return { blue, red, level, position, moves: moves ? moves.split(',') : [], resigned, review: true };
}
