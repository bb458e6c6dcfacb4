// web/engine/load-bytes.js - polis.wasm's bytes for web/engine.js's compileEngine: read from the
// file system in Node (a file: URL), fetched everywhere else.

import { isNode } from '../lib/runtime.js';
export async function loadBytes(url) {
  if (isNode && url.protocol === 'file:') {
    // process.getBuiltinModule (Node 20.16+; read from globalThis, see lib/runtime.js), not `import('node:fs/promises')`: bundlers
    // building for browsers try to resolve an import and fail (or warn about an expression),
    // though a browser never gets here (tests/package/package.test.mjs bundles it).
    const { readFile } = globalThis.process.getBuiltinModule('node:fs/promises');
    return readFile(url);
  }
  let response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw new Error(`cannot load the engine from ${url}: ${e.message}`, { cause: e });
  }
  if (!response.ok) throw new Error(`cannot load the engine from ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}
