// The free analysis board and the evaluation graph with the page's real input (mouse clicks,
// taps on a phone, keys): a game played by the input and reviewed; the graph's points go to
// their moves; "Analyse" from a past move of the review; a different move played there (a
// variation: the game's line is kept); the computer's three lines, every move of them legal by
// web/rules.js and the best score the engine's own in Node; back through the moves; "Back to the
// game" finds the game unchanged. Also the editor's "Analyse". The board is checked against
// web/rules.js after every input. POLIS_SHOTS=1 renews docs/analysis-*.png and docs/graph-*.png.
//
// The engine check: the page searches each position to fixed depths, each a fresh search
// (clearHash) with three lines; the same wasm engine in Node, asked for the same position,
// depth and lines with a fresh table, must give the same best score: the tolerance is 0
// tenths, as both run the same deterministic search (a time-limited search would not agree).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { explainHint, exactProver } from '../../web/explain/facts.js';
import { reasonClause } from '../../web/words/reasons.js';
import { analysisWords } from '../../web/words/analysis.js';
import { readAddress } from '../../web/lib/address.js';
import { useBrowser, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { openJourney, inputMove, pressSquare, replay } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const SHOTS = process.env.POLIS_SHOTS === '1';
// A short game between two players on one screen, ended by its last move (f1g2); its review
// has mistakes and blunders to mark.
const LINE = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6,b2c3,f4f5,c3b4,h3g4,f1g2'.split(',');
const START = { board: Rules.initialBoard(), player: 'blue' };
const BRANCH_AT = 6; // the analysis opens after this many plies of the game
let engine = null;
const engineOnce = async () => (engine ||= await createEngine());

async function press(page, selector, input) {
  if (input === 'keyboard') {
    // Tab until the control has the focus (inside an open dialog too, which keeps it).
    for (
      let i = 0;
      i < 150 && !(await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector));
      i++
    )
      await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector),
      `Tab reaches ${selector}`,
    );
    return page.keyboard.press('Enter');
  }
  if (input === 'touch') return page.tap(selector);
  return page.click(selector);
}

// The analysis board against the rules: the position at `moves` from the start.
async function expectAnalysis(page, moves, what) {
  const pos = replay(START, moves);
  const shown = await readDomBoard(page);
  assert.equal(shown.count, 64, `${what}: 64 squares`);
  assert.deepEqual(shown.board, encode(pos.board), `${what}: the board after ${moves.join(' ')}`);
  const d = await page.$eval('.polis', (g) => ({ ...g.dataset }));
  assert.equal(d.mode, 'analysis');
  assert.equal(d.turn, pos.player, `${what}: the side to move`);
  assert.equal(d.position, Rules.formatPosition(pos.board, pos.player), `${what}: data-position`);
  assert.equal(Number(d.ply), moves.length, `${what}: data-ply`);
  return pos;
}

