// Apps built with the frameworks a front-end developer uses, from the packed package, each played
// in Chromium (the harness: ./apps.mjs): Next.js 16 (app router: a prerendered page, a
// client-only page and a route handler whose AI search is timed off the main thread; and with no
// configuration, a client component importing mountPolis statically), Vue 3, SvelteKit and Astro.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as Rules from '../../web/rules.js';
import { openPage, CALM, waitFor } from '../helpers/browser.mjs';
import {
  useApps,
  browser,
  only,
  newApp,
  npm,
  shipped,
  report,
  toolServer,
  vitePreview,
  serve,
  playOne,
  ofElement,
  ofMount,
  allAnswered,
  check,
} from './apps.mjs';

useApps();

test(
  'Next.js 16 (app router, Turbopack, the package external on the server): a server-rendered page with PolisGameComponent, a client-only page importing mountPolis statically, and a route handler whose AI runs off the main thread',
  only('next'),
  async (t) => {
    const dir = newApp('next');
    npm(dir, ['run', 'build']);
    report(t, 'Next.js (client files)', shipped(path.join(dir, '.next', 'static')));
    const url = await toolServer(dir, 'next', ['start', '--port', 'PORT', '--hostname', '127.0.0.1']);
    // Rendered on the server: the element is in the HTML before any script runs.
    assert.match(await (await fetch(url)).text(), /<polis-game level="beginner" restore="false">/);
    // PolisGameComponent's handler hears the move after hydration, with the package external.
    const { workers } = await check(url, ofElement, {
      then: async (page, answer) => {
        await waitFor(page, () => /^red [a-h]\d[a-h]\d$/.test(document.getElementById('last').textContent));
        assert.equal(await page.$eval('#last', (e) => e.textContent), `red ${answer.move}`);
      },
    });
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
    await check(`${url}client`, ofMount);

    // The route handler: a 1.5 s search in a worker thread while a 10 ms timer keeps ticking.
    const r = await (await fetch(`${url}api/move`)).json();
    t.diagnostic(`route handler: ${r.engine}, ${r.ticks} ticks of a 10 ms timer in ${Math.round(r.ms)} ms`);
    assert.equal(r.engine, 'wasm');
    assert.ok(
      Rules.legalMoves(Rules.initialBoard(), 'blue').some(
        (m) => Rules.moveToString(m) === Rules.moveToString(r.move),
      ),
      `Blue's ${Rules.moveToString(r.move)} is legal`,
    );
    assert.ok(r.ms >= 1400, `the search took its time (${r.ms} ms)`);
    // Off the main thread: engine 'wasm' is the search in a worker_threads worker (on the
    // server's own thread the result says 'wasm-page', and the console says why); and the
    // server's timer ticked during the search. How often it ticked (about 140 times on a quiet
    // machine, 5 on the main thread) depends on the machine's load, so it is reported above,
    // not compared with a number.
    assert.ok(r.ticks >= 1, `the server's timer went on ticking: ${r.ticks} in ${r.ms} ms`);
  },
);

test(
  "Next.js 16 without next.config.js: a 'use client' component imports mountPolis statically, as written for a browser",
  only('next-client'),
  async (t) => {
    // The package is bundled for the server here, which renders client components too, under
    // the `node` condition: the server entry must have the names the browser entry has.
    const dir = newApp('next-client');
    const out = npm(dir, ['run', 'build']);
    assert.doesNotMatch(out, /was not found|polis-game can't be external/, out);
    report(t, 'Next.js without config (client files)', shipped(path.join(dir, '.next', 'static')));
    const url = await toolServer(dir, 'next', ['start', '--port', 'PORT', '--hostname', '127.0.0.1']);
    const { workers } = await check(`${url}client`, ofMount);
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
  },
);

test(
  'Vue 3 + Vite: <polis-game> in a Vue template, its polis-move event handled by Vue',
  only('vue'),
  async (t) => {
    const dir = newApp('vue');
    const out = npm(dir, ['run', 'build']);
    assert.doesNotMatch(out, /Failed to resolve component/, out);
    report(t, 'Vue', shipped(path.join(dir, 'dist')));
    const url = await vitePreview(dir);
    const { page, errors, failed, foreign, close } = await openPage(browser, url, CALM);
    try {
      const answer = await playOne(page, ofElement);
      assert.equal(answer.engine, 'wasm');
      // Vue's listener got the element's event: the last move it shows is the computer's answer.
      await waitFor(page, () => /^red [a-h]\d[a-h]\d$/.test(document.getElementById('last').textContent));
      assert.equal(await page.$eval('#last', (e) => e.textContent), `red ${answer.move}`);
      assert.deepEqual(foreign, []);
      allAnswered(failed);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);

test(
  'SvelteKit (adapter-static): the page prerendered with the element, then played',
  only('sveltekit'),
  async (t) => {
    const dir = newApp('sveltekit');
    npm(dir, ['run', 'build']);
    const html = fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8');
    assert.match(html, /<polis-game level="beginner" restore="false">/, 'prerendered with the element');
    report(t, 'SvelteKit', shipped(path.join(dir, 'build')));
    const { workers } = await check(await serve(path.join(dir, 'build')), ofElement);
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
  },
);

test('Astro: a static page with the element and its script bundled by Astro', only('astro'), async (t) => {
  const dir = newApp('astro');
  npm(dir, ['run', 'build']);
  report(t, 'Astro', shipped(path.join(dir, 'dist')));
  const { workers } = await check(await serve(path.join(dir, 'dist')), ofElement);
  assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
});
