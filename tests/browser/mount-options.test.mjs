// mountPolis given arguments of the wrong type throws a TypeError naming the option and the
// value, before it builds anything: the container stays empty, no listener is added anywhere and
// no worker starts. The handle's play(undefined) and newGame(null) throw the same way and leave
// the game as it was.

import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, CALM, playable } from '../helpers/browser.mjs';
import { useBrowser } from '../helpers/page.mjs';

const env = useBrowser();
const blankPage = () => openPage(env.browser, `${env.server.url}tests/fixtures/blank.html`, CALM);

// Each case: the options (built in the page), then what the error must name.
const CASES = [
  ['null options', 'null', /options must be an object.*got null/],
  [
    'aiClient without methods',
    '({ aiClient: {} })',
    /options\.aiClient must be an AI client.*chooseMove.*got an object/,
  ],
  [
    'aiClient missing onStatus',
    '({ aiClient: { chooseMove() {}, cancel() {}, ready() {} } })',
    /aiClient.*onStatus/,
  ],
  ['analysisClient a string', "({ analysisClient: 'client' })", /options\.analysisClient.*got "client"/],
  [
    'problems a string',
    "({ problems: 'oops' })",
    /options\.problems must be an array of strings, got "oops"/,
  ],
  ['a Symbol id', "({ id: Symbol('game') })", /options\.id must be a string, got Symbol\(game\)/],
  ['onMove not a function', '({ onMove: 42 })', /options\.onMove must be a function, got 42/],
  ['restore a string', "({ restore: 'false' })", /options\.restore must be true or false, got "false"/],
  ['level a number', '({ level: 3 })', /options\.level must be a string, got 3/],
  ['moves an object', '({ moves: { a: 1 } })', /options\.moves must be .*got an object/],
  ['no container', 'undefined', /container must be an element, got null/, 'null'],
];

test('every bad mountPolis argument throws naming it, with nothing built, listened to or started', async () => {
  const { page, errors, close } = await blankPage();
  try {
    // Counts every listener added and every worker started from now on.
    await page.evaluate(async () => {
      window.counts = { listeners: 0, workers: 0 };
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (...args) {
        window.counts.listeners++;
        return add.apply(this, args);
      };
      const W = window.Worker;
      window.Worker = class extends W {
        constructor(...args) {
          super(...args);
          window.counts.workers++;
        }
      };
      window.ui = await import('../../web/ui.js');
    });
    for (const [what, optionsJs, message, containerJs = "document.getElementById('game')"] of CASES) {
      const r = await page.evaluate(
        ({ optionsJs, containerJs }) => {
          window.counts.listeners = window.counts.workers = 0;
          const container = (0, eval)(containerJs);
          const options = (0, eval)(optionsJs);
          try {
            window.ui.mountPolis(container, options);
            return { thrown: null };
          } catch (e) {
            return {
              thrown: `${e.name}: ${e.message}`,
              children: document.getElementById('game').childNodes.length,
              bodyChildren: document.body.children.length,
              ...window.counts,
            };
          }
        },
        { optionsJs, containerJs },
      );
      assert.ok(r.thrown, `${what}: mountPolis threw nothing`);
      assert.match(r.thrown, /^TypeError: mountPolis: /, what);
      assert.match(r.thrown, message, what);
      assert.deepEqual(
        [r.children, r.bodyChildren, r.listeners, r.workers],
        [0, 1, 0, 0],
        `${what}: nothing built, listened to or started`,
      );
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('play(undefined), newGame(null) and a newGame with a bad field throw naming it; the game stays', async () => {
  const { page, errors, close } = await blankPage();
  try {
    await page.evaluate(async () => {
      const { mountPolis } = await import('../../web/ui.js');
      window.game = mountPolis(document.getElementById('game'), { restore: false, red: 'human' });
    });
    await playable(page, '#game');
    await page.evaluate(() => window.game.play('a2a3'));
    const tries = await page.evaluate(() => {
      const out = {};
      const attempt = (name, fn) => {
        try {
          fn();
          out[name] = null;
        } catch (e) {
          out[name] = `${e.name}: ${e.message}`;
        }
      };
      attempt('play(undefined)', () => window.game.play(undefined));
      attempt('play(null)', () => window.game.play(null));
      attempt('play(7)', () => window.game.play(7));
      attempt('newGame(null)', () => window.game.newGame(null));
      attempt("newGame('easy')", () => window.game.newGame('easy'));
      attempt('newGame({ blue: 1 })', () => window.game.newGame({ blue: 1 }));
      attempt('newGame({ position: Symbol })', () => window.game.newGame({ position: Symbol('p') }));
      return { out, moves: window.game.moves };
    });
    assert.match(
      tries.out['play(undefined)'],
      /^TypeError: play: the move must be a move like 'b2b3'.*got undefined$/,
    );
    assert.match(tries.out['play(null)'], /^TypeError: play: .*got null$/);
    assert.match(tries.out['play(7)'], /^TypeError: play: .*got 7$/);
    assert.match(tries.out['newGame(null)'], /^TypeError: newGame: config must be an object.*got null$/);
    assert.match(tries.out["newGame('easy')"], /^TypeError: newGame: config must be an object.*got "easy"$/);
    assert.match(tries.out['newGame({ blue: 1 })'], /^TypeError: newGame: config\.blue .*got 1$/);
    assert.match(
      tries.out['newGame({ position: Symbol })'],
      /^TypeError: newGame: config\.position .*got Symbol\(p\)$/,
    );
    assert.deepEqual(tries.moves, ['a2a3'], 'the game is as it was');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
