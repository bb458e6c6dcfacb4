// web/play/panel/actions.js - what the panel's buttons do (web/play/panel/panel.js draws them):
// each calls the play controller, then the focus stays on a control (or goes to the board).
// Made by the mount (web/play/mode.js), which gives the board view and the dialogs in `parts`.

import { gameLink, gameRecord } from '../game/record.js';
import { movesText } from '../game/read-moves.js';
import { copyText } from '../../lib/clipboard.js';

export function panelActions(ctrl, parts, openSetup) {
  const focus = (fn) => (arg) => {
    fn(arg);
    const a = document.activeElement;
    if (!a || a === document.body || a.disabled) parts.board.focus();
  };
  const copy = (text, what) => copyText(text).then((ok) => ctrl.say(ok ? { key: 'copied', what } : text));
  const record = () => gameRecord(ctrl.game.settings, ctrl.game);
  return {
    new: () => openSetup(),
    undo: focus(ctrl.undo),
    hint: focus(ctrl.hint),
    resign: focus(ctrl.resign),
    pause: focus(ctrl.togglePause),
    flip: focus(ctrl.flip),
    rules: () => parts.dialogs.openRules(),
    level: focus(ctrl.chooseLevel),
    browse: focus(ctrl.browse),
    'copy-link': () => copy(gameLink(location.href, record()), 'link'),
    'copy-moves': () => copy(movesText(ctrl.game.plies.map((p) => p.move)), 'moves'),
    sound: focus(() => ctrl.toggle('sound')),
    theme: focus(() => ctrl.toggle('theme')),
    balance: focus(() => ctrl.toggle('balance')),
    tap: focus(() => ctrl.toggle('tap')),
  };
}
