// web/lib/theme.js - the page's theme drawn: every mode shows it (the one kept is
// web/storage/prefs.js's savedTheme: the player's choice on the game page, else the system's).

import { onOwnPage } from './dom.js';

// Draws `container` (and, on the game's own page, the page around it) in `theme`.
export function applyTheme(container, theme) {
  container.dataset.theme = theme;
  if (onOwnPage(container)) document.body.dataset.theme = theme;
}
