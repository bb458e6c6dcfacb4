// require('polis-game') in CommonJS (package.json's "require" condition, in Node). The package
// is ES modules: Node 20.19 and later (22.12 and later on 22) load them with require() itself,
// and this file hands over the very module `import` gives. Node 20.16 to 20.18 cannot: it
// threw a bare ERR_REQUIRE_ESM, and now says what to do instead.
'use strict';

try {
  module.exports = require('./index.js');
} catch (e) {
  if (e && e.code === 'ERR_REQUIRE_ESM') {
    const error = new Error(
      `polis-game is an ES module, which this Node (${process.version}) cannot load with require(): ` +
        "use `const polis = await import('polis-game')` (in CommonJS too), or Node 20.19, 22.12 or later, " +
        'where require() loads it.',
    );
    error.code = 'ERR_REQUIRE_ESM';
    error.cause = e;
    throw error;
  }
  throw e;
}
