// Analysis for the player, through the engine's analysis API (ai-client.js: analyse, hint,
// reviewGame) on a client of its own, so that it never cancels the computer's moves: who
// stands better (the balance bar beside the board), Hint with the line it expects, and the
// review of a finished game (each move marked best, good, inaccuracy, mistake or blunder, with
// the better move and its line). The balance is only asked for while the computer is not
// choosing a move (the page checks), so the two never share the processor.
//
//   const analysis = createAdvice({ client: () => createAiClient(), changed });
//   analysis.evaluate(key, board, player)   // result in analysis.balance when it arrives
//   analysis.hint(board, player)            // -> { move, pv: ['b2b3', ...] }
//   analysis.review(start, plies)           // analysis.marks: [{ mark, best, line, pv }] per ply

import { formatPosition, parseMove, moveToString } from '../../rules.js';
import { reviewReason, hintReason } from '../../explain/reasons.js';
import { classify } from '../../engine/review.js';

const EVAL_OPTIONS = { timeMs: 300 };
const HINT_OPTIONS = { timeMs: 600 };
const REVIEW_OPTIONS = { timeMs: 150 };
// A move played from the hint is looked at again for twice the hint's time when the review's
// quick look finds it worse than good: the longer look's verdict is the one shown.
const RECHECK_OPTIONS = { timeMs: 2 * HINT_OPTIONS.timeMs };
const MATE = 1000; // a forced win, in tenths, before its distance is taken off

// A score (tenths from `player`'s side, or a forced result) as tenths for Blue.
export function forBlue(r, player) {
  const s =
    r.mateIn !== null && r.mateIn !== undefined ? Math.sign(r.mateIn) * (MATE - Math.abs(r.mateIn)) : r.score;
  return player === 'blue' ? s : -s;
}

// ownsClient: false when the client was given by the host, who ends it (destroy() leaves it running).
// The analysis's state: { balance: { key, blue: tenths for Blue }, pending: the key being
// evaluated, review: { done, total, marks }, token: the latest request (older answers are dropped) }.
export function createAdvice({ client: makeClient, ownsClient = true, changed }) {
  const s = { makeClient, client: null, changed, balance: null, pending: null, review: null, token: 0 };
  return {
    evaluate: (key, board, player) => evaluateBalance(s, key, board, player),
    // The computer's own search reports its view too: the bar follows it while it thinks.
    fromProgress(key, p, player) {
      if (typeof p.score === 'number') s.balance = { key, blue: forBlue(p, player) };
    },
    hint: (board, player) => hintOf(s, board, player),
    review: (start, plies) => review(s, start, plies),
    // Drops whatever is running or known (a new game, a move taken back).
    reset() {
      s.token++;
      Object.assign(s, { pending: null, review: null, balance: null });
    },
    destroy() {
      s.token++;
      if (s.client && ownsClient) s.client.terminate();
      s.client = null;
      s.makeClient = () => ENDED;
    },
    get balance() {
      return s.balance;
    },
    get reviewing() {
      return !!s.review && !s.review.marks;
    },
    get progress() {
      return s.review ? { done: s.review.done, total: s.review.total } : null;
    },
    get marks() {
      return s.review ? s.review.marks : null;
    },
  };
}

const ai = (s) => (s.client ||= s.makeClient());

// The client after destroy(): a step still on its way (the second look of a review's recheck)
// is refused instead of starting a worker nobody would end.
const refused = () => Promise.reject(new Error('the game has ended'));
const ENDED = { analyse: refused, hint: refused, reviewGame: refused, terminate() {} };

function evaluateBalance(s, key, board, player) {
  if (s.pending === key || (s.balance && s.balance.key === key)) return;
  s.pending = key;
  const t = ++s.token;
  ai(s)
    .analyse(board, player, EVAL_OPTIONS)
    .then(
      (r) => {
        if (t !== s.token) return;
        s.pending = null;
        s.balance = { key, blue: forBlue(r, player) };
        s.changed();
      },
      () => {
        if (t === s.token) s.pending = null;
      },
    );
}

function hintOf(s, board, player) {
  s.token++;
  s.pending = null;
  return ai(s)
    .hint(board, player, HINT_OPTIONS)
    .then((r) => ({ move: r.bestMove, pv: r.lineText }));
}

