// The player's input on the game's board: the board view (web/board/input.js) selects, previews
// (a first tap on a destination, a long press, the mouse over it), drags and plans premoves (a
// move chosen while the computer is to move, played as soon as it is the human's turn); this
// gives it the destinations by the rules and plays the moves it reports. Input during an
// animation ends the animation at once and is then handled as usual. It also routes the page's
// keys to the game the player last used.
//
//   const input = createInput(ctx);
//   createBoardView({ ...input.events, onEscape })

import * as Rules from '../rules.js';
import { moveFrom } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';
import { destKinds } from '../board/marks.js';

// Keys typed with the focus on the page's body go to one game only, though a page may hold
// several: the one the player last touched or focused (the one before it once it is gone).
// A game nobody has used yet takes them only on the game's own page (body.polis-page): on a
// host page, End must still scroll the page and f must not flip a board the player never used.
const pageGames = [];
const used = []; // games by their last use, the latest last
function ownsBodyKeys(container) {
  const last = used.findLast((c) => c.isConnected && pageGames.includes(c));
  if (last) return last === container;
  return !!container.closest('body.polis-page') && pageGames.find((c) => c.isConnected) === container;
}
const forget = (container) => {
  const i = used.indexOf(container);
  if (i >= 0) used.splice(i, 1);
};

// ctx: { ui, render, humans, and (set once they exist) game, view }. The board view handles the
// presses (web/board/input.js); this gives it the destinations and plays what it reports.
export function createInput(ctx) {
  const { ui, render, humans } = ctx;
  // While the computer is to move, the human may pick a move to play right after it.
  function premoveMode() {
    const h = humans();
    return h.length === 1 && !ctx.game.over && ui.browse === null && ctx.game.live().player !== h[0];
  }
  // The moves the piece on square i may make: legal ones, or for a premove those of the human's pieces.
  function movesFrom(i) {
    if (i === null) return [];
    if (ctx.game.humanTurn() && ui.browse === null) return ctx.game.legal.byFrom.get(i) || [];
    if (!premoveMode()) return [];
    return Rules.legalMoves(ctx.game.live().board, humans()[0]).filter((m) => moveFrom(m) === i);
  }
  // What the board view is given: the player's moves on their turn, or the moves they may plan.
  function movable() {
    const live = ui.browse === null && !ctx.game.over;
    const turn = live && ctx.game.humanTurn();
    const player = ctx.game.live().player;
    return {
      dests: turn ? destsOf(null, player, ctx.game.legal.moves) : null,
      premoveDests: live && !turn && premoveMode() ? destsOf(ctx.game.live().board, humans()[0]) : null,
      tapPlay: ui.tapPlay,
      previews: true,
      marks: (from) =>
        destKinds(movesFrom(from), (m) => (ctx.game.humanTurn() ? ctx.game.resultOf(m) : null), player),
    };
  }
  // The page reads the selection and the previewed move (a move of the rules) from the board.
  Object.defineProperties(ui, {
    selected: { get: () => ctx.view.input.selected, configurable: true },
    touchPreview: { get: () => ctx.view.input.touchPreview, configurable: true },
    preview: {
      get: () => {
        const p = ctx.view.input.preview;
        return p && moveBetween(movesFrom(p.from), p.from, p.to);
      },
      configurable: true,
    },
  });

  const deselect = () => ctx.view.input.cancel();

  function finishAnimation() {
    ctx.view.finishAnimation();
    if (ctx.game.animating) ctx.game.finishAnimation();
  }

  const input = {
    deselect,
    movesFrom,
    movable,
    premoveMode,
    finishAnimation,
    pageKeys: (opts) => pageKeys(ctx.view, opts),
  };
  input.events = boardEvents(ctx, input);
  return input;
}

// The board's events (createBoardView's onMove, onPremove, onMiss, onInput, onChange).
function boardEvents(ctx, { movesFrom, movable, finishAnimation }) {
  const { ui, render } = ctx;
  return {
    onMove(from, to) {
      const m = moveBetween(movesFrom(from), from, to);
      if (m) ctx.game.play(m);
      render();
    },
    onPremove(from, to) {
      if (from === null) {
        if (ctx.game.premove && !ctx.game.humanTurn()) ctx.game.setPremove(null);
        return;
      }
      const m = moveBetween(movesFrom(from), from, to);
      if (m) ctx.game.setPremove(m);
    },
    // A press on a piece of the side to move that cannot move says why.
    onMiss(i) {
      const cell = ctx.game.live().board[i >> 3][i & 7];
      if (cell && ctx.game.humanTurn() && cell.team === ctx.game.live().player) {
        ui.flash =
          cell.type === 'chariot' && cell.stunned
            ? 'This chariot is stunned and cannot move.'
            : 'This piece has no legal move.';
      }
    },
    // Input during an animation: show the end of the move at once and take the input; a press
    // also leaves the browsed position for the live one.
    onInput(kind) {
      finishAnimation();
      if (kind === 'square') {
        ui.flash = null;
        ui.resignArmed = false;
        ui.browse = null;
      }
      ctx.view.update({ movable: movable() });
    },
    onChange: () => render(),
  };
}

// Keys for the whole game: F flips, arrows / Home / End browse (outside the board's grid,
// where the arrows move the focus). Returns the document's keydown listener; its release()
// forgets the game when it is destroyed.
function pageKeys(view, { container, line, isOpen, flip, browse }) {
  const touch = () => {
    forget(container);
    used.push(container);
  };
  pageGames.push(container);
  container.addEventListener('pointerdown', touch, true);
  container.addEventListener('focusin', touch);
  const listener = (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isOpen()) return;
    // The key's own target, also inside a shadow root (<polis-game>), where e.target is the host.
    const t = e.composedPath ? e.composedPath()[0] : e.target;
    if (t && (t.closest?.('input, textarea, select') || (t !== document.body && !container.contains(t))))
      return;
    if ((!t || t === document.body) && !ownsBodyKeys(container)) return;
    const inBoard = view.board.contains(t);
    // While a better line is on the board, the arrows step through it and Escape leaves it.
    if ((!inBoard || e.key === 'Escape') && line.key(e.key)) return e.preventDefault();
    const keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 0, End: 'end' };
    if (e.key === 'f' || e.key === 'F') flip();
    else if (!inBoard && e.key in keys) browse(keys[e.key]);
    else return;
    e.preventDefault();
  };
  listener.release = () => {
    const i = pageGames.indexOf(container);
    if (i >= 0) pageGames.splice(i, 1); // a second release must not drop another game
    container.removeEventListener('pointerdown', touch, true);
    container.removeEventListener('focusin', touch);
    forget(container);
  };
  return listener;
}
