// node profile-load.mjs [dev] [query]: CPU profile of the game page's load until playable.
import { startStaticServer } from '/work/main/tests/helpers/static-server.mjs';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const ROOT = process.env.ROOT || '/work/main';
const dev = process.argv[2] === 'dev';
const query = process.argv[3] || '';
if (dev) fs.writeFileSync(`${ROOT}/dev-probe.html`, fs.readFileSync(`${ROOT}/index.html`, 'utf8').replace('<script src="web/page/start.js"></script>', '<script type="module" src="web/boot.js"></script>'));
const server = await startStaticServer({ root: ROOT, port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript(() => {
  const t = (window.__stamps = { longest: [], marks: [] });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) t.longest.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  const poll = setInterval(() => {
    const g = document.querySelector('.polis');
    if (g && g.querySelector('[data-square]')) t.squares ??= performance.now();
    if (g && g.dataset.state === 'human' && g.querySelector('[data-square]')) t.board ??= performance.now();
    if (g && g.dataset.ai === 'ready') t.computer ??= performance.now();
    if (t.board && t.computer) clearInterval(poll);
  }, 5);
});
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(server.url + (dev ? 'dev-probe.html' : 'index.html') + query);
await page.waitForFunction(() => window.__stamps.board && window.__stamps.computer, undefined, { timeout: 60000 });
const { profile } = await cdp.send('Profiler.stop');
const st = await page.evaluate(() => ({ ...window.__stamps, nav: performance.getEntriesByType('navigation')[0].toJSON(), res: performance.getEntriesByType('resource').map((r) => [r.name.replace(/.*\/web\//, ''), Math.round(r.startTime), Math.round(r.responseEnd)]) }));
console.log('board', Math.round(st.board), 'computer', Math.round(st.computer), 'squares', Math.round(st.squares), 'dcl', Math.round(st.nav.domContentLoadedEventEnd));
console.log('long tasks [start,dur]', JSON.stringify(st.longest));
console.log('resources', JSON.stringify(st.res));
// self time per function
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.replace(/.*\/web\//, '')}:${f.lineNumber + 1}`; self.set(k, (self.get(k) || 0) + (dt[i] || 0) / 1000); });
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
// inclusive time per function (by url:line)
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const incl = new Map();
profile.samples.forEach((id, i) => { const seen = new Set(); for (let x = id; x; x = parent.get(x)) { const f = byId.get(x).callFrame; const k = `${f.functionName || '(anon)'} ${f.url.replace(/.*\/web\//, '')}:${f.lineNumber + 1}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + (dt[i] || 0) / 1000); } } });
console.log('--- inclusive'); console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
await browser.close(); await server.close();
if (dev) fs.unlinkSync(`${ROOT}/dev-probe.html`);
