// make typecheck: the declarations of the entry points a Node program imports ('polis-game' in
// Node, /engine, /rules, /game, /levels, /ai) compile with the ECMAScript library
// alone, the names of the game page 'polis-game' has in Node too (mountPolis, configFromUrl) (tsconfig.node.json: lib es2023, no DOM), as a Node-only project sets them. Each is
// used once, so a type they name that only the DOM library declares fails here.

import * as index from '../index.js';
import * as engine from '../engine.js';
import * as rules from '../rules.js';
import * as game from '../game.js';
import * as levels from '../levels.js';
import * as ai from '../ai-client.js';

export const entries = [index, engine, rules, game, levels, ai];

export async function useThem(box: Parameters<typeof index.mountPolis>[0]): Promise<string> {
  const e = await engine.createEngine({ module: await engine.compileEngine() });
  const g = new game.PolisGame();
  const r = await ai.chooseMove(rules.initialBoard(), 'blue', { level: levels.DEFAULT_LEVEL });
  const { config } = index.configFromUrl('?level=easy');
  // Throws in Node (it needs a page), but is declared as in browsers.
  const handle: index.PolisGameHandle = index.mountPolis(box, config);
  return `${handle.position} ${e.search(rules.initialBoard(), 'blue', { depth: 2 }).move?.fromR} ${g.moves()[0]} ${r.move?.toR}`;
}
