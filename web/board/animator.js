// Animates one move on the board view: the step, then all hops together, then the captures,
// then the final position (stun flags). finish() jumps to the end at once, so input that
// arrives during an animation is never lost.
//
//   const animator = createAnimator(view, () => scale);   // scale 0: no animation
//   await animator.play(boardBefore, move, result);        // result: { board, hops, captured }
//   animator.finish();                                     // the final position is shown now

import { squareIndex } from '../rules/util.js';

const STEP_MS = 190;
const HOP_MS = 260;
const CAPTURE_MS = 320;

export function createAnimator(view, scale) {
  let current = null; // { anims: Set<Animation>, skip: boolean, final }

  function track(run, anim) {
    run.anims.add(anim);
    return anim.finished.catch(() => {}).finally(() => run.anims.delete(anim));
  }

  function slide(run, piece, from, to, ms) {
    if (!piece) return Promise.resolve();
    const a = view.squares[from].getBoundingClientRect();
    const b = view.squares[to].getBoundingClientRect();
    piece.classList.add('pc-moving');
    const anim = piece.animate(
      [
        { transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` },
        { transform: 'translate(0, 0)' },
      ],
      { duration: ms, easing: 'cubic-bezier(.25,.75,.35,1)' },
    );
    return track(run, anim).then(() => piece.classList.remove('pc-moving'));
  }

  async function play(before, move, result) {
    if (current) finish();
    const k = scale();
    const run = { anims: new Set(), skip: false, final: result.board };
    current = run;
    try {
      if (!k) return;
      const f = squareIndex(move.fromR, move.fromC);
      const t = squareIndex(move.toR, move.toC);
      // 1. The step.
      const stepBoard = before.map((row) => row.slice());
      stepBoard[move.toR][move.toC] = stepBoard[move.fromR][move.fromC];
      stepBoard[move.fromR][move.fromC] = null;
      view.renderPieces(stepBoard, new Set([t]));
      await slide(run, view.pieceAt(t), f, t, STEP_MS * k);
      if (run.skip) return;
      // 2. The hops, all together.
      if (result.hops.length) {
        const hopBoard = stepBoard.map((row) => row.slice());
        const moved = result.hops.map((h) => [hopBoard[h.fromR][h.fromC], h]);
        for (const [, h] of moved) hopBoard[h.fromR][h.fromC] = null;
        for (const [cell, h] of moved) hopBoard[h.toR][h.toC] = cell;
        view.renderPieces(hopBoard, new Set(result.hops.map((h) => squareIndex(h.toR, h.toC))));
        await Promise.all(
          result.hops.map((h) =>
            slide(
              run,
              view.pieceAt(squareIndex(h.toR, h.toC)),
              squareIndex(h.fromR, h.fromC),
              squareIndex(h.toR, h.toC),
              HOP_MS * k,
            ),
          ),
        );
        if (run.skip) return;
      }
      // 3. The captures.
      if (result.captured.length) {
        await Promise.all(
          result.captured.map((x) => {
            const p = view.pieceAt(squareIndex(x.r, x.c));
            if (!p) return null;
            p.classList.add('pc-captured');
            const anim = p.animate(
              [
                { transform: 'scale(1)', opacity: 1 },
                { transform: 'scale(1.25)', opacity: 0.9, offset: 0.3 },
                { transform: 'scale(0.2)', opacity: 0 },
              ],
              { duration: CAPTURE_MS * k, easing: 'ease-in', fill: 'forwards' },
            );
            return track(run, anim);
          }),
        );
      }
    } finally {
      // 4. The final position, whatever happened above.
      if (current === run) {
        current = null;
        view.renderPieces(result.board);
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
    view.renderPieces(run.final);
  }

  return {
    play,
    finish,
    get running() {
      return current !== null;
    },
  };
}
