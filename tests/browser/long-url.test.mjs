// A long address (issue 22, item 8): the page sets a referrer policy (index.html, and so the page
// of `make dist`, which copies it), so its requests carry no Referer; a long address is taken out
// of the address as the page starts (web/page/start.js), its query still read. The ready times
// (the computer loaded, the board up) with a 1 MB address and a short one are printed, one load
// each (the short one first). They are not held to a ratio here (a timed test is no measure): the
// load times are `make bench-page`'s (bench/page-load.mjs, bench/RESULTS.md), beside a plain
// page's (the browser's own cost of such an address, about 0.8 s there, and more under Playwright,
// whose events carry the address with every request).

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, VIEWPORTS } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const referers = [];
const env = useBrowser({
  headers: (file, req) => {
    referers.push({ url: req.url.slice(0, 80), length: req.headers.referer?.length ?? 0 });
    return {};
  },
});
// A megabyte of address: a bad value for Red, so the page shows it read the link.
const LONG = `?red=${'r'.repeat(1 << 20)}`;

async function readyTime(query) {
  const context = await env.browser.newContext({ viewport: VIEWPORTS.laptop });
  const page = await context.newPage();
  try {
    const t0 = Date.now();
    // Playwright's own wait for "load" timed out on a loaded machine (its events carry the
    // megabyte with every request): wait for the page's own ready state instead.
    await page.goto(`${env.server.url}index.html${query}`, { waitUntil: 'commit', timeout: TIMEOUT.READY });
    await page.waitForSelector('.polis[data-ai="ready"][data-state="human"]', { timeout: 2 * TIMEOUT.READY });
    const ms = Date.now() - t0;
    const notice = await page.$eval('.polis-notice', (n) => (n.hidden ? '' : n.textContent));
    return { ms, address: page.url().length, notice };
  } finally {
    await context.close();
  }
}

test('index.html sets a referrer policy that sends no address, and dist copies it', () => {
  const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  assert.match(html, /<meta name="referrer" content="no-referrer">/);
  assert.match(html, /<script src="web\/app\/start\.js"><\/script>/);
  // `make dist` copies index.html as it is into dist/polis/.
  const make = fs.readFileSync(new URL('../../Makefile', import.meta.url), 'utf8');
  assert.match(make, /\n\tcp index\.html (?:\S+ )*dist\/polis\/\n/);
});

test(
  'a 1 MB address: no long Referer, the address shortened, the link still read; both ready times printed',
  { timeout: 1.5 * TIMEOUT.TEST },
  async () => {
    // One load of each: the checks hold for any load, and the times are only printed (a 1 MB
    // address is slow to load under Playwright, so one of it is enough).
    const short = (await readyTime('')).ms;
    referers.length = 0;
    const r = await readyTime(LONG);
    const longest = referers.reduce((m, x) => Math.max(m, x.length), 0);
    // The page's own requests were made (each checked below): its code, style sheet and engine.
    for (const f of ['app/start.js', 'app/style.css', 'app/game.js', 'ai-worker.bundle.js', 'polis.wasm'])
      assert.ok(
        referers.some((x) => x.url.startsWith(`/web/${f}`)),
        `web/${f} was asked for (${referers.map((x) => x.url)})`,
      );
    assert.ok(
      longest < 200,
      `the longest Referer is ${longest} characters (${JSON.stringify(referers.find((x) => x.length === longest))})`,
    );
    assert.ok(
      r.address < 4096,
      `the address is shortened once the page has read it (${r.address} characters)`,
    );
    assert.match(r.notice, /red="rrrr/, 'the long link is still read: its bad value is named');
    console.log(
      `ready: short address ${short} ms, then the 1 MB address ${r.ms} ms (not a measure: make bench-page)`,
    );
  },
);
