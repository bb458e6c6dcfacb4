// The AI client's analysis calls in Chromium, as the page will make them: analyse, hint and
// reviewGame from a page module, answered by the worker's engine thread (a nested worker).
import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

test('analyse, hint, reviewGame and a ping-fast cancel from a page', async () => {
  const { page, errors, close } = await env.openPage('?red=human');
  try {
    // The cancelled analysis would run three times the lateness allowance: a cancel answered
    // within the allowance did not wait for it, however loaded the machine (a fixed 100 ms
    // held only on a quiet one).
    const slowMs = 3 * TIMEOUT.LATE_ANSWER;
    const out = await page.evaluate(async (slowMs) => {
      const { createAiClient } = await import('./web/ai-client.js');
      const Rules = await import('./web/rules.js');
      const client = createAiClient();
      const start = Rules.initialBoard();
      const analysis = await client.analyse(start, 'blue', { timeMs: 300, multiPv: 2 });
      const hint = await client.hint(start, 'blue');
      const progress = [];
      const review = await client.reviewGame(['a2a3', 'h7h6', 'a3a4'], {
        depth: 3,
        onProgress: (p) => progress.push(p.ply),
      });
      const slow = client.analyse(start, 'blue', { timeMs: slowMs });
      const t0 = performance.now();
      client.cancel();
      const cancelled = await slow.then(
        () => 'answered',
        (e) => e.name,
      );
      const cancelMs = performance.now() - t0;
      const after = await client.analyse(start, 'blue', { depth: 2 });
      client.terminate();
      return { analysis, hint, review, progress, cancelled, cancelMs, after };
    }, slowMs);
    const start = Rules.initialBoard();
    const legal = Rules.legalMoves(start, 'blue').map(Rules.moveToString);
    assert.ok(legal.includes(out.analysis.bestMoveText));
    assert.equal(out.analysis.lines.length, 2);
    assert.notEqual(out.analysis.lines[0].moveText, out.analysis.lines[1].moveText);
    assert.match(out.analysis.text, /^([+-]\d+\.\d|0\.0)$/);
    assert.ok(legal.includes(out.hint.bestMoveText));
    assert.deepEqual(
      out.review.plies.map((p) => p.moveText),
      ['a2a3', 'h7h6', 'a3a4'],
    );
    assert.ok(
      out.review.plies.every((p) =>
        ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(p.classification),
      ),
    );
    assert.deepEqual(out.progress, [1, 2, 3]);
    assert.equal(out.cancelled, 'AbortError');
    assert.ok(out.cancelMs < TIMEOUT.LATE_ANSWER, `cancel took ${out.cancelMs} ms`);
    assert.ok(legal.includes(out.after.bestMoveText));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
