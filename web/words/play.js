// What the page says, in a player's words: move descriptions, the computer's thinking line,
// the game's end. One move numbering everywhere: Blue's move and Red's answer share a number
// ("3. b2b3", "3… g7g6"); a game that starts with Red begins with "1… ".

import { moveToString } from '../rules.js';
import { other } from '../rules/util.js';

export const NAME = { blue: 'Blue', red: 'Red' };
// The panel's line before the first move (the move list says there are none): what to do.
export const firstMoveInfo = (humanTurn) =>
  humanTurn ? 'Pick a piece, then a square next to it, or drag it.' : 'No moves yet.';
// The line under the board when the computer's reply made the player's planned move illegal
// (short: it must fit one line on a phone held sideways).
export const premoveGone = (move) => `Planned move ${move} is no longer possible.`;
// When the computer cannot play its move, its side goes to a human (web/play/controller.js).
export const aiFailure = {
  badMove: (why) => `The computer chose a move that is not allowed (${why}).`,
  noMove: (why) => `The computer could not move: ${why}`,
  takenOver: (message, side) => `${message} ${NAME[side]} is now played by a human.`,
  notLoaded: (why) =>
    `The computer player could not be loaded (${why}). You can still play: both sides are played by humans on this screen.`,
};
// Shown when another tab on the same game moved it on and this one now shows that game.
export const MOVED_ELSEWHERE = 'This game went on in another tab: here it is as it stands there.';
export const DIALOG = { close: 'Close' };
// The panel's switches: names that never change (their state is shown, not spelled).
export const TOGGLES = {
  sound: { label: 'Sound', title: 'Sound: a click for every move' },
  theme: { label: 'Dark theme', title: 'Dark theme (off: light)' },
  balance: { label: 'Balance bar', title: 'Balance bar: who stands better, beside the board' },
  tap: {
    label: 'Play on first tap',
    title: 'Play on first tap: a tap on a destination plays the move (hold to preview it)',
  },
};
export const CARD = { computer: 'Computer', you: 'You', human: 'Human' };
// The Resign button, and the same button armed by a first press (a second press resigns).
export const RESIGN = {
  idle: 'Resign',
  title: 'Give up this game',
  armed: 'Confirm',
  armedTitle: 'Press again to give up this game, or anywhere else to go on',
};
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function stunnedChariots(board) {
  const out = { blue: false, red: false };
  for (const row of board)
    for (const cell of row) if (cell && cell.type === 'chariot' && cell.stunned) out[cell.team] = true;
  return out;
}

export function countPieces(board) {
  const n = { blue: 0, red: 0 };
  for (const row of board) for (const cell of row) if (cell) n[cell.team]++;
  return n;
}

// ["2 hops", "captures 1 Red dog"] for a move's result.
export function describeResult(result, player) {
  const parts = [];
  if (result.hops.length) parts.push(plural(result.hops.length, 'hop'));
  const lost = { blue: 0, red: 0 };
  for (const c of result.captured) lost[c.team]++;
  for (const team of [other(player), player]) {
    if (lost[team]) parts.push(`captures ${lost[team]} ${NAME[team]} dog${lost[team] > 1 ? 's' : ''}`);
  }
  return parts;
}

// Short marks for the move list: "2 hops", "×1" (dogs captured).
export function moveTags(result) {
  const tags = [];
  if (result.hops.length) tags.push(plural(result.hops.length, 'hop'));
  if (result.captured.length) tags.push(`\u00d7${result.captured.length}`);
  return tags;
}

// The number of ply n (1-based) in the move list's numbering.
export function moveNumber(startPlayer, n) {
  return Math.floor((n - 1 + (startPlayer === 'red' ? 1 : 0)) / 2) + 1;
}

// "3. b2b3" or "3… g7g6".
export function plyLabel(startPlayer, n, ply) {
  return `${moveNumber(startPlayer, n)}${ply.player === 'blue' ? '.' : '\u2026'} ${moveToString(ply.move)}`;
}

// "Blue played 3. b2b3: 2 hops, captures 1 Red dog." for the live region and the panel.
export function lastMoveText(startPlayer, n, ply) {
  const parts = describeResult(ply.result, ply.player);
  const stun = stunnedChariots(ply.after.board);
  for (const p of ['blue', 'red']) if (stun[p]) parts.push(`${NAME[p]}'s chariot is stunned`);
  return `${NAME[ply.player]} played ${plyLabel(startPlayer, n, ply)}${parts.length ? ': ' + parts.join(', ') : ''}.`;
}

