import { chromium } from 'playwright-core';
import { startStaticServer } from '/work/wt-defects/tests/helpers/static-server.mjs';
const server = await startStaticServer({ root: process.argv[2] || '/work/wt-defects', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const vp of [{width:390,height:844},{width:1280,height:800},{width:844,height:390}]) {
  const ctx = await browser.newContext({ viewport: vp, hasTouch: vp.width<900, isMobile: vp.width<900 });
  const page = await ctx.newPage();
  await page.goto(server.url + 'index.html?level=champion');
  await page.waitForSelector('.polis[data-ai]');
  const r = await page.evaluate(() => {
    const b = document.querySelector('.polis-board').getBoundingClientRect();
    const f = document.querySelector('.polis-frame').getBoundingClientRect();
    const sel = document.querySelector('.panel-level'); const who = document.querySelector('.player-red .player-who');
    return { vw: document.documentElement.clientWidth, board: [b.left, document.documentElement.clientWidth - b.right], frame: [f.left, document.documentElement.clientWidth - f.right],
      select: [sel.clientWidth, sel.scrollWidth], who: [who.clientWidth, who.scrollWidth, who.textContent], sh: document.scrollingElement.scrollHeight };
  });
  console.log(JSON.stringify(vp), JSON.stringify(r));
  await ctx.close();
}
await browser.close(); await server.close();
