// web/lib/dom.js - the page's small DOM helpers, used by every view: an element from a tag,
// attributes and children (el), an SVG element (svgEl), a button's icon (icon), the notice box,
// whether the page is the game's own (onOwnPage) and the player's wish for less motion.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k === 'children')
      node.append(...v); // elements, never markup (see the top)
    else if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

// Is `container` on the game's own page (index.html: body.polis-page), not on a host's page? The
// page around it (its title, its theme, keys typed on its body) is the game's only there. Where
// there is no page (Node), never.
export const onOwnPage = (container) =>
  typeof document !== 'undefined' && !!container?.closest?.('body.polis-page');

// The player's wish for less motion, as a live media query (its .matches follows the setting);
// where there is no window (Node), never.
export const reducedMotion = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };

// The board view's animationScale: `scale` (a host's option, 1 as usual), 0 while the player
// asks for less motion.
export function motionScale(scale) {
  const reduced = reducedMotion();
  return () => (reduced.matches ? 0 : (scale ?? 1));
}

export function svgEl(tag, attrs = {}) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

// Icon glyphs for buttons (inline SVG paths in a 24x24 box).
const ICONS = {
  new: 'M12 4v16M4 12h16',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  hint: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z',
  rules: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  first: 'M6 5v14M18 5l-9 7 9 7z',
  prev: 'M16 5l-9 7 9 7z',
  next: 'M8 5l9 7-9 7z',
  last: 'M18 5v14M6 5l9 7-9 7z',
  close: 'M6 6l12 12M18 6 6 18',
  analyse: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20M7.5 12l2-2.5 2 1.5 2-3', // a magnifier over a line
  flip: 'M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3',
  resign: 'M5 21V4M5 4h11l-2 4 2 4H5',
  sound: 'M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6',
  theme: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  'copy-link':
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  'copy-moves': 'M9 9h10v11H9zM5 15V4h10',
  balance: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z',
  computer: 'M4 5h16v10H4zM9 19h6M12 15v4',
  tap: 'M9 11V5a2 2 0 0 1 4 0v6M13 10a2 2 0 0 1 4 0v1a2 2 0 0 1 4 0v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-3l-3-5a2 2 0 0 1 3-2l2 2',
};

// An <svg> of `box` (its viewBox) holding `children`, hidden from screen readers.
export function artwork(box, children, attrs = {}) {
  const svg = svgEl('svg', { viewBox: box, 'aria-hidden': 'true', focusable: 'false', ...attrs });
  svg.append(...children);
  return svg;
}

export function icon(name) {
  return artwork('0 0 24 24', [svgEl('path', { d: ICONS[name] })], { class: 'icon' });
}

// Fills the notice box with `messages` and a × button that empties the list and calls `closed`.
export function drawNoticeBox(box, messages, closed) {
  box.textContent = '';
  box.hidden = messages.length === 0;
  if (!messages.length) return;
  const close = el('button', {
    type: 'button',
    class: 'btn btn-icon notice-close',
    'aria-label': 'Dismiss',
    text: '\u00d7',
    onclick: () => {
      messages.length = 0;
      drawNoticeBox(box, messages, closed);
      closed();
    },
  });
  box.append(close, ...messages.map((m) => el('p', { text: m })));
}