// How a score (tenths of a piece, from `player`'s side) reads to a player.
export function standing(score, mateIn, player) {
  if (mateIn !== null && mateIn !== undefined) {
    const moves = Math.ceil(Math.abs(mateIn) / 2);
    return mateIn > 0
      ? `${NAME[player]} can force a win in ${plural(moves, 'move')}`
      : `${NAME[other(player)]} can force a win in ${plural(moves, 'move')}`;
  }
  if (typeof score !== 'number') return '';
  const a = Math.abs(score);
  const who = NAME[score > 0 ? player : other(player)];
  if (a < 5) return 'about even';
  if (a < 15) return `${who} slightly better`;
  if (a < 40) return `${who} better`;
  return `${who} much better`;
}

// A search depth (plies: one side's move each) counted as the move list counts, where a move is
// Blue's move and Red's reply: 3 plies are "1\u00bd moves".
export function movesAhead(plies) {
  const whole = Math.floor(plies / 2);
  const text = plies % 2 ? `${whole || ''}\u00bd` : String(whole);
  return `${text} ${plies > 2 ? 'moves' : 'move'}`;
}

// "Red is thinking · 4\u00bd moves ahead · Red slightly better".
export function thinkingLine(task) {
  const bits = [`${NAME[task.player]} is thinking`];
  const p = task.progress;
  if (p && typeof p.depth === 'number') bits.push(`${movesAhead(p.depth)} ahead`);
  if (p) {
    const s = standing(p.score, p.mateIn, task.player);
    if (s) bits.push(s);
  }
  return bits.join(' \u00b7 ');
}

// The game-over dialog's title and sentence.
export function resultWords(over, plies, startPlayer, humans) {
  const w = NAME[over.winner];
  const title = humans.length === 1 ? (over.winner === humans[0] ? 'You win!' : `${w} wins`) : `${w} wins`;
  const last = plies.length ? plies[plies.length - 1] : null;
  const when = last ? ` on move ${moveNumber(startPlayer, plies.length)}` : '';
  let text;
  if (over.reason === 'resign') text = `${NAME[other(over.winner)]} resigned${when}.`;
  else if (over.reason === 'no-moves') text = `${NAME[other(over.winner)]} has no legal move left.`;
  else if (last && last.player !== over.winner) {
    text = `${NAME[last.player]}'s move ${moveToString(last.move)} carried ${w}'s chariot home to row ${over.winner === 'blue' ? 8 : 1}.`;
  } else text = `${w}'s chariot reached row ${over.winner === 'blue' ? 8 : 1}${when}.`;
  return { title, text };
}

// The panel's status line (one short line).
export function statusText(game, ui, humans) {
  const pos = game.live();
  const n = ui.browse === null ? game.plies.length : ui.browse;
  if (ui.browse !== null)
    return n === 0
      ? 'Viewing the start of the game'
      : `Viewing move ${plyLabel(game.start.player, n, game.plies[n - 1])}`;
  if (game.over) {
    const o = game.over;
    return `${NAME[o.winner]} wins: ${o.reason === 'chariot' ? 'chariot home' : o.reason === 'resign' ? `${NAME[other(o.winner)]} resigned` : `${NAME[other(o.winner)]} cannot move`}`;
  }
  const you = humans.length === 1 && !game.isAi(pos.player);
  let text = you ? `Your move (${NAME[pos.player]})` : `${NAME[pos.player]} to move`;
  if (game.isAi(pos.player) && game.paused) text += ' \u00b7 paused';
  if (game.isAi(pos.player) && game.aiStatus === 'loading') text += ' \u00b7 the computer is getting ready';
  if (stunnedChariots(pos.board)[pos.player]) text += ' \u00b7 chariot stunned';
  return text;
}

