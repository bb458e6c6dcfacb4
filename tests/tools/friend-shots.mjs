// Screenshots of a game with a friend by link, at laptop and phone sizes, for docs/playing.md:
// node tests/tools/friend-shots.mjs writes docs/friend-laptop.png and docs/friend-phone.png.
import { startStaticServer } from '../helpers/static-server.mjs';
import { chromium } from 'playwright-core';
const server = await startStaticServer({ port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport, touch] of [
  ['laptop', { width: 1280, height: 800 }, false],
  ['phone', { width: 390, height: 844 }, true],
]) {
  const context = await browser.newContext({ viewport, hasTouch: touch, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('polis:pref:friend-name', 'Ann'));
  await page.goto(`${server.url}index.html?friend`);
  await page.click('[data-action="friend-blue"]');
  await page.waitForSelector('.polis[data-mode="friend"]');
  // Blue's first move: a dog from row 2 one step ahead (the board's squares carry their names).
  await page.click('[data-square="b2"]');
  await page.click('[data-square="b3"]');
  await page.waitForSelector('.polis[data-plies="1"]');
  await page.click('[data-action="friend-send"]');
  await page.waitForSelector('.friend-sent:not(:empty)');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `docs/friend-${name}.png` });
  await context.close();
}
await browser.close();
await server.close();
