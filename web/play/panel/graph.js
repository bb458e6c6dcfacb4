// web/play/panel/graph.js - the evaluation graph of a reviewed game, under the move list: the balance after
// every ply (from the review's scores, web/play/review/advice.js marks), Blue's side above the middle
// line, Red's below; inaccuracies, mistakes and blunders marked as dots; the move shown as a
// cursor. A click or a tap on the graph goes to the nearest move; focused, it is a slider: the
// arrows, Home and End go through the moves. Drawn as SVG elements and attributes only (no
// inline style or script: the page runs under a strict CSP).
//
//   const graph = createGraph({ onPick: (ply) => ... });
//   graph.draw({ marks, plies, startPlayer, shown })   // hidden while there are no marks
//
// Hooks: the svg is .polis-graph with data-plies; each point a .graph-point with data-ply and
// data-share (Blue's share, -1..1), marked ones data-mark.

import { svgEl } from '../../lib/dom.js';
import { NAME } from '../../words/names.js';
import { standing } from '../../words/thinking.js';
import { plyLabel } from '../../words/moves.js';
import { graphWords as W } from '../../words/analysis.js';

const WIDTH = 300;
const HEIGHT = 52;
const PAD = 6;
const MARKED = ['inaccuracy', 'mistake', 'blunder'];

// Blue's share of a score (tenths from `player`'s side; mate: plies to a forced end, > 0 the
// player wins, 0 the game just ended, won by the score's sign), -1..1 as the balance bar's.
export function blueShare(score, mate, player) {
  const forced = mate !== null && mate !== undefined;
  const s = forced ? Math.sign(mate === 0 ? score : mate) : Math.tanh(score / 30);
  return player === 'blue' ? s : -s;
}

// The points of a review: the start (before the first move), then after each ply.
export function graphPoints(marks) {
  if (!marks || !marks.length) return [];
  const first = marks[0];
  const points = [
    {
      ply: 0,
      share: blueShare(first.scoreBefore, first.mateBefore, first.player),
      score: first.scoreBefore,
      mate: first.mateBefore,
      player: first.player,
      mark: null,
    },
  ];
  marks.forEach((m, i) =>
    points.push({
      ply: i + 1,
      share: blueShare(m.scoreAfter, m.mateAfter, m.player),
      score: m.scoreAfter,
      mate: m.mateAfter,
      player: m.player,
      mark: m.mark,
    }),
  );
  return points;
}

function standingOf(p) {
  if (p.mate === 0) return W.won(NAME[p.score > 0 ? p.player : p.player === 'blue' ? 'red' : 'blue']);
  return standing(p.score, p.mate, p.player);
}

// The graph's state: { element, onPick, points, shown (the ply under the cursor), drawn (the
// marks and ply last drawn) }.
export function createGraph({ onPick }) {
  // Stretched to its box (preserveAspectRatio none): a dot is a round-capped stroke of a tiny
  // segment, so it stays round whatever the stretch (style.css: non-scaling strokes).
  const element = svgEl('svg', {
    class: 'polis-graph',
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    preserveAspectRatio: 'none',
    role: 'slider',
    tabindex: '0',
    'aria-label': W.label,
    'aria-valuemin': '0',
  });
  element.setAttribute('hidden', '');
  const g = { element, onPick, points: [], shown: 0, drawn: { marks: null, shown: -1 } };
  element.addEventListener('click', (e) => pickAt(g, e));
  element.addEventListener('keydown', (e) => pickByKey(g, e));
  return { element, draw: (m) => drawGraph(g, m) };
}

const x = (g, i) => PAD + (g.points.length > 1 ? (i * (WIDTH - 2 * PAD)) / (g.points.length - 1) : 0);
const y = (share) => HEIGHT / 2 - share * (HEIGHT / 2 - PAD);

// A click or a tap: the nearest move.
function pickAt(g, e) {
  const { points, element } = g;
  if (!points.length) return;
  const r = element.getBoundingClientRect();
  const fx = ((e.clientX - r.left) / r.width) * WIDTH;
  const step = (WIDTH - 2 * PAD) / Math.max(1, points.length - 1);
  g.onPick(Math.max(0, Math.min(points.length - 1, Math.round((fx - PAD) / step))));
}

function pickByKey(g, e) {
  const { points, shown } = g;
  const last = points.length - 1;
  const to = {
    ArrowLeft: shown - 1,
    ArrowDown: shown - 1,
    ArrowRight: shown + 1,
    ArrowUp: shown + 1,
    Home: 0,
    End: last,
    PageUp: shown + 10,
    PageDown: shown - 10,
  }[e.key];
  if (to === undefined || !points.length) return;
  // Handled here: the page's own arrow keys would step once more.
  e.preventDefault();
  e.stopPropagation();
  g.onPick(Math.max(0, Math.min(last, to)));
}

function draw(g) {
  const { element, points } = g;
  element.textContent = '';
  const mid = HEIGHT / 2;
  const coords = points.map((p) => [x(g, p.ply), y(p.share)]);
  const area = (clip) =>
    `M${x(g, 0)} ${mid} ${coords.map(([px, py]) => `L${px.toFixed(1)} ${clip(py, mid).toFixed(1)}`).join(' ')} L${x(g, points.length - 1)} ${mid} Z`;
  element.append(
    svgEl('title', {}),
    svgEl('path', { class: 'graph-blue', d: area(Math.min) }),
    svgEl('path', { class: 'graph-red', d: area(Math.max) }),
    svgEl('line', { class: 'graph-mid', x1: 0, y1: mid, x2: WIDTH, y2: mid }),
    svgEl('polyline', {
      class: 'graph-line',
      points: coords.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' '),
    }),
  );
  element.firstChild.textContent = W.title;
  for (const p of points) {
    const marked = MARKED.includes(p.mark);
    const dot = svgEl('path', {
      class: `graph-point${marked ? ` graph-mark graph-mark-${p.mark}` : ''}`,
      d: `M${x(g, p.ply).toFixed(2)} ${y(p.share).toFixed(2)}h0.01`,
      'data-ply': p.ply,
      'data-share': p.share.toFixed(3),
    });
    if (marked) dot.dataset.mark = p.mark;
    element.append(dot);
  }
  const cx = x(g, g.shown);
  element.append(svgEl('line', { class: 'graph-cursor', x1: cx, y1: 2, x2: cx, y2: HEIGHT - 2 }));
}

// model: { marks (the review's, or null), plies (the game's), startPlayer, shown (the ply shown) }
function drawGraph(g, m) {
  const { element } = g;
  if (m.marks === g.drawn.marks && m.shown === g.drawn.shown) return;
  if (m.marks !== g.drawn.marks) g.points = graphPoints(m.marks);
  g.drawn = { marks: m.marks, shown: m.shown };
  const points = g.points;
  g.shown = Math.min(m.shown, Math.max(0, points.length - 1));
  element.parentNode?.classList.toggle('has-graph', points.length > 0);
  if (!points.length) {
    element.setAttribute('hidden', '');
    element.textContent = '';
    return;
  }
  element.removeAttribute('hidden');
  const label = (i) =>
    i === 0
      ? `${W.start}: ${standingOf(points[0])}`
      : W.point(plyLabel(m.startPlayer, i, m.plies[i - 1]), standingOf(points[i]), points[i].mark);
  element.dataset.plies = String(points.length - 1);
  element.setAttribute('aria-valuemax', String(points.length - 1));
  element.setAttribute('aria-valuenow', String(g.shown));
  element.setAttribute('aria-valuetext', label(g.shown));
  draw(g);
}
