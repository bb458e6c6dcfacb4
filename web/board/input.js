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

export function createBoardInput(events = {}) {
  let config = { dests: null, premoveDests: null, tapPlay: false, previews: false };
  let selected = null;
  let preview = null; // { from, to } or null
  let touchPreview = false; // the preview came from a tap or a long press (a second tap plays)

  // Whose destinations apply now: the player's moves, or the moves they may plan.
  const planning = () => !config.dests?.size && !!config.premoveDests?.size;
  const table = () => (config.dests?.size ? config.dests : config.premoveDests || NONE);
  const destsOf = (i) => (i === null ? [] : table().get(i) || []);
  const canMove = (i) => destsOf(i).length > 0;
  const sameAs = (p, from, to) => !!p && p.from === from && p.to === to;

  function set(next) {
    config = { ...config, ...next };
    // A selection whose piece can no longer move is dropped (the position changed under it).
    if (selected !== null && !canMove(selected)) clear();
    else if (preview && !destsOf(preview.from).includes(preview.to)) preview = null;
  }

  function clear() {
    selected = null;
    preview = null;
    touchPreview = false;
  }

  function select(i) {
    selected = i;
    preview = null;
    touchPreview = false;
  }

  function commit(from, to) {
    const plan = planning();
    clear();
    events.changed?.();
    if (plan) events.premove?.(from, to);
    else events.move?.(from, to);
  }

  // A press (click, tap, Enter) on square i.
  function square(i, pointerType = 'mouse') {
    events.input?.('square');
    if (!table().size) return events.changed?.();
    if (selected !== null && destsOf(selected).includes(i)) {
      // On a touch screen the first tap on a destination shows what would happen (unless the
      // player chose to play on the first tap: a long press previews then).
      const previewFirst = pointerType === 'touch' && !config.tapPlay && config.previews && !planning();
      if (previewFirst && !sameAs(preview, selected, i)) {
        preview = { from: selected, to: i };
        touchPreview = true;
        return events.changed?.();
      }
      return commit(selected, i);
    }
    if (selected === i || !canMove(i)) {
      if (selected !== i) events.miss?.(i);
      clear();
      if (planning()) events.premove?.(null);
      return events.changed?.();
    }
    select(i);
    events.changed?.();
  }

  // A long press on a destination previews its move; true when it did (the tap is then used).
  function longPress(i) {
    if (selected === null || planning() || !config.previews || !destsOf(selected).includes(i)) return false;
    preview = { from: selected, to: i };
    touchPreview = true;
    events.changed?.();
    return true;
  }

  // The pointer (or the keyboard's focus) over square i, or off the board (null).
  function hover(i) {
    if (!config.previews || planning() || !config.dests?.size) return;
    const to = i !== null && selected !== null && destsOf(selected).includes(i) ? i : null;
    if (to === null ? !preview : sameAs(preview, selected, to)) return;
    preview = to === null ? null : { from: selected, to };
    touchPreview = false;
    events.changed?.();
  }

  // A drag starts on square i: true when its piece may move (it is then selected).
  function dragStart(i) {
    events.input?.('drag');
    if (!canMove(i)) return false;
    select(i);
    events.changed?.();
    return true;
  }

  // The dragged piece dropped on `to` (null: off the board or cancelled).
  function drop(from, to) {
    if (to !== null && destsOf(from).includes(to)) return commit(from, to);
    if (to !== from) clear();
    events.changed?.();
  }

  function escape() {
    clear();
    events.changed?.();
  }

  return {
    set,
    square,
    longPress,
    hover,
    dragStart,
    drop,
    escape,
    // Drops the selection without a word (the host starts a new game, browses, ...).
    cancel: clear,
    // Selects the piece on square i for the host (a hint shows it), if it can move.
    select(i) {
      if (canMove(i)) select(i);
    },
    destsOf,
    canMove,
    get selected() {
      return selected;
    },
    get preview() {
      return preview;
    },
    get touchPreview() {
      return touchPreview;
    },
    get planning() {
      return planning();
    },
  };
}