// The line under the board: the previewed move, a hint, a planned move or a note.
export function previewText(game, ui, balance = null) {
  if (ui.reviewing && ui.reviewing.done < ui.reviewing.total)
    return `Reviewing the game\u2026 ${ui.reviewing.done} of ${ui.reviewing.total} positions`;
  if (ui.reviewNote) return ui.reviewNote;
  if (ui.browse !== null) return 'Click the board or press End to go back to the game.';
  if (ui.flash) return ui.flash;
  if (ui.preview && game.humanTurn()) {
    const m = ui.preview;
    const res = game.resultOf(m);
    const mover = game.live().board[m.fromR][m.fromC];
    const parts = describeResult(res, game.live().player);
    const before = stunnedChariots(game.live().board);
    const after = stunnedChariots(res.board);
    for (const p of ['blue', 'red'])
      if (after[p] !== before[p]) parts.push(`${NAME[p]}'s chariot ${after[p] ? 'is stunned' : 'is freed'}`);
    if (res.winner === game.live().player) parts.push(`${NAME[res.winner]} wins`);
    const danger = res.winner && res.winner !== game.live().player;
    if (danger)
      parts.push(
        res.reason === 'chariot'
          ? `it carries ${NAME[res.winner]}'s chariot home, so ${NAME[res.winner]} wins`
          : `${NAME[res.winner]} wins`,
      );
    const why = !danger && ui.previewWhy ? ` Careful! ${ui.previewWhy}` : '';
    return `${danger ? 'Careful! ' : ''}${mover.type === 'chariot' ? 'Chariot' : 'Dog'} ${moveToString(m)}: ${parts.length ? parts.join(', ') : 'no jumps, no captures'}.${why}${ui.touchPreview ? ' Tap again to play.' : ''}`;
  }
  if (ui.hint) {
    if (ui.hint.pending) return 'Looking for a good move\u2026';
    const line = ui.hint.pv.slice(1, 4);
    const why = ui.hint.why ? ` Why: ${ui.hint.why}.` : '';
    return `Hint: ${moveToString(ui.hint.move)}${line.length ? `, expecting ${line.join(' ')}` : ''}.${why}`;
  }
  if (game.premove) return `Planned: ${moveToString(game.premove)}, played as soon as it is your turn.`;
  if (ui.selected !== null)
    return game.humanTurn() ? 'Choose where to move.' : 'Plan a move to play as soon as it is your turn.';
  // With the balance bar on, the idle line is its label.
  if (balance) return `${balance.label} (the bar left of the board).`;
  return 'Goal: Blue\u2019s chariot to row 8, Red\u2019s chariot to row 1.';
}

// "5. d2d3 was a mistake. Better: c2c3, then g7g6 e2e3." (a reviewed move that was not the best).
export function reviewNote(startPlayer, n, ply, r) {
  const line = r.line.length ? `, then ${r.line.join(' ')}` : '';
  const was = `${plyLabel(startPlayer, n, ply)} was ${r.mark === 'inaccuracy' ? 'an inaccuracy' : r.mark === 'good' ? 'good' : `a ${r.mark}`}.`;
  // With its reasons (web/explain/facts.js) once known: what the move allowed, what the better one does.
  const why = r.why || { played: '', better: '' };
  return `${was}${why.played ? ` ${why.played}` : ''} Better: ${r.best}${why.better ? ` (${why.better})` : ''}${line}.`;
}

// The notice for an unknown level (given value cut short: a link may carry anything).
export function unknownLevel(given, used, isDefault) {
  const shown = given.length > 24 ? `${given.slice(0, 24)}\u2026` : given;
  return `There is no level "${shown}"; the game uses ${isDefault ? 'the default level, ' : 'level '}${used}.`;
}

// The better line's place: its length at the start, then the move on the board ("7. c2c3")
// with what it does (web/explain/facts.js), when it does something worth saying.
export function lineStep(step, plies, label, why = '') {
  return step === 0
    ? `The better line: ${movesAhead(plies)}`
    : `${label} (${step}/${plies})${why ? `: ${why}` : ''}`;
}

export const noHint = (why) => `No hint this time: ${why}`;

// ------------------------------------------------------------ reasons (facts of web/explain/facts.js)
// Each fact becomes one short clause; `you` (the single human's side, or null) turns "Blue's"
// into "your".
const ROW_HOME = { blue: 8, red: 1 };
const listSquares = (s) => (s.length === 1 ? s[0] : `${s.slice(0, -1).join(', ')} and ${s[s.length - 1]}`);
const whose = (side, you) => (side === you ? 'your' : `${NAME[side]}'s`);
const dogsOf = (side, squares, you) =>
  `${whose(side, you)} dog${squares.length > 1 ? 's' : ''} on ${listSquares(squares)}`;
const inMoves = (n) => `in ${plural(n, 'move')}`;

