// The one filter of the modes' page keys (web/lib/page-keys.js): which keys a mode takes, read
// with stand-ins for the page's elements (a container holding a square and a field).
import test from 'node:test';
import assert from 'node:assert/strict';

const body = { closest: () => null };
globalThis.document ??= {};
globalThis.document.body = body;
globalThis.document.documentElement = { closest: () => null };
const { modeKey } = await import('../../web/lib/page-keys.js');

const node = (name, field = false) => ({
  name,
  closest: (sel) => (field && sel.includes('input') ? {} : null),
});
const square = node('square');
const field = node('field', true);
const outside = node('outside');
const container = { isConnected: true, contains: (t) => t === square || t === field };
const key = (target, extra = {}) => ({ key: 'f', target, composedPath: () => [target], ...extra });

test('a key typed in the mode is the mode’s, with its own target', () => {
  assert.deepEqual(modeKey(key(square), container), { target: square, onBody: false });
});

test('a key on the body is given with onBody, for the mode to decide', () => {
  assert.deepEqual(modeKey(key(body), container), { target: body, onBody: true });
});

test('keys taken already, with Ctrl, Meta or Alt, in a field or elsewhere on the page are not the mode’s', () => {
  for (const extra of [{ defaultPrevented: true }, { ctrlKey: true }, { metaKey: true }, { altKey: true }])
    assert.equal(modeKey(key(square, extra), container), null, JSON.stringify(extra));
  assert.equal(modeKey(key(field), container), null, 'typed in a field');
  assert.equal(modeKey(key(outside), container), null, 'typed in another part of the page');
  assert.equal(modeKey(key(square), { ...container, isConnected: false }), null, 'a mode gone from the page');
});

test('the target inside a shadow root is the key’s own, not its host', () => {
  const host = node('host');
  const e = { key: 'f', target: host, composedPath: () => [square, host] };
  assert.equal(modeKey(e, container).target, square);
});
