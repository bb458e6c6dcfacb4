// node trace-load.mjs [query]: Chrome trace of the game page load; main-thread time by event.
import { startStaticServer } from '/work/main/tests/helpers/static-server.mjs';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const ROOT = process.env.ROOT || '/work/main';
const server = await startStaticServer({ root: ROOT, port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
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
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
await page.goto(server.url + 'index.html' + (process.argv[2] || ''));
await page.waitForFunction(() => window.__stamps.board && window.__stamps.computer, undefined, { timeout: 60000 });
const st = await page.evaluate(() => ({ ...window.__stamps, nodes: document.querySelectorAll('*').length }));
await browser.stopTracing();
console.log('board', Math.round(st.board), 'computer', Math.round(st.computer), 'DOM elements', st.nodes);
const tr = JSON.parse(fs.readFileSync('/tmp/trace.json', 'utf8'));
const ev = tr.traceEvents || tr;
// main thread of the renderer: the thread named CrRendererMain with most events
const names = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
const counts = {}; for (const e of ev) { const k = `${e.pid}:${e.tid}`; if (names.includes(k)) counts[k] = (counts[k] || 0) + 1; }
const withGame = new Set(ev.filter((e) => JSON.stringify(e.args ?? {}).includes('app/game.js')).map((e) => `${e.pid}:${e.tid}`));
const main = Object.entries(counts).filter(([k]) => withGame.has(k)).sort((a, b) => b[1] - a[1])[0][0];
const mine = ev.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
const nav = ev.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? Math.min(...mine.map((e) => e.ts));
const end = nav + st.computer * 1000;
const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts >= nav && e.ts <= end).sort((a, b) => b.dur - a.dur).slice(0, 6);
console.log('longest tasks (start ms, dur ms, cpu ms):', tasks.map((t) => `${Math.round((t.ts - nav) / 1000)}:${Math.round(t.dur / 1000)}:${Math.round((t.tdur ?? 0) / 1000)}`).join(' '));
const before = mine.filter((e) => e.name === 'RunTask' && e.ts >= nav && e.ts <= nav + st.board * 1000);
const byCpu = [...before].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 4);
console.log('main thread cpu before the board:', Math.round(before.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000), 'ms; tasks by cpu (at ms: cpu ms):', byCpu.map((t) => `${Math.round((t.ts - nav) / 1000)}:${Math.round(t.tdur / 1000)}`).join(' '));
{ const agg = {}; for (const t of before) for (const e of mine) if (e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t) agg[e.name] = (agg[e.name] || 0) + (e.tdur ?? 0) / 1000;
  console.log(Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 16).map(([k, v]) => `   ${v.toFixed(1).padStart(6)} ${k}`).join('\n')); }
if (process.env.DETAIL) for (const t of byCpu.slice(0, 1)) {
  const inside = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const agg = {}; for (const e of inside) { const k = e.name; agg[k] = (agg[k] || 0) + (e.tdur ?? 0) / 1000; }
  console.log(Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `   ${v.toFixed(1).padStart(6)} ${k}`).join('\n'));
}
process.exit(0);
for (const t of tasks.slice(0, 3)) {
  const inside = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const agg = {}; for (const e of inside) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/.*\//, '') : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''); agg[k] = (agg[k] || 0) + e.dur / 1000; }
  console.log(`task at ${Math.round((t.ts - nav) / 1000)} ms, ${Math.round(t.dur / 1000)} ms:`);
  console.log(Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `   ${v.toFixed(1).padStart(6)} ${k}`).join('\n'));
}
await browser.close(); await server.close();
