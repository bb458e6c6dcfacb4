// web/page/analysis-board.js - the game page's analysis board: ?analysis=POSITION&tree=TREE
// (web/page/analysis.js opens it) and the analysis of the position the game shows (its
// "Analyse" button: web/page/route.js loads this file when it is first pressed). Either one
// keeps its tree on this device and in the address.

import { mountAnalysis } from '../analysis/mode.js';
import { parsePosition, formatPosition, initialBoard } from '../rules.js';
import { START_POSITION } from '../rules/util.js';
import { loadAnalysis, saveAnalysis, otherAnalysis } from '../storage/analysis.js';
import { linkStart, decodeTree } from '../analysis/link.js';
import { el } from '../lib/dom.js';
import { analysisWords } from '../words/analysis.js';
import { pageSearch } from './launch.js';
import { readAddress, analysisHref } from '../lib/address.js';

// ?analysis=POSITION&tree=TREE: the tree of the address, else the one kept for the position
// (web/storage/analysis.js: one this page cannot read in full stays kept as it was); each change
// is put in the address and kept. A link's tree for a position the player analysed before
// offers the player's own tree, which stays kept beside it.
export function linkedAnalysis(container, text) {
  const options = linkStart(text);
  const start = options.start || { board: initialBoard(), player: 'blue' };
  const position = options.start ? formatPosition(start.board, start.player) : START_POSITION;
  const { tree: linked, orientation } = readAddress(pageSearch());
  const tree = linked ?? loadAnalysis(position, (t) => !decodeTree(start, t, 'kept').problem);
  const analysis = mountAnalysis(container, {
    ...options,
    tree,
    treeFrom: linked === null ? 'kept' : 'link',
    ...(orientation && { orientation }),
    keep: keeper(position),
  });
  const own = linked === null ? null : otherAnalysis(position, linked);
  if (own !== null) {
    container.querySelector('.an-head')?.after(
      el('a', {
        class: 'btn btn-quiet own-analysis',
        'data-action': 'own-analysis',
        href: analysisHref({ position: position === START_POSITION ? null : position, tree: own }),
        title: analysisWords.ownTreeTitle,
        text: analysisWords.ownTree,
      }),
    );
  }
  return analysis;
}

// Puts the analysis of `position` and the side at the bottom in the address (the page's other
// parameters go: the address is this board's link) and keeps the tree on this device.
const keeper = (position) => (text, root, orientation) => {
  saveAnalysis(position, text);
  const tree = { position: position === START_POSITION ? null : position, tree: text, orientation };
  history.replaceState(history.state, '', new URL(analysisHref(tree), location.href));
};

// The analysis of the position the game shows (the move selected in the move list, or the
// last), with the game's moves as its main line. The game's element leaves the page meanwhile
// (the same element comes back: its moves, review, saved record and keys are left as they
// were; taken out, it hears no keys) and "Back to the game" puts it back.
export function openAnalysis(container, game) {
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
