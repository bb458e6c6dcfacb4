// The AI client given an argument its worker cannot receive (a Symbol, a function, an object
// postMessage cannot clone): the call rejects at once with an Error naming the value and where
// it was, no request is left behind, and the next call works. Run in a child Node process, so
// an unhandled rejection or exception (which once ended the process: the stale request's
// AbortError on the next call) shows as the child's exit code.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const client = new URL('../../web/ai-client.js', import.meta.url).href;
const rules = new URL('../../web/rules.js', import.meta.url).href;

// Runs `body` (an async function's text, given client, START, legal, attempt) in a child process;
// returns its lines of output and exit code.
function runChild(body) {
  const script = `
    import { createAiClient, chooseMove, cancel } from ${JSON.stringify(client)};
    import * as Rules from ${JSON.stringify(rules)};
    const START = Rules.initialBoard();
    const legal = (board, player, m) =>
      Rules.legalMoves(board, player).some((x) => Rules.moveToString(x) === Rules.moveToString(m));
    const attempt = async (label, promise) => {
      try { await promise; console.log(label, 'resolved'); }
      catch (e) { console.log(label, e.constructor.name, e.name, JSON.stringify(e.message)); }
    };
    ${body}
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60000,
  });
  return { lines: r.stdout.trim().split('\n'), status: r.status, stderr: r.stderr };
}

test('a Symbol anywhere in a request rejects naming it; the next call answers; the process lives', () => {
  const r = runChild(`
    const c = createAiClient();
    // Before the engine has loaded (the request waits for it) and after.
    await attempt('player', c.chooseMove(START, Symbol('who'), { depth: 2 }));
    const m = await c.chooseMove(START, 'blue', { depth: 2 });
    console.log('next', legal(START, 'blue', m.move));
    await attempt('seed', c.chooseMove(START, 'blue', { depth: 2, seed: Symbol('s') }));
    const cells = START.map((row) => row.slice());
    cells[3][3] = { team: Symbol('t'), type: 'dog' };
    await attempt('cell', c.chooseMove(cells, 'blue', { depth: 2 }));
    await attempt('analyse', c.analyse(START, 'blue', { timeMs: Symbol('t') }));
    await attempt('review', c.reviewGame(['a2a3', Symbol('m')]));
    await attempt('weakmap', c.analyse(START, 'blue', { depth: new WeakMap() }));
    console.log('busy', c.busy);
    console.log('again', legal(START, 'blue', (await c.chooseMove(START, 'blue', { depth: 2 })).move));
    // The shared client of chooseMove(): the same.
    await attempt('shared', chooseMove(START, Symbol('shared'), { depth: 2 }));
    console.log('shared next', legal(START, 'blue', (await chooseMove(START, 'blue', { depth: 2 })).move));
    c.terminate();
    cancel();
    setTimeout(() => process.exit(0), 50);
  `);
  assert.equal(r.status, 0, `the process ended with ${r.status}:\n${r.stderr}\n${r.lines.join('\n')}`);
  const said = Object.fromEntries(r.lines.map((l) => [l.split(' ')[0], l]));
  const rejected = (label, where, value) => {
    const line = r.lines.find((l) => l.startsWith(label + ' '));
    assert.match(line, /^\S+ TypeError TypeError /, `${label}: ${line}`);
    assert.ok(line.includes(where) && line.includes(value), `${label} names ${where} and ${value}: ${line}`);
  };
  rejected('player', 'player', 'Symbol(who)');
  rejected('seed', 'options.seed', 'Symbol(s)');
  rejected('cell', 'board[3][3].team', 'Symbol(t)');
  rejected('analyse', 'options.timeMs', 'Symbol(t)');
  rejected('review', 'moves[1]', 'Symbol(m)');
  rejected('weakmap', 'options.depth', 'an object');
  rejected('shared', 'player', 'Symbol(shared)');
  assert.equal(said.next, 'next true');
  assert.equal(said.busy, 'busy false', 'a bad call leaves no request in flight');
  assert.equal(said.again, 'again true');
  assert.ok(r.lines.includes('shared next true'), r.lines.join('\n'));
});

test('a bad call while a search runs rejects alone: the search in flight goes on', () => {
  const r = runChild(`
    const c = createAiClient();
    await c.ready();
    const running = c.chooseMove(START, 'blue', { depth: 3 });
    await attempt('bad', c.chooseMove(START, Symbol('late'), { depth: 2 }));
    console.log('running', legal(START, 'blue', (await running).move));
    c.terminate();
  `);
  assert.equal(r.status, 0, `the process ended with ${r.status}:\n${r.stderr}`);
  assert.match(r.lines[0], /^bad TypeError TypeError .*player.*Symbol\(late\)/);
  assert.equal(r.lines[1], 'running true');
});
