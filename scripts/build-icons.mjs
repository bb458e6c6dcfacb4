// Draws the installed game's icons (web/icons/*.png, named in web/manifest.json) from web/icon.svg,
// rendered by Chromium (playwright-core), so the home-screen icon is the tab's icon:
//
//   node scripts/build-icons.mjs     writes web/icons/icon-192.png, icon-512.png, maskable-512.png
//                                    and docs/install-icons.png (the README's picture of them)
//
// The outputs are committed (a static host serves them as they are); run this again after
// changing web/icon.svg. A maskable icon may be cut to any shape inside the centre circle of 80%
// of its width, so there the emblem is drawn at 70% on a full square of the page's dark colour.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/helpers/browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ICON_BACKGROUND = '#151925';
const ICONS = [
  { file: 'web/icons/icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'web/icons/icon-512.png', size: 512, scale: 1, background: 'transparent' },
  { file: 'web/icons/maskable-512.png', size: 512, scale: 0.7, background: ICON_BACKGROUND },
];

function pageFor(svg, { size, scale, background }) {
  const inner = Math.round(size * scale);
  return `<!doctype html><html><body style="margin:0;background:${background}">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center">
<img width="${inner}" height="${inner}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">
</div></body></html>`;
}

// The README's picture: the manifest's icons as a phone's home screen cuts them (the maskable one
// in a circle and a rounded square, the plain one as it is), each under the manifest's short name.
function homeScreen(manifest) {
  const src = (purpose) =>
    `../web/${manifest.icons.find((i) => i.purpose === purpose && i.sizes === '512x512').src}`;
  const tile = (icon, radius) => `<figure style="margin:0;text-align:center">
<img src="${src(icon)}" width="120" height="120" style="border-radius:${radius}">
<figcaption style="margin-top:10px">${manifest.short_name}</figcaption></figure>`;
  return `<!doctype html><html><body style="margin:0;font:20px system-ui,sans-serif;color:#ece8df;
background:linear-gradient(160deg,#5b7fb3,#2c3e5c)">
<div style="width:640px;height:300px;display:flex;flex-direction:column;justify-content:center;gap:28px">
<div style="display:flex;justify-content:space-evenly">${tile('maskable', '50%')}${tile('maskable', '28%')}${tile('any', '0')}</div>
<p style="margin:0;text-align:center;font-size:16px;color:#e3e9f3">${manifest.name}</p>
</div></body></html>`;
}

async function drawHomeScreen(browser) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'web/manifest.json'), 'utf8'));
  const page = await browser.newPage({ viewport: { width: 640, height: 300 } });
  const html = path.join(ROOT, 'docs', '.install-icons.html');
  fs.writeFileSync(html, homeScreen(manifest));
  try {
    await page.goto(`file://${html}`);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
    await page.screenshot({ path: path.join(ROOT, 'docs/install-icons.png') });
  } finally {
    fs.rmSync(html, { force: true });
    await page.close();
  }
  console.log('docs/install-icons.png');
}

async function main() {
  const svg = fs.readFileSync(path.join(ROOT, 'web/icon.svg'), 'utf8');
  const browser = await launchChromium();
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(pageFor(svg, icon));
      await page.waitForFunction(() => document.images[0].complete);
      const png = await page.screenshot({ omitBackground: icon.background === 'transparent' });
      fs.writeFileSync(path.join(ROOT, icon.file), png);
      await page.close();
      console.log(`${icon.file} (${icon.size} px)`);
    }
    await drawHomeScreen(browser);
  } finally {
    await browser.close();
  }
}

await main();
