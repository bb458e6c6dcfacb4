import { startStaticServer } from '/work/main/tests/helpers/static-server.mjs';
import { chromium } from 'playwright-core';
const server = await startStaticServer({ root: process.env.ROOT || '/work/main', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 400, height: 800 } });
await page.goto(server.url + 'index.html' + (process.argv[2] || ''));
await page.waitForSelector('.polis[data-state="human"] [data-square]');
console.log(await page.evaluate(() => {
  const c = {}; for (const e of document.querySelectorAll('*')) { const k = e.closest('.polis-board') ? 'board:' + (e.closest('.piece') ? 'piece' : e.tagName.toLowerCase()) : e.closest('.polis-side') ? 'side' : e.closest('dialog') ? 'dialog' : 'other:' + e.tagName.toLowerCase(); c[k] = (c[k] || 0) + 1; }
  const p = document.querySelector('.polis-board .piece'); return [c, p?.outerHTML.slice(0, 1500)];
}));
await browser.close(); await server.close();
