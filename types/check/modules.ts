// make typecheck: the JavaScript in web/ against types/, the one reference for the package's API.
// tsc infers each public module's shape from the JavaScript itself (allowJs: the code is not
// annotated, so the inferred types are loose: `string` where types/ says 'blue' | 'red'); the
// checks below compare what that inference can tell apart, both ways:
//   - every export: its name, and whether it is a function (with how many parameters), a class
//     (with its members) or a value;
//   - the objects the API hands out (the AI client, the engine, PolisGame, <polis-game>).
// The option objects (mountPolis's, createAiClient's, the element's attributes) are read by
// plain JavaScript that tsc cannot name; types/check/options.mjs compares those at run time.
// An export, member or option added, removed or renamed on one side only fails here.

import * as rules from '../../web/rules.js';
import * as engine from '../../web/engine.js';
import * as game from '../../web/game.js';
import * as levels from '../../web/levels.js';
import * as aiClient from '../../web/ai-client.js';
import * as ui from '../../web/ui.js';
import * as index from '../../web/index.js';
import * as browser from '../../web/browser.js';
import * as element from '../../web/polis-game.js';
import * as react from '../../web/react.js';
import * as original from '../../web/polis-ai.js';
import type { Same, Covers, Shape, Members } from './shape.js';

type Declared = {
  rules: typeof import('../rules.js');
  engine: typeof import('../engine.js');
  game: typeof import('../game.js');
  levels: typeof import('../levels.js');
  aiClient: typeof import('../ai-client.js');
  ui: typeof import('../ui.js');
  index: typeof import('../index.js');
  browser: typeof import('../browser.js');
  element: typeof import('../polis-game.js');
  react: typeof import('../react.js');
  original: typeof import('../polis-ai.js');
};
type Js = {
  rules: typeof rules;
  engine: typeof engine;
  game: typeof game;
  levels: typeof levels;
  aiClient: typeof aiClient;
  ui: typeof ui;
  index: typeof index;
  browser: typeof browser;
  element: typeof element;
  react: typeof react;
  original: typeof original;
};

// Each module's exports: the same names, each the same kind.
export const modules: { [M in keyof Js]: Same<Shape<Js[M]>, Shape<Declared[M]>> } = {
  rules: true,
  engine: true,
  game: true,
  levels: true,
  aiClient: true,
  ui: true,
  index: true,
  browser: true,
  element: true,
  react: true,
  original: true,
};

type JsClient = ReturnType<typeof aiClient.createAiClient>;
type JsEngine = Awaited<ReturnType<typeof engine.createEngine>>;

// The objects the API hands out: the same members, each the same kind. The engine object also
// carries the internals that web/engine/ builds on (exports, io...), which types/ leaves out.
export const objects: {
  aiClient: Same<Shape<JsClient>, Shape<import('../ai-client.js').AiClient>>;
  engine: Covers<Shape<JsEngine>, Shape<import('../engine.js').Engine>>;
  polisGame: Same<Shape<game.PolisGame>, Shape<import('../game.js').PolisGame>>;
  element: Same<Members<element.PolisGameElement>, Members<import('../polis-game.js').PolisGameElement>>;
} = { aiClient: true, engine: true, polisGame: true, element: true };
