// Animates one move on the board view's squares: the step, then all hops together, then the
// captures, then the final position (stun flags). finish() jumps to the end at once, so input
// that arrives during an animation is never lost. Only the board view (web/board/view.js) uses
// it: pages call view.animate().
//
//   const animator = createAnimator({ drawPieces, pieceAt, place, cell }, () => scale);   // 0: none
//   await animator.play(boardBefore, move, result);        // result: { board, hops, captured }
//   animator.finish();                                     // the final position is shown now

import { squareIndex, moveFrom, moveTo } from '../rules/util.js';

const STEP_MS = 190;
const HOP_MS = 260;
const CAPTURE_MS = 320;

// A run: { target, anims: Set<Animation>, skip: boolean, final, k: the time scale, cell: a
// square's size once read }.
function track(run, anim) {
  run.anims.add(anim);
  return anim.finished.catch(() => {}).finally(() => run.anims.delete(anim));
}

// From square `from` to `to`: the squares' places on the board (target.place: [x, y]) times a
// square's size, read from the layout once a run (target.cell: [width, height]; reading each
// square's box made the browser lay the page out again at every slide, after each change).
function slide(run, piece, from, to, ms) {
  if (!piece) return Promise.resolve();
  const [fx, fy] = run.target.place(from);
  const [tx, ty] = run.target.place(to);
  const [w, h] = (run.cell ??= run.target.cell());
  piece.classList.add('pc-moving');
  const anim = piece.animate(
    [{ transform: `translate(${(fx - tx) * w}px, ${(fy - ty) * h}px)` }, { transform: 'translate(0, 0)' }],
    { duration: ms, easing: 'cubic-bezier(.25,.75,.35,1)' },
  );
  return track(run, anim).then(() => piece.classList.remove('pc-moving'));
}

// 1. The step; returns the board after it.
async function step(run, before, move) {
  const f = moveFrom(move);
  const t = moveTo(move);
  const stepBoard = before.map((row) => row.slice());
  stepBoard[move.toR][move.toC] = stepBoard[move.fromR][move.fromC];
  stepBoard[move.fromR][move.fromC] = null;
  run.target.drawPieces(stepBoard, new Set([t]));
  await slide(run, run.target.pieceAt(t), f, t, STEP_MS * run.k);
  return stepBoard;
}

// 2. The hops, all together.
async function hops(run, stepBoard, list) {
  const hopBoard = stepBoard.map((row) => row.slice());
  const moved = list.map((h) => [hopBoard[h.fromR][h.fromC], h]);
  for (const [, h] of moved) hopBoard[h.fromR][h.fromC] = null;
  for (const [cell, h] of moved) hopBoard[h.toR][h.toC] = cell;
  run.target.drawPieces(hopBoard, new Set(list.map(moveTo)));
  await Promise.all(
    list.map((h) => slide(run, run.target.pieceAt(moveTo(h)), moveFrom(h), moveTo(h), HOP_MS * run.k)),
  );
}

// 3. The captures.
function captures(run, list) {
  return Promise.all(
    list.map((x) => {
      const p = run.target.pieceAt(squareIndex(x.r, x.c));
      if (!p) return null;
      p.classList.add('pc-captured');
      const anim = p.animate(
        [
          { transform: 'scale(1)', opacity: 1 },
          { transform: 'scale(1.25)', opacity: 0.9, offset: 0.3 },
          { transform: 'scale(0.2)', opacity: 0 },
        ],
        { duration: CAPTURE_MS * run.k, easing: 'ease-in', fill: 'forwards' },
      );
      return track(run, anim);
    }),
  );
}

export function createAnimator(target, scale) {
  let current = null; // the run shown

  async function play(before, move, result) {
    if (current) finish();
    const run = { target, anims: new Set(), skip: false, final: result.board, k: scale() };
    current = run;
    try {
      if (!run.k) return;
      const stepBoard = await step(run, before, move);
      if (run.skip) return;
      if (result.hops.length) await hops(run, stepBoard, result.hops);
      if (run.skip) return;
      if (result.captured.length) await captures(run, result.captured);
    } finally {
      // 4. The final position, whatever happened above.
      if (current === run) {
        current = null;
        target.drawPieces(result.board);
      }
    }
  }

  // Ends the running animation now and shows its final position.
  function finish() {
    const run = current;
    if (!run) return;
    current = null;
    run.skip = true;
    for (const a of run.anims) {
      try {
        a.finish();
      } catch {
        a.cancel();
      }
    }
    target.drawPieces(run.final);
  }

  return {
    play,
    finish,
    get running() {
      return current !== null;
    },
  };
}
