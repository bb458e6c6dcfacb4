// The explainer's property test: positions from seeded games, a move played in each (the
// engine's, a random one or a weak one) and the engine's better line; every fact web/explain/facts.js
// states, and so every sentence the page says about it, is checked again here from the rules
// (web/rules.js, replaying the moves) and, for forced results, the engine's exact search.
// POLIS_SEED=n replays a run; each run takes a new seed otherwise.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine, WIN_BOUND } from '../../web/engine.js';
import { explainMove, exactProver, moveFacts, warningFacts } from '../../web/explain/facts.js';
import { reasonClause, playedReasons, betterReasons } from '../../web/words/reasons.js';
import { seededRandom } from '../helpers/vectors.mjs';
import { other } from '../../web/rules/util.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const SEED = Number(process.env.POLIS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const POSITIONS = Number(process.env.POLIS_POSITIONS ?? 1000);

const at = (board, s) => {
  const { r, c } = Rules.parseSquare(s);
  return board[r][c];
};
const capturedSquares = (res, team) =>
  res.captured
    .filter((x) => x.team === team)
    .map((x) => Rules.squareName(x.r, x.c))
    .sort();
const play = (board, player, m) =>
  Rules.applyMoveFor(board, player, typeof m === 'string' ? Rules.parseMove(m) : m);
function exactScore(engine, board, side, depth) {
  const r = engine.search(board, side, { exact: true, depth });
  return r.noMoves ? -Infinity : r.score;
}

// Where the piece on `s` goes in a move's result: the square a hop takes it to, or `s`.
const hopTo = (res, s) => {
  const h = res.hops.find((x) => Rules.squareName(x.fromR, x.fromC) === s);
  return h ? Rules.squareName(h.toR, h.toC) : s;
};
// The dogs named with where they stood: the dog of `team` on from[i] before `move` (and `answer`,
// if given) ends on squares[i] after them, by the step and hops the rules report.
function checkOrigins(f, team, board, move, after, answer, where) {
  assert.equal(f.from.length, f.squares.length, where);
  const moveFrom = Rules.squareName(move.fromR, move.fromC);
  f.from.forEach((s, i) => {
    assert.ok(at(board, s)?.team === team && at(board, s).type === 'dog', `${where}: a dog on ${s}`);
    let x = s === moveFrom ? Rules.squareName(move.toR, move.toC) : hopTo(after, s);
    if (answer) x = hopTo(answer, x);
    assert.equal(x, f.squares[i], `${where}: the dog on ${s} ends on ${f.squares[i]}`);
  });
}
// The answer's piece: on piece.from after the move (on piece.was before it), moved by f.move.
function checkPiece(f, board, after, where) {
  const p = f.piece;
  assert.equal(`${p.from}${p.to}`, f.move, where);
  assert.ok(at(after.board, p.from)?.team === f.side && at(after.board, p.from).type === p.type, where);
  assert.ok(
    at(board, p.was)?.team === f.side && at(board, p.was).type === p.type,
    `${where}: on ${p.was} before`,
  );
  assert.equal(hopTo(after, p.was), p.from, `${where}: from ${p.was} to ${p.from}`);
}

