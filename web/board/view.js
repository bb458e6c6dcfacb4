// The board view: squares, pieces, highlights, arrows, orientation, keyboard focus, input and
// animation. It knows no rules (chessground's model): the page gives the legal destinations of
// each piece, the view handles selection, click, tap, drag, keys and the previewed move itself
// (web/board/input.js) and reports a move as square indices (0..63, row * 8 + col).
//
//   const view = createBoardView({ onMove, onPremove, onMiss, onInput, onChange, onEscape, label });
//   view.update({ pieces, orientation, movable, last, hint, premove, overlay });
//   await view.animate(boardBefore, move, result);   // then draws the last pieces it was given
//
// Events: onMove(from, to), onPremove(from, to) (null, null: the plan dropped), onMiss(i) (a
// press on a square with nothing to move), onInput(kind) (before a press is handled, after the
// view ended its animation: the page may give new destinations at once), onChange() (the
// selection or the previewed move changed), onEscape(). A page without moves (the editor)
// gives onSquare(i, { pointerType }) instead and gets every press.
// State fields (all optional):
//   pieces       8x8 cells ({ team, type, stunned } or null), drawn only where they changed;
//                during an animation they are drawn when it ends;
//   orientation  'blue' | 'red': the side shown at the bottom (red: row 1 at the top, as in the
//                rules' diagrams; blue: the board turned half a circle);
//   movable      { dests: Map from -> [to], premoveDests, tapPlay, previews, marks } (see
//                web/board/input.js); marks(from) -> { dests: Map to -> 'move' | 'win' |
//                'loss', captures: Set } says how to draw the selected piece's destinations;
//   editable     every square is marked as one to press (the editor);
//   last         Map index -> space-separated tokens (from, to, hop-from, hop-to, captured),
//                with .hops: [{ from, to }] drawn as thin arrows (optional);
//   hint         { from, to } or null;     premove: { from, to } or null;
//   overlay      { arrows: [{ from, to, kind }], ghosts: [{ at, team }], crosses: [at],
//                  rings: [{ at, on }] } drawn above the pieces (a move's preview);
//   balance      { share: 0..1 for the side at the bottom, label } or null: the balance bar.
// Hooks: every square has data-square; data-dest and data-last mirror dests and last.

import { createPiece, pieceName, el, svgEl } from './pieces.js';
import { indexName } from '../rules/util.js';
import { createBoardInput } from './input.js';
import { createAnimator } from './animator.js';

const FILES = 'abcdefgh';
const ARROW_KINDS = ['step', 'hop-blue', 'hop-red', 'hint', 'premove', 'last-hop'];
const DRAG_START_PX = 6;
const LONG_PRESS_MS = 450;
let instances = 0;

