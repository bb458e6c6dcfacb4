// The tabs a test file's pages are opened in, kept from one test to the next: a new tab costs a
// renderer process, about half of the 5 s of CPU a page costs (bench/RESULTS.md, "make test:
// where the time goes"). Each tab has a context of its own, as a page opened without the pool:
// two pages open at once never share storage. A tab is taken again only as a new tab would be:
// its origin's storage, the HTTP cache and its history emptied (browser.mjs openPage's `tab`
// and `fresh`), and only when the test that had it changed nothing that would outlive a
// navigation: a script or route added, a function exposed, media, viewport or timeouts changed,
// a DevTools session opened, permissions or the network changed, a key or button left down,
// another page opened in its context, or the tab closed or crashed. Such a tab is closed
// instead. The listeners a test added to the page or its context are taken off, and the page is
// left for a plain file as it is given back (browser.mjs leavePage): nothing of it runs on.
//
//   const pool = tabPool(browser);
//   const { page, close } = await pool.open(url, opts);   // browser.mjs openPage's options
//   ...
//   await close();                                         // back, or closed when changed
//   await pool.close();

import { TIMEOUT } from './timeouts.mjs';
import { openPage, contextOptions, leavePage } from './browser.mjs';

// What a page and its context both have, that a navigation keeps.
const KEPT = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
];
const TIMEOUTS = ['setDefaultTimeout', 'setDefaultNavigationTimeout'];
const LASTING = {
  page: [...KEPT, ...TIMEOUTS, 'emulateMedia', 'setViewportSize', 'close'],
  context: [
    ...KEPT,
    ...TIMEOUTS,
    'setOffline',
    'grantPermissions',
    'clearPermissions',
    'addCookies',
    'clearCookies',
    'setGeolocation',
    'setHTTPCredentials',
    'newCDPSession',
    'newPage',
    'close',
  ],
  keyboard: ['down'],
  mouse: ['down'],
};
const LISTEN = ['on', 'once', 'addListener', 'prependListener'];

export function tabPool(browser) {
  const free = new Map(); // key -> entries
  const all = new Set();
  const keyOf = (o) => JSON.stringify(o);

  async function make(o) {
    const context = await browser.newContext(o);
    context.setDefaultTimeout(TIMEOUT.READY); // as browser.mjs openPage sets it
    const page = await context.newPage();
    const entry = { key: keyOf(o), context, page, lent: false, changed: false, added: [] };
    page.on('crash', () => (entry.changed = true));
    const watch = (obj, methods) => {
      for (const m of methods) {
        const own = obj[m].bind(obj);
        obj[m] = (...a) => {
          if (entry.lent) entry.changed = true;
          return own(...a);
        };
      }
    };
    watch(page, LASTING.page);
    watch(context, LASTING.context);
    watch(page.keyboard, LASTING.keyboard);
    watch(page.mouse, LASTING.mouse);
    for (const target of [page, context]) {
      for (const m of LISTEN) {
        const own = target[m].bind(target);
        target[m] = (event, fn) => {
          if (entry.lent) entry.added.push([target, event, fn]);
          return own(event, fn);
        };
      }
    }
    all.add(entry);
    return entry;
  }

  async function drop(entry) {
    all.delete(entry);
    await entry.context.close().catch(() => {});
  }

  return {
    // A tab for a page with these context options: a free one, else a new one.
    async take(o) {
      const list = free.get(keyOf(o)) || [];
      const entry = list.pop() || (await make(o));
      entry.changed = false;
      return entry;
    },
    // From here on, what the test does to the tab is watched.
    lend(entry) {
      entry.lent = true;
    },
    // Back into the pool, or closed if the test changed what a navigation keeps.
    async give(entry) {
      entry.lent = false;
      for (const [target, event, fn] of entry.added.splice(0)) target.off(event, fn);
      const { page, context } = entry;
      if (entry.changed || page.isClosed() || context.pages().length !== 1) return drop(entry);
      // The page left at once for a plain file: what it was still doing (the computer thinking,
      // a review, the analysis board's deeper looks) would use the machine's cores until the
      // tab is taken again or the file ends.
      if (!(await leavePage(page))) return drop(entry);
      const list = free.get(entry.key) || [];
      list.push(entry);
      free.set(entry.key, list);
    },
    drop,
    // browser.mjs openPage(browser, url, opts) in a tab of the pool; its close gives it back.
    async open(url, opts) {
      const entry = await this.take(contextOptions(opts));
      const { viewport, reducedMotion, colorScheme, hasTouch, ...forPage } = opts;
      let opened;
      try {
        opened = await openPage(browser, url, { ...forPage, tab: entry.page, fresh: true });
      } catch (e) {
        await drop(entry);
        throw e;
      }
      this.lend(entry);
      const close = async () => {
        await opened.close();
        await this.give(entry);
      };
      return { ...opened, context: entry.context, close };
    },
    async close() {
      await Promise.all([...all].map(drop));
      free.clear();
    },
  };
}
