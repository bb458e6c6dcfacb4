// Randomized journeys: whole games of seeded random legal moves played through the page's real
// input, mixing clicks, taps, drags and keys, with input during animations (animations on for
// about half the games) and premoves while the computer thinks, until the game ends (a game that
// runs long is resigned through the Resign button). After every input the page is checked
// against web/rules.js (tests/helpers/journey.mjs); at the end the dialog, the title, a reload.
//
// A new seed each run, printed; POLIS_SEED=n replays a run (POLIS_GAME=g only its game g: each
// game has its own generator), POLIS_GAMES=n plays more games.
// A failure names the seed, the game's link, every input and the moves.

import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, VIEWPORTS } from '../helpers/page.mjs';
import { seededRandom } from '../helpers/vectors.mjs';
import { openJourney, inputMove, pressSquare, linkQuery, quiet, replay } from '../helpers/journey.mjs';
import { other } from '../../web/rules/util.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const SEED = process.env.POLIS_SEED ? Number(process.env.POLIS_SEED) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
const GAMES = Number(process.env.POLIS_GAMES) || 14; // about 35 s; a new seed each run
const MAX_PLIES = 16; // a longer game is resigned
const KINDS = ['mouse', 'touch', 'drag', 'keyboard'];
const SIZES = [VIEWPORTS.laptop, VIEWPORTS.phone, VIEWPORTS.landscape];
const ONLY_GAME = Number(process.env.POLIS_GAME) || 0; // replays one game of the run
console.log(`# random journeys: seed ${SEED} (POLIS_SEED=${SEED} replays this run)`);

// The shared seeded generator (mulberry32), with int(n) and pick(list).
function generator(seed) {
  const next = seededRandom(seed);
  next.int = (n) => Math.floor(next() * n);
  next.pick = (list) => list[next.int(list.length)];
  return next;
}

// A short game's start: both chariots three to five rows from their goal, a few dogs, either side to
// move, not over yet (checked by the rules).
function randomPosition(rng) {
  for (;;) {
    const board = Array.from({ length: 8 }, () => Array(8).fill(null));
    const put = (team, type, rows) => {
      for (;;) {
        const r = rows[0] + rng.int(rows[1] - rows[0] + 1);
        const c = rng.int(8);
        if (!board[r][c]) return (board[r][c] = { team, type, stunned: false });
      }
    };
    put('blue', 'chariot', [2, 4]);
    put('red', 'chariot', [3, 5]);
    for (let i = rng.int(5); i > 0; i--) put('blue', 'dog', [0, 7]);
    for (let i = rng.int(5); i > 0; i--) put('red', 'dog', [0, 7]);
    const player = rng() < 0.5 ? 'blue' : 'red';
    if (Rules.winner(board) || Rules.legalMoves(board, player).length === 0) continue;
    return Rules.formatPosition(board, player);
  }
}

const stats = {
  games: 0,
  inputs: 0,
  moves: 0,
  duringAnimation: 0,
  premovesSet: 0,
  premovesPlayed: 0,
  endings: {},
};

// The state before an input, to count the inputs that land during an animation.
const stateOf = (page) => page.$eval('.polis', (g) => g.dataset.state);

