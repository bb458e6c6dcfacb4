// Analysis for the player, through the same AI client as the computer's moves: who stands
// better (the balance bar beside the board) and the review of a finished game (each move
// marked best, good, inaccuracy, mistake or blunder, with the better move and its line).
// Analysis only runs while the computer is not choosing a move, and the computer's own search
// (a newer request to the client) simply cancels it.
//
//   const analysis = createAnalysis({ ai, changed });
//   analysis.evaluate(key, board, player)   // result in analysis.balance when it arrives
//   analysis.review(start, plies)            // analysis.reviewed: [{ mark, best, line }] per ply

import { moveToString, winner } from './rules.js';

const EVAL_OPTIONS = { timeMs: 300 };
const REVIEW_OPTIONS = { timeMs: 150 };
const MATE = 1000; // a forced win, in tenths, before its distance is taken off

// A search result as tenths of a piece for Blue.
function forBlue(r, player) {
  const s = r.mateIn !== null && r.mateIn !== undefined ? Math.sign(r.mateIn) * (MATE - Math.abs(r.mateIn)) : r.score;
  return player === 'blue' ? s : -s;
}

// How much a move gave away (tenths, from the mover's side) -> its mark.
export function markFor(loss, playedBest) {
  if (playedBest || loss <= 2) return 'best';
  if (loss <= 6) return 'good';
  if (loss <= 15) return 'inaccuracy';
  if (loss <= 40) return 'mistake';
  return 'blunder';
}

export function createAnalysis({ ai, changed }) {
  let balance = null; // { key, blue: tenths for Blue, mateIn, player }
  let pending = null; // key being evaluated
  let reviewState = null; // { token, done, total, marks }
  let token = 0;

  function evaluate(key, board, player) {
    if (pending === key || (balance && balance.key === key)) return;
    pending = key;
    const t = ++token;
    ai.chooseMove(board, player, EVAL_OPTIONS).then(
      (r) => {
        if (t !== token) return;
        pending = null;
        balance = { key, blue: forBlue(r, player), mateIn: r.mateIn, player };
        changed();
      },
      () => {
        if (t === token) pending = null;
      },
    );
  }

  // The computer's own search reports its view too: the bar follows it while it thinks.
  function fromProgress(key, p, player) {
    if (typeof p.score !== 'number') return;
    balance = { key, blue: forBlue(p, player), mateIn: p.mateIn, player };
  }

  async function review(start, plies) {
    const t = ++token;
    pending = null;
    const positions = [start, ...plies.map((p) => p.after)];
    const state = { token: t, done: 0, total: positions.length, marks: [] };
    reviewState = state;
    changed();
    const scores = [];
    const best = [];
    for (const pos of positions) {
      const w = winner(pos.board);
      if (w) {
        scores.push(w === 'blue' ? MATE : -MATE);
        best.push(null);
      } else {
        let r;
        try {
          r = await ai.chooseMove(pos.board, pos.player, REVIEW_OPTIONS);
        } catch (e) {
          // A position without legal moves is lost for the side to move; anything else ends
          // the review (a newer search took the client).
          if (t !== token) return;
          if (/no legal move/i.test(e.message)) {
            scores.push(pos.player === 'blue' ? -MATE : MATE);
            best.push(null);
            state.done++;
            continue;
          }
          reviewState = null;
          changed();
          return;
        }
        if (t !== token) return;
        scores.push(forBlue(r, pos.player));
        best.push({ move: moveToString(r.move), line: (r.pv || []).map((x) => (typeof x === 'string' ? x : moveToString(x))) });
      }
      state.done++;
      changed();
    }
    state.marks = plies.map((p, i) => {
      const sign = p.player === 'blue' ? 1 : -1;
      const loss = Math.max(0, sign * (scores[i] - scores[i + 1]));
      const played = moveToString(p.move);
      const b = best[i];
      return { mark: markFor(loss, !!b && b.move === played), best: b ? b.move : null, line: b ? b.line.slice(1, 4) : [], loss };
    });
    changed();
  }

  return {
    evaluate,
    fromProgress,
    review,
    // Drops whatever is running or known (a new game, a move taken back).
    reset() {
      token++;
      pending = null;
      reviewState = null;
      balance = null;
    },
    get balance() {
      return balance;
    },
    get reviewing() {
      return !!reviewState && reviewState.done < reviewState.total;
    },
    get progress() {
      return reviewState ? { done: reviewState.done, total: reviewState.total } : null;
    },
    get marks() {
      return reviewState && reviewState.done >= reviewState.total ? reviewState.marks : null;
    },
  };
}

// The bar's state for the board view: the share of the side at the bottom and its words.
export function balanceView(balance, bottom, words) {
  if (!balance) return { share: 0.5, label: 'Balance: not known yet' };
  const blueShare = Math.abs(balance.blue) >= MATE - 200 ? (balance.blue > 0 ? 1 : 0) : 0.5 + 0.5 * Math.tanh(balance.blue / 30);
  return { share: bottom === 'blue' ? blueShare : 1 - blueShare, label: `Balance: ${words(balance.blue, null, 'blue')}` };
}
