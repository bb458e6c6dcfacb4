// The modes' loop (web/lib/mode-loop.js): a change draws once, then runs the effects once; a
// change made by an effect draws again after it; effects never run inside a draw; a loop that
// keeps changing stops with an error; after stop() nothing is drawn.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createModeLoop } from '../../web/lib/mode-loop.js';

test('a change draws, then runs the effects; an effect that changes the state draws again after it', () => {
  const log = [];
  let saves = 0;
  const loop = createModeLoop({
    draw: () => log.push('draw'),
    effects: () => {
      log.push('effects');
      if (saves++ === 0) loop.changed(); // e.g. a save that tells the player it failed
    },
  });
  loop.changed();
  assert.deepEqual(log, ['draw', 'effects', 'draw', 'effects']);
});

test('a change asked for while drawing is drawn after the effects, not inside the draw', () => {
  const log = [];
  let first = true;
  const loop = createModeLoop({
    draw: () => {
      log.push('draw:start');
      if (first) {
        first = false;
        loop.changed();
      }
      log.push('draw:end');
    },
    effects: () => log.push('effects'),
  });
  loop.changed();
  assert.deepEqual(log, ['draw:start', 'draw:end', 'effects', 'draw:start', 'draw:end', 'effects']);
});

test('a loop that never settles stops with an error instead of hanging', () => {
  const loop = createModeLoop({ draw: () => {}, effects: () => loop.changed() });
  assert.throws(() => loop.changed(), /kept changing/);
  // It is usable again afterwards.
  let drawn = 0;
  const calm = createModeLoop({ draw: () => drawn++ });
  calm.changed();
  assert.equal(drawn, 1);
});

test('after stop() a change draws nothing and runs no effect', () => {
  let drawn = 0;
  let effects = 0;
  const loop = createModeLoop({ draw: () => drawn++, effects: () => effects++ });
  loop.changed();
  loop.destroy();
  loop.changed();
  assert.deepEqual([drawn, effects, loop.destroyed], [1, 1, true]);
});

test('the changes made in a batch (a mount opening its game, its notices) draw once, after it; one thrown still draws', () => {
  const log = [];
  const loop = createModeLoop({ draw: () => log.push('draw'), effects: () => log.push('effects') });
  const got = loop.batch(() => {
    loop.changed();
    loop.batch(() => loop.changed());
    loop.changed();
    assert.deepEqual(log, [], 'nothing drawn inside the batch');
    return 7;
  });
  assert.equal(got, 7, "the batch gives back its function's value");
  assert.deepEqual(log, ['draw', 'effects']);
  loop.batch(() => {});
  assert.deepEqual(log, ['draw', 'effects'], 'a batch without a change draws nothing');
  assert.throws(() =>
    loop.batch(() => {
      loop.changed();
      throw new Error('a failed step');
    }),
  );
  assert.deepEqual(log, ['draw', 'effects', 'draw', 'effects'], 'what changed before the error is drawn');
});