export function createBoardView(cb = {}) {
  const id = ++instances;
  const squares = [];
  const board = el('div', { class: 'polis-board', role: 'grid', 'aria-label': 'Polis board' });
  const rows = [];
  for (let i = 0; i < 64; i++) {
    const r = i >> 3;
    const c = i & 7;
    const s = el('div', {
      class: `sq ${(r + c) % 2 ? 'sq-dark' : 'sq-light'}`,
      role: 'gridcell',
      tabindex: -1,
      'data-square': indexName(i),
    });
    s.dataset.i = i;
    squares.push(s);
  }
  for (let y = 0; y < 8; y++) rows.push(el('div', { class: 'polis-row', role: 'row' }));
  board.append(...rows);

  const overlay = svgEl('svg', { class: 'polis-overlay', viewBox: '0 0 8 8', 'aria-hidden': 'true' });
  overlay.innerHTML =
    '<defs>' +
    ARROW_KINDS.map(
      (k) =>
        `<marker id="polis-arrow-${k}-${id}" class="arrowhead arrow-${k}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z"/></marker>`,
    ).join('') +
    '</defs><g class="ov-layer"></g>';
  const layer = overlay.querySelector('.ov-layer');
  board.append(overlay);

  const files = el('div', { class: 'polis-files', 'aria-hidden': 'true' });
  const ranks = el('div', { class: 'polis-ranks', 'aria-hidden': 'true' });
  // The balance bar (who stands better), over the left edge of the frame: Blue's share fills
  // from Blue's side.
  const balanceFill = el('div', { class: 'balance-fill' });
  const balance = el('div', { class: 'polis-balance', role: 'img', hidden: true }, balanceFill);
  const frame = el('div', { class: 'polis-frame' }, ranks, board, files, balance);

  let state = { orientation: 'red' };
  let pending = null; // pieces given during an animation, drawn when it ends
  const raw = !!cb.onSquare; // the editor: every press goes to the page
  const input = createBoardInput({
    move: (from, to) => cb.onMove?.(from, to),
    premove: (from, to) => cb.onPremove?.(from, to),
    miss: (i) => cb.onMiss?.(i),
    input: (kind) => {
      finishAnimation();
      cb.onInput?.(kind);
    },
    changed: () => {
      update({});
      cb.onChange?.();
    },
  });
  let orientation = null;
  let focusIndex = 0;
  const shown = new Array(64).fill(undefined);
  squares[0].tabIndex = 0;

  // Display position (x, y from the top left) of square i under the current orientation.
  const flip = () => orientation === 'blue';
  function xy(i) {
    const r = i >> 3;
    const c = i & 7;
    return flip() ? [7 - c, 7 - r] : [c, r];
  }
  function indexAt(x, y) {
    return flip() ? (7 - y) * 8 + (7 - x) : y * 8 + x;
  }

  function orient(o) {
    if (o === orientation) return;
    orientation = o;
    for (let y = 0; y < 8; y++) {
      rows[y].textContent = '';
      for (let x = 0; x < 8; x++) rows[y].append(squares[indexAt(x, y)]);
    }
    files.textContent = '';
    ranks.textContent = '';
    for (let x = 0; x < 8; x++) files.append(el('span', { text: FILES[flip() ? 7 - x : x] }));
    for (let y = 0; y < 8; y++) ranks.append(el('span', { text: String(flip() ? 8 - y : y + 1) }));
  }

  function key(cell) {
    return cell ? `${cell.team}${cell.type}${cell.stunned ? '+' : ''}` : '';
  }

  // Puts the pieces of `cells` on the squares; squares in `force` are rebuilt even if unchanged
  // (a piece that just moved there gets a fresh element to animate).
  function renderPieces(cells, force = null) {
    for (let i = 0; i < 64; i++) {
      const cell = cells[i >> 3][i & 7];
      const k = key(cell);
      if (shown[i] === k && !(force && force.has(i))) continue;
      const old = squares[i].querySelector('.pc');
      if (old) old.remove();
      if (cell) squares[i].append(createPiece(cell));
      shown[i] = k;
    }
  }

  // How the selected piece's destinations are drawn: the page's marks, or plain moves.
  function selectionMarks() {
    const from = input.selected;
    if (from === null) return { dests: new Map(), captures: new Set() };
    const given = state.movable?.marks?.(from);
    return given || { dests: new Map(input.destsOf(from).map((to) => [to, 'move'])), captures: new Set() };
  }

  function update(next) {
    state = { ...state, ...next };
    if ('movable' in next) input.set({ dests: null, premoveDests: null, ...next.movable });
    orient(state.orientation === 'blue' ? 'blue' : 'red');
    if (next.pieces) {
      if (animator.running) pending = next.pieces;
      else renderPieces(next.pieces);
    }
    const { dests, captures } = selectionMarks();
    const last = state.last || new Map();
    const movable = new Set();
    for (let i = 0; i < 64; i++) if (state.editable || input.canMove(i)) movable.add(i);
    const mark = (p, i) => !!p && (p.from === i || p.to === i);
    for (let i = 0; i < 64; i++) {
      const s = squares[i];
      const dest = dests.get(i) || null;
      s.classList.toggle('sq-selected', input.selected === i);
      s.classList.toggle('sq-dest', !!dest);
      s.classList.toggle('sq-dest-capture', !!dest && captures.has(i));
      setData(s, 'dest', dest);
      setData(s, 'last', last.get(i) || null);
      s.classList.toggle('sq-movable', movable.has(i));
      s.classList.toggle('sq-hint', mark(state.hint, i));
      s.classList.toggle('sq-premove', mark(state.premove, i));
      const cell = state.pieces ? state.pieces[i >> 3][i & 7] : null;
      let label = `${indexName(i)}, ${cell ? pieceName(cell) : 'empty'}`;
      if (dest)
        label +=
          dest === 'win' ? ', winning move' : dest === 'loss' ? ', loses the game' : ', legal destination';
      else if (movable.has(i)) label += ', can move';
      s.setAttribute('aria-label', label);
      s.setAttribute('aria-selected', input.selected === i ? 'true' : 'false');
    }
    drawOverlay();
    const b = state.balance;
    balance.hidden = !b;
    if (b) {
      balanceFill.style.height = `${Math.round(b.share * 1000) / 10}%`;
      balance.dataset.share = b.share.toFixed(3);
      balance.setAttribute('aria-label', b.label);
      balance.title = b.label;
    }
  }

  function setData(s, name, value) {
    if (value) s.dataset[name] = value;
    else delete s.dataset[name];
  }

  function center(i) {
    const [x, y] = xy(i);
    return [x + 0.5, y + 0.5];
  }

  // A jump of the last move is drawn only over its second half: a short arrow out of the square
  // jumped over into the landing square, so several jumps around one piece do not cover it.
  function arrow(from, to, kind) {
    let [x1, y1] = center(from);
    const [x2, y2] = center(to);
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    let s = Math.min(kind === 'step' ? 0.22 : 0.32, len / 3);
    if (kind === 'last-hop') {
      x1 += ux * (len / 2 + 0.3);
      y1 += uy * (len / 2 + 0.3);
      s = 0.16;
    }
    const coords = { x1: x1 + ux * s * 0.6, y1: y1 + uy * s * 0.6, x2: x2 - ux * s, y2: y2 - uy * s };
    const g = svgEl('g', { class: `ov-arrow-group ov-group-${kind}` });
    g.append(svgEl('line', { ...coords, class: 'ov-halo' }));
    g.append(
      svgEl('line', {
        ...coords,
        class: `ov-arrow ov-${kind}`,
        'marker-end': `url(#polis-arrow-${kind}-${id})`,
      }),
    );
    return g;
  }

  function drawOverlay() {
    layer.textContent = '';
    const o = state.overlay || {};
    for (const h of state.last?.hops || []) layer.append(arrow(h.from, h.to, 'last-hop'));
    if (state.hint) layer.append(arrow(state.hint.from, state.hint.to, 'hint'));
    if (state.premove) layer.append(arrow(state.premove.from, state.premove.to, 'premove'));
    for (const g of o.ghosts || []) {
      const [cx, cy] = center(g.at);
      layer.append(svgEl('circle', { cx, cy, r: 0.3, class: `ov-ghost ov-ghost-${g.team}` }));
    }
    for (const a of o.arrows || []) layer.append(arrow(a.from, a.to, a.kind));
    for (const at of o.crosses || []) {
      const [cx, cy] = center(at);
      const g = svgEl('g', { class: 'ov-capture' });
      g.append(svgEl('circle', { cx, cy, r: 0.4 }));
      g.append(
        svgEl('path', {
          d: `M${cx - 0.2} ${cy - 0.2} L${cx + 0.2} ${cy + 0.2} M${cx + 0.2} ${cy - 0.2} L${cx - 0.2} ${cy + 0.2}`,
        }),
      );
      layer.append(g);
    }
    for (const ring of o.rings || []) {
      const [cx, cy] = center(ring.at);
      layer.append(
        svgEl('circle', { cx, cy, r: 0.46, class: `ov-stun ${ring.on ? 'ov-stun-on' : 'ov-stun-off'}` }),
      );
    }
  }

  // ------------------------------------------------------------ focus and keyboard
  function setFocus(i, move = true) {
    squares[focusIndex].tabIndex = -1;
    focusIndex = i;
    squares[i].tabIndex = 0;
    if (move) squares[i].focus();
  }

  const squareOf = (e) => {
    const s = e.target.closest && e.target.closest('[data-square]');
    return s && board.contains(s) ? Number(s.dataset.i) : null;
  };

  board.addEventListener('keydown', (e) => {
    const i = squareOf(e);
    if (i === null) return;
    let [x, y] = xy(focusIndex);
    switch (e.key) {
      case 'ArrowUp':
        y = Math.max(0, y - 1);
        break;
      case 'ArrowDown':
        y = Math.min(7, y + 1);
        break;
      case 'ArrowLeft':
        x = Math.max(0, x - 1);
        break;
      case 'ArrowRight':
        x = Math.min(7, x + 1);
        break;
      case 'Home':
        x = 0;
        break;
      case 'End':
        x = 7;
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        press(focusIndex, 'keyboard');
        return;
      case 'Escape':
        input.escape();
        cb.onEscape?.();
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    setFocus(indexAt(x, y));
  });
  board.addEventListener('focusin', (e) => {
    const i = squareOf(e);
    if (i === null) return;
    if (i !== focusIndex) setFocus(i, false);
    // Focus that follows a tap or click is not a preview request (a tap previews by itself).
    if (performance.now() - pointerDownAt > 600) input.hover(i);
  });
  board.addEventListener('focusout', (e) => {
    if (!board.contains(e.relatedTarget)) input.hover(null);
  });

  // A press on square i (click, tap, Enter): to the page (editor) or to the input machine. A
  // piece selected with the focus on the board previews the move to the focused square.
  function press(i, pointerType) {
    if (raw) return cb.onSquare(i, { pointerType });
    const before = input.selected;
    input.square(i, pointerType);
    if (input.selected !== null && input.selected !== before && board.contains(document.activeElement))
      input.hover(focusIndex);
  }

  // ------------------------------------------------------------ pointer: click, hover, drag
  let pointerType = 'mouse';
  let pointerDownAt = -Infinity;
  let drag = null; // { from, x, y, started, ghost, id }
  let suppressClick = false;
  let longPress = null;

  board.addEventListener('click', (e) => {
    if (suppressClick) {
      suppressClick = false;
      return;
    }
    const i = squareOf(e);
    if (i === null) return;
    setFocus(i, false);
    press(i, pointerType);
  });
  board.addEventListener('pointerover', (e) => {
    if (e.pointerType === 'touch' || drag) return;
    const i = squareOf(e);
    if (i !== null) input.hover(i);
  });
  board.addEventListener('pointerleave', (e) => {
    if (e.pointerType === 'touch' || drag) return;
    input.hover(board.contains(document.activeElement) ? focusIndex : null);
  });
  board.addEventListener('pointerdown', (e) => {
    pointerType = e.pointerType || 'mouse';
    pointerDownAt = performance.now();
    suppressClick = false;
    if (e.button !== 0) return;
    const i = squareOf(e);
    clearTimeout(longPress);
    // A finger held still on a square: a long press (the tap that ends it is then used up).
    if (pointerType === 'touch' && i !== null) {
      longPress = setTimeout(() => {
        if (!drag?.started && !raw && input.longPress(i)) suppressClick = true;
      }, LONG_PRESS_MS);
    }
    // Any square may start a drag: during an animation the pieces and the movable set are those
    // of before the move; onDrag, when the drag really starts, ends the animation and decides.
    if (i === null || raw) return;
    drag = { from: i, x: e.clientX, y: e.clientY, started: false, ghost: null, id: e.pointerId };
  });
  board.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    if (!drag.started) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_START_PX) return;
      clearTimeout(longPress);
      startDrag();
      if (!drag) return;
    }
    moveGhost(e.clientX, e.clientY);
    const over = squareUnder(e.clientX, e.clientY);
    for (const s of squares) s.classList.toggle('sq-drag-over', Number(s.dataset.i) === over);
    input.hover(over);
  });
  board.addEventListener('pointerup', (e) => {
    clearTimeout(longPress);
    endDrag(e, true);
  });
  board.addEventListener('pointercancel', (e) => {
    clearTimeout(longPress);
    endDrag(e, false);
  });
  // A long press on a touch screen opens no menu over the board.
  board.addEventListener('contextmenu', (e) => {
    if (pointerType === 'touch') e.preventDefault();
  });

  function startDrag() {
    const piece = input.dragStart(drag.from) ? squares[drag.from].querySelector('.pc') : null;
    if (!piece) {
      drag = null;
      return;
    }
    drag.started = true;
    const r = squares[drag.from].getBoundingClientRect();
    const ghost = piece.cloneNode(true);
    ghost.classList.add('pc-drag-ghost');
    ghost.style.width = `${r.width * 0.82}px`;
    ghost.style.height = `${r.height * 0.82}px`;
    frame.append(ghost);
    drag.ghost = ghost;
    drag.size = r.width * 0.82;
    piece.classList.add('pc-dragging');
    try {
      board.setPointerCapture(drag.id);
    } catch {
      // The pointer may already be gone; the drag then ends on pointerup/cancel as usual.
    }
  }

  function moveGhost(x, y) {
    const f = frame.getBoundingClientRect();
    drag.ghost.style.transform = `translate(${x - f.left - drag.size / 2}px, ${y - f.top - drag.size / 2}px)`;
  }

  function squareUnder(x, y) {
    const b = board.getBoundingClientRect();
    const dx = Math.floor(((x - b.left) / b.width) * 8);
    const dy = Math.floor(((y - b.top) / b.height) * 8);
    return dx < 0 || dy < 0 || dx > 7 || dy > 7 ? null : indexAt(dx, dy);
  }

  function endDrag(e, drop) {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    if (!d.started) return;
    suppressClick = true;
    // A click may or may not follow the pointerup (not when the pointer left the square); a
    // stale suppression must not eat the next real click.
    setTimeout(() => (suppressClick = false), 0);
    d.ghost.remove();
    for (const s of squares) s.classList.remove('sq-drag-over');
    const piece = squares[d.from].querySelector('.pc');
    if (piece) piece.classList.remove('pc-dragging');
    const to = drop ? squareUnder(e.clientX, e.clientY) : null;
    input.drop(d.from, to);
  }

  // ------------------------------------------------------------ animation
  const animator = createAnimator(
    { squares, renderPieces, pieceAt: (i) => squares[i].querySelector('.pc') },
    () => (cb.animationScale ? cb.animationScale() : 1),
  );
  // Plays a move (the step, the hops, the captures); the pieces the page gives meanwhile are
  // drawn when it ends, so no page has to hold them back.
  async function animate(before, move, result) {
    finishAnimation();
    pending = null;
    renderPieces(before);
    await animator.play(before, move, result);
    if (!animator.running) drawPending();
  }
  function drawPending() {
    if (pending) renderPieces(pending);
    pending = null;
  }
  // Ends the running animation now: its final position, or the pieces given since.
  function finishAnimation() {
    if (!animator.running) return;
    animator.finish();
    drawPending();
  }

  orient('red');
  return {
    element: frame,
    board,
    squares,
    update,
    animate,
    finishAnimation,
    get animating() {
      return animator.running;
    },
    // The selection and the previewed move ({ from, to }); cancel() drops them silently.
    input,
    pieceAt: (i) => squares[i].querySelector('.pc'),
    get focusIndex() {
      return focusIndex;
    },
    focus(i = focusIndex) {
      setFocus(i);
    },
    get state() {
      return state;
    },
  };
}
