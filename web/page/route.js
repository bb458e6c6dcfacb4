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
import { mountPuzzle } from '../puzzle/mode.js';
import { mountEditor } from '../editor/mode.js';
import { mountAnalysis } from '../analysis/mode.js';
import { parsePosition, formatPosition, initialBoard } from '../rules.js';
import { START_POSITION } from '../rules/util.js';
import { loadAnalysis, saveAnalysis, otherAnalysis } from '../storage/analysis.js';
import { linkStart, decodeTree } from '../analysis/link.js';
import { el, icon } from '../lib/dom.js';
import { puzzleWords } from '../words/puzzles.js';
import { lessonWords } from '../words/lessons.js';
import { analysisWords } from '../words/analysis.js';
import { storageWords } from '../words/storage.js';
import { previousGame, resumePrevious, gameKey, loadGame } from '../storage/saved-game.js';
import { nextLevel } from '../play/next-level.js';
import { mountGames } from '../games/mode.js'; // Your games (issue 31)
import { gamesWords } from '../words/games.js';
import { mountFriend } from '../friend/mode.js'; // a friend by link (issue 31)
import { loadGames } from '../storage/games.js';
import { adoptKept } from '../games/keep.js';

export { configFromUrl } from '../play/game/record.js';
import { linkPositionText } from '../play/game/record.js';

// The address's query: a long one is kept aside by web/page/start.js, out of the address.
const pageSearch = () => window.polisSearch ?? location.search;

// The address's parameters that name a game (?level= alone sets the computer's level of the
// game saved here: web/play/mode.js).
const GAME_NAMES = ['blue', 'red', 'position', 'moves'];

export function mountPage(container, config = {}) {
  if (config.puzzle != null) return mountPuzzle(container, { ...config, gameHref: '?' });
  // The same reading of a link's position as ?position= and ?analysis= (a blank one: the start).
  if (config.editor != null)
    return mountEditor(container, { ...config, editor: linkPositionText(config.editor) });
  if (config.analysis != null) return linkedAnalysis(container, config.analysis);
  if (new URLSearchParams(pageSearch()).has('games')) return mountGames(container, { gameHref: '?' }); // issue 31
  const asked = new URLSearchParams(pageSearch());
  if (asked.has('friend')) return mountFriend(container, { link: friendLink(asked), backHref: '?' }); // issue 31
  // A link that names a game (its players, start or moves) starts it, and the address then drops
  // it: the game is saved, so a reload resumes it instead of starting the link's game again.
  const params = new URLSearchParams(pageSearch());
  const fromLink = GAME_NAMES.some((k) => params.has(k));
  // A new game (nothing saved here, or a link's) is at the level for the next game: Novice for a
  // newcomer (web/play/next-level.js).
  const level = config.level ?? (fromLink || !loadGame(gameKey()) ? nextLevel() : undefined);
  const reviewed = keptReview(params.get('review')); // Review in Your games: the kept game, reviewed
  const game = mountPolis(container, {
    ...config,
    ...(level ? { level } : {}),
    fromLink: fromLink || !!reviewed,
    keepGames: true,
    ...reviewed,
  });
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
    el('a', { class: 'btn btn-quiet learn-entry', href: '?learn', text: lessonWords.learn }),
    el('a', { class: 'btn btn-quiet puzzle-entry', href: '?puzzle', text: puzzleWords.entry }),
    el('a', { class: 'btn btn-quiet games-entry', href: '?games', text: gamesWords.entry }), // issue 31
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
      onclick: () => openAnalysis(container, game),
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

// A friend's link (?friend=ID&side=&from=&moves=), or null for ?friend alone (a new game).
const friendLink = (p) =>
  p.get('friend')
    ? { id: p.get('friend'), side: p.get('side'), from: p.get('from') ?? '', moves: p.get('moves') ?? '' }
    : null;

// ?analysis=POSITION&tree=TREE: the tree of the address, else the one kept for the position
// (web/storage/analysis.js: one this page cannot read in full stays kept as it was); each change
// is put in the address and kept. A link's tree for a position the player analysed before
// offers the player's own tree, which stays kept beside it.
function linkedAnalysis(container, text) {
  const options = linkStart(text);
  const start = options.start || { board: initialBoard(), player: 'blue' };
  const position = options.start ? formatPosition(start.board, start.player) : START_POSITION;
  const linked = new URLSearchParams(pageSearch()).get('tree');
  const tree = linked ?? loadAnalysis(position, (t) => !decodeTree(start, t, 'kept').problem);
  const analysis = mountAnalysis(container, {
    ...options,
    tree,
    treeFrom: linked === null ? 'kept' : 'link',
    keep: keeper(position),
  });
  const own = linked === null ? null : otherAnalysis(position, linked);
  if (own !== null) {
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('analysis', position === START_POSITION ? '' : position);
    url.searchParams.set('tree', own);
    container.querySelector('.an-head')?.after(
      el('a', {
        class: 'btn btn-quiet own-analysis',
        'data-action': 'own-analysis',
        href: url.search,
        title: analysisWords.ownTreeTitle,
        text: analysisWords.ownTree,
      }),
    );
  }
  return analysis;
}

// Puts the analysis of `position` in the address (the page's other parameters go: the address
// is this board's link) and keeps it on this device.
const keeper = (position) => (text) => {
  saveAnalysis(position, text);
  const url = new URL(location.href);
  url.search = '';
  url.searchParams.set('analysis', position === START_POSITION ? '' : position);
  url.searchParams.set('tree', text);
  history.replaceState(history.state, '', url);
};

// The analysis of the position the game shows (the move selected in the move list, or the
// last), with the game's moves as its main line. The game's element leaves the page meanwhile
// (the same element comes back: its moves, review, saved record and keys are left as they
// were; taken out, it hears no keys) and "Back to the game" puts it back.
function openAnalysis(container, game) {
  const moves = game.moves;
  const view = container.dataset.view;
  const root = el('main', { id: container.id, class: 'polis' });
  const address = location.href;
  // A reviewed game's marks, as its move list shows them (web/play/panel/move-list.js).
  const marks = moves.map(
    (m, i) => container.querySelector(`.polis-moves .move[data-ply="${i + 1}"]`)?.dataset.review || null,
  );
  container.replaceWith(root);
  const analysis = mountAnalysis(root, {
    start: parsePosition(game.start),
    moves,
    marks,
    ply: view && view !== 'live' ? Number(view) : moves.length,
    orientation: container.dataset.orientation,
    keep: keeper(game.start),
    onBack: () => {
      analysis.destroy();
      history.replaceState(history.state, '', address);
      root.replaceWith(container);
      container.querySelector('[data-action="analyse"]')?.focus();
    },
  });
}
