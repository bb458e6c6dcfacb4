// The player's input on the game's board: the board view (web/board/input.js) selects, previews
// (a first tap on a destination, a long press, the mouse over it), drags and plans premoves (a
// move chosen while the computer is to move, played as soon as it is the human's turn); this
// gives the moves it reports to the play controller (web/play/ctrl.js), which gives it the
// destinations by the rules. Input during an
// animation ends the animation at once and is then handled as usual. It also routes the page's
// keys to the game the player last used.
//
//   createBoardView({ ...boardEvents(ctrl, () => view), onEscape })
//   const onKey = pageKeys(view, { container, lineKey, isOpen, flip, browse })

import { modeKey } from '../lib/page-keys.js';
import { onOwnPage } from '../lib/dom.js';

// Keys typed with the focus on the page's body go to one game only, though a page may hold
// several: the one the player last touched or focused (the one before it once it is gone).
// A game nobody has used yet takes them only on the game's own page (body.polis-page): on a
// host page, End must still scroll the page and f must not flip a board the player never used.
const pageGames = [];
const used = []; // games by their last use, the latest last
function ownsBodyKeys(container) {
  const last = used.findLast((c) => c.isConnected && pageGames.includes(c));
  if (last) return last === container;
  return onOwnPage(container) && pageGames.find((c) => c.isConnected) === container;
}
const forget = (container) => {
  const i = used.indexOf(container);
  if (i >= 0) used.splice(i, 1);
};

// The board's events (createBoardView's onMove, onPremove, onMiss, onInput, onChange), given
// to the play controller (web/play/ctrl.js); view() is the board view, once it exists.
export function boardEvents(ctrl, view) {
  return {
    onMove: (from, to) => ctrl.userMove(from, to),
    onPremove: (from, to) => ctrl.planMove(from, to),
    onMiss: (i) => ctrl.miss(i),
    // Input during an animation: show the end of the move at once and take the input; a press
    // also leaves the browsed position for the live one.
    onInput(kind) {
      ctrl.pressed(kind);
      view().update({ movable: ctrl.movable() });
    },
    onChange: () => ctrl.deps.changed(),
  };
}

// Keys for the whole game: F flips, arrows / Home / End browse (outside the board's grid,
// where the arrows move the focus). Returns the document's keydown listener; its destroy()
// forgets the game when it is destroyed.
export function pageKeys(view, { container, lineKey, isOpen, flip, browse }) {
  const touch = () => {
    forget(container);
    used.push(container);
  };
  pageGames.push(container);
  container.addEventListener('pointerdown', touch, true);
  container.addEventListener('focusin', touch);
  const listener = (e) => {
    const k = isOpen() ? null : modeKey(e, container);
    if (!k || (k.onBody && !ownsBodyKeys(container))) return;
    const t = k.target;
    const inBoard = view.board.contains(t);
    // While a better line is on the board, the arrows step through it and Escape leaves it.
    if ((!inBoard || e.key === 'Escape') && lineKey(e.key)) return e.preventDefault();
    const keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 0, End: 'end' };
    if (e.key === 'f' || e.key === 'F') flip();
    else if (!inBoard && e.key in keys) browse(keys[e.key]);
    else return;
    e.preventDefault();
  };
  listener.destroy = () => {
    const i = pageGames.indexOf(container);
    if (i >= 0) pageGames.splice(i, 1); // a second destroy() must not drop another game
    container.removeEventListener('pointerdown', touch, true);
    container.removeEventListener('focusin', touch);
    forget(container);
  };
  return listener;
}
