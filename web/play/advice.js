// Analysis for the player, through the engine's analysis API (ai-client.js: analyse, hint,
// reviewGame) on a client of its own, so that it never cancels the computer's moves: who
// stands better (the balance bar beside the board), Hint with the line it expects, and the
// review of a finished game (each move marked best, good, inaccuracy, mistake or blunder, with
// the better move and its line). The balance is only asked for while the computer is not
// choosing a move (the page checks), so the two never share the processor.
//
//   const analysis = createAnalysis({ client: () => createAiClient(), changed });
//   analysis.evaluate(key, board, player)   // result in analysis.balance when it arrives
//   analysis.hint(board, player)            // -> { move, pv: ['b2b3', ...] }
//   analysis.review(start, plies)           // analysis.marks: [{ mark, best, line, pv }] per ply

import { formatPosition, parseMove } from '../rules.js';
import { reviewReason, hintReason } from '../explain/reasons.js';

const EVAL_OPTIONS = { timeMs: 300 };
const HINT_OPTIONS = { timeMs: 600 };
const REVIEW_OPTIONS = { timeMs: 150 };
const MATE = 1000; // a forced win, in tenths, before its distance is taken off

// A score (tenths from `player`'s side, or a forced result) as tenths for Blue.
export function forBlue(r, player) {
  const s =
    r.mateIn !== null && r.mateIn !== undefined ? Math.sign(r.mateIn) * (MATE - Math.abs(r.mateIn)) : r.score;
  return player === 'blue' ? s : -s;
}

// ownsClient: false when the client was given by the host, who ends it (destroy() leaves it running).
export function createAnalysis({ client: makeClient, ownsClient = true, changed }) {
  let client = null;
  let balance = null; // { key, blue: tenths for Blue }
  let pending = null; // key being evaluated
  let reviewState = null; // { done, total, marks }
  let token = 0;
  const ai = () => (client ||= makeClient());

  function evaluate(key, board, player) {
    if (pending === key || (balance && balance.key === key)) return;
    pending = key;
    const t = ++token;
    ai()
      .analyse(board, player, EVAL_OPTIONS)
      .then(
        (r) => {
          if (t !== token) return;
          pending = null;
          balance = { key, blue: forBlue(r, player) };
          changed();
        },
        () => {
          if (t === token) pending = null;
        },
      );
  }

  // The computer's own search reports its view too: the bar follows it while it thinks.
  function fromProgress(key, p, player) {
    if (typeof p.score === 'number') balance = { key, blue: forBlue(p, player) };
  }

  function hint(board, player) {
    token++;
    pending = null;
    return ai()
      .hint(board, player, HINT_OPTIONS)
      .then((r) => ({ move: r.bestMove, pv: r.lineText }));
  }

  async function review(start, plies) {
    const t = ++token;
    pending = null;
    const state = { done: 0, total: plies.length, marks: null };
    reviewState = state;
    changed();
    let r;
    try {
      r = await ai().reviewGame(
        plies.map((p) => p.move),
        {
          ...REVIEW_OPTIONS,
          start: formatPosition(start.board, start.player),
          onProgress: (p) => {
            if (t !== token) return;
            state.done = Math.min(p.ply, state.total - 1);
            changed();
          },
        },
      );
    } catch {
      if (t === token) reviewState = null;
      changed();
      return;
    }
    if (t !== token) return;
    // The scores (the mover's side) are kept for the evaluation graph (web/play/graph.js).
    state.marks = r.plies.map((p) => ({
      mark: p.classification,
      best: p.bestMoveText,
      line: (p.bestLineText || []).slice(1, 4),
      pv: p.bestLineText || [],
      loss: p.loss,
      player: p.player,
      scoreBefore: p.scoreBefore,
      mateBefore: p.mateBefore,
      scoreAfter: p.scoreAfter,
      mateAfter: p.mateAfter,
    }));
    state.done = state.total;
    changed();
    // Each mistake and blunder gets its reason, one after another (exact search, quick).
    for (const [i, m] of state.marks.entries()) {
      if (m.mark !== 'mistake' && m.mark !== 'blunder') continue;
      const before = i === 0 ? start : plies[i - 1].after;
      try {
        m.why = await reviewReason(before.board, before.player, plies[i].move, m.pv, null);
      } catch {
        continue; // no reason this time: the note keeps its better line
      }
      if (t !== token) return;
      changed();
    }
  }

  return {
    evaluate,
    fromProgress,
    hint,
    review,
    // Drops whatever is running or known (a new game, a move taken back).
    reset() {
      token++;
      pending = null;
      reviewState = null;
      balance = null;
    },
    destroy() {
      token++;
      if (client && ownsClient) client.terminate();
      client = null;
    },
    get balance() {
      return balance;
    },
    get reviewing() {
      return !!reviewState && !reviewState.marks;
    },
    get progress() {
      return reviewState ? { done: reviewState.done, total: reviewState.total } : null;
    },
    get marks() {
      return reviewState ? reviewState.marks : null;
    },
  };
}

// The bar's state for the board view: the share of the side at the bottom and its words.
export function balanceView(balance, bottom, words) {
  if (!balance) return { share: 0.5, label: 'Balance: not known yet' };
  const blueShare =
    Math.abs(balance.blue) >= MATE - 200
      ? balance.blue > 0
        ? 1
        : 0
      : 0.5 + 0.5 * Math.tanh(balance.blue / 30);
  return {
    share: bottom === 'blue' ? blueShare : 1 - blueShare,
    label: `Balance: ${words(balance.blue, null, 'blue')}`,
  };
}

// The review of ply n (1-based; the move selected in the move list, or the last one when the
// game's end is shown), when it was not the best: { mark, better (a move), before (the position
// it was played from) }; null otherwise.
export function reviewedMove(marks, game, n) {
  const mark = marks && n > 0 ? marks[n - 1] : null;
  if (!mark || mark.mark === 'best') return null;
  const before = n === 1 ? game.start : game.plies[n - 2].after;
  return { mark, before, better: mark.best ? parseMove(mark.best) : null };
}

// Hint for the human to move: ui.hint is { pending, move, pv } while asked and once found, and
// gets its why when known (dropped if the game moved on meanwhile); a failure is told in ui.flash ({ key: 'noHint', why }).
export function askHint({ analysis, game, ui, render }) {
  if (!game.humanTurn() || game.aiStatus !== 'ready') return;
  const pos = game.live();
  const ref = (ui.hint = { pending: true, move: null, pv: [] });
  analysis.hint(pos.board, pos.player).then(
    (r) => {
      if (ui.hint !== ref || game.live() !== pos) return;
      const h = (ui.hint = { pending: false, move: r.move, pv: r.pv });
      render();
      // Then why (web/explain/facts.js; a forced result is checked by the exact search, so a moment later).
      hintReason(pos.board, pos.player, r.pv, pos.player).then(
        (why) => {
          if (ui.hint === h) {
            h.why = why;
            render();
          }
        },
        () => {},
      );
    },
    (e) => {
      if (ui.hint !== ref) return;
      ui.hint = null;
      if (!(e && e.name === 'AbortError')) ui.flash = { key: 'noHint', why: e.message };
      render();
    },
  );
}