// The three lines: each move legal in turn from the position; the best score the engine's.
async function expectLines(page, pos, what) {
  await page.waitForSelector('.polis[data-mode="analysis"][data-engine="done"]', { timeout: TIMEOUT.REVIEW });
  const depth = Number(await page.$eval('.polis', (g) => g.dataset.depth));
  const lines = await page.$$eval('.an-line:not([hidden])', (els) =>
    els.map((l) => ({
      move: l.dataset.move,
      score: Number(l.dataset.score),
      mate: l.dataset.mate,
      pv: l.dataset.pv.split(' '),
    })),
  );
  const legal = Rules.legalMoves(pos.board, pos.player).length;
  assert.equal(lines.length, Math.min(3, legal), `${what}: three lines (or one per legal move)`);
  assert.equal(new Set(lines.map((l) => l.move)).size, lines.length, `${what}: three different first moves`);
  for (const l of lines) {
    assert.equal(l.pv[0], l.move);
    let p = { board: pos.board, player: pos.player };
    for (const m of l.pv) {
      assert.ok(!Rules.winner(p.board), `${what}: ${l.pv.join(' ')} goes on after the end`);
      assert.ok(
        Rules.legalMoves(p.board, p.player).map(Rules.moveToString).includes(m),
        `${what}: ${m} in ${l.pv.join(' ')} is legal`,
      );
      p = {
        board: Rules.applyMoveFor(p.board, p.player, Rules.parseMove(m)).board,
        player: p.player === 'blue' ? 'red' : 'blue',
      };
    }
  }
  const e = await engineOnce();
  const r = e.analyse(pos.board, pos.player, { depth, multiPv: 3, clearHash: true });
  assert.equal(
    lines[0].score,
    r.lines[0].score,
    `${what}: the best score at depth ${depth} (page ${lines[0].score}, engine ${r.lines[0].score})`,
  );
  // The reason under the lines: web/explain/facts.js's facts about the best line, said as the page says them.
  const facts = await explainHint({
    board: pos.board,
    player: pos.player,
    line: lines[0].pv,
    prove: exactProver(e),
  });
  const why = facts.map((f) => reasonClause(f, null)).join('; ');
  await page.waitForFunction(
    (t) => document.querySelector('.an-best').textContent === t,
    analysisWords.best(lines[0].move, why),
    { timeout: TIMEOUT.STEP },
  );
  return { depth, lines };
}

async function gameState(page) {
  return page.evaluate(() => {
    const g = document.querySelector('.polis');
    return {
      saved: localStorage.getItem('polis:game:/index.html:main'),
      list: [...g.querySelectorAll('.polis-moves .move[data-ply]')].map(
        (b) => `${b.dataset.move}:${b.dataset.review}`,
      ),
      plies: g.dataset.plies,
      view: g.dataset.view,
      state: g.dataset.state,
      graph: g.querySelector('.polis-graph')?.dataset.plies,
    };
  });
}

const KINDS = [
  ['mouse', { viewport: VIEWPORTS.laptop }],
  ['touch', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true }],
  ['keyboard', { viewport: VIEWPORTS.laptop }],
];

