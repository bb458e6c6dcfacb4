// The Polis game page: the board view, the game controller, the side panel, the dialogs and the
// game record put together (the play mode: web/play/mode.js wires them).
//
//   import { mountPolis, configFromUrl } from './web/ui.js';
//   const game = mountPolis(document.getElementById('polis'), { blue: 'human', red: 'ai', level: 'easy' });
//
// mountPolis(container, options) builds the whole game inside `container` (styles: style.css,
// everything scoped under .polis) and returns a handle to it. Its options and the handle are
// declared, with what each does, in types/ui.d.ts (MountOptions, PolisGameHandle), the
// reference; `make typecheck` checks this module's exports against it.
//
// Hooks for tests and scripts: every square has data-square="e4", data-dest="move|win|loss"
// while it is a destination of the selected piece, data-last="from to hop-from hop-to captured"
// (the tokens that apply) after a move; a piece is a child with data-piece = b | B | r | R and
// data-stunned="true" when stunned; the result dialog has data-winner and data-reason, and
// data-armed once it takes presses and keys (600 ms after it appears). The root
// carries data-state (human | thinking | waiting | animating | paused | over), data-turn,
// data-plies, data-view (live or the ply shown), data-ai (loading | ready | failed),
// data-orientation (blue | red: the side at the bottom) and data-theme. Moves are announced in
// the element with aria-live="polite" (.polis-announce). After a review, .polis-line carries
// the better line shown (data-moves) and the step on the board (data-step, empty when off).

import { mountPlay } from './play/mode.js';

export { configFromUrl } from './play/game/record.js';

export function mountPolis(container, options = {}) {
  return mountPlay(container, options);
}
