// The words for the play controller's messages (web/play/ctrl.js keeps keys, not words): the
// line under the board (ctrl.state.said) and the notices over the game (ctrl.state.notices).
// A message that is already words (a string) is shown as it is.
//
//   say({ key: 'premoveGone', move: 'b2b3' }) -> 'Planned move b2b3 is no longer possible.'

import {
  premoveGone,
  aiFailure,
  MOVED_ELSEWHERE,
  noHint,
  unknownLevel,
  PIECE_STUCK,
  COPIED,
  ABORTED,
  NOT_OPENED,
  colours,
} from '../words/game-controls.js';
import { storageWords } from '../words/storage.js';
import { NAME } from '../words/names.js';
import { ratingWords } from '../words/rating.js';

const WORDS = {
  premoveGone: (m) => premoveGone(m.move),
  movedElsewhere: () => MOVED_ELSEWHERE,
  noHint: (m) => noHint(m.why),
  stunned: (m) => PIECE_STUCK.stunned(m.by, m.by && NAME[m.enemy]),
  stuck: () => PIECE_STUCK.stuck,
  copied: (m) => COPIED[m.what],
  aiTakenOver: (m) => aiFailure.takenOver(aiFailure[m.kind](m.why), m.player),
  aiNotLoaded: (m) => aiFailure.notLoaded(m.why),
  storage: (m) => storageWords[m.problem],
  unknownLevel: (m) => unknownLevel(m.given, m.used, m.isDefault),
  unrated: (m) => ratingWords.nowUnrated[m.why],
  aborted: () => ABORTED,
  notOpened: () => NOT_OPENED,
  colours: (m) => colours(m.side, m.first),
};

export function say(msg) {
  if (msg === null || msg === undefined) return null;
  return typeof msg === 'string' ? msg : WORDS[msg.key](msg);
}
