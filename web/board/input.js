// The board's input as a state machine without a DOM (chessground's model): the host gives the
// legal destinations of each piece, the machine keeps the selection and the previewed move,
// and reports a move. It knows no rules. The board view (web/board/view.js) feeds it clicks,
// taps, drags, hovers and keys; tests feed it directly (tests/node/board-input.test.mjs).
//
//   const input = createBoardInput({ move, premove, miss, input, changed });
//   input.set({ dests, premoveDests, tapPlay, previews });
//   input.square(i, 'mouse' | 'touch' | 'keyboard'); input.drop(from, to); input.escape();
//
// Config (set() merges it):
//   dests         Map from -> [to]: the moves of the side to move (the player's turn), or null;
//   premoveDests  Map from -> [to]: while the other side is to move, the moves the player may
//                 plan (premoves), or null;
//   tapPlay       a tap on a destination plays at once (else the first tap previews the move);
//   previews      the selected piece's destinations are previewed on hover and on a first tap.
// Events (all optional):
//   move(from, to)      a move chosen on the player's turn;
//   premove(from, to)   a move planned for the next turn; premove(null) drops the plan;
//   miss(i)             a press on a square that is neither a destination nor a piece to move;
//   input(kind)         before any press is handled ('square' | 'drag'): the host may end an
//                       animation and give new destinations (set()) at once;
//   changed()           the selection or the previewed move changed: draw again.

const NONE = new Map();

// The machine's state: { events, config, selected, preview, touchPreview }. The functions below
// take it first, as chessground's board.ts does.
const planning = (st) => !st.config.dests?.size && !!st.config.premoveDests?.size;
// Whose destinations apply now: the player's moves, or the moves they may plan.
const table = (st) => (st.config.dests?.size ? st.config.dests : st.config.premoveDests || NONE);
const destsFrom = (st, i) => (i === null ? [] : table(st).get(i) || []);
const canMove = (st, i) => destsFrom(st, i).length > 0;
const isDest = (st, i) => st.selected !== null && destsFrom(st, st.selected).includes(i);
const sameAs = (p, from, to) => !!p && p.from === from && p.to === to;
const changed = (st) => st.events.changed?.();

function set(st, next) {
  st.config = { ...st.config, ...next };
  // A selection whose piece can no longer move is dropped (the position changed under it).
  if (st.selected !== null && !canMove(st, st.selected)) clear(st);
  else if (st.preview && !destsFrom(st, st.preview.from).includes(st.preview.to)) st.preview = null;
}

function clear(st) {
  st.selected = null;
  st.preview = null;
  st.touchPreview = false;
}

function select(st, i) {
  st.selected = i;
  st.preview = null;
  st.touchPreview = false;
}

function showPreview(st, to, touch) {
  st.preview = to === null ? null : { from: st.selected, to };
  st.touchPreview = touch;
  changed(st);
}

function commit(st, from, to) {
  const plan = planning(st);
  clear(st);
  changed(st);
  if (plan) st.events.premove?.(from, to);
  else st.events.move?.(from, to);
}

// A press (click, tap, Enter) on square i.
function square(st, i, pointerType = 'mouse') {
  st.events.input?.('square');
  if (!table(st).size) return changed(st);
  if (isDest(st, i)) {
    // On a touch screen the first tap on a destination shows what would happen (unless the
    // player chose to play on the first tap: a long press previews then).
    const { tapPlay, previews } = st.config;
    const previewFirst = pointerType === 'touch' && !tapPlay && previews && !planning(st);
    if (previewFirst && !sameAs(st.preview, st.selected, i)) return showPreview(st, i, true);
    return commit(st, st.selected, i);
  }
  if (st.selected === i || !canMove(st, i)) {
    if (st.selected !== i) st.events.miss?.(i);
    clear(st);
    if (planning(st)) st.events.premove?.(null);
    return changed(st);
  }
  select(st, i);
  changed(st);
}

// A long press on a destination previews its move; true when it did (the tap is then used). On
// the move a tap previews already, it is that second tap held longer (a finger, or a busy phone
// late to see it lifted): false, and its tap plays the move.
function longPress(st, i) {
  if (planning(st) || !st.config.previews || !isDest(st, i)) return false;
  if (st.touchPreview && sameAs(st.preview, st.selected, i)) return false;
  showPreview(st, i, true);
  return true;
}

// The pointer (or the keyboard's focus) over square i, or off the board (null).
function hover(st, i) {
  if (!st.config.previews || planning(st) || !st.config.dests?.size) return;
  const to = i !== null && isDest(st, i) ? i : null;
  if (to === null ? !st.preview : sameAs(st.preview, st.selected, to)) return;
  showPreview(st, to, false);
}

// A drag starts on square i: true when its piece may move (it is then selected).
function dragStart(st, i) {
  st.events.input?.('drag');
  if (!canMove(st, i)) return false;
  select(st, i);
  changed(st);
  return true;
}

// The dragged piece dropped on `to` (null: off the board or cancelled).
function drop(st, from, to) {
  if (to !== null && destsFrom(st, from).includes(to)) return commit(st, from, to);
  if (to !== from) clear(st);
  changed(st);
}

export function createBoardInput(events = {}) {
  const st = {
    events,
    config: { dests: null, premoveDests: null, tapPlay: false, previews: false },
    selected: null,
    preview: null, // { from, to } or null
    touchPreview: false, // the preview came from a tap or a long press (a second tap plays)
  };
  return {
    set: (next) => set(st, next),
    square: (i, pointerType) => square(st, i, pointerType),
    longPress: (i) => longPress(st, i),
    hover: (i) => hover(st, i),
    dragStart: (i) => dragStart(st, i),
    drop: (from, to) => drop(st, from, to),
    escape() {
      clear(st);
      changed(st);
    },
    // Drops the selection without a word (the host starts a new game, browses, ...).
    cancel: () => clear(st),
    // Selects the piece on square i for the host (a hint shows it), if it can move.
    select(i) {
      if (canMove(st, i)) select(st, i);
    },
    destsFrom: (i) => destsFrom(st, i),
    canMove: (i) => canMove(st, i),
    get selected() {
      return st.selected;
    },
    get preview() {
      return st.preview;
    },
    get touchPreview() {
      return st.touchPreview;
    },
    get planning() {
      return planning(st);
    },
  };
}
