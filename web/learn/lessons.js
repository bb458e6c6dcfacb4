// web/learn/lessons.js - the lessons of the Learn mode, as data: each step a small position (Blue to
// move), the task in words, a goal that web/learn/check.js checks with the rules and the engine
// (any move reaching it counts), the intended solution (Blue's moves; Red answers by the
// engine's exact search in between) and wrong moves with the kind of reason the checker gives
// for them; `after`, what a passed step says more. tests/wasm/lessons.test.mjs solves every step with the engine and checks every reason.
// Positions are strings as in docs/RULES.md; "+" after a chariot: stunned.

export const LESSONS = [
  {
    id: 'moving',
    title: 'Moving',
    intro:
      'Each turn you move one piece to a free square next to it, in any of the eight directions. There is no passing.',
    steps: [
      {
        position: 'B7/8/8/3b4/8/8/8/7R b',
        task: 'Move your dog on d4: pick it, then a square next to it.',
        goal: { kind: 'move', piece: 'dog' },
        solution: ['d4d5'],
        wrong: [{ move: 'a1b2', reason: 'wrong-piece' }],
      },
      {
        position: '8/b7/3B4/8/8/8/8/7R b',
        task: 'Your chariot (the piece with the wheel) wants row 8, the far row. Move it one row closer.',
        goal: { kind: 'advance' },
        solution: ['d3d4'],
        wrong: [{ move: 'd3e3', reason: 'not-closer' }],
      },
      {
        position: '8/1b5R/8/8/8/8/4B3/8 b',
        task: 'Win: bring your chariot to row 8.',
        goal: { kind: 'win', moves: 1 },
        solution: ['e7e8'],
        wrong: [{ move: 'e7e6', reason: 'threat-win' }],
      },
    ],
  },
  {
    id: 'hops',
    title: 'Hops',
    intro:
      'When a piece lands on a square, the pieces touching that square jump over it to the square opposite, if that square is free.',
    steps: [
      {
        position: 'B7/8/3b4/8/3r4/8/8/7R b',
        task: 'Make the red dog on d5 jump over your dog.',
        goal: { kind: 'hop', square: 'd5' },
        solution: ['d3d4'],
        wrong: [{ move: 'd3c3', reason: 'not-hopped' }],
      },
      {
        position: 'B7/8/3b4/2b5/7r/8/8/7R b',
        task: 'Your own pieces jump too. Make your dog on c4 jump.',
        goal: { kind: 'hop', square: 'c4' },
        solution: ['d3d4'],
        wrong: [{ move: 'd3e3', reason: 'not-hopped' }],
      },
    ],
  },
  {
    id: 'defender',
    title: 'The defender',
    intro:
      'An enemy piece does not jump when a piece of its own side stands right behind it, on the same line. Your own pieces get no such protection.',
    steps: [
      {
        position: 'B7/8/3b4/8/3r4/3r4/8/7R b',
        task: 'Make the red dog on d5 jump. The red dog on d6 stands right behind it.',
        goal: { kind: 'hop', square: 'd5' },
        solution: ['d3c4'],
        wrong: [{ move: 'd3d4', reason: 'not-hopped' }],
      },
    ],
  },
  {
    id: 'capture',
    title: 'Capturing dogs',
    intro:
      'A dog between two enemy pieces on a line (across, down or diagonal) is captured. Chariots are never captured.',
    steps: [
      {
        position: 'B7/8/8/b7/1rb5/8/8/7R b',
        task: 'Capture the red dog on b5.',
        goal: { kind: 'capture', square: 'b5' },
        solution: ['a4a5'],
        wrong: [{ move: 'a4b4', reason: 'not-captured' }],
      },
      {
        position: 'B7/3b4/3b4/8/3r4/8/8/7R b',
        task: 'A dog that jumps between two enemies is captured too. Capture the red dog on d5.',
        goal: { kind: 'capture', square: 'd5' },
        solution: ['d3d4'],
        wrong: [{ move: 'd3e4', reason: 'not-captured' }],
      },
    ],
  },
  {
    id: 'stun',
    title: 'Stunning a chariot',
    intro:
      'A chariot between two enemy pieces on a line is stunned: it cannot move. The stun lasts while it stays between them and ends as soon as one of them leaves.',
    steps: [
      {
        position: 'B7/8/8/5b2/3bR1r1/8/8/8 b',
        task: 'Stun Red\u2019s chariot on e5.',
        goal: { kind: 'stun' },
        // Said once the step is passed; tests/wasm/lessons.test.mjs checks it by the rules.
        after:
          'Your dog on f5 stands between Red\u2019s chariot and a red dog, yet it is not captured: a stunned chariot cannot capture.',
        solution: ['f4f5'],
        wrong: [{ move: 'f4e4', reason: 'not-stunned' }],
      },
      {
        position: '8/8/4b3/2rB+r3/8/8/8/7R b',
        task: 'Your chariot is stunned between two red dogs. Free it.',
        goal: { kind: 'free' },
        solution: ['e3f4'],
        wrong: [{ move: 'e3e2', reason: 'still-stunned' }],
      },
    ],
  },
  {
    id: 'race',
    title: 'The race',
    intro:
      'Both chariots race for the far row. Count the rows each still has to go, and whose turn it is: the first to arrive wins.',
    steps: [
      {
        position: '8/8/8/6R1/1B6/8/8/8 b',
        task: 'Both chariots are 3 rows from their far row and you move first. Win the race in 3 moves.',
        goal: { kind: 'win', moves: 3 },
        solution: ['b5b6', 'b6b7', 'b7b8'],
        wrong: [{ move: 'b5c5', reason: 'forced-loss' }],
      },
      {
        position: '7r/8/4bR+b1/8/2B5/8/8/8 b',
        task: 'Red\u2019s chariot is closer, but it is stunned. Win in 3 moves.',
        goal: { kind: 'win', moves: 3 },
        solution: ['c5c6', 'c6c7', 'c7c8'],
        wrong: [{ move: 'g3h3', reason: 'threat-win' }],
      },
    ],
  },
  {
    id: 'trap',
    title: 'Do not carry Red to its row',
    intro:
      'A chariot can reach its far row by jumping. A move next to Red\u2019s chariot can make it jump onto row 1, and Red wins. The board marks such a move when you pick the piece.',
    steps: [
      {
        position: '2b5/B5b1/3R4/8/8/8/8/8 b',
        task: 'Make any move that does not let Red win on its next move.',
        goal: { kind: 'stop', moves: 1 },
        solution: ['g2g3'],
        wrong: [{ move: 'c1d2', reason: 'hands-over' }],
      },
      {
        position: '3b4/B7/4R3/8/8/8/8/8 b',
        task: 'Red\u2019s chariot is 2 rows from row 1 and would get there in 2 moves. Stop it, without carrying it there.',
        goal: { kind: 'stop', moves: 2 },
        solution: ['d1e1'],
        wrong: [
          { move: 'd1d2', reason: 'hands-over' },
          { move: 'a2a3', reason: 'forced-loss' },
        ],
      },
    ],
  },
  {
    id: 'tempo',
    title: 'Blocking and tempo',
    intro:
      'There is no passing: every move changes something. Block the squares a chariot needs, and count whose turn it is.',
    steps: [
      {
        position: '3b2b1/4R3/8/8/B7/8/8/8 b',
        task: 'Red\u2019s chariot is one row from row 1, and e1 and f1 are open. One dog move stops it: find it.',
        goal: { kind: 'stop', moves: 1 },
        // Said once the step is passed; tests/wasm/lessons.test.mjs checks it by the rules.
        after:
          'Your dog on f1 fills one square, and e1 is now between your dogs on d1 and f1: a chariot cannot step where it would be stunned.',
        solution: ['g1f1'],
        wrong: [
          { move: 'd1e1', reason: 'threat-win' },
          { move: 'a5a6', reason: 'threat-win' },
        ],
      },
      {
        position: '8/b7/5R2/8/8/2B5/8/8 b',
        task: 'Both chariots are 2 rows from their far row. A dog move wastes your turn. Win in 2 moves.',
        goal: { kind: 'win', moves: 2 },
        solution: ['c6c7', 'c7c8'],
        wrong: [{ move: 'a2a3', reason: 'forced-loss' }],
      },
    ],
  },
];