async function playGame(j, rng, { animated }) {
  const { page, players } = j;
  let early = null; // the next move, its first square already pressed during an animation
  for (;;) {
    const pos = j.position();
    if (pos.over) return null;
    if (players[pos.player] === 'ai') {
      await j.computerMoves();
      continue;
    }
    if (j.moves.length >= MAX_PLIES) {
      await j.resign();
      return { winner: other(j.resigned), reason: 'resign' };
    }
    const move = early ? early.move : Rules.moveToString(rng.pick(Rules.legalMoves(pos.board, pos.player)));
    const kind = early ? early.kind : rng.pick(KINDS);
    j.title = await page.title();
    if (!early && (await stateOf(page)) === 'animating') stats.duringAnimation++;
    j.log.push(`${kind}:${move}`);
    await inputMove(page, move, kind, { skipFrom: !!early });
    early = null;
    j.inputs += kind === 'touch' ? 3 : kind === 'drag' ? 1 : 2;
    stats.moves++;
    const n = j.moves.length + 1;
    await page.waitForFunction((k) => Number(document.querySelector('.polis').dataset.plies) >= k, n, {
      timeout: TIMEOUT.STEP,
      polling: 20,
    });
    const after = replay(j.start, [...j.moves, move]);
    const me = pos.player;
    let plan = null;
    let set = false;
    if (!after.over && players[after.player] === 'human' && animated && rng() < 0.7) {
      // The other human starts the next move at once, while this one is still moving.
      const next = Rules.moveToString(rng.pick(Rules.legalMoves(after.board, after.player)));
      early = { move: next, kind: rng.pick(['mouse', 'touch', 'keyboard']) };
      if ((await stateOf(page)) === 'animating') stats.duringAnimation++;
      await pressSquare(page, next.slice(0, 2), early.kind);
    } else if (
      !after.over &&
      players[after.player] === 'ai' &&
      rng() < 0.7 &&
      (await stateOf(page)) !== 'over'
    ) {
      // A premove while the computer is to move (thinking, or this move still moving); not
      // once it has ended the game: a player then sees the result, and presses where the board
      // was would land on the result dialog.
      plan = Rules.moveToString(rng.pick(Rules.legalMoves(after.board, me)));
      const how = rng.pick(KINDS);
      if ((await stateOf(page)) === 'animating') stats.duringAnimation++;
      j.log.push(`premove ${how}:${plan}`);
      const pressed = await page.evaluate(() => window.journeyPresses.length);
      await inputMove(page, plan, how, { waitDest: false });
      // The computer's move may have ended the game before this press began: its result is then
      // up, and a press outside it after a moment's grace closes it, as it should.
      const presses = await page.evaluate((n) => window.journeyPresses.slice(n), pressed);
      if (presses.some((p) => p.state === 'over')) j.pressedAtEnd = true;
      j.inputs += how === 'touch' ? 2 : how === 'drag' ? 1 : 2;
      // A premove when its last press came before the computer's reply (the page's state as the
      // press arrived, noted by a listener that only reads the data-* hooks): it must then be
      // played if it is still legal after the reply, and dropped otherwise.
      const last = await page.evaluate(() => window.journeyPresses.at(-1));
      set = last.plies === n && !['human', 'over'].includes(last.state);
      if (set) stats.premovesSet++;
      await page.waitForFunction(
        (h) => {
          const g = document.querySelector('.polis');
          return g.dataset.state === 'over' || (g.dataset.state === 'human' && g.dataset.turn === h);
        },
        me,
        { timeout: TIMEOUT.STEP, polling: 25 },
      );
    } else if (!animated) await quiet(page, n);
    await j.check(`after ${kind} ${move}${plan ? ` and the premove ${plan}` : ''}`, {
      expectHuman: plan ? [move, plan] : [move],
    });
    if (set) {
      const reply = j.moves[n];
      const mid = Rules.applyMoveFor(after.board, after.player, Rules.parseMove(reply));
      const stillLegal =
        !mid.winner && Rules.legalMoves(mid.board, me).some((m) => Rules.moveToString(m) === plan);
      const played = j.moves[n + 1] === plan;
      assert.equal(
        played,
        stillLegal,
        `the premove ${plan} ${stillLegal ? 'was legal after the reply and must be played' : 'was no longer legal and must be dropped'}`,
      );
      if (played) stats.premovesPlayed++;
    }
  }
}

test(`${GAMES} random games through the page's input (seed ${SEED})`, async (t) => {
  const context = await env.browser.newContext({
    viewport: VIEWPORTS.laptop,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    window.journeyPresses = [];
    const note = () => {
      const g = document.querySelector('.polis');
      if (g) window.journeyPresses.push({ plies: Number(g.dataset.plies), state: g.dataset.state });
    };
    for (const type of ['pointerdown', 'pointerup', 'keydown']) addEventListener(type, note, true);
  });
  try {
    for (let g = 1; g <= GAMES; g++) {
      // Each game draws from its own generator: how long an earlier game lasted (the computer's
      // moves vary) does not change a later one, so POLIS_GAME replays one game's start as it was.
      if (ONLY_GAME && g !== ONLY_GAME) continue;
      const rng = generator((SEED + Math.imul(g, 0x9e3779b1)) >>> 0);
      const animated = rng() < 0.5;
      const mode = rng.pick(['ai', 'ai', 'humans']);
      const human = rng() < 0.5 ? 'blue' : 'red';
      const link = {
        position: randomPosition(rng),
        blue: mode === 'humans' || human === 'blue' ? 'human' : 'ai',
        red: mode === 'humans' || human === 'red' ? 'human' : 'ai',
        // The timed levels think long enough (when the position is not solved at once) for
        // premoves to be made while they think.
        level: mode === 'ai' ? rng.pick(['beginner', 'expert', 'master']) : undefined,
      };
      const size = rng.pick(SIZES);
      let j = null;
      await t.test(
        `game ${g}: ${linkQuery(link)} at ${size.width}x${size.height}${animated ? ', animated' : ''}`,
        async () => {
          const page = context.pages()[0] || (await context.newPage());
          await page.setViewportSize(size);
          await page.emulateMedia({ reducedMotion: animated ? 'no-preference' : 'reduce' });
          try {
            j = await openJourney(env, { context, link, input: 'mouse' });
            const resigned = await playGame(j, rng, { animated });
            await j.expectEnd(resigned, { dialog: j.pressedAtEnd ? 'or closed' : true });
            const end = resigned ? 'resign' : j.position().over.reason;
            stats.endings[end] = (stats.endings[end] || 0) + 1;
            stats.games++;
          } catch (e) {
            const replay = `POLIS_SEED=${SEED} POLIS_GAME=${g} node --test tests/journeys/random.test.mjs`;
            e.message = `${e.message}\n  seed ${SEED}, game ${g} (${replay})\n  link ${linkQuery(link)}\n  inputs: ${j?.log.join(' ')}\n  moves: ${j?.moves.join(' ')}`;
            throw e;
          } finally {
            if (j) stats.inputs += j.inputs;
          }
        },
      );
    }
  } finally {
    await context.close();
  }
});

after(() => console.log(`# random journeys (seed ${SEED}): ${JSON.stringify(stats)}`));
