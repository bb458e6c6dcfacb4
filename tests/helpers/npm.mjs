// npm as the package and toolchain tests run it: the npm of this machine may warn about its
// own configuration, update checks, funding and audits; keep its output to errors.

import fs from 'node:fs';
import path from 'node:path';

export const NPM_ENV = {
  ...process.env,
  npm_config_loglevel: 'error',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

// npm pack and npm publish run the package's prepack and postpack, which put the npm README in
// place of the repository's while npm packs (scripts/pack-readme.mjs): two at once in one
// checkout (make test runs the package and toolchain tests side by side) would each pack or
// restore the other's README. `packing(root, fn)` runs fn (synchronous) while holding a lock, a
// folder made atomically in build/; a lock left by a killed run is taken over after 5 minutes.
const STALE_MS = 5 * 60_000;
const pause = new Int32Array(new SharedArrayBuffer(4));
export function packing(root, fn) {
  const lock = path.join(root, 'build', 'pack.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let age = 0;
    try {
      age = Date.now() - fs.statSync(lock).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    if (age > STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(pause, 0, 0, 100);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