// Checks one fact against the rules; `after` is the position after the move it is about.
function check(engine, f, ctx) {
  const { board, player, move, line, after } = ctx;
  const opp = other(player);
  const where = `${f.kind} ${JSON.stringify(f)} for ${Rules.moveToString(move)} in ${Rules.formatPosition(board, player)}`;
  const chariotAt = (b, side) => {
    for (let r = 0; r < 8; r++)
      for (let c = 0; c < 8; c++) {
        const x = b[r][c];
        if (x && x.type === 'chariot' && x.team === side) return { r, c, stunned: x.stunned };
      }
  };
  switch (f.kind) {
    case 'wins':
      assert.equal(after.winner, f.side, where);
      assert.equal(after.reason, f.how, where);
      break;
    case 'hands-over':
      assert.equal(after.winner, f.side, where);
      assert.notEqual(f.side, player, where);
      break;
    case 'captures':
      assert.deepEqual(capturedSquares(after, other(f.side)), f.squares, where);
      checkOrigins(f, other(f.side), board, move, after, null, where);
      break;
    case 'costs':
      assert.deepEqual(capturedSquares(after, f.side), f.squares, where);
      checkOrigins(f, f.side, board, move, after, null, where);
      break;
    case 'stuns': {
      const c = chariotAt(after.board, f.side);
      assert.ok(
        c.stunned && !chariotAt(board, f.side).stunned && Rules.squareName(c.r, c.c) === f.square,
        where,
      );
      // Stunned at the start of each of its side's next f.turns turns along the line.
      if (f.turns === undefined) {
        assert.equal(f.side, player, where);
        break;
      }
      let b = after.board;
      let p = other(player);
      let turns = 0;
      const rest = ctx.rest ?? [];
      for (let i = 0; turns < f.turns; i += 2) {
        if (p === f.side) {
          assert.ok(chariotAt(b, f.side).stunned, `${where}: turn ${turns + 1}`);
          turns++;
        }
        if (turns === f.turns) break;
        assert.ok(
          i + 1 < rest.length + 1 && rest[i] && rest[i + 1],
          `${where}: line too short for ${f.turns} turns`,
        );
        b = play(play(b, p, rest[i]).board, other(p), rest[i + 1]).board;
      }
      break;
    }
    case 'frees': {
      const c = chariotAt(after.board, f.side);
      assert.ok(!c.stunned && chariotAt(board, f.side).stunned, where);
      break;
    }
    case 'threat-win':
      assert.equal(play(after.board, f.side, f.move).winner, f.side, where);
      checkPiece(f, board, after, where);
      break;
    case 'threat-capture': {
      const answer = play(after.board, f.side, f.move);
      assert.deepEqual(capturedSquares(answer, other(f.side)), f.squares, where);
      checkPiece(f, board, after, where);
      checkOrigins(f, other(f.side), board, move, after, answer, where);
      break;
    }
    case 'forced-loss':
      assert.ok(exactScore(engine, after.board, f.side, 2 * f.moves - 1) >= WIN_BOUND, where);
      break;
    case 'forced-win':
      assert.ok(exactScore(engine, after.board, other(f.side), 2 * f.moves - 2) <= -WIN_BOUND, where);
      break;
    case 'safe':
      for (const s of f.squares)
        assert.ok(at(after.board, s)?.team === player && at(after.board, s).type === 'dog', where);
      for (const m of Rules.legalMoves(after.board, opp)) {
        const got = capturedSquares(Rules.applyMove(after.board, m), player);
        assert.ok(!f.squares.some((s) => got.includes(s)), `${where}: ${Rules.moveToString(m)} captures`);
      }
      break;
    case 'line-capture': {
      assert.equal(line[1], f.answer, where);
      assert.equal(line[2], f.move, where);
      const a2 = play(after.board, opp, f.answer);
      assert.deepEqual(capturedSquares(play(a2.board, player, f.move), opp), f.squares, where);
      break;
    }
    case 'race': {
      const b = chariotAt(after.board, 'blue');
      const r = chariotAt(after.board, 'red');
      assert.equal(f.blue, 7 - b.r, where);
      assert.equal(f.red, r.r, where);
      const toMove = other(player);
      assert.equal(f.ahead, f[toMove] <= f[other(toMove)] ? toMove : other(toMove), where);
      break;
    }
    case 'mobility':
      assert.equal(Rules.legalMoves(after.board, f.side).length, f.count, where);
      break;
    default:
      assert.fail(`unknown fact ${where}`);
  }
}

// The sentence names what the fact is about: its squares, moves and counts.
function checkWords(f, you) {
  const text = reasonClause(f, you);
  assert.ok(text.length > 10, `a clause for ${f.kind}`);
  // The piece an answer moves is named with its squares in place of the move.
  const move = f.piece ? null : f.move;
  const piece = f.piece ? [`${f.piece.type} on ${f.piece.from}`, `to ${f.piece.to}`] : [];
  for (const s of [...(f.squares ?? []), ...(f.from ?? []), ...piece, f.square, move, f.answer].filter(
    Boolean,
  ))
    assert.ok(text.includes(s), `${text} names ${s}`);
  if (f.moves) assert.ok(text.includes(`${f.moves} move`), `${text} counts ${f.moves}`);
  if (f.kind === 'race') assert.ok(text.includes(`${f.blue} row`) && text.includes(`${f.red} row`), text);
  assert.doesNotMatch(text, /\b(ply|plies|mate|score|eval|pv|depth|search)\b/i, text);
}

