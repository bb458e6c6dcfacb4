// web/page/first-board.js - the board before the game's code has come (issue 28). The game
// page's start (web/page/start.js, built with this file into web/app/start.js, run just after
// #polis) draws the board of the game about to open at once, where the game will be, in the
// game's own layout (web/style.css), and it takes Blue's next move. The game's start
// (web/page/game.js) then takes it over: it waits until no press is under way (a piece picked
// up, a finger down, a move moving), empties it, and opens the game with that move played, so
// nothing the player did is lost and the board does not move (tests/browser/first-board.test.mjs).
//
// Only for a game it can draw as the game would, with no address query (a link, a level): a
// first visit's (nothing kept yet), or a return to the game saved on this page when Blue, the
// player, is to move against the computer (a game read in full: web/storage/saved-game.js
// peekSavedGame), without the balance bar (the engine draws it). Anything else (a saved game
// at the computer's turn, two players, one kept aside) waits for the game's code.
//
//   offerFirstBoard()                   (web/page/start.js)
//   takeFirstBoard().then(({ moves, position, focused }) => ...)   (web/page/game.js, as its code runs)
//     moves: the moves played on it ('b2b3' strings), after `position` (Rules.formatPosition's, the
//     board it was drawn with); focused: the square the keys were on, or null
//
// Its root (#polis) carries data-first: 'human' (Blue to move), 'moving' (the move played,
// moving), 'played' (waiting for the game); the game's own hooks (data-state...) come with it.
//
// Between the two files: window.polisFirstBoard, { drawn }: a promise of the board's take(), once
// it is on screen (null: there was no room for it). The game's start waits for it: a board
// already on its way is drawn first, and is what the player sees while the game is built.

import * as Rules from '../rules.js';
import { createBoardView } from '../board/view.js';
import { destKinds, lastMarks, previewOverlay } from '../board/marks.js';
import { destsOf, moveBetween } from '../rules/dests.js';
import { moveFrom } from '../rules/util.js';
import { el, motionScale } from '../lib/dom.js';
import { applyTheme } from '../lib/theme.js';
import { storedNothing } from '../storage/store.js';
import { savedTheme, setPref, pref } from '../storage/prefs.js';
import { gameKey, peekSavedGame } from '../storage/saved-game.js';
import { startFrom, movesText, playedOut } from '../play/game/read-moves.js';
import { firstMoveInfo, firstBoardWait } from '../words/game-controls.js';
import { previewText } from '../words/game-status.js';
import { welcomeLine } from '../play/welcome.js';
import { FIRST_LEVEL } from '../play/next-level.js';

const NONE = Object.freeze({ moves: [], position: null, focused: null });

// The game about to open, when this file can draw it: { board, legal (Blue's moves), last (the
// saved game's last ply, or null), level, saved (the saved game, or null), tapPlay }; else null.
function gameToDraw() {
  if (storedNothing()) {
    const board = Rules.initialBoard();
    return {
      board,
      legal: Rules.legalMoves(board, 'blue'),
      last: null,
      level: FIRST_LEVEL,
      saved: null,
      tapPlay: false,
    };
  }
  const saved = peekSavedGame(gameKey());
  if (!saved || saved.blue !== 'human' || saved.red !== 'ai' || saved.resigned) return null;
  if (pref('balance', 'off') === 'on') return null;
  // Its moves were read in full as it was peeked at: their position and last move are found,
  // not played again (a game of 60 moves took 10-24 ms more to replay, at normal speed).
  const { board, player, last } = playedOut(movesText(saved.moves), startFrom(saved.position));
  if (player !== 'blue' || Rules.winner(board)) return null;
  const legal = Rules.legalMoves(board, 'blue');
  if (!legal.length) return null;
  return { board, legal, last, level: saved.level, saved, tapPlay: pref('tap', 'off') === 'on' };
}

export function offerFirstBoard() {
  if (window.polisFirstBoard || (window.polisSearch ?? location.search)) return;
  let game = null;
  try {
    game = gameToDraw();
  } catch (err) {
    console.error(err); // the game's own load says what is wrong with what is kept
  }
  if (!game) return;
  const drawn = new Promise((resolve) => {
    // Whatever goes wrong here, the game still opens (null: as if there were no first board).
    const draw = () => {
      const root = document.getElementById('polis');
      if (!root) return resolve(null);
      try {
        const take = drawFirstBoard(root, game);
        afterPaint(() => resolve(take));
      } catch (err) {
        console.error(err);
        resolve(null);
      }
    };
    // index.html runs its start after the game's place (#polis): drawn at once (in the frame
    // after the page's first, which shows the header). Run before it (a copy of the page that
    // moved the script), once the page is parsed.
    if (document.getElementById('polis')) draw();
    else document.addEventListener('DOMContentLoaded', draw, { once: true });
  });
  window.polisFirstBoard = { drawn };
}

// Once the board is on screen (or soon, where a hidden page draws no frames): the game's start
// then takes the main thread for a while, and the board is the first thing a newcomer sees.
function afterPaint(then) {
  let done = false;
  const once = () => done || ((done = true), then());
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 100);
}

// The game's start: what was played on the first board, once nothing is under way on it.
export function takeFirstBoard() {
  const offer = window.polisFirstBoard;
  if (!offer) return Promise.resolve(NONE);
  window.polisFirstBoard = null;
  return offer.drawn.then((take) => (take ? take() : NONE));
}

