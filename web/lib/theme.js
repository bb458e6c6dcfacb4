// web/lib/theme.js - the page's theme: the one the player chose on the game page (a preference),
// else the system's; every mode shows it.

import { pref } from '../storage/prefs.js';

export function savedTheme() {
  const light = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches;
  return pref('theme', light ? 'light' : 'dark');
}

// Draws `container` (and, on the game's own page, the page around it) in `theme`.
export function applyTheme(container, theme) {
  container.dataset.theme = theme;
  if (container.closest('body.polis-page')) document.body.dataset.theme = theme;
}