// The clause for one fact (without the leading "This move" / "Better: ...").
export function reasonClause(f, you = null) {
  const opp = other(f.side);
  switch (f.kind) {
    case 'wins':
      return f.how === 'no-moves'
        ? `it leaves ${NAME[opp]} no legal move, so ${NAME[f.side]} wins`
        : `${whose(f.side, you)} chariot reaches row ${ROW_HOME[f.side]} and wins`;
    case 'hands-over':
      return `it carries ${whose(f.side, you)} chariot home to row ${ROW_HOME[f.side]}: ${NAME[f.side]} wins`;
    case 'captures':
      return `it captures ${dogsOf(opp, f.squares, you)}`;
    case 'costs':
      return `it loses ${dogsOf(f.side, f.squares, you)}`;
    case 'stuns':
      return f.turns === undefined
        ? `it leaves ${whose(f.side, you)} chariot on ${f.square} stunned`
        : `it stuns ${whose(f.side, you)} chariot on ${f.square} for ${f.turns === 1 ? 'a move' : plural(f.turns, 'move')}`;
    case 'frees':
      return `it frees ${whose(f.side, you)} chariot on ${f.square}`;
    case 'threat-win':
      return `it lets ${NAME[f.side]} win at once with ${f.move}`;
    case 'threat-capture':
      return `it lets ${NAME[f.side]} capture ${dogsOf(opp, f.squares, you)} (${f.move})`;
    case 'forced-loss':
      return `${NAME[f.side]} can then force a win ${inMoves(f.moves)}, whatever ${NAME[opp]} does`;
    case 'forced-win':
      return `it wins by force ${inMoves(f.moves)}`;
    case 'safe':
      return `it keeps ${dogsOf(f.side, f.squares, you)} safe`;
    case 'line-capture':
      return `if ${NAME[opp]} answers ${f.answer}, ${f.move} captures ${dogsOf(opp, f.squares, you)}`;
    case 'race': {
      const lead = f.ahead;
      return `${NAME.blue}'s chariot is ${plural(f.blue, 'row')} from row 8, ${NAME.red}'s ${plural(f.red, 'row')} from row 1: ${NAME[lead]} is ahead in the race`;
    }
    case 'mobility':
      return `${NAME[f.side]} has only ${plural(f.count, 'legal move')} left`;
    default:
      return '';
  }
}

const sentence = (clauses) =>
  clauses.length ? clauses.join('; ').replace(/^./, (c) => c.toUpperCase()) + '.' : '';

// "It lets Red capture your dog on d4 (d5d4)." for the move played.
export function playedReasons(facts, you = null) {
  return sentence(facts.map((f) => reasonClause(f, you)));
}

// "Better: e3e4: it stuns Red's chariot on h5 for a move; it wins by force in 2 moves."
export function betterReasons(best, facts, you = null) {
  return `Better: ${best}${facts.length ? `: ${facts.map((f) => reasonClause(f, you)).join('; ')}` : ''}.`;
}

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
  lessonDone: (title, more) =>
    `Well done! You finished \u201c${title}\u201d.${more ? ' Next: the next lesson.' : ' That was the last lesson: time for a game.'}`,
  welcome: 'New to Polis?',
  welcomeLearn: 'Learn it in 8 short lessons',
  welcomeOr: 'or',
  welcomePlay: 'play an easy game',
  learn: 'Learn',
};

// ---------------------------------------------------------------- puzzles (web/puzzle/mode.js)
const solverMoves = (plies) => Math.ceil(plies / 2);
export const THEME_WORDS = {
  capture: 'a capture',
  stun: 'a stun',
  race: 'the race home',
  trap: 'a quiet move',
  defence: 'defence',
  zugzwang: 'no moves left',
};

// The goal of a puzzle, in a sentence.
export function puzzleGoal(p, solver) {
  if (p.goal === 'save') {
    const when = p.plies === 2 ? 'on its next move' : `within ${plural(p.plies / 2, 'move')}`;
    return `${NAME[solver]} to move. ${NAME[other(solver)]} threatens to win ${when}: find the only move that holds.`;
  }
  const n = solverMoves(p.plies);
  return `${NAME[solver]} to move and win ${n === 1 ? 'at once' : `in ${n} moves`}: only one move does it.`;
}

