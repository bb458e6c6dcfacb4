// The keyboard help of every mode (issue 30, item 7): `?` typed on the page opens a list of the
// mode's keys, as lichess's does; Escape closes it and the mode's keys work again. Then every key
// the list names is pressed, and what it is said to do is watched for on the page: F turns the
// board, the arrows, Home and End go through the moves, the arrows on the board move the focus
// a square on screen, Enter picks a piece (its destinations marked) and plays it on a square (the
// board then as the rules have it after that move), Escape puts the picked piece back, Enter in
// the editor puts its piece on the square. A key listed without a check here fails the test.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { other } from '../../web/rules/util.js';
import { waitFor, clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { tabTo } from '../helpers/journey.mjs';
import { puzzles } from '../helpers/puzzles.mjs';
import { TIMEOUT, POLL_MS } from '../helpers/timeouts.mjs';

const env = useBrowser();
const LINE = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5';
const PUZZLE = puzzles[0];

// The board the page shows, as the rules' board.
async function shownBoard(page) {
  const { board } = await readDomBoard(page);
  return board.map((row) =>
    row.map((c) =>
      c
        ? {
            team: c[0].toLowerCase() === 'b' ? 'blue' : 'red',
            type: c[0] === c[0].toUpperCase() ? 'chariot' : 'dog',
            stunned: c.endsWith('+'),
          }
        : null,
    ),
  );
}

const focused = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a?.dataset.square) return null;
    const r = a.getBoundingClientRect();
    const b = a.closest('.polis-board, [role="grid"]')?.getBoundingClientRect() ?? r;
    return {
      name: a.dataset.square,
      x: r.left,
      y: r.top,
      w: r.width,
      top: b.top,
      left: b.left,
      right: b.right,
      bottom: b.bottom,
    };
  });

// The move keys are the page's, not the board's (on a square, the arrows go from square to
// square): a player who was on the board clicks beside it first, on the line saying who moves.
async function offBoard(page) {
  if (await focused(page)) await page.click('.polis-status, .an-status');
  assert.equal(await focused(page), null, 'a click beside the board takes the focus off it');
}

async function focusBoard(page) {
  if (!(await focused(page))) assert.ok(await tabTo(page, '.polis [data-square]'), 'Tab reaches the board');
  return focused(page);
}

