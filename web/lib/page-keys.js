// web/lib/page-keys.js - whose a key is: the one filter every mode's document-wide key listener
// (the game's F and arrows, the analysis board's, the puzzle's solution steps, `?` for the key
// help) runs first.
//
//   const k = modeKey(e, container);   // null: not the mode's key; else { target, onBody }
//
// A key is not the mode's when it was taken already (defaultPrevented), comes with Ctrl, Meta
// or Alt (the browser's and the system's), when the mode is no longer on the page, when it is
// typed in a field (input, textarea, select, contenteditable), or when it is typed in another
// part of the page than the mode's container. A key on the page's body (nothing focused) is
// given with onBody: each mode decides whether it takes those (web/play/events.js: the game
// used last on the page; web/lib/key-help.js: only the game's own page). The target is the key's
// own, also inside a shadow root (<polis-game>), where e.target is the host.

const FIELDS = 'input, textarea, select, [contenteditable]';

export function modeKey(e, container) {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || !container.isConnected) return null;
  const target = e.composedPath ? e.composedPath()[0] : e.target;
  const onBody = !target || target === document.body || target === document.documentElement;
  if (onBody) return { target, onBody };
  if (target.closest?.(FIELDS) || !container.contains(target)) return null;
  return { target, onBody };
}
