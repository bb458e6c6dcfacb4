// The review's notes (the note under a reviewed mistake or blunder: what the move did wrong, the
// opponent's best answer, what was better) are short and say each thing once. The notes are built
// as the page builds them (web/explain/reasons.js reviewReason, web/words/review.js reviewNote)
// for the mistakes and blunders of engine games played here at fixed seeds, reviewed by the
// engine as tests/node/review-answer.test.mjs reviews its games. The claims inside them are
// checked by the rules in that test and in tests/wasm/explain.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { reviewReason } from '../../web/explain/reasons.js';
import { reviewNote } from '../../web/words/review.js';
import { playGame } from '../helpers/review-answer.mjs';

// The longest note measured over these games: 381 characters before the notes were shortened (7
// lines under the board at 1280 x 800, a race clause said twice), 301 after (5 lines).
const MAX_NOTE = 310;

const other = (side) => (side === 'blue' ? 'red' : 'blue');

// The notes of a game's mistakes and blunders, with the review's marks as the page keeps them
// (web/play/review/advice.js markOf).
async function gameNotes(engine, moves) {
  const review = engine.reviewGame(moves, { depth: 6 });
  const notes = [];
  let pos = { board: Rules.initialBoard(), player: 'blue' };
  for (const [i, p] of review.plies.entries()) {
    const after = Rules.applyMoveFor(pos.board, pos.player, p.move);
    if (p.classification === 'mistake' || p.classification === 'blunder') {
      const pv = p.bestLineText || [];
      const answer = p.answerLineText || [];
      const why = await reviewReason(pos.board, pos.player, p.move, pv, null, answer);
      const mark = { mark: p.classification, best: p.bestMoveText, line: pv.slice(1, 4), pv, answer, why };
      notes.push(reviewNote('blue', i + 1, { move: p.move, player: pos.player }, mark));
    }
    pos = { board: after.board, player: other(pos.player) };
  }
  return notes;
}

// A note's sentences and clauses: split at the ends of sentences, at semicolons and colons, at
// the better move's reasons, and before the line's "then" and the answer's "which" / "and after";
// the brackets that say where a dog hopped from belong to their clause.
const clauses = (note) =>
  note
    .replace(/ \((?:hopped|moved|the one on|those on) [^()]*\)/g, '')
    .split(/\.\s+|\.$|;\s*|:\s+|\s\(|\)|,\s+(?=then |which |and after )/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
// What a note says once at most, in whatever words: the race, the best answer, the better move.
const ONCE = [/\brace\b/g, /best answer/g, /Better:/g];

test('each review note is short and says no sentence or clause twice', { timeout: 300000 }, async () => {
  const engine = await createEngine();
  const games = [
    [{ blue: 'novice', red: 'easy' }, 100],
    [{ blue: 'novice', red: 'easy' }, 200],
    [{ blue: 'easy', red: 'novice' }, 300],
    [{ blue: 'novice', red: 'novice' }, 400],
    [{ blue: 'easy', red: 'easy' }, 500],
  ];
  const notes = [];
  for (const [levels, seed] of games)
    notes.push(...(await gameNotes(engine, playGame(engine, levels, seed))));
  assert.ok(notes.length >= 20, `the games have at least 20 mistakes and blunders (${notes.length})`);
  let longest = '';
  for (const note of notes) {
    if (note.length > longest.length) longest = note;
    const seen = new Set();
    for (const c of clauses(note)) {
      assert.ok(!seen.has(c), `"${c}" twice in one note: ${note}`);
      seen.add(c);
    }
    for (const once of ONCE)
      assert.ok((note.match(once) || []).length <= 1, `${once.source} twice in one note: ${note}`);
    assert.ok(note.length <= MAX_NOTE, `a note of ${note.length} characters (at most ${MAX_NOTE}): ${note}`);
  }
  console.log(`${notes.length} notes, the longest ${longest.length} characters: ${longest}`);
});
