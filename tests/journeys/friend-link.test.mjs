// Play a friend by link (issue 31, item 4): two phones (two browser contexts, each its own
// storage) play a whole game by sending each other its link: after each move the mover's page
// offers the link (copied here: no share sheet in headless Chromium), the other opens it and
// sees the board, who sent it and that it is their move. Every position is checked against
// web/rules.js on both pages after every step, to the game's end; each phone keeps the game in
// Your games with whose turn it is. Then what a link may not do: an older link changes nothing
// and says so, a link whose moves differ is kept as another game, a link with an illegal move
// says which move and keeps nothing, and one phone holds both sides' games.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { friendWords as W } from '../../web/words/friend.js';
import { useBrowser, GAME, assertBoardMatchesRules, pickMove, moveList } from '../helpers/page.mjs';
import { clickMove } from '../helpers/browser.mjs';
import { replay } from '../helpers/journey.mjs';

const env = useBrowser();
const START = { board: Rules.initialBoard(), player: 'blue' };

async function phone(name) {
  const context = await env.browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 915 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}tests/fixtures/blank.html`);
  await page.evaluate((n) => localStorage.setItem('polis:pref:friend-name', n), name);
  return { context, page, errors, name };
}

const said = (page) => page.textContent('.friend-said');
const plies = (page, n) => page.waitForSelector(`${GAME}[data-mode="friend"][data-plies="${n}"]`);

// The page's board and moves against the rules' replay of `moves`.
async function sameAsRules(page, moves) {
  assert.deepEqual(await moveList(page), moves);
  const shown = await assertBoardMatchesRules(page);
  const at = replay(START, moves);
  assert.equal(shown.turn, at.player);
  return at;
}

test('two phones play a whole game by link, every position checked by the rules', async () => {
  const ann = await phone('Ann');
  const ben = await phone('Ben');
  try {
    await ann.page.goto(`${env.server.url}index.html?friend`);
    assert.equal(await ann.page.inputValue('input[name="friend-name"]'), 'Ann', 'the name remembered');
    await ann.page.click('[data-action="friend-blue"]');
    await ann.page.waitForSelector(`${GAME}[data-state="mine"]`);
    assert.equal(await said(ann.page), W.yourMove('blue'));
    const moves = [];
    const sides = { blue: ann, red: ben };
    let over = null;
    while (!over) {
      assert.ok(moves.length < 200, 'the game ends');
      const at = replay(START, moves);
      const mover = sides[at.player];
      const friend = sides[at.player === 'blue' ? 'red' : 'blue'];
      await sameAsRules(mover.page, moves);
      assert.equal(await mover.page.getAttribute(GAME, 'data-state'), 'mine');
      // The friends race their chariots: the game ends in 11 moves, each a link opened (pickMove's
      // usual game takes 52, most of this file's time).
      const m = pickMove(at.board, at.player, { race: true });
      await clickMove(mover.page, m);
      moves.push(Rules.moveToString(m));
      await plies(mover.page, moves.length);
      const after = await sameAsRules(mover.page, moves);
      over =
        Rules.winner(after.board) || (Rules.legalMoves(after.board, after.player).length ? null : at.player);
      assert.equal(await said(mover.page), over ? W.won : W.sendNow(moves.length === 1 ? '' : friend.name));
      // The link, as the page offers it: the send button copies it.
      await mover.page.click('[data-action="friend-send"]');
      await mover.page.waitForSelector('.friend-sent:not(:empty)');
      const link = await mover.page.inputValue('input.friend-link');
      assert.equal(await mover.page.evaluate(() => navigator.clipboard.readText()), link);
      await friend.page.goto(link);
      await plies(friend.page, moves.length);
      await sameAsRules(friend.page, moves);
      if (!over) {
        assert.equal(await friend.page.getAttribute(GAME, 'data-state'), 'mine');
        assert.equal(await said(friend.page), W.received(mover.name, at.player === 'blue' ? 'red' : 'blue'));
      } else assert.equal(await said(friend.page), W.lost(mover.name));
      if (moves.length === 1) {
        // Your games on Ann's phone: the game, with whose turn it is.
        const list = await ann.context.newPage();
        await list.goto(`${env.server.url}index.html?games`);
        await list.waitForSelector('.games-list > li');
        assert.equal(await list.getAttribute('.game-turn', 'data-turn'), 'theirs');
        await list.close();
      }
    }
    // Each phone keeps the game, over, with its result and the friend's name.
    for (const [p, me, friendName] of [
      [ann, 'blue', 'Ben'],
      [ben, 'red', 'Ann'],
    ]) {
      const games = await p.page.evaluate(
        () => JSON.parse(localStorage.getItem('polis:games:/index.html')).games,
      );
      assert.equal(games.length, 1);
      assert.equal(games[0].moves, moves.join(','));
      assert.deepEqual(games[0].friend, { me, name: friendName });
      assert.ok(games[0].result, 'the result is kept');
    }
    assert.deepEqual([...ann.errors, ...ben.errors], []);
  } finally {
    await ann.context.close();
    await ben.context.close();
  }
});

test('a link never destroys what is kept: older, different and illegal links; both sides on one phone', async () => {
  const p = await phone('Cy');
  try {
    const line = [];
    for (let i = 0; i < 4; i++)
      line.push(Rules.moveToString(pickMove(replay(START, line).board, replay(START, line).player)));
    const url = (moves, side = 'blue') =>
      `${env.server.url}index.html?friend=g1&side=${side}&from=Dee&moves=${moves.join(',')}`;
    // The friend (Red) opened with line[0..3]: Blue's move.
    await p.page.goto(url(line));
    await plies(p.page, 4);
    await sameAsRules(p.page, line);
    assert.equal(await said(p.page), W.received('Dee', 'blue'));
    const kept = () => p.page.evaluate(() => localStorage.getItem('polis:games:/index.html'));
    const before = await kept();
    // An older link of the same game: nothing changes, and the page says so.
    await p.page.goto(url(line.slice(0, 2)));
    await plies(p.page, 4);
    await sameAsRules(p.page, line);
    assert.equal(await said(p.page), W.older(2, 4));
    assert.equal(await kept(), before);
    // A link whose moves differ: kept as another game, the first one as it was.
    const other = [...line.slice(0, 3)];
    const alt = Rules.legalMoves(replay(START, other).board, 'red')
      .map(Rules.moveToString)
      .find((m) => m !== line[3]);
    other.push(alt);
    await p.page.goto(url(other));
    await plies(p.page, 4);
    await sameAsRules(p.page, other);
    assert.equal(await said(p.page), W.another);
    const games = JSON.parse(await kept()).games;
    assert.equal(games.length, 2);
    assert.ok(
      games.some((g) => g.id === 'g1-b' && g.moves === line.join(',')),
      'the first game as it was',
    );
    // An illegal move: said by its number, nothing kept.
    const now = await kept();
    await p.page.goto(url([line[0], line[0]]));
    await p.page.waitForSelector(`${GAME}[data-state="refused"]`);
    const why = await said(p.page);
    assert.ok(why.startsWith(W.illegal('').split(':')[0]), why);
    assert.ok(why.includes(`move 2 "${line[0]}"`), why);
    assert.equal(await kept(), now);
    // The other side of g1 on the same phone: a game of its own.
    await p.page.goto(url(line.slice(0, 3), 'red'));
    await plies(p.page, 3);
    await sameAsRules(p.page, line.slice(0, 3));
    const both = JSON.parse(await kept()).games.map((g) => g.id);
    assert.ok(both.includes('g1-b') && both.includes('g1-r'), both.join(' '));
    assert.deepEqual(p.errors, []);
  } finally {
    await p.context.close();
  }
});

test('storage full or blocked: a friend link still opens and plays, the player told once', async () => {
  for (const fail of [
    () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
    () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        },
      });
    },
  ]) {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(fail);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      const first = Rules.moveToString(pickMove(START.board, 'blue'));
      await page.goto(`${env.server.url}index.html?friend=g9&side=red&from=Eve&moves=${first}`);
      await plies(page, 1);
      const at = await sameAsRules(page, [first]);
      assert.equal(await said(page), W.received('Eve', 'red'));
      const reply = pickMove(at.board, 'red');
      await clickMove(page, reply);
      await plies(page, 2);
      await sameAsRules(page, [first, Rules.moveToString(reply)]);
      const sent = await page.inputValue('input.friend-link');
      assert.ok(sent.includes(`moves=${first},`) || sent.includes(`moves=${first}%2C`), sent);
      const text = await page.evaluate(() => document.body.innerText);
      assert.equal(text.split(W.notKept).length - 1, 1, text);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

// The friend's game has a heading above its board: on a laptop the board, with its file letters,
// stays on the screen (it ran 30 px past the bottom of a 1280 x 800 window before).
test("a laptop shows the friend's whole board and the sending under its heading", async () => {
  const context = await env.browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${env.server.url}index.html?friend`);
    await page.click('[data-action="friend-blue"]');
    await page.waitForSelector(`${GAME}[data-mode="friend"]`);
    const box = await page.evaluate(() => {
      const frame = document.querySelector('.polis-frame').getBoundingClientRect();
      const send = document.querySelector('[data-action="friend-send"]').getBoundingClientRect();
      return {
        bottom: frame.bottom,
        right: frame.right,
        send: send.bottom,
        height: innerHeight,
        width: innerWidth,
      };
    });
    assert.ok(box.bottom <= box.height, `the board ends at ${box.bottom} in a ${box.height} px window`);
    assert.ok(box.right <= box.width && box.send <= box.height, JSON.stringify(box));
  } finally {
    await context.close();
  }
});
