// node zz-cmp.mjs ROUNDS [query]: main-thread CPU before the board, base (/work/base) vs this tree, alternated.
import { startStaticServer } from '/work/main/tests/helpers/static-server.mjs';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const rounds = +(process.argv[2] || 5);
const query = process.argv[3] || '';
const roots = process.env.ROOTS ? Object.fromEntries(process.env.ROOTS.split(',').map((x) => x.split('='))) : { base: process.env.BASE || '/work/base', new: process.env.NEW || '/work/main' };
const servers = {};
for (const k in roots) servers[k] = await startStaticServer({ root: roots[k], port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function one(k) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const t = (window.__stamps = {});
    const poll = setInterval(() => {
      const g = document.querySelector('.polis');
      if (g && g.dataset.state === 'human' && g.querySelector('[data-square]')) t.board ??= performance.now();
      if (g && g.dataset.ai === 'ready') t.computer ??= performance.now();
      if (t.board && t.computer) clearInterval(poll);
    }, 5);
  });
  const path = `/tmp/trace-${k}.json`;
  await browser.startTracing(page, { path, categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(servers[k].url + 'index.html' + query);
  await page.waitForFunction(() => window.__stamps.board && window.__stamps.computer, undefined, { timeout: 60000 });
  const st = await page.evaluate(() => ({ ...window.__stamps, nodes: document.querySelectorAll('*').length, res: performance.getEntriesByType('resource').map((r) => [r.name.replace(/.*\//, ''), Math.round(r.startTime), Math.round(r.responseEnd)]), nav: performance.getEntriesByType('navigation')[0].toJSON() }));
  await browser.stopTracing();
  await context.close();
  const ev = JSON.parse(fs.readFileSync(path, 'utf8')).traceEvents;
  const names = new Set(ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const withGame = new Set(ev.filter((e) => JSON.stringify(e.args ?? {}).includes('app/game.js')).map((e) => `${e.pid}:${e.tid}`));
  const counts = {}; for (const e of ev) { const x = `${e.pid}:${e.tid}`; if (names.has(x) && withGame.has(x)) counts[x] = (counts[x] || 0) + 1; }
  const main = Object.entries(counts).sort((a, b) => b[1] - a[1])[0][0];
  const mine = ev.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  const nav = ev.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? Math.min(...mine.map((e) => e.ts));
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts >= nav && e.ts <= nav + st.board * 1000);
  const agg = {};
  for (const t of tasks) for (const e of mine) if (e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t) agg[e.name] = (agg[e.name] || 0) + (e.tdur ?? 0) / 1000;
  const cpu = tasks.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  const longest = Math.max(...tasks.map((t) => t.tdur ?? 0)) / 1000;
  if (process.env.TL) { console.log(k, 'html', Math.round(st.nav.responseStart), Math.round(st.nav.responseEnd), 'res', JSON.stringify(st.res)); console.log(tasks.filter((t) => t.dur > 3000).map((t) => `${Math.round((t.ts - nav) / 1000)}+${Math.round(t.dur / 1000)}(${Math.round((t.tdur ?? 0) / 1000)})`).join(' ')); }
  if (process.env.DEBUG) console.log(k, Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, v]) => n + " " + v.toFixed(1)).join(", "), Object.keys(counts).length);
  return { board: st.board, computer: st.computer, cpu, longest, evalModule: agg['v8.evaluateModule'] ?? 0, layout: agg.Layout ?? 0, style: agg.UpdateLayoutTree ?? 0, paint: agg.Paint ?? 0, nodes: st.nodes };
}
const keys = Object.keys(roots);
const res = Object.fromEntries(keys.map((k) => [k, []]));
for (let i = 0; i < rounds; i++) for (const k of i % 2 ? [...keys].reverse() : keys) res[k].push(await one(k));
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const k of keys) {
  const r = res[k];
  console.log(k.padEnd(5), Object.keys(r[0]).map((f) => `${f} ${Math.round(med(r.map((x) => x[f])))}`).join('  '));
}
await browser.close(); for (const k in servers) await servers[k].close();
