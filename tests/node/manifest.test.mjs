// The game can be installed (issue 22): index.html links a web app manifest with the fields a
// phone needs to put the game on its home screen, whose icons exist at the sizes they claim (read
// from each PNG's header), and whose start URL and scope stay in the page's folder wherever the
// page is served from (they are relative to the manifest, web/manifest.json).

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
const linked = html.match(/<link rel="manifest" href="([^"]+)">/);

// Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type).
function pngSize(file) {
  const bytes = fs.readFileSync(file);
  assert.deepEqual(
    [...bytes.subarray(0, 8)],
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    `${file} is a PNG`,
  );
  assert.equal(bytes.toString('latin1', 12, 16), 'IHDR', `${file} starts with its header`);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('index.html links a manifest with the fields an installed game needs', () => {
  assert.ok(linked, 'index.html links a manifest');
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, linked[1]), 'utf8'));
  for (const field of ['name', 'short_name', 'start_url', 'scope', 'theme_color', 'background_color'])
    assert.equal(typeof manifest[field], 'string', `${field} is given`);
  assert.ok(manifest.short_name.length <= 12, 'the short name fits under a home-screen icon');
  assert.equal(manifest.display, 'standalone');
  for (const field of ['theme_color', 'background_color']) assert.match(manifest[field], /^#[0-9a-f]{6}$/i);
  // A colour for each theme of the browser's own bar.
  for (const scheme of ['dark', 'light'])
    assert.match(
      html,
      new RegExp(
        `<meta name="theme-color" content="#[0-9a-f]{6}" media="\\(prefers-color-scheme: ${scheme}\\)">`,
        'i',
      ),
    );
});

test("the manifest's icons exist at the sizes they claim: 192 and 512 px, and a maskable one", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, linked[1]), 'utf8'));
  const base = new URL(linked[1], 'http://host/site/');
  for (const icon of manifest.icons) {
    assert.equal(icon.type, 'image/png');
    const at = new URL(icon.src, base);
    assert.ok(at.pathname.startsWith('/site/'), `${icon.src} is inside the page's folder`);
    const file = path.join(ROOT, decodeURIComponent(at.pathname.slice('/site/'.length)));
    assert.ok(fs.existsSync(file), `${icon.src} exists`);
    assert.equal(pngSize(file), icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  const sizes = (purpose) =>
    manifest.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes(purpose)).map((i) => i.sizes);
  assert.ok(sizes('any').includes('192x192') && sizes('any').includes('512x512'), 'icons at 192 and 512 px');
  assert.ok(sizes('maskable').length > 0, 'a maskable icon');
});

test("the start URL and the scope are relative and resolve to the page's folder, wherever it is served", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, linked[1]), 'utf8'));
  for (const field of ['start_url', 'scope'])
    assert.doesNotMatch(manifest[field], /^[a-z]+:|^\//i, `${field} is relative`);
  for (const folder of ['http://localhost:8000/', 'https://example.org/some/folder/']) {
    const manifestUrl = new URL(linked[1], new URL('index.html', folder));
    const scope = new URL(manifest.scope, manifestUrl).href;
    const start = new URL(manifest.start_url, manifestUrl).href;
    assert.equal(scope, folder, `the scope is ${folder}`);
    assert.ok(start.startsWith(scope), `the start URL ${start} is within the scope`);
    assert.equal(start.split('?')[0], new URL('index.html', folder).href, 'the start URL is the game page');
  }
});
