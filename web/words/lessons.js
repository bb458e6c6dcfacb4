// web/words/lessons.js - the Learn mode's words (web/learn/mode.js): its buttons and progress, and
// why a move missed a lesson step's goal.

import { plural } from './names.js';
import { reasonClause, sentence } from './reasons.js';

// Why a move missed a lesson's goal (web/learn/check.js reasons, or an web/explain/facts.js fact).
export function lessonReason(r, you = 'blue') {
  switch (r.kind) {
    case 'wrong-piece':
      return `That moved your ${r.piece === 'dog' ? 'dog' : 'chariot'}. Try the other piece.`;
    case 'not-closer':
      return `Your chariot is still ${plural(r.rows, 'row')} from row 8.`;
    case 'not-hopped':
      return r.defender
        ? `The piece on ${r.square} did not jump: the piece on ${r.defender} stands behind it and guards it.`
        : `The piece on ${r.square} did not jump: your piece did not land next to it with a free square across.`;
    case 'not-captured':
      return `The dog from ${r.square} was not captured: it is not between two of your pieces.`;
    case 'not-stunned':
      return `Red\u2019s chariot on ${r.square} is not between two of your pieces, so it can still move.`;
    case 'still-stunned':
      return `Your chariot on ${r.square} is still between two red pieces.`;
    case 'not-won':
      return `Red can hold out longer than ${plural(r.moves, 'move')} after that.`;
    case 'not-stopped':
      return `Red can still force a win in ${plural(r.moves, 'move')}.`;
    default:
      return sentence([reasonClause(r, you)]);
  }
}

// The Learn mode's own words.
export const lessonWords = {
  show: 'Show me',
  retry: 'Start the step again',
  next: 'Next',
  exit: 'Play a game',
  choose: 'Choose a lesson',
  howTo: 'Pick a blue piece, then a square next to it (or drag it).',
  wrong: 'Not quite.',
  right: 'Well done!',
  reply: (move, left) => `Red answered ${move}. Now win in ${plural(left, 'move')}.`,
  goalLeft: (left) => `Keep going: win in ${plural(left, 'move')}.`,
  count: (step, steps, done, lessons) => `Step ${step} of ${steps} \u00b7 ${done} of ${lessons} lessons done`,
  lessonDone: (title, next) =>
    `Well done! You finished \u201c${title}\u201d.${next ? '' : ' That was the last lesson: time for a game.'}`,
  doneMark: 'Lesson done',
  nextLesson: (title) => `Next lesson: ${title}`,
  tapAgain: 'Tap the square again to play this move, or pick another.',
  // When the move tried and the solution are both on the board.
  legend: 'Yellow squares: the move you tried, taken back. Green squares and the arrow: a move that works.',
  welcome: 'New to Polis?',
  welcomeLearn: 'Learn it in 8 short lessons',
  welcomeOr: 'or',
  welcomePlay: 'play an easy game',
  learn: 'Learn',
};