// Why a wrong move fails: verdict from web/puzzle/set.js judge(); movesLeft counted before it.
export function puzzleWhy(p, solver, verdict, movesLeft) {
  const them = NAME[other(solver)];
  if (verdict.result.winner && verdict.result.winner !== solver)
    return `That move carried ${them}'s chariot home to row ${solver === 'blue' ? 1 : 8}.`;
  const answer = verdict.reply
    ? `${them} answers ${moveToString(verdict.reply.move)}${(() => {
        const d = describeResult(verdict.reply.result, other(solver));
        return d.length ? ` (${d.join(', ')})` : '';
      })()}`
    : '';
  if (p.goal === 'save') {
    const more = p.plies / 2 - 1; // the opponent's moves still needed after its answer
    const wins = verdict.reply?.result.winner
      ? 'and wins'
      : more <= 1
        ? 'and wins with its next move'
        : `and wins within ${more} more moves`;
    return `${answer || `${them} has an answer`}, ${wins}.`;
  }
  const n = movesLeft;
  return `${answer || `${them} has an answer`}: no win ${n === 1 ? 'at once' : `in ${n} moves`} is left after that move.`;
}

export const puzzleWords = {
  loading: 'Loading the puzzles\u2026',
  failed: (why) => `The puzzles could not be loaded (${why}).`,
  right: 'Right.',
  reply: (solver, move) => `${NAME[other(solver)]} answers ${move}. Your move.`,
  solved: (p) => `Solved! The idea: ${THEME_WORDS[p.theme]}.`,
  solvedAfter: 'Solved, with help this time.',
  retry: 'Try again: the position is back.',
  hintPiece: 'Hint: this piece moves.',
  hintMove: 'Hint: this move.',
  title: (id) => `Puzzle ${id}`,
  rating: (r) => `Puzzle rating ${Math.round(r.rating)} \u00b1 ${Math.round(2 * r.rd)}`,
  change: (c) => `${c >= 0 ? '+' : '\u2212'}${Math.abs(Math.round(c))}`,
  streak: (n, best) => `Streak ${n} \u00b7 best ${best}`,
  solvedCount: (n, total) => `${n} of ${total} solved`,
  level: (label) => `Level of the puzzle: ${label}`,
  back: 'Play a game',
  editor: 'Set up a position',
  entry: 'Puzzles', // the link in the game's panel (web/page/route.js)
};

// ---------------------------------------------------------------- the player's rating (web/play/rating-keeper.js)
export const ratingWords = {
  rated: (r) => {
    const sign = r.change >= 0 ? '+' : '\u2212';
    const move =
      r.suggestion === 'up'
        ? ' A stronger level would suit you now.'
        : r.suggestion === 'down'
          ? ' A weaker level would suit you better for now.'
          : '';
    return `Your rating: ${Math.round(r.after.rating)} (${sign}${Math.abs(Math.round(r.change))}, give or take ${Math.round(2 * r.after.rd)}) against ${r.level.label}, rated ${r.level.rating}.${move}`;
  },
  unrated: (why) =>
    ({
      'two-humans': 'Not rated: two players on one screen.',
      undo: 'Not rated: a move was taken back.',
      level: 'Not rated: the level changed during the game.',
      'no-human': '',
      done: '',
    })[why] ?? '',
  // In the New game dialog, under the level.
  summary: (r) =>
    r.games
      ? `Your rating: ${Math.round(r.rating)}, give or take ${Math.round(2 * r.rd)}, after ${plural(r.games, 'rated game')}.`
      : 'No rating yet: each finished game against the computer rates you.',
  reset: 'Forget my rating',
  resetAgain: 'Press again to forget it',
  resetDone: 'Your rating is forgotten: the next rated game starts a new one.',
};

// ---------------------------------------------------------------- the position editor (web/editor/mode.js)
export const editorWords = {
  title: 'Set up a position',
  tools: { b: 'Blue dog', B: 'Blue chariot', r: 'Red dog', R: 'Red chariot', stun: 'Stun', erase: 'Remove' },
  toolsLabel: 'What a click on a square does',
  side: { blue: 'Blue', red: 'Red' },
  sideLabel: 'To move',
  textLabel: 'Position string',
  load: 'Load',
  copy: 'Copy',
  copied: 'Position copied.',
  clear: 'Empty board',
  start: 'Start position',
  play: 'Play from here',
  back: 'Back to the game',
  stunOnlyChariot: 'Only a chariot can be stunned.',
  over: (winner) => `${NAME[winner]}'s chariot already stands on its goal row: the game would be over`,
  noMoves: (player) => `${NAME[player]} has no legal move: the game would be over`,
  refused: (why) => `Not allowed: ${why}.`.replace(/\.\.$/, '.'),
  allowed: (player) => `A legal position, ${NAME[player]} to move.`,
};
