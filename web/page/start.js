// web/page/start.js - the game page's start: index.html runs it as a plain script (built with
// what it imports into web/app/start.js by scripts/build-page.mjs) just after the game's place,
// #polis, before any other script runs. It
//
// - keeps a long address out of the page's requests: an address of a megabyte (a long link)
//   made each request carry it through the browser. The query is kept for the page
//   (window.polisSearch, read through pageSearch in web/page/launch.js and web/page/route.js)
//   and the address shortened to the page's path; tests/browser/long-url.test.mjs measures it;
// - loads the mode's code, one file built by scripts/build-page.mjs: web/app/learn.js for
//   ?learn, puzzle.js for ?puzzle, editor.js, analysis.js, games.js, friend.js, and game.js for the rest;
// - for the game, starts the computer's engine beside that file rather than after it: the AI
//   worker (its address says where polis.wasm and its engine thread are) is started here, its
//   messages kept until the game's AI client takes it over (web/engine/early-worker.js);
// - for a first visit's game, draws the board before the game's code has come, and takes the
//   first move on it (web/page/first-board.js); the game takes it over.
//
// Before all that, under Trusted Types (a site that sends `require-trusted-types-for 'script'`
// has the browser refuse a script's address given as a string: the page's workers and its
// service worker), the game page makes the default policy, which lets through the addresses of
// this site's own scripts and nothing else, and no markup (the page builds elements, never
// markup). Only the game page does: <polis-game> and mountPolis leave the policies to their host.
import { offerFirstBoard } from './first-board.js';

(function () {
  var types = window.trustedTypes;
  if (!types || types.defaultPolicy) return;
  try {
    types.createPolicy('default', {
      createScriptURL: function (url) {
        var address = new URL(url, document.baseURI);
        if (address.origin !== location.origin)
          throw new TypeError('Polis runs only its own scripts, not ' + url);
        return address.href;
      },
    });
  } catch (e) {
    // The site's trusted-types directive leaves out 'default': its own policies decide.
  }
})();

(function () {
  var LONG = 4096;
  var search = location.search;
  if (location.href.length > LONG) {
    window.polisSearch = search;
    history.replaceState(history.state, '', location.pathname + location.hash);
  }
  var params = new URLSearchParams(search);
  // The mode the address names, read as web/lib/address.js reads it (in its order), and its file
  // (each named here whole: the offline list finds the files a script names).
  var FILES = {
    learn: 'web/app/learn.js',
    puzzle: 'web/app/puzzle.js',
    editor: 'web/app/editor.js',
    analysis: 'web/app/analysis.js',
    games: 'web/app/games.js',
    friend: 'web/app/friend.js',
  };
  var mode = Object.keys(FILES).find(function (m) {
    return params.has(m);
  });
  var game = !mode;
  // The mode's code first (for the game, index.html asked for it already): starting the worker
  // below takes the main thread a while.
  var script = document.createElement('script');
  script.type = 'module';
  script.src = mode ? FILES[mode] : 'web/app/game.js';
  document.head.appendChild(script);
  if (game && typeof Worker === 'function') {
    try {
      var url = new URL('web/ai-worker.bundle.js', document.baseURI).href;
      // Where its engine is, in its address (as web/ai-worker.js reads a host's placed files):
      // the worker fetches it as soon as it runs. Not in a message: a message to a worker not
      // yet running waits for this page's main thread to pass it on, and that thread is busy
      // building the game then (the engine came 100-230 ms later; tests/browser/requests.test.mjs).
      var placed = new URLSearchParams({
        wasm: new URL('web/polis.wasm', document.baseURI).href,
        engine: new URL('web/engine-worker.bundle.js', document.baseURI).href,
      });
      var worker = new Worker(url + '#' + placed, { type: 'module' });
      var heard = [];
      var keep = function (event) {
        heard.push(event);
      };
      worker.addEventListener('message', keep);
      worker.addEventListener('error', keep);
      window.polisEarlyWorker = { url: url, worker: worker, heard: heard, keep: keep };
    } catch (e) {
      // No worker here: the AI client starts its own as it would without this.
    }
  }
  if (game) offerFirstBoard();
})();
