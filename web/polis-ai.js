// The engine behind the original Polis page's chooseMoveRed / chooseMoveBlue.
//
//   <script type="module" src="web/polis-ai.js?level=hard"></script>
//   <script type="module" src="web/polis-ai.js?depth-from=depth"></script>   (follows <select id="depth">)
//
// Loading this module installs window.polisAI:
//   polisAI.chooseMoveRed(board, player = 'red')   -> Promise<{ fromR, fromC, toR, toC } | null>
//   polisAI.chooseMoveBlue(board, player = 'blue') -> the same for Blue
//   polisAI.chooseMove(board, player)              -> the same for `player` ('blue' | 'red')
//   polisAI.level                                  the level used ('easy', ... see levels.js);
//                                                  set it to change; ?level= on the URL sets the first
//   polisAI.ready                                  a Promise that settles when the engine has loaded
//   polisAI.engine                                 'wasm' once loaded, else null
//   polisAI.depthFrom                              the id of the page's own depth selector (or
//                                                  the element), or null; ?depth-from= sets the
//                                                  first. While it holds a depth of 1 to 8, the
//                                                  engine plays the original AI at that depth
//                                                  (exact mode: the original minimax's move)
//                                                  instead of the level
//   polisAI.newGame()                              for the page's New Game: a pending call never
//                                                  answers, so its move cannot land on the new board
//   polisAI.cancel()                               rejects the pending call (an AbortError)
// Boards are the original's: 8 rows of 8 cells, each null or { team, type, stunned }, row 0 at
// Blue's home. The promise resolves to null when that side has no legal move (it has lost),
// and rejects with an Error saying what is wrong for a bad board or a finished game. The search
// runs in a Web Worker (ai-worker.js, found next to this file), so the page stays responsive;
// a newer call overtakes an older one, whose promise rejects with an AbortError.

import { createAiClient } from './ai-client.js';
import { levelByName, DEFAULT_LEVEL } from './levels.js';
import { legalMoves } from './rules.js';
import { isNode } from './lib/runtime.js';

const client = createAiClient();
// Starts the worker now, so the engine is warm by the first call. A page that never looks at
// polisAI.ready must not get an unhandled rejection if the engine cannot load: each call says so.
// Loaded at once in a browser; on a server (Node, server rendering) at the first use of
// polisAI.ready, so that importing this module starts no worker that keeps the process alive.
let readyPromise = null;
function ready() {
  if (!readyPromise) {
    readyPromise = client.ready();
    readyPromise.catch(() => {});
  }
  return readyPromise;
}
if (!isNode) ready();
const params = new URL(import.meta.url).searchParams;
let level = levelByName(params.get('level') || DEFAULT_LEVEL).name;
let depthFrom = params.get('depth-from') || null;
let game = 0; // newGame() makes the calls of the game before it obsolete
const MAX_DEPTH = 8;

// The page's depth selector, read at each call as the original page reads it.
function depthChosen() {
  if (depthFrom === null) return null;
  const el = typeof depthFrom === 'string' ? document.getElementById(depthFrom.replace(/^#/, '')) : depthFrom;
  const depth = el ? Number.parseInt(el.value, 10) : NaN;
  return Number.isInteger(depth) && depth >= 1 && depth <= MAX_DEPTH ? depth : null;
}

// The original page's cells may carry more fields, or leave `stunned` out on dogs: keep the
// three the engine reads (rules.js then checks the board in full).
function plainBoard(board) {
  if (!Array.isArray(board))
    throw new Error(`board must be an array of 8 rows, got ${board === null ? 'null' : typeof board}`);
  return board.map((row) =>
    Array.isArray(row)
      ? row.map((cell) =>
          cell && typeof cell === 'object'
            ? { team: cell.team, type: cell.type, stunned: !!cell.stunned }
            : cell,
        )
      : row,
  );
}

async function choose(board, player, side = player) {
  if (player !== side) {
    const shown = typeof player === 'string' ? `'${player.slice(0, 20)}'` : String(typeof player);
    throw new Error(`chooseMove${side === 'red' ? 'Red' : 'Blue'} plays for '${side}', got player ${shown}`);
  }
  const plain = plainBoard(board);
  // The original AI answers a side without a move with null; the engine calls it an error.
  if (legalMoves(plain, player).length === 0) return null;
  const depth = depthChosen();
  const asked = game;
  let move;
  try {
    ({ move } = await client.chooseMove(plain, player, depth ? { exact: true, depth } : { level }));
  } finally {
    // Asked before the page's New Game: never answer, neither a move nor the cancellation, so
    // the old runAiTurn stays where it is and nothing lands on the new board.
    if (asked !== game) return new Promise(() => {});
  }
  return { fromR: move.fromR, fromC: move.fromC, toR: move.toR, toC: move.toC };
}

const polisAI = {
  chooseMoveRed: (board, player = 'red') => choose(board, player, 'red'),
  chooseMoveBlue: (board, player = 'blue') => choose(board, player, 'blue'),
  chooseMove: (board, player) => choose(board, player),
  get level() {
    return level;
  },
  set level(name) {
    level = levelByName(name).name; // an unknown name throws and keeps the old level
  },
  get depthFrom() {
    return depthFrom;
  },
  set depthFrom(select) {
    if (
      select !== null &&
      typeof select !== 'string' &&
      !(typeof Element !== 'undefined' && select instanceof Element)
    ) {
      throw new Error(
        `depthFrom must be the id of the page's depth selector, the element or null, got ${typeof select}`,
      );
    }
    depthFrom = select;
  },
  newGame() {
    game++;
    client.cancel();
  },
  get ready() {
    return ready();
  },
  get engine() {
    return client.engine;
  },
  cancel() {
    client.cancel();
  },
};

globalThis.polisAI = polisAI;
export default polisAI;
