import { startStaticServer } from '/work/main/tests/helpers/static-server.mjs';
import { chromium } from 'playwright-core';
const [,, q = '', w = '390', h = '844'] = process.argv;
const server = await startStaticServer({ root: process.env.ROOT || '/work/main', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, hasTouch: +w < 500 });
const page = await ctx.newPage();
await page.goto(new URL(q, server.url.endsWith('/') ? server.url : server.url + '/').href);
await page.waitForTimeout(2500);
console.log(await page.evaluate(() => {
  const out = [];
  const walk = (e, d) => { const r = e.getBoundingClientRect(); if (r.height > 0 && d < 6) out.push(`${'  '.repeat(d)}${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${Math.round(r.top)}-${Math.round(r.bottom)} (${Math.round(r.height)})`); if (d < 5) for (const c of e.children) walk(c, d + 1); };
  walk(document.body, 0); return out.join('\n');
}));
await browser.close(); await server.close();