async function review(s, start, plies) {
  const t = ++s.token;
  s.pending = null;
  const state = { done: 0, total: plies.length, marks: null };
  s.review = state;
  s.changed();
  let r;
  try {
    r = await ai(s).reviewGame(
      plies.map((p) => p.move),
      {
        ...REVIEW_OPTIONS,
        start: formatPosition(start.board, start.player),
        onProgress: (p) => {
          if (t !== s.token) return;
          state.done = Math.min(p.ply, state.total - 1);
          s.changed();
        },
      },
    );
  } catch {
    if (t === s.token) s.review = null;
    s.changed();
    return;
  }
  if (t !== s.token) return;
  state.marks = r.plies.map(markOf);
  state.done = state.total;
  s.changed();
  await recheckHinted(s, t, start, plies, state.marks);
  if (t === s.token) await explainMistakes(s, t, start, plies, state.marks);
}

// A ply of the review as the page keeps it: the scores (the mover's side) are kept for the
// evaluation graph (web/play/panel/graph.js).
const markOf = (p) => ({
  mark: p.classification,
  best: p.bestMoveText,
  line: (p.bestLineText || []).slice(1, 4),
  pv: p.bestLineText || [],
  answer: p.answerLineText || [],
  loss: p.loss,
  player: p.player,
  scoreBefore: p.scoreBefore,
  mateBefore: p.mateBefore,
  scoreAfter: p.scoreAfter,
  mateAfter: p.mateAfter,
});

// The hint's moves the review marked worse than good, looked at again longer than the hint
// looked: the position before (is the move still not the engine's choice?) and after it (what
// it gives away), classed as the review classes (web/engine/review.js). The verdict is that
// longer look's, and the note says so when it stands.
async function recheckHinted(s, t, start, plies, marks) {
  for (const [i, m] of marks.entries()) {
    const ply = plies[i];
    if (!ply.fromHint || m.mark === 'best' || m.mark === 'good' || ply.result?.winner) continue;
    const before = i === 0 ? start : plies[i - 1].after;
    let b, a;
    try {
      b = await ai(s).analyse(before.board, before.player, RECHECK_OPTIONS);
      a =
        b.bestMoveText === moveToString(ply.move)
          ? null
          : await ai(s).analyse(ply.after.board, ply.after.player, RECHECK_OPTIONS);
    } catch {
      continue; // the quick look's verdict stays, without a longer look to name
    }
    if (t !== s.token) return;
    const { loss, classification } = classify({
      isBest: !a,
      before: b.score,
      mateBefore: b.mateIn,
      after: a ? -a.score : b.score,
      mateAfter: a ? (a.mateIn === null ? null : -a.mateIn) : b.mateIn,
    });
    Object.assign(m, {
      mark: classification,
      loss,
      best: b.bestMoveText,
      pv: b.lineText,
      line: b.lineText.slice(1, 4),
    });
    if (classification !== 'best' && classification !== 'good')
      Object.assign(m, { rechecked: RECHECK_OPTIONS.timeMs / 1000, hintSeconds: HINT_OPTIONS.timeMs / 1000 });
    s.changed();
  }
}

// Each mistake and blunder gets its reason, one after another (exact search, quick).
async function explainMistakes(s, t, start, plies, marks) {
  for (const [i, m] of marks.entries()) {
    if (m.mark !== 'mistake' && m.mark !== 'blunder') continue;
    const before = i === 0 ? start : plies[i - 1].after;
    try {
      m.why = await reviewReason(before.board, before.player, plies[i].move, m.pv, null, m.answer);
    } catch {
      continue; // no reason this time: the note keeps its better line
    }
    if (t !== s.token) return;
    s.changed();
  }
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

// Hint for the position `pos`: found({ move, pv }) once the move is found (false: the hint is no
// longer wanted), then why(text), its reason a moment later (a forced result is checked by the
// exact search); failed(error) if none was found. The caller keeps what it is told
// (web/play/ctrl.js): this writes no state of the page.
export function askHint(advice, pos, { found, why, failed }) {
  advice.hint(pos.board, pos.player).then((r) => {
    if (found(r)) hintReason(pos.board, pos.player, r.pv, pos.player).then(why, () => {});
  }, failed);
}