test(`explanations are true (seed ${SEED}, ${POSITIONS} positions)`, { timeout: TIMEOUT.TEST }, async () => {
  console.log(`explain property test seed: ${SEED} (POLIS_SEED=${SEED} to replay)`);
  const engine = await createEngine();
  const prove = exactProver(engine);
  const rand = seededRandom(SEED);
  const counts = {};
  let positions = 0;
  let sentences = 0;
  let games = 0;
  while (positions < POSITIONS) {
    games++;
    let board = Rules.initialBoard();
    let player = 'blue';
    for (let ply = 0; ply < 120 && positions < POSITIONS && !Rules.winner(board); ply++) {
      const legal = Rules.legalMoves(board, player);
      if (!legal.length) break;
      const best = engine.search(board, player, { depth: 4, hashMb: 1 });
      const line = best.pv.map(Rules.moveToString);
      const roll = rand();
      const move =
        roll < 0.5
          ? legal[Math.floor(rand() * legal.length)]
          : roll < 0.75
            ? best.move
            : engine.search(board, player, { depth: 1, seed: Math.floor(rand() * 2 ** 31), randomMargin: 30 })
                .move;
      const r = await explainMove({ board, player, move, line, prove });
      const after = play(board, player, move);
      const you = rand() < 0.5 ? player : null;
      for (const f of r.played) {
        check(engine, f, { board, player, move, line, after });
        checkWords(f, you);
        counts[f.kind] = (counts[f.kind] ?? 0) + 1;
        sentences++;
      }
      // The warning shown while the move is previewed (rules only).
      for (const f of warningFacts(board, player, move)) {
        check(engine, f, { board, player, move, line, after });
        checkWords(f, you);
        counts[`warning ${f.kind}`] = (counts[`warning ${f.kind}`] ?? 0) + 1;
        sentences++;
      }
      const bAfter = play(board, player, line[0]);
      for (const f of r.better) {
        check(engine, f, {
          board,
          player,
          move: Rules.parseMove(line[0]),
          line,
          after: bAfter,
          rest: line.slice(1),
        });
        checkWords(f, you);
        counts[`better ${f.kind}`] = (counts[`better ${f.kind}`] ?? 0) + 1;
        sentences++;
      }
      assert.ok(playedReasons(r.played, you).length === 0 || /\.$/.test(playedReasons(r.played, you)));
      assert.match(betterReasons(line[0], r.better, you), /^Better: [a-h][1-8][a-h][1-8]/);
      // Each step of the better line, as the line viewer says it.
      let b = board;
      let p = player;
      for (const m of line.slice(0, 3)) {
        if (Rules.winner(b)) break;
        const { facts } = moveFacts(b, p, m);
        const a = play(b, p, m);
        for (const f of facts) {
          check(engine, f, { board: b, player: p, move: Rules.parseMove(m), line: [], after: a, rest: [] });
          checkWords(f, null);
          counts[`step ${f.kind}`] = (counts[`step ${f.kind}`] ?? 0) + 1;
          sentences++;
        }
        b = a.board;
        p = other(p);
      }
      positions++;
      // The game goes on mostly by the engine's choice, so that chariots race and games end.
      const next =
        rand() < 0.8
          ? engine.search(board, player, { depth: 2, seed: Math.floor(rand() * 2 ** 31), randomMargin: 8 })
              .move
          : move;
      board = play(board, player, next).board;
      player = other(player);
    }
  }
  console.log(`explain: ${positions} positions from ${games} games, ${sentences} sentences checked`);
  console.log(
    Object.entries(counts)
      .sort()
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n'),
  );
  for (const kind of [
    'captures',
    'threat-capture',
    'threat-win',
    'forced-loss',
    'race',
    'better forced-win',
    'better safe',
    'better stuns',
  ]) {
    assert.ok(counts[kind] > 0, `the run met at least one "${kind}" fact`);
  }
});
