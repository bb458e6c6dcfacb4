// files.js - for bundlers that do not follow `new URL('./file', import.meta.url)` but copy a
// file that is imported (esbuild with `--loader:.wasm=file --loader:.bundle.js=file`):
//
//   import 'polis-game/files';
//
// copies the AI worker, its engine thread and polis.wasm beside the bundle and tells the AI
// client where they are. Vite, webpack and Parcel need none of this (and cannot import a .wasm
// file like this): they bundle the worker they find in ai-start.js. Rollup with
// @web/rollup-plugin-import-meta-assets copies the worker alone, which then takes polis.wasm and
// its engine thread from the page side's copies; Rollup without that plugin copies nothing,
// and the AI's first move fails naming the files to copy (docs/embedding.md).

import { placeFiles } from './ai-start.js';
import workerUrl from './ai-worker.bundle.js';
import engineUrl from './engine-worker.bundle.js';
import wasmUrl from './polis.wasm';

// The file loader's paths are relative to the bundle, which is where this code now runs from.
const here = import.meta.url;
placeFiles({
  workerUrl: new URL(workerUrl, here).href,
  engineUrl: new URL(engineUrl, here).href,
  wasmUrl: new URL(wasmUrl, here).href,
});