// The arrows on screen from the focused square toward `name`, pressed until it has the focus.
async function focusSquare(page, name) {
  await focusBoard(page);
  for (let i = 0; i < 20; i++) {
    const at = await page.evaluate((target) => {
      const a = document.activeElement;
      const ra = a.getBoundingClientRect();
      const rt = document.querySelector(`.polis [data-square="${target}"]`).getBoundingClientRect();
      return {
        name: a.dataset.square,
        dx: Math.round((rt.left - ra.left) / ra.width),
        dy: Math.round((rt.top - ra.top) / ra.height),
      };
    }, name);
    if (at.name === name) return;
    if (at.dx) await page.keyboard.press(at.dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    else await page.keyboard.press(at.dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  assert.fail(`the arrows never reached ${name}`);
}

const marked = (page) =>
  page.$$eval('.polis [data-square][data-dest]', (els) => els.map((e) => e.dataset.square).sort());
const selected = (page) => page.$$eval('.polis [data-square][aria-selected="true"]', (els) => els.length);

async function boardIs(page, expected, what) {
  const want = JSON.stringify(encode(expected));
  const end = Date.now() + TIMEOUT.STEP;
  let got;
  while (Date.now() < end) {
    got = JSON.stringify((await readDomBoard(page)).board);
    if (got === want) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  assert.equal(got, want, what);
}

// Each row's check, by its id (web/words/keys.js). `m` is the mode's case below.
const CHECKS = {
  // `?` opened the list and Escape closed it before the checks ran. Here: from the board, the
  // list gives the focus back as it closes, and never later: a player faster than a busy page
  // (Close, then a click beside the board, before the page's next task) keeps the focus where
  // they put it (it used to come back to the board at the dialog's close event, a task later,
  // and the arrows then moved the board's focus instead of the moves).
  async help(page) {
    const start = await focusBoard(page);
    await page.keyboard.press('?');
    await page.waitForSelector('dialog.polis-keys[open]');
    const back = await page.evaluate(async () => {
      document.querySelector('dialog.polis-keys[open] [data-action="keys-close"]').click();
      const at = document.activeElement?.dataset.square ?? null;
      /** @type {HTMLElement} */ (document.activeElement).blur();
      await new Promise((r) => setTimeout(r, 50));
      return { at, later: document.activeElement?.dataset.square ?? null };
    });
    assert.deepEqual(back, { at: start.name, later: null }, 'the focus came back at once, and only then');
    await focusBoard(page);
  },
  // A player on the board keeps their square as it turns (its squares move on the page).
  async flip(page) {
    const before = await page.$eval(GAME, (g) => g.dataset.orientation);
    const square = (await focused(page))?.name ?? null;
    await page.keyboard.press('f');
    await waitFor(page, (b) => document.querySelector('.polis').dataset.orientation !== b, before);
    assert.equal((await focused(page))?.name ?? null, square, 'F keeps the focus where it was');
    await page.keyboard.press('F');
    await waitFor(page, (b) => document.querySelector('.polis').dataset.orientation === b, before);
    assert.equal((await focused(page))?.name ?? null, square, 'F keeps the focus where it was');
  },
  async first(page, m) {
    await offBoard(page);
    await page.keyboard.press('Home');
    await pollEqual(() => m.ply(page), 0, 'Home shows the start');
  },
  async next(page, m) {
    await offBoard(page);
    const at = await m.ply(page);
    await page.keyboard.press('ArrowRight');
    await pollEqual(() => m.ply(page), at + 1, '→ goes one move forward');
  },
  async prev(page, m) {
    await offBoard(page);
    const at = await m.ply(page);
    await page.keyboard.press('ArrowLeft');
    await pollEqual(() => m.ply(page), at - 1, '← goes one move back');
  },
  async last(page, m) {
    await offBoard(page);
    await page.keyboard.press('End');
    await pollEqual(() => m.ply(page), m.plies, 'End shows the last move');
  },
  async square(page) {
    const start = await focusBoard(page);
    const w = start.w;
    // Away from the board's edge first, then back: each press moves one square on screen.
    const up = start.y - w > start.top;
    const left = start.x - w > start.left;
    const steps = [
      [up ? 'ArrowUp' : 'ArrowDown', 0, up ? -1 : 1],
      [up ? 'ArrowDown' : 'ArrowUp', 0, up ? 1 : -1],
      [left ? 'ArrowLeft' : 'ArrowRight', left ? -1 : 1, 0],
      [left ? 'ArrowRight' : 'ArrowLeft', left ? 1 : -1, 0],
    ];
    for (const [key, dx, dy] of steps) {
      const a = await focused(page);
      await page.keyboard.press(key);
      const b = await focused(page);
      assert.ok(b && b.name !== a.name, `${key} moves the focus from ${a.name}`);
      assert.equal(Math.round((b.x - a.x) / w), dx, `${key}: across`);
      assert.equal(Math.round((b.y - a.y) / w), dy, `${key}: up or down`);
    }
  },
  async drop(page, m) {
    await focusSquare(page, m.move.slice(0, 2));
    await page.keyboard.press('Enter');
    assert.ok((await marked(page)).length > 0, 'Enter picked the piece: its squares are marked');
    await page.keyboard.press('Escape');
    await pollEqual(
      () => marked(page).then((x) => x.length),
      0,
      'Escape puts the piece back: no square marked',
    );
    assert.equal(await selected(page), 0, 'no piece picked');
  },
  async pick(page, m) {
    const [from, to] = [m.move.slice(0, 2), m.move.slice(2, 4)];
    const { board, player } = m.position;
    await focusSquare(page, from);
    await page.keyboard.press('Enter');
    const legal = Rules.legalMoves(board, player)
      .map(Rules.moveToString)
      .filter((t) => t.startsWith(from))
      .map((t) => t.slice(2, 4))
      .sort();
    assert.deepEqual(await marked(page), legal, `Enter on ${from} marks its moves by the rules`);
    await focusSquare(page, to);
    await page.keyboard.press('Enter');
    // A preview first, where the board asks for a second press (the game's "first tap").
    if ((await readDomBoard(page)).board[Number(from[1]) - 1][from.charCodeAt(0) - 97])
      await page.keyboard.press('Enter');
    // A puzzle answers a right move at once (its line's next move, as soon as the move has been
    // shown): the board then settles on that answer, played on the position the move left (a
    // busy machine's reads could miss the moment between the two).
    let after = Rules.applyMoveFor(board, player, Rules.parseMove(m.move));
    if (m.reply) after = Rules.applyMoveFor(after.board, other(player), Rules.parseMove(m.reply));
    await boardIs(
      page,
      after.board,
      `Enter on ${to} plays ${m.move}${m.reply ? `, answered by ${m.reply}` : ''}`,
    );
  },
  async place(page) {
    await focusSquare(page, 'd4');
    const before = (await readDomBoard(page)).board[3][3];
    await page.keyboard.press('Enter');
    await waitFor(
      page,
      (b) => (document.querySelector('[data-square="d4"] [data-piece]')?.dataset.piece ?? '') !== b,
      before,
    );
    await page.keyboard.press(' ');
    await waitFor(
      page,
      (b) => (document.querySelector('[data-square="d4"] [data-piece]')?.dataset.piece ?? '') === b,
      before,
    );
  },
};

const ORDER = ['help', 'flip', 'prev', 'next', 'first', 'last', 'square', 'drop', 'place', 'pick'];

async function pollEqual(read, want, what) {
  const end = Date.now() + TIMEOUT.STEP;
  let got;
  while (Date.now() < end) {
    got = await read();
    if (got === want) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  assert.equal(got, want, what);
}

const afterLine = () => {
  let board = Rules.initialBoard();
  let player = 'blue';
  for (const m of LINE.split(',')) {
    board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return { board, player };
};

const MODES = [
  {
    mode: 'play',
    query: `?blue=human&red=human&moves=${LINE}`,
    ready: `${GAME}[data-state="human"]`,
    plies: LINE.split(',').length,
    ply: (page) =>
      page.$eval(GAME, (g) => (g.dataset.view === 'live' ? Number(g.dataset.plies) : Number(g.dataset.view))),
    position: afterLine(),
    move: Rules.moveToString(Rules.legalMoves(afterLine().board, afterLine().player)[0]),
  },
  {
    mode: 'analysis',
    query: '?analysis=',
    setup: async (page) => {
      for (const mv of LINE.split(',')) await clickMove(page, mv);
      await waitFor(
        page,
        (n) => document.querySelector('.polis').dataset.ply === String(n),
        LINE.split(',').length,
      );
    },
    ready: `${GAME}[data-mode="analysis"]`,
    plies: LINE.split(',').length,
    ply: (page) => page.$eval(GAME, (g) => Number(g.dataset.ply)),
    position: afterLine(),
    move: Rules.moveToString(Rules.legalMoves(afterLine().board, afterLine().player)[0]),
  },
  {
    mode: 'learn',
    query: '?learn',
    ready: `${GAME}[data-mode="learn"][data-state="task"]`,
    move: 'd4d5',
  },
  {
    mode: 'puzzle',
    query: `?puzzle=${PUZZLE.id}`,
    ready: `${GAME}[data-mode="puzzle"]`,
    position: Rules.parsePosition(PUZZLE.position),
    move: PUZZLE.line[0],
    reply: PUZZLE.line[1],
  },
  { mode: 'editor', query: '?editor', ready: `${GAME}[data-mode="editor"]` },
];

for (const m of MODES) {
  test(`${m.mode}: ? lists the keys, Escape closes the list, and every key listed does what it says`, async () => {
    const { page, errors, close } = await env.openPage(m.query, { viewport: VIEWPORTS.laptop });
    try {
      await page.waitForSelector(m.ready, { timeout: TIMEOUT.AI_MOVE });
      await m.setup?.(page);
      if (m.mode === 'learn') m.position = { board: await shownBoard(page), player: 'blue' };
      await page.keyboard.press('?');
      await page.waitForSelector('dialog.polis-keys[open]');
      const rows = await page.$$eval('dialog.polis-keys[open] tr[data-key-id]', (trs) =>
        trs.map((t) => ({
          id: t.dataset.keyId,
          keys: t.querySelector('th').textContent,
          does: t.querySelector('td').textContent,
        })),
      );
      assert.ok(rows.length >= 2, `the list has the mode's keys: ${JSON.stringify(rows)}`);
      assert.ok(
        rows.every((r) => r.keys && r.does),
        'every row names its key and what it does',
      );
      // While the list is open, the mode's keys wait: F does not turn the board behind it.
      const orientation = await page.$eval(GAME, (g) => g.dataset.orientation);
      await page.keyboard.press('f');
      assert.equal(await page.$eval(GAME, (g) => g.dataset.orientation), orientation);
      await page.keyboard.press('Escape');
      await waitFor(page, () => !document.querySelector('dialog.polis-keys[open]'));
      for (const { id, keys } of rows)
        assert.ok(CHECKS[id], `the list names "${keys}" (${id}): a check must press it`);
      // In an order that leaves each check its position: the move is played last.
      for (const id of ORDER.filter((id) => rows.some((r) => r.id === id))) await CHECKS[id](page, m);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