// The board's state: the game's position, its legal moves, the move played (at most one), and
// what is under way on it; `taking`: the game's start waiting for it.
function firstState(game) {
  const { board } = game;
  return {
    game,
    board,
    position: Rules.formatPosition(board, 'blue'),
    legal: game.legal,
    plies: [],
    down: false,
    taking: null,
    looking: null,
    gone: false,
  };
}

const movesFrom = (st, i) => (st.plies.length ? [] : st.legal.filter((m) => moveFrom(m) === i));
const resultOf = (st, m) => Rules.applyMove(st.board, m);
const moveOf = (st, p) => p && moveBetween(movesFrom(st, p.from), p.from, p.to);

// The line under the board, in the game's words (web/words/game-status.js): the goal, the piece
// picked, or what the move shown would do ("Tap again to play." after a first tap on a phone).
function underText(st, view, preview) {
  const game = {
    humanTurn: () => !st.plies.length,
    live: () => ({ board: st.board, player: 'blue' }),
    resultOf: (m) => resultOf(st, m),
    premove: null,
  };
  const ui = { browse: null, preview, touchPreview: view.input.touchPreview, selected: view.input.selected };
  return previewText(game, ui);
}

// What the board view is given: as the game gives it for Blue's move (web/play/input.js,
// web/play/view.js), with the player's tap to play (off on a first visit).
function drawBoard(st, view, line) {
  const preview = moveOf(st, view.input.preview);
  line.textContent = underText(st, view, preview);
  view.update({
    movable: st.plies.length
      ? { dests: null }
      : {
          dests: destsOf(null, 'blue', st.legal),
          tapPlay: st.game.tapPlay,
          previews: true,
          marks: (from) => destKinds(movesFrom(st, from), (m) => resultOf(st, m), 'blue'),
        },
  });
  view.update({
    pieces: st.board,
    orientation: 'blue',
    last: st.plies.length || st.game.last ? lastMarks(st.plies[0] ?? st.game.last) : new Map(),
    overlay: preview ? previewOverlay(st.board, preview, resultOf(st, preview)) : null,
  });
}

// The game's start takes the board once nothing is under way on it: no finger or button down,
// no piece picked up, no move moving. Looked at in a task of its own, never inside the handling
// of an input event: a drop, say, clears the selection before it plays its move.
function settle(st, fb) {
  if (st.taking && !st.looking) st.looking = setTimeout(() => ((st.looking = null), handOver(st, fb)));
}

function handOver(st, fb) {
  const { view, root } = fb;
  if (!st.taking || st.down || view.animating || view.input.selected !== null) return;
  const hand = st.taking;
  st.taking = null;
  st.gone = true;
  const active = view.board.contains(document.activeElement) ? document.activeElement : null;
  fb.stopWelcome({ undo: true });
  for (const k of ['first', 'level', 'blue', 'red']) delete root.dataset[k];
  root.replaceChildren();
  hand({
    moves: st.plies.map((p) => Rules.moveToString(p.move)),
    position: st.position,
    focused: active?.dataset.square ?? null,
  });
}

// Draws the board in `root`; returns take(): a promise of what was played on it, kept until
// nothing is under way on it, then the board is gone.
function drawFirstBoard(root, game) {
  const st = firstState(game);
  const fb = { root, view: null, stopWelcome: () => {} };
  const line = el('p', { class: 'polis-preview' });
  const draw = () => (drawBoard(st, fb.view, line), settle(st, fb));
  // How to move, for a newcomer; a game come back to is the player's own.
  const info = el('p', { class: 'polis-first-info', text: game.saved ? '' : firstMoveInfo(true) });
  const play = (move) => {
    if (!move || st.plies.length || st.gone) return;
    const before = st.board;
    const result = resultOf(st, move);
    st.plies.push({ move, result });
    st.board = result.board;
    root.dataset.first = 'moving';
    info.textContent = firstBoardWait;
    const moving = fb.view.animate(before, move, result);
    draw();
    const moved = () => {
      if (root.dataset.first) root.dataset.first = 'played';
      draw();
    };
    moving.then(moved, moved);
  };
  const view = (fb.view = createBoardView({
    onMove: (from, to) => play(moveOf(st, { from, to })),
    onChange: draw,
    animationScale: motionScale(),
  }));
  // Presses under way: the game's start waits for them to end, and for what they do (the move a
  // drag drops, the click that follows): once the press's events have all been handled.
  view.board.addEventListener('pointerdown', () => (st.down = true), true);
  const ended = () => {
    st.down = false;
    settle(st, fb);
  };
  for (const end of ['pointerup', 'pointercancel']) view.board.addEventListener(end, ended, true);
  const boardCol = el(
    'div',
    { class: 'polis-boardcol' },
    view.element,
    el('div', { class: 'polis-under' }, line),
  );
  root.classList.add('polis');
  // The game about to open: Blue, against the computer (at its first level for a newcomer).
  Object.assign(root.dataset, { first: 'human', level: game.level, blue: 'human', red: 'ai' });
  applyTheme(root, savedTheme());
  root.replaceChildren(
    el('div', { class: 'polis-main' }, boardCol, el('div', { class: 'polis-side' }, info)),
  );
  // The header's offer of the lessons, as the game shows it (the board does not move when the
  // game comes); the game notes that it was seen. Taken up, it is this game: the game that
  // comes does not offer it again.
  fb.stopWelcome = welcomeLine(root, {
    saved: game.saved,
    asked: !!(pref('welcomed', '') || pref('learn-done', '')),
    onShown: () => {},
    onPlayEasy: () => setPref('welcomed', 'yes'),
  });
  draw();
  return () =>
    new Promise((resolve) => {
      st.taking = resolve;
      settle(st, fb);
    });
}
