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

const dogSvg = () =>
  artwork('0 0 100 100', [
    group('pc-mark', [
      svgEl('ellipse', { cx: 50, cy: 60, rx: 13.5, ry: 11 }),
      svgEl('ellipse', { cx: 33.5, cy: 45, rx: 5.6, ry: 7.2, transform: 'rotate(-22 33.5 45)' }),
      svgEl('ellipse', { cx: 43.5, cy: 35.5, rx: 5.6, ry: 7.6, transform: 'rotate(-8 43.5 35.5)' }),
      svgEl('ellipse', { cx: 56.5, cy: 35.5, rx: 5.6, ry: 7.6, transform: 'rotate(8 56.5 35.5)' }),
      svgEl('ellipse', { cx: 66.5, cy: 45, rx: 5.6, ry: 7.2, transform: 'rotate(22 66.5 45)' }),
    ]),
  ]);

function wheelSpokes() {
  const spokes = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const x2 = (50 + 24 * Math.cos(a)).toFixed(2);
    const y2 = (50 + 24 * Math.sin(a)).toFixed(2);
    spokes.push(svgEl('line', { x1: 50, y1: 50, x2, y2 }));
  }
  return spokes;
}

const chariotSvg = () =>
  artwork('0 0 100 100', [
    group('pc-wheel', [
      svgEl('circle', { cx: 50, cy: 50, r: 24, fill: 'none' }),
      ...wheelSpokes(),
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
