// The player's input on the board: click or tap a piece, then a destination (a first tap on a
// destination only previews it), drag and drop, and premoves (a move chosen while the computer
// is to move, played as soon as it is the human's turn). Input during an animation ends the
// animation at once and is then handled as usual.
//
//   const input = createInput(ctx);
//   createBoardView({ onSquare: input.onSquare, onHover: input.onHover, ... })

import * as Rules from '../rules.js';
import { squareIndex } from '../rules/util.js';

const sameMove = (a, b) =>
  !!a && !!b && a.fromR === b.fromR && a.fromC === b.fromC && a.toR === b.toR && a.toC === b.toC;

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

// ctx: { ui, render, humans, and (set once they exist) game, view, animator }.
export function createInput(ctx) {
  const { ui, render, humans } = ctx;
  // While the computer is to move, the human may pick a move to play right after it.
  function premoveMode() {
    const h = humans();
    return h.length === 1 && !ctx.game.over && ui.browse === null && ctx.game.live().player !== h[0];
  }
  // The moves the selection may make: legal ones, or for a premove those of the human's pieces.
  function movesFrom(i) {
    if (i === null) return [];
    if (ctx.game.humanTurn() && ui.browse === null) return ctx.game.legal.byFrom.get(i) || [];
    if (!premoveMode()) return [];
    const me = humans()[0];
    return Rules.legalMoves(ctx.game.live().board, me).filter((m) => squareIndex(m.fromR, m.fromC) === i);
  }
  function movable() {
    if (ui.browse !== null || ctx.game.over) return new Set();
    if (ctx.game.humanTurn()) return new Set(ctx.game.legal.byFrom.keys());
    if (!premoveMode()) return new Set();
    return new Set(
      Rules.legalMoves(ctx.game.live().board, humans()[0]).map((m) => squareIndex(m.fromR, m.fromC)),
    );
  }

  function deselect() {
    ui.selected = null;
    ui.preview = null;
    ui.touchPreview = false;
  }

  function playOrPlan(m) {
    deselect();
    if (ctx.game.humanTurn()) ctx.game.play(m);
    else ctx.game.setPremove(m);
  }

  function onSquare(i, { pointerType }) {
    ui.flash = null;
    ui.resignArmed = false;
    // Input during an animation: show the end of the move at once and take the input.
    finishAnimation();
    if (ui.browse !== null) ui.browse = null;
    if (!ctx.game.humanTurn() && !premoveMode()) return render();
    const m = movesFrom(ui.selected).find((x) => squareIndex(x.toR, x.toC) === i);
    if (m) {
      // On a touch screen the first tap on a destination shows what would happen (unless the
      // player chose to play on the first tap: a long press previews then).
      if (pointerType === 'touch' && !ui.tapPlay && !sameMove(ui.preview, m) && ctx.game.humanTurn()) {
        ui.preview = m;
        ui.touchPreview = true;
        return render();
      }
      return playOrPlan(m);
    }
    if (ui.selected === i || !movable().has(i)) {
      const cell = ctx.game.live().board[i >> 3][i & 7];
      if (ui.selected !== i && cell && ctx.game.humanTurn() && cell.team === ctx.game.live().player) {
        ui.flash =
          cell.type === 'chariot' && cell.stunned
            ? 'This chariot is stunned and cannot move.'
            : 'This piece has no legal move.';
      }
      deselect();
      if (ctx.game.premove && !ctx.game.humanTurn()) ctx.game.setPremove(null);
      return render();
    }
    ui.selected = i;
    ui.preview = null;
    render();
    if (ctx.view.board.contains(document.activeElement)) onHover(ctx.view.focusIndex);
  }

  // A long press on a destination previews its move; true when it did (the tap is then used).
  function onLongPress(i) {
    const m = movesFrom(ui.selected).find((x) => squareIndex(x.toR, x.toC) === i);
    if (!m || !ctx.game.humanTurn()) return false;
    ui.preview = m;
    ui.touchPreview = true;
    render();
    return true;
  }

  function onHover(i) {
    const m = i === null ? null : movesFrom(ui.selected).find((x) => squareIndex(x.toR, x.toC) === i) || null;
    if (!ctx.game.humanTurn() || sameMove(m, ui.preview) || (!m && !ui.preview)) return;
    ui.preview = m;
    render();
  }

  function onDrag(i) {
    finishAnimation();
    if (!movable().has(i)) return false;
    ui.browse = null;
    ui.selected = i;
    ui.preview = null;
    render();
    return true;
  }

  function onDrop(from, to) {
    const m = to === null ? null : movesFrom(from).find((x) => squareIndex(x.toR, x.toC) === to);
    if (m) playOrPlan(m);
    else if (to !== from) deselect();
    render();
  }

  function finishAnimation() {
    if (!ctx.game.animating) return;
    ctx.animator.finish();
    ctx.game.finishAnimation();
  }

  // Keys for the whole game: F flips, arrows / Home / End browse (outside the board's grid,
  // where the arrows move the focus). Returns the document's keydown listener; its release()
  // forgets the game when it is destroyed.
  function pageKeys({ container, line, isOpen, flip, browse }) {
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
      const inBoard = ctx.view.board.contains(t);
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

  return {
    onSquare,
    onLongPress,
    onHover,
    onDrag,
    onDrop,
    deselect,
    movesFrom,
    movable,
    premoveMode,
    finishAnimation,
    pageKeys,
  };
}
