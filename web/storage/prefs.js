// web/storage/prefs.js - the page's remembered preferences (sound, theme, evaluation bar, tap to
// play, lessons done), shared by every game on the site, through web/storage/store.js (a read
// never throws; a preference that cannot be kept still holds for this visit).

import { readText, writeText } from './store.js';
import { prefKey } from './keys.js';

export function pref(name, fallback) {
  return readText(prefKey(name)) ?? fallback;
}

// The theme the player chose on the game page, else the system's (web/lib/theme.js draws it).
export function savedTheme() {
  const light = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches;
  return pref('theme', light ? 'light' : 'dark');
}

export function setPref(name, value) {
  writeText(prefKey(name), String(value)); // not kept: the choice holds for this visit
}