for (const [input, opts] of KINDS) {
  test(
    `a reviewed game, its graph, and a variation on the analysis board, back to the game unchanged (${input})`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const context = await env.browser.newContext({ reducedMotion: 'reduce', colorScheme: 'dark', ...opts });
      try {
        const j = await openJourney(env, { context, link: { blue: 'human', red: 'human' }, input });
        const { page } = j;
        for (const m of LINE) await j.move(m);
        await page.waitForSelector('dialog.polis-result[open]');
        await press(page, 'dialog.polis-result[data-armed] [data-action="review"]', input);
        await page.waitForFunction(
          () => [...document.querySelectorAll('.polis-moves .move[data-ply]')].every((b) => b.dataset.review),
          null,
          { timeout: TIMEOUT.REVIEW },
        );

        // The graph: one point per ply and the start, each mistake marked, each point a move.
        await page.waitForSelector('.polis-graph:not([hidden])');
        const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
          els.map((b) => b.dataset.review),
        );
        const points = await page.$$eval('.polis-graph .graph-point', (els) =>
          els.map((p) => ({ ply: Number(p.dataset.ply), mark: p.dataset.mark || null })),
        );
        assert.equal(points.length, LINE.length + 1, 'a point for the start and after each move');
        for (const [i, m] of marks.entries())
          assert.equal(
            points[i + 1].mark,
            ['inaccuracy', 'mistake', 'blunder'].includes(m) ? m : null,
            `ply ${i + 1}: marked as the move list marks it`,
          );
        assert.ok(
          points.some((p) => p.mark),
          'the game has a marked move',
        );
        const target = points.find((p) => p.mark)?.ply ?? 3;
        if (input === 'keyboard') {
          await press(page, '.polis-graph', input); // Tab to it (Enter does nothing there)
          await page.keyboard.press('End');
          await page.waitForSelector('.polis[data-view="live"]');
          for (let k = LINE.length; k > target; k--) await page.keyboard.press('ArrowLeft');
        } else {
          await page.$eval('.polis-graph', (g) => g.scrollIntoView({ block: 'center' }));
          const box = await page.$eval(`.polis-graph .graph-point[data-ply="${target}"]`, (c) => {
            const r = c.getBoundingClientRect();
            return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
          });
          assert.ok(
            await page.evaluate(
              ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.polis-graph'),
              box,
            ),
            `the graph's point ${target} is on the screen, not covered`,
          );
          if (input === 'touch') await page.touchscreen.tap(box.x, box.y);
          else await page.mouse.click(box.x, box.y);
        }
        await page.waitForSelector(`.polis[data-view="${target === LINE.length ? 'live' : target}"]`);
        assert.deepEqual(
          (await readDomBoard(page)).board,
          encode(replay(START, LINE.slice(0, target)).board),
          'the graph went to that move',
        );
        assert.equal(
          await page.$eval('.polis-graph', (g) => g.getAttribute('aria-valuenow')),
          String(target),
          'the graph shows that move as its value',
        );
        if (SHOTS && input !== 'keyboard')
          await page.screenshot({
            path: `docs/graph-${input === 'touch' ? 'phone' : 'desktop'}.png`,
            fullPage: input === 'touch',
          });

        // A past move in the move list, then "Analyse".
        await press(page, `.polis-moves .move[data-ply="${BRANCH_AT}"]`, input);
        await page.waitForSelector(`.polis[data-view="${BRANCH_AT}"]`);
        assert.deepEqual(
          (await readDomBoard(page)).board,
          encode(replay(START, LINE.slice(0, BRANCH_AT)).board),
        );
        const before = await gameState(page);
        await press(page, '.polis [data-action="analyse"]', input);
        await page.waitForSelector('.polis[data-mode="analysis"]');
        let pos = await expectAnalysis(page, LINE.slice(0, BRANCH_AT), 'analysis opened');
        // The game's moves are the analysis's main line.
        assert.deepEqual(
          await page.$$eval('.an-moves .an-move', (els) => els.map((b) => b.dataset.move)),
          LINE,
        );
        // The review's marks beside the same moves, as chess writes them (?!, ?, ??).
        const glyph = { inaccuracy: '?!', mistake: '?', blunder: '??' };
        assert.deepEqual(
          await page.$$eval('.an-moves .an-move', (els) =>
            els.map((b) => `${b.dataset.move}:${b.querySelector('.an-glyph')?.textContent || ''}`),
          ),
          before.list.map((x) => x.replace(/:(.*)$/, (_, m) => `:${glyph[m] || ''}`)),
          "the review's marks on the analysis",
        );
        // (Which moves the review marks, and how, depends on how deep its timed searches got, so
        // on the machine's load: CI's loaded run marked none of this game's moves a mistake.)
        assert.ok(
          before.list.some((x) => /inaccuracy|blunder|mistake/.test(x)),
          'the review marked a move (and the analysis shows its mark)',
        );

        // A different move from the game's, by the input: a variation.
        const mine = Rules.legalMoves(pos.board, pos.player)
          .map(Rules.moveToString)
          .find(
            (m) =>
              m !== LINE[BRANCH_AT] && !Rules.applyMoveFor(pos.board, pos.player, Rules.parseMove(m)).winner,
          );
        await inputMove(page, mine, input);
        await page.waitForSelector(`.polis[data-ply="${BRANCH_AT + 1}"]`);
        pos = await expectAnalysis(page, [...LINE.slice(0, BRANCH_AT), mine], `after ${mine}`);
        const moves = await page.$$eval('.an-moves .an-move', (els) => els.map((b) => b.dataset.move));
        assert.deepEqual(
          moves.filter((m, k) => k !== BRANCH_AT + 1),
          LINE,
          "the game's line is kept",
        );
        assert.equal(
          await page.$eval('.an-variation .an-move', (b) => b.dataset.move),
          mine,
          'the new move opens a variation',
        );
        const { depth } = await expectLines(page, pos, `after ${mine}`);
        console.log(
          `analysis (${input}): ${mine} instead of ${LINE[BRANCH_AT]}; three lines at depth ${depth} agree with the engine`,
        );
        if (SHOTS && input !== 'keyboard')
          await page.screenshot({
            path: `docs/analysis-${input === 'touch' ? 'phone' : 'desktop'}.png`,
            fullPage: input === 'touch',
          });

        // The first line's move played from the list, then back twice and forward along the game.
        await press(page, '.an-line[data-line="0"] .an-line-play', input);
        await page.waitForSelector(`.polis[data-ply="${BRANCH_AT + 2}"]`);
        const played = await page.$eval('.an-move.current', (b) => b.dataset.move);
        await expectAnalysis(page, [...LINE.slice(0, BRANCH_AT), mine, played], "after the best line's move");
        for (const k of [1, 2]) {
          await press(page, '.polis [data-action="an-prev"]', input);
          await page.waitForSelector(`.polis[data-ply="${BRANCH_AT + 2 - k}"]`);
          await expectAnalysis(
            page,
            k === 1 ? [...LINE.slice(0, BRANCH_AT), mine] : LINE.slice(0, BRANCH_AT),
            `back ${k}`,
          );
        }
        await press(page, '.polis [data-action="an-next"]', input);
        await page.waitForSelector(`.polis[data-ply="${BRANCH_AT + 1}"]`);
        await expectAnalysis(page, LINE.slice(0, BRANCH_AT + 1), "forward: the game's move, the main line");

        // Back to the game: as it was.
        await press(page, '.polis [data-action="an-back"]', input);
        await page.waitForSelector('.polis:not([data-mode="analysis"])[data-plies]');
        assert.deepEqual(
          await gameState(page),
          before,
          'the game, its review and its saved record are unchanged',
        );
        assert.deepEqual(
          (await readDomBoard(page)).board,
          encode(replay(START, LINE.slice(0, BRANCH_AT)).board),
          'the game shows the move it showed',
        );
        assert.deepEqual(j.errors, [], 'no errors on the page');
      } finally {
        await context.close();
      }
    },
  );
}

