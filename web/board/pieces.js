// Piece artwork for the Polis page (the page's DOM helpers are web/lib/dom.js).
// Pieces are inline SVG (no images, no fonts), coloured through CSS classes so a host page can
// restyle them. Everything is built as elements, never from markup: a site that requires Trusted
// Types (require-trusted-types-for 'script') refuses markup given as a string.

import { svgEl, artwork } from '../lib/dom.js';

function group(cls, children) {
  const g = svgEl('g', { class: cls });
  g.append(...children);
  return g;
}

// An ellipse (centre, radii, turned by `deg` degrees about its centre) as two half arcs of a path:
// the paw's five pads are one path, not five elements (32 pieces are drawn at the start).
function ellipseArcs(cx, cy, rx, ry, deg) {
  const a = (deg * Math.PI) / 180;
  const dx = +(rx * Math.cos(a)).toFixed(3);
  const dy = +(rx * Math.sin(a)).toFixed(3);
  const arc = `A${rx} ${ry} ${deg} 1 1`;
  return `M${cx + dx} ${cy + dy}${arc} ${cx - dx} ${cy - dy}${arc} ${cx + dx} ${cy + dy}Z`;
}

const PAW = [
  [50, 60, 13.5, 11, 0],
  [33.5, 45, 5.6, 7.2, -22],
  [43.5, 35.5, 5.6, 7.6, -8],
  [56.5, 35.5, 5.6, 7.6, 8],
  [66.5, 45, 5.6, 7.2, 22],
];

const dogSvg = () =>
  artwork('0 0 100 100', [
    svgEl('path', { class: 'pc-mark', d: PAW.map((e) => ellipseArcs(...e)).join('') }),
  ]);

// The wheel's eight spokes, one path.
function wheelSpokes() {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    d += `M50 50L${(50 + 24 * Math.cos(a)).toFixed(2)} ${(50 + 24 * Math.sin(a)).toFixed(2)}`;
  }
  return svgEl('path', { d });
}

const chariotSvg = () =>
  artwork('0 0 100 100', [
    group('pc-wheel', [
      svgEl('circle', { cx: 50, cy: 50, r: 24, fill: 'none' }),
      wheelSpokes(),
      svgEl('circle', { class: 'pc-hub', cx: 50, cy: 50, r: 7 }),
    ]),
  ]);

const stunSvg = () =>
  artwork(
    '0 0 40 40',
    [
      svgEl('path', {
        d: 'M20 2 L24.5 13 L37 11 L28 20 L37 29 L24.5 27 L20 38 L15.5 27 L3 29 L12 20 L3 11 L15.5 13 Z',
      }),
      svgEl('path', { class: 'stun-bolt', d: 'M22 9 L14 21 H20 L17 31 L26 18 H20 Z' }),
    ],
    { class: 'stun-badge' },
  );

export function pieceCode(cell) {
  const letter = cell.team === 'blue' ? 'b' : 'r';
  return cell.type === 'chariot' ? letter.toUpperCase() : letter;
}

export function pieceName(cell) {
  return `${cell.team} ${cell.type}${cell.stunned ? ', stunned' : ''}`;
}

// Each drawing is built once and copied for every piece that shows it (32 pieces at the start:
// a copy is one call, the drawing a dozen elements made and set one by one).
const drawings = {};
const drawing = (name, make) => (drawings[name] ??= make()).cloneNode(true);

export function createPiece(cell) {
  const el = document.createElement('div');
  el.className = `pc pc-${cell.team} pc-${cell.type}`;
  el.dataset.piece = pieceCode(cell);
  if (cell.stunned) {
    el.dataset.stunned = 'true';
    el.classList.add('pc-stunned');
  }
  el.append(cell.type === 'chariot' ? drawing('chariot', chariotSvg) : drawing('dog', dogSvg));
  if (cell.stunned) el.append(drawing('stun', stunSvg));
  return el;
}
