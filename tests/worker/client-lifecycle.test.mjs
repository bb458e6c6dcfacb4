// terminate() releases everything an AI client started: its worker thread, the worker's engine
// thread, the load timer. Five clients created and terminated (busy, idle, or still loading)
// leave no thread and no timer behind (what mountPolis(...).destroy() relies on).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as Rules from '../../web/rules.js';
import { createAiClient } from '../../web/ai-client.js';

const START = Rules.initialBoard();
// The process's OS threads: each worker_threads worker (the AI worker and its engine thread) is one.
const threads = () => fs.readdirSync('/proc/self/task').length;
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Waits (up to 10 s) for the count to come down to `want`; returns the last count seen.
async function settlesTo(count, want) {
  let n = count();
  for (let i = 0; i < 100 && n > want; i++) {
    await sleep(100);
    n = count();
  }
  return n;
}

async function cycle(kind) {
  const client = createAiClient();
  if (kind === 'loading') {
    client.ready().catch(() => {}); // terminated before the engine has loaded
  } else {
    assert.equal(await client.ready(), 'wasm');
    assert.ok(threads() >= 2, 'the worker and its engine thread run');
    const move = client.chooseMove(START, 'blue', { depth: 2 });
    if (kind === 'busy') move.catch(() => {});
    else await move;
  }
  client.terminate();
}

test('five clients created and terminated leave no thread and no timer running', async () => {
  await cycle('idle'); // the first loads what every client shares (the thread pool, modules)
  await sleep(1000);
  const baseThreads = threads();
  const baseTimers = timers();
  for (const kind of ['idle', 'busy', 'loading', 'idle', 'busy']) await cycle(kind);
  assert.equal(await settlesTo(threads, baseThreads), baseThreads, 'threads left running');
  assert.equal(timers(), baseTimers, 'timers left behind');
});
