// The review of a finished game gives a reason under every mistake and blunder: the note says
// what the move allowed and what the better move does, in the explainer's words, which are
// computed here again from the same better line (web/explain/facts.js, whose facts tests/wasm/explain.test.mjs
// checks against the rules). POLIS_SHOTS=1 writes docs/learn-review-*.png.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../web/engine.js';
import { explainMove, exactProver } from '../../web/explain/facts.js';
import { playedReasons, reasonClause } from '../../web/words/reasons.js';
import { waitFor } from '../helpers/browser.mjs';
import {
  useBrowser,
  VIEWPORTS,
  BLUNDER_LINE,
  reviewBlunder,
  reviewAfter,
  positionsOf,
} from '../helpers/page.mjs';
import { checkAnswer } from '../helpers/review-answer.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const SHOTS = process.env.POLIS_SHOTS === '1';
const LINE = BLUNDER_LINE;

for (const [name, opts] of [
  ['desktop', { viewport: VIEWPORTS.laptop }],
  ['phone', { viewport: VIEWPORTS.phone, hasTouch: true }],
]) {
  test(
    `a reviewed game has a reason under every mistake and blunder (${name})`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const engine = await createEngine();
      const prove = exactProver(engine);
      const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${LINE}`, {
        reducedMotion: 'reduce',
        ...opts,
      });
      try {
        await reviewBlunder(page, { timeout: TIMEOUT.REVIEW });
        const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
          els.map((b) => b.dataset.review),
        );
        const moves = [...LINE.split(','), 'f1g2'];
        const positions = positionsOf(moves);
        let checked = 0;
        for (const [i, mark] of marks.entries()) {
          if (mark !== 'mistake' && mark !== 'blunder') continue;
          // The note of move i + 1 shows with that move selected in the move list.
          await page.click(`.polis-moves [data-ply="${i + 1}"]`);
          await page.waitForSelector('.polis-line:not([hidden])');
          const line = (await page.$eval('.polis-line', (x) => x.dataset.moves)).split(',');
          const { board, player } = positions[i];
          // The reason is there once the note says more than the mark and the better move; the
          // answer it names (if any) is read back, checked by the last test below.
          await waitFor(
            page,
            () =>
              /was an? (mistake|blunder)\. \S.* Better:|Better: \S+ \(/.test(
                document.querySelector('.polis-preview').textContent,
              ),
            null,
            { timeout: TIMEOUT.AI_MOVE },
          );
          const note = await page.textContent('.polis-preview');
          const found = ANSWER.exec(note);
          const answer = found ? (found[3] ? [found[2], found[3], found[4]] : [found[2]]) : null;
          const r = await explainMove({ board, player, move: moves[i], line, answer, prove });
          const played = playedReasons(r.played, null);
          const better = r.better.map((f) => reasonClause(f, null)).join('; ');
          assert.ok(played || better, `move ${i + 1} has something to say`);
          assert.ok(
            note.includes(played) && (!better || note.includes(`(${better})`)),
            `move ${i + 1}: ${note}`,
          );
          // The panel's line names the selected move (the note is under the board, not twice).
          const info = await page.textContent('.polis-info');
          assert.match(
            info,
            new RegExp(`played ${Math.floor(i / 2) + 1}(\\.|\u2026) ${moves[i]}\\b`),
            `the panel names move ${i + 1} (${moves[i]}): ${info}`,
          );
          assert.ok(!played || !info.includes(played), `the note is not repeated in the panel: ${info}`);
          checked++;
          if (SHOTS && moves[i] === 'f1g2') await page.screenshot({ path: `docs/learn-review-${name}.png` });
        }
        assert.ok(checked >= 1, 'the game has at least one mistake or blunder');
        console.log(`review reasons (${name}): ${checked} mistakes and blunders, each with its reason`);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    },
  );
}

// An engine game (novice Blue against easy Red, seed 100, as tests/node/review-answer.test.mjs
// plays it) whose last move Red plays here: its review's reasons name Red's or Blue's best
// answer, read back from the note and checked with the rules (tests/helpers/review-answer.mjs);
// the whole sentence is the explainer's for that answer.
const ANSWER_GAME =
  'f2e3,a7a6,f4g4,b7b6,g1f2,e7e6,e2d2,e6d7,b2c1,a5b5,d1e1,b4a5,f2f1,d7c7,h2g2,f8e7,g1f1,e6d7,d2e1,b8c8,h3h2,f5f6,g2f2,b5c5,g4h4,h7h6,f1e2,g5f4,a2b2,a5a4,d2d1,f6g5,e3f3,e5d6,b2b3,h6g7,e2d2,g5f5,a3b4,e7d7,c1d1,f4g3,d3c2,g3g2,g3h2,h6h5,c2d3,f5e6,b3a2,c8d7,b2c1,g5h4,c2b2,d7c6,f3e2,g2g3,h2h3,g6g5,e2d3,d7e6,b2a2,b6b5,a3b2,d5d4,b4a5,f3g4,h1g1,g3g2,c2b3,g2g1'.split(
    ',',
  );
const ANSWER =
  /(Blue|Red)'s best answer is ([a-h][1-8][a-h][1-8])(?:, and after (?:Blue's|Red's) ([a-h][1-8][a-h][1-8]), ([a-h][1-8][a-h][1-8]))?/;

test(
  "a reviewed game's reasons name the opponent's best answer, as the rules say",
  { timeout: TIMEOUT.TEST },
  async () => {
    const engine = await createEngine();
    const prove = exactProver(engine);
    const last = ANSWER_GAME[ANSWER_GAME.length - 1];
    const { page, errors, close } = await env.openPage(
      `?blue=human&red=human&moves=${ANSWER_GAME.slice(0, -1).join(',')}`,
      { reducedMotion: 'reduce', viewport: VIEWPORTS.laptop },
    );
    try {
      await reviewAfter(page, last);
      const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
        els.map((b) => b.dataset.review),
      );
      const positions = positionsOf(ANSWER_GAME);
      let answered = 0;
      for (const [i, mark] of marks.entries()) {
        if (mark !== 'mistake' && mark !== 'blunder') continue;
        await page.click(`.polis-moves [data-ply="${i + 1}"]`);
        // The reason is there once the note says more than the mark and the better move.
        await waitFor(
          page,
          () =>
            /was an? (mistake|blunder)\. \S.* Better:|Better: \S+ \(/.test(
              document.querySelector('.polis-preview').textContent,
            ),
          null,
          { timeout: TIMEOUT.AI_MOVE },
        );
        const note = await page.textContent('.polis-preview');
        const found = ANSWER.exec(note);
        if (!found) continue;
        const [, , move, reply, next] = found;
        const line = (await page.$eval('.polis-line', (x) => x.dataset.moves)).split(',');
        const { board, player } = positions[i];
        const r = await explainMove({
          board,
          player,
          move: ANSWER_GAME[i],
          line,
          answer: reply ? [move, reply, next] : [move],
          prove,
        });
        const fact = r.played.find((f) => f.kind === 'answer');
        assert.ok(fact, `move ${i + 1}: the answer read back does what the note says: ${note}`);
        const clause = reasonClause(fact, null);
        checkAnswer(positions[i + 1].board, player, fact, clause);
        assert.ok(note.includes(playedReasons(r.played, null)), `move ${i + 1}: ${note}`);
        answered++;
      }
      console.log(`review answers: ${answered} reasons name the answer, each checked with the rules`);
      assert.ok(answered >= 1, 'at least one reason names the answer');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);