test(
  "the editor's position analysed: Analyse beside Play from here, a move played, three legal lines",
  { timeout: TIMEOUT.TEST },
  async () => {
    const position = 'B7/1bb5/3b4/2r1b3/8/4r3/5r2/6rR b';
    const { page, errors, close } = await env.openPage(`?editor=${encodeURIComponent(position)}`, {
      viewport: VIEWPORTS.laptop,
    });
    try {
      await page.waitForSelector('.polis[data-mode="editor"][data-valid="true"]');
      assert.equal(
        readAddress(await page.getAttribute('[data-action="editor-analyse"]', 'href')).analysis,
        position,
      );
      await page.click('[data-action="editor-analyse"]');
      await page.waitForSelector('.polis[data-mode="analysis"]');
      const start = Rules.parsePosition(position);
      const shown = await readDomBoard(page);
      assert.deepEqual(shown.board, encode(start.board), "the editor's position");
      const move = Rules.moveToString(Rules.legalMoves(start.board, start.player)[0]);
      await pressSquare(page, move.slice(0, 2), 'mouse');
      await page.waitForSelector(`.polis [data-square="${move.slice(2)}"][data-dest]`);
      await pressSquare(page, move.slice(2), 'mouse');
      await page.waitForSelector('.polis[data-ply="1"]');
      const after = Rules.applyMoveFor(start.board, start.player, Rules.parseMove(move));
      assert.deepEqual((await readDomBoard(page)).board, encode(after.board), `after ${move}`);
      await expectLines(page, { board: after.board, player: 'red' }, 'editor position');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);
