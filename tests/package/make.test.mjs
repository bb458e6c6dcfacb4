// The Makefile on a machine without the tools: plain `make`, `make pack` and npm's prepack
// never run apt-get (they say what is missing and how to get it), while `make test` and `make
// play` (the two-command set-up of a fresh machine) install what is missing and say so first.
// The machine here is faked: PATH holds only a few real commands and apt-get and sudo stand-ins
// that log their arguments (and install nothing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAKE = spawnSync('sh', ['-c', 'command -v make'], { encoding: 'utf8' }).stdout.trim();

function fakeMachine() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-make-'));
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  const log = path.join(dir, 'apt.log');
  for (const name of ['sh', 'id', 'node', 'mkdir', 'touch', 'cat', 'true']) {
    const real = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
    if (real) fs.symlinkSync(real, path.join(bin, name));
  }
  for (const name of ['apt-get', 'sudo']) {
    const script =
      name === 'sudo'
        ? `#!/bin/sh\necho "sudo $*" >> ${log}\nexec "$@"\n`
        : `#!/bin/sh\necho "apt-get $*" >> ${log}\n`;
    fs.writeFileSync(path.join(bin, name), script, { mode: 0o755 });
  }
  const run = (command) => {
    const r = spawnSync('/bin/sh', ['-c', command], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60000,
      env: { PATH: bin, HOME: dir, MAKE_BIN: MAKE },
    });
    const apt = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    fs.rmSync(log, { force: true });
    return { ...r, apt };
  };
  return { run, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

test('plain make, make pack and the prepack script say what is missing and never run apt-get', () => {
  const machine = fakeMachine();
  try {
    const prepack = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.prepack;
    assert.match(prepack, /^make /);
    for (const command of [
      '"$MAKE_BIN"',
      '"$MAKE_BIN" all',
      '"$MAKE_BIN" pack',
      '"$MAKE_BIN" tools-emcc',
      `"$MAKE_BIN" ${prepack.slice('make '.length)}`,
    ]) {
      const r = machine.run(command);
      assert.notEqual(r.status, 0, `${command} succeeded without the tools`);
      assert.equal(r.apt, '', `${command} ran: ${r.apt}`);
      assert.match(
        r.stderr,
        /'(emcc|clang)' is missing: install the Debian package '(emscripten|clang)' \(apt-get install/,
        command,
      );
      assert.match(r.stderr, /make test/, command);
      assert.doesNotMatch(r.stdout, /installing/, command);
    }
  } finally {
    machine.remove();
  }
});

test('make test and make play install what is missing, saying so first', () => {
  const machine = fakeMachine();
  try {
    for (const [command, tool, pkg] of [
      ['"$MAKE_BIN" test', 'clang', 'clang'],
      ['"$MAKE_BIN" play', 'emcc', 'emscripten'],
    ]) {
      const r = machine.run(command);
      // The stand-in installs nothing, so the make stops after trying.
      assert.notEqual(r.status, 0);
      assert.match(
        r.apt,
        new RegExp(`apt-get install -y -qq ${pkg}\\b`),
        `${command}: ${r.apt || 'no apt-get'}`,
      );
      assert.match(
        r.stdout,
        new RegExp(`'${tool}' is missing: installing the Debian package '${pkg}'`),
        command,
      );
      assert.match(r.stderr, new RegExp(`installing ${pkg} did not provide '${tool}'`), command);
    }
  } finally {
    machine.remove();
  }
});

// make play serves the page alone (the static server's PAGE_ONLY), after bringing the offline
// list and key up to date: the service worker beside the page and every file it keeps must be
// served, or the game installed from make play would not open offline.
test('make play serves the service worker and every file it keeps for offline play', async () => {
  const plan = spawnSync(MAKE, ['-n', 'play'], { cwd: ROOT, encoding: 'utf8' }).stdout;
  assert.match(plan, /node scripts\/build-offline\.mjs/, 'make play brings the offline list up to date');
  assert.match(plan, /node tests\/helpers\/static-server\.mjs --port/, 'make play runs the static server');
  const { startStaticServer, PAGE_ONLY } = await import('../helpers/static-server.mjs');
  const server = await startStaticServer({ root: ROOT, port: 0, only: PAGE_ONLY });
  try {
    const sw = await fetch(`${server.url}sw.js`);
    assert.equal(sw.status, 200);
    assert.match(sw.headers.get('content-type'), /^text\/javascript/);
    const { files } = await (await fetch(`${server.url}web/page/offline.json`)).json();
    for (const f of files) {
      if (f === 'web/polis.wasm' && !fs.existsSync(path.join(ROOT, f))) continue; // built by make play
      assert.equal((await fetch(`${server.url}${f}`, { method: 'HEAD' })).status, 200, `${f} is served`);
    }
    assert.equal((await fetch(`${server.url}Makefile`)).status, 404, 'the rest of the checkout is not');
  } finally {
    await server.close();
  }
});
