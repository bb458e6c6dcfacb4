// host-imports.js - tells emcc (--js-library) which functions the wasm imports from its host,
// so that undefined-symbol checking stays on for everything else. The bodies here are never
// used: web/engine.js passes the real ones in WebAssembly.instantiate(module, { env: ... }).
//   now_ms()  milliseconds, monotonic (performance.now()): the search's clock (src/clock.c)
mergeInto(LibraryManager.library, {
  now_ms: function () { return 0; },
});
