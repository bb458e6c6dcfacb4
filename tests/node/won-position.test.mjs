// One answer for a position where the game is already over (issue 22, item 5): ?position= (the
// game), ?analysis= (the analysis board) and ?editor= (the editor) all refuse it, for the same
// reason in the editor's words (a chariot on its goal row, or no move for the side to move); a
// playable position is taken by all three. Each position's state is checked by web/rules.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { configFromUrl } from '../../web/play/game/record.js';
import { linkStart } from '../../web/analysis/link.js';
import { createEditorCtrl } from '../../web/editor/ctrl.js';
import { editorWords } from '../../web/words/editor.js';

const q = (name, position) => `?${new URLSearchParams({ [name]: position })}`;

// The editor's words for its verdict (as web/editor/view.js says them).
const editorSays = (why) =>
  typeof why === 'string'
    ? why
    : why.winner
      ? editorWords.over(why.winner)
      : editorWords.noMoves(why.noMoves);

const OVER = [
  'B6R/8/8/8/8/8/8/8 b', // Red's chariot on a1, its goal row
  'B6R/8/8/8/8/8/8/8 r',
  '8/8/8/8/8/8/8/B6R r', // Blue's chariot on its goal row
  'R6B+/8/8/8/8/8/8/8 b',
];

test('a position already won: refused by ?position=, ?analysis= and ?editor=, for the same reason', () => {
  for (const position of OVER) {
    const p = Rules.parsePosition(position);
    const w = Rules.winner(p.board);
    assert.ok(w, `${position}: won by the rules`);
    const why = editorWords.over(w);

    const game = configFromUrl(q('position', position));
    assert.equal(game.config.position, undefined, `${position}: the game does not start there`);
    assert.equal(game.problems.length, 1, position);
    assert.ok(game.problems[0].includes(why), `?position=: ${game.problems[0]}`);
    assert.match(game.problems[0], /the game starts from the usual start\.$/);

    const analysis = linkStart(new URLSearchParams(q('analysis', position)).get('analysis'));
    assert.equal(analysis.start, undefined, `${position}: the analysis does not start there`);
    assert.ok(analysis.problem.includes(why), `?analysis=: ${analysis.problem}`);

    const editor = createEditorCtrl({ position });
    const verdict = editor.verdict();
    assert.equal(verdict.position, null, `${position}: the editor refuses it`);
    assert.equal(editorSays(verdict.why), why, '?editor=: the same words');
  }
});

test("a position where the side to move has no move: refused everywhere too, in the editor's words", () => {
  const position = 'Br6/rr6/8/8/8/8/8/7R b'; // Blue's chariot on a1 walled in by Red's dogs
  const p = Rules.parsePosition(position);
  assert.equal(Rules.winner(p.board), null);
  assert.deepEqual(Rules.legalMoves(p.board, p.player), [], 'no move for Blue by the rules');
  const why = editorWords.noMoves('blue');
  assert.ok(configFromUrl(q('position', position)).problems[0].includes(why));
  assert.ok(linkStart(position).problem.includes(why));
  assert.equal(editorSays(createEditorCtrl({ position }).verdict().why), why);
});

test('a playable position: taken by all three, an unencoded + (stunned) read the same way', () => {
  const position = 'B7/8/8/3b4/4r3/8/8/7R+ r';
  for (const query of [q('position', position), '?position=B7/8/8/3b4/4r3/8/8/7R+%20r']) {
    const game = configFromUrl(query);
    assert.deepEqual(game.problems, [], query);
    assert.equal(game.config.position, position, query);
  }
  for (const text of [position, 'B7/8/8/3b4/4r3/8/8/7R  r']) {
    const { start, problem } = linkStart(text);
    assert.equal(problem, undefined, text);
    assert.equal(Rules.formatPosition(start.board, start.player), position, text);
  }
  assert.equal(createEditorCtrl({ position }).verdict().position, position);
});
