// The tests' time limits, named once. None of them is a measurement: each only stops a test that
// would otherwise wait forever, so each is far above the time the awaited thing takes on a quiet
// machine (given in brackets) and is meant to hold at a load average of 20 on 2 cores, where a
// step can take 20 times as long. A test that checks how fast something is compares it with
// another thing measured in the same run (a ratio), never with one of these.
//
// Raise one here, with its reason, rather than writing a number in a test; a test that needs
// more than one of these gives a multiple of it (`2 * TIMEOUT.AI_MOVE`) and says why.

export const TIMEOUT = Object.freeze({
  // The page reacts to an input: a square marked, a dialog opened, an attribute set (ms).
  STEP: 30_000,
  // The page or the element is loaded and its engine worker has compiled the wasm (1-2 s); also
  // the limit of every wait a browser test gives none (the page's default timeout).
  READY: 60_000,
  // The computer answers one move at the levels the tests use (at most 2 s of thinking).
  AI_MOVE: 60_000,
  // A whole game's review or a long analysis: one search per move (10-20 s).
  REVIEW: 180_000,
  // A worker or a thread ends after it was told to (ms; Chromium drops a stopped worker from
  // its list late when the machine is busy).
  TEARDOWN: 30_000,
  // How late a timed search's answer may arrive past its time: the search thread waits for a
  // core and its message for the event loop (ms when quiet). A search that ignores its time
  // runs to the engine's 60 s limit.
  LATE_ANSWER: 10_000,
  // One browser test (node:test's per-test limit), for the longest ones (a whole game, the
  // random journeys' several games).
  TEST: 600_000,
});

// How often conditions are polled (ms): often enough that a wait ends soon after its condition
// holds, rarely enough to cost nothing beside the page.
export const POLL_MS = 25;
