// The page's signals against web/rules.js: what each destination is marked as (data-dest), what
// a played move leaves marked (data-last), the preview's warning, the game-over sentence, and
// the announcement of every move (aria-live).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { seededRandom } from '../helpers/vectors.mjs';
import { waitFor, settled, clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME } from '../helpers/page.mjs';
import { other } from '../../web/rules/util.js';

const env = useBrowser();
const sq = (r, c) => 'abcdefgh'[c] + (r + 1);

// Positions from seeded random games, weighted towards their ends (where moves win or lose).
function samplePositions(count, seed) {
  const rand = seededRandom(seed);
  const out = [];
  while (out.length < count) {
    let board = Rules.initialBoard();
    let player = 'blue';
    const game = [];
    for (let ply = 0; ply < 300; ply++) {
      if (Rules.winner(board)) break;
      const moves = Rules.legalMoves(board, player);
      if (!moves.length) break;
      game.push(Rules.formatPosition(board, player));
      const m = moves[Math.floor(rand() * moves.length)];
      board = Rules.applyMove(board, m).board;
      player = other(player);
    }
    // Every 7th position of the game, and all of its last 8.
    game.forEach((p, i) => (i % 7 === 0 || i >= game.length - 8) && out.push(p));
  }
  return out.slice(0, count);
}

// What rules.js says each destination of the piece on `from` is.
function expectedDests(board, player, r, c) {
  const out = {};
  for (const m of Rules.legalMoves(board, player)) {
    if (m.fromR !== r || m.fromC !== c) continue;
    const res = Rules.applyMove(board, m);
    out[sq(m.toR, m.toC)] = !res.winner ? 'move' : res.winner === player ? 'win' : 'loss';
  }
  return out;
}

test('data-dest of every destination of every piece matches the rules over 300 positions from random games', async () => {
  const positions = samplePositions(300, 20261123);
  const { page, errors, close } = await env.openPage('?blue=human&red=human', { reducedMotion: 'reduce' });
  try {
    // The page is driven from inside (a click per piece) so that 300 positions take seconds.
    const seen = await page.evaluate((list) => {
      const out = [];
      for (const position of list) {
        window.polis.newGame({ blue: 'human', red: 'human', position });
        const squares = [...document.querySelectorAll('.polis [data-square]')];
        const turn = document.querySelector('.polis').dataset.turn;
        const letter = turn === 'blue' ? 'b' : 'r';
        const perPiece = {};
        for (const s of squares) {
          const p = s.querySelector('[data-piece]');
          if (!p || p.dataset.piece.toLowerCase() !== letter) continue;
          s.click();
          const dests = {};
          for (const d of squares) if (d.dataset.dest) dests[d.dataset.square] = d.dataset.dest;
          perPiece[s.dataset.square] = dests;
          if (s.classList.contains('sq-selected')) s.click(); // deselect
        }
        out.push(perPiece);
      }
      return out;
    }, positions);
    const kinds = { move: 0, win: 0, loss: 0 };
    positions.forEach((position, k) => {
      const { board, player } = Rules.parsePosition(position);
      for (let r = 0; r < 8; r++) {
        for (let c = 0; c < 8; c++) {
          const cell = board[r][c];
          if (!cell || cell.team !== player) continue;
          const want = expectedDests(board, player, r, c);
          assert.deepEqual(seen[k][sq(r, c)] || {}, want, `${position}: destinations of ${sq(r, c)}`);
          for (const v of Object.values(want)) kinds[v]++;
        }
      }
    });
    assert.ok(
      kinds.win > 0 && kinds.loss > 0 && kinds.move > 1000,
      `the sample has every kind: ${JSON.stringify(kinds)}`,
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// The position from the report: Blue's f1g2 hops Red's chariot onto row 1.
const LOSING_LINE = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6,b2c3,f4f5,c3b4,h3g4';

test('a move that hands the opponent the game is marked as a loss, says why, and the end says who carried the chariot to its far row', async () => {
  const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${LOSING_LINE}`, {
    reducedMotion: 'reduce',
  });
  try {
    await settled(page, 12);
    await page.click('[data-square="f1"]');
    assert.equal(await page.$eval('[data-square="g2"]', (s) => s.dataset.dest), 'loss');
    assert.equal(await page.$eval('[data-square="f2"]', (s) => s.dataset.dest), 'move');
    await page.hover('[data-square="g2"]');
    // Beside the board (a laptop), said in the panel's info line, under the status.
    await waitFor(page, () => /Careful/.test(document.querySelector('.polis-info').textContent));
    const preview = await page.$eval('.polis-info', (x) => x.textContent);
    assert.match(preview, /Red's chariot to its far row/);
    assert.doesNotMatch(preview, /Blue wins/);
    await page.click('[data-square="g2"]');
    await page.waitForSelector('dialog.polis-result[open]');
    const d = await page.$eval('dialog.polis-result', (x) => ({
      winner: x.dataset.winner,
      text: x.textContent,
    }));
    assert.equal(d.winner, 'red');
    assert.match(d.text, /Blue's move f1g2 carried Red's chariot to its far row/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('after a move, data-last marks its squares, the hops and the captures; the move is announced', async () => {
  // Blue's b3c3 makes two pieces hop.
  const position = '7B/8/1b1r4/2b5/8/8/8/R7 b';
  const { page, errors, close } = await env.openPage(
    `?blue=human&red=human&position=${encodeURIComponent(position)}`,
    { reducedMotion: 'reduce' },
  );
  try {
    const live = await page.$eval('[aria-live="polite"]', (x) => x.className);
    assert.ok(live, 'an element announces moves');
    const start = Rules.parsePosition(position);
    const check = async (board, move) => {
      const res = Rules.applyMove(board, Rules.parseMove(move));
      const want = {};
      const add = (r, c, t) => (want[sq(r, c)] = want[sq(r, c)] ? `${want[sq(r, c)]} ${t}` : t);
      const m = Rules.parseMove(move);
      add(m.fromR, m.fromC, 'from');
      add(m.toR, m.toC, 'to');
      for (const h of res.hops) {
        add(h.fromR, h.fromC, 'hop-from');
        add(h.toR, h.toC, 'hop-to');
      }
      for (const x of res.captured) add(x.r, x.c, 'captured');
      const got = await page.$$eval('[data-last]', (els) =>
        Object.fromEntries(els.map((e) => [e.dataset.square, e.dataset.last])),
      );
      const norm = (o) =>
        Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.split(' ').sort().join(' ')]));
      assert.deepEqual(norm(got), norm(want), `data-last after ${move}`);
      const said = await page.$eval('[aria-live="polite"]', (x) => x.textContent);
      assert.match(said, new RegExp(move));
      return res;
    };
    await clickMove(page, 'b3c3');
    await settled(page, 1);
    const res = await check(start.board, 'b3c3');
    assert.equal(res.hops.length, 2);
    // A capture: Red's dog on c3 is caught between b3 and d3.
    const capturing = '7B/8/1br1b3/3b4/8/8/8/R7 b';
    await page.evaluate(
      (position) => window.polis.newGame({ blue: 'human', red: 'human', position }),
      capturing,
    );
    assert.equal(await page.$$eval('[data-last]', (a) => a.length), 0, 'a new game has no marks');
    await clickMove(page, 'd4d3');
    await settled(page, 1);
    const cap = await check(Rules.parsePosition(capturing).board, 'd4d3');
    assert.equal(cap.captured.length, 1);
    assert.match(await page.$eval('[aria-live="polite"]', (x) => x.textContent), /captures 1 Red dog/);
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '1');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
