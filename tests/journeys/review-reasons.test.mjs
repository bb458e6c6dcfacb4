// The review of a finished game gives a reason under every mistake and blunder: the note says
// what the move allowed and what the better move does, in the explainer's words, which are
// computed here again from the same better line (web/explain/facts.js, whose facts tests/wasm/explain.test.mjs
// checks against the rules). POLIS_SHOTS=1 writes docs/learn-review-*.png.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { explainMove, exactProver } from '../../web/explain/facts.js';
import { playedReasons, reasonClause } from '../../web/words/reasons.js';
import { waitFor } from '../helpers/browser.mjs';
import { useBrowser, VIEWPORTS, BLUNDER_LINE, reviewBlunder } from '../helpers/page.mjs';
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
        await reviewBlunder(page, { timeout: 90000 });
        const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
          els.map((b) => b.dataset.review),
        );
        const moves = [...LINE.split(','), 'f1g2'];
        const positions = [{ board: Rules.initialBoard(), player: 'blue' }];
        for (const m of moves) {
          const p = positions[positions.length - 1];
          positions.push({
            board: Rules.applyMoveFor(p.board, p.player, Rules.parseMove(m)).board,
            player: p.player === 'blue' ? 'red' : 'blue',
          });
        }
        let checked = 0;
        for (const [i, mark] of marks.entries()) {
          if (mark !== 'mistake' && mark !== 'blunder') continue;
          // The note of move i + 1 shows with that move selected in the move list.
          await page.click(`.polis-moves [data-ply="${i + 1}"]`);
          await page.waitForSelector('.polis-line:not([hidden])');
          const line = (await page.$eval('.polis-line', (x) => x.dataset.moves)).split(',');
          const { board, player } = positions[i];
          const r = await explainMove({ board, player, move: moves[i], line, prove });
          const played = playedReasons(r.played, null);
          const better = r.better.map((f) => reasonClause(f, null)).join('; ');
          assert.ok(played || better, `move ${i + 1} has something to say`);
          await waitFor(
            page,
            ([p, b]) => {
              const t = document.querySelector('.polis-preview').textContent;
              return t.includes(p) && (!b || t.includes(`(${b})`));
            },
            [played, better],
            { timeout: 30000 },
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
