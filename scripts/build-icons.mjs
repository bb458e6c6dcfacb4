// Draws the installed game's icons (web/icons/*.png, named in web/manifest.json) from web/icon.svg,
// rendered by Chromium (playwright-core), so the home-screen icon is the tab's icon:
//
//   node scripts/build-icons.mjs     writes web/icons/icon-192.png, icon-512.png, maskable-512.png
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
  } finally {
    await browser.close();
  }
}

await main();
