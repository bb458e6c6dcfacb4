// What the board view draws above the pieces (an SVG layer in board units, 8 by 8): the last
// move's jumps, the hint, the premove, and a move's preview (arrows, ghosts, crosses, stun rings).
// `b` is the view's state (web/board/view.js); where a square is drawn comes from web/board/squares.js.

import { svgEl } from '../lib/dom.js';
import { center } from './squares.js';

export const ARROW_KINDS = ['step', 'hop-blue', 'hop-red', 'hint', 'premove', 'last-hop'];

// The overlay's element, with an arrowhead per kind (named per board: a page may hold several).
// Built as elements, not markup, which a site requiring Trusted Types refuses.
export function createOverlay(id) {
  const overlay = svgEl('svg', { class: 'polis-overlay', viewBox: '0 0 8 8', 'aria-hidden': 'true' });
  const defs = svgEl('defs');
  for (const k of ARROW_KINDS) {
    const marker = svgEl('marker', {
      id: `polis-arrow-${k}-${id}`,
      class: `arrowhead arrow-${k}`,
      viewBox: '0 0 10 10',
      refX: 6,
      refY: 5,
      markerWidth: 3.2,
      markerHeight: 3.2,
      orient: 'auto-start-reverse',
    });
    marker.append(svgEl('path', { d: 'M0 0 L10 5 L0 10 z' }));
    defs.append(marker);
  }
  const layer = svgEl('g', { class: 'ov-layer' });
  overlay.append(defs, layer);
  return { overlay, layer };
}

// A jump of the last move is drawn only over its second half: a short arrow out of the square
// jumped over into the landing square, so several jumps around one piece do not cover it.
function arrow(b, from, to, kind) {
  let [x1, y1] = center(b, from);
  const [x2, y2] = center(b, to);
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
      'marker-end': `url(#polis-arrow-${kind}-${b.id})`,
    }),
  );
  return g;
}

function cross(b, at) {
  const [cx, cy] = center(b, at);
  const g = svgEl('g', { class: 'ov-capture' });
  g.append(svgEl('circle', { cx, cy, r: 0.4 }));
  g.append(
    svgEl('path', {
      d: `M${cx - 0.2} ${cy - 0.2} L${cx + 0.2} ${cy + 0.2} M${cx + 0.2} ${cy - 0.2} L${cx - 0.2} ${cy + 0.2}`,
    }),
  );
  return g;
}

export function drawOverlay(b) {
  const { layer, state } = b;
  layer.textContent = '';
  const o = state.overlay || {};
  for (const h of state.last?.hops || []) layer.append(arrow(b, h.from, h.to, 'last-hop'));
  if (state.hint) layer.append(arrow(b, state.hint.from, state.hint.to, 'hint'));
  if (state.premove) layer.append(arrow(b, state.premove.from, state.premove.to, 'premove'));
  for (const g of o.ghosts || []) {
    const [cx, cy] = center(b, g.at);
    layer.append(svgEl('circle', { cx, cy, r: 0.3, class: `ov-ghost ov-ghost-${g.team}` }));
  }
  for (const a of o.arrows || []) layer.append(arrow(b, a.from, a.to, a.kind));
  for (const at of o.crosses || []) layer.append(cross(b, at));
  for (const ring of o.rings || []) {
    const [cx, cy] = center(b, ring.at);
    layer.append(
      svgEl('circle', { cx, cy, r: 0.46, class: `ov-stun ${ring.on ? 'ov-stun-on' : 'ov-stun-off'}` }),
    );
  }
}
