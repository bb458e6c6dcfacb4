// web/analysis/view-lines.js - the analysis board's engine box: the computer's best lines with
// their scores, the depth reached, and the best move's reason (web/analysis/view.js places it).
// A line is a button that plays its first move (ctrl.playLine).
//
//   const box = createLinesBox(ctrl);   // { element, lines, depth, best }
//   drawLines(box, ctrl, container);    // the state of ctrl.state.eng, and data-engine/-depth
//
// Hooks: each line (.an-line) has data-move, data-score and data-mate (from the side to move,
// as the engine gives them) and data-pv ('b2b3 g7g6 ...').

import { el } from '../lib/dom.js';
import { analysisWords as W, lineScore, moveLabel } from '../words/analysis.js';
import { LINES } from './effects.js';
import { other } from '../rules/util.js';

export function createLinesBox(ctrl) {
  const depth = el('span', { class: 'an-depth' });
  const lines = el('ol', { class: 'an-lines', 'aria-label': W.linesTitle, 'aria-live': 'polite' });
  const best = el('p', { class: 'an-best' });
  for (let i = 0; i < LINES; i++) {
    lines.append(
      el(
        'li',
        { class: 'an-line', 'data-line': i },
        el(
          'button',
          { type: 'button', class: 'an-line-play', onclick: () => ctrl.playLine(i) },
          el('span', { class: 'an-score' }),
          el('span', { class: 'an-pv' }),
        ),
      ),
    );
  }
  const element = el(
    'div',
    { class: 'an-engine' },
    el('div', { class: 'an-engine-head' }, el('h3', { text: W.linesTitle }), depth),
    lines,
    best,
    el('p', { class: 'an-note', text: W.scoresFor }),
  );
  return { element, lines, depth, best };
}

export function drawLines(box, ctrl, container) {
  const { eng, node, tree } = ctrl.state;
  const r = ctrl.result;
  container.dataset.engine = eng.state;
  container.dataset.depth = r ? String(r.depth) : '';
  box.depth.textContent = r
    ? W.depth(r.depth, eng.state === 'done')
    : eng.state === 'looking'
      ? W.looking
      : '';
  for (const li of box.lines.children) drawLine(li, r, node, tree);
  if (node.over) box.best.textContent = W.gameOver;
  else if (eng.state === 'failed') box.best.textContent = W.failed(eng.error);
  else box.best.textContent = r && eng.state === 'done' ? W.best(r.lines[0].moveText, eng.why) : '';
}

// One line of the engine box: line `li.dataset.line` of the result `r`; hidden when the result
// has fewer lines, kept empty while none came.
function drawLine(li, r, node, tree) {
  const l = r && r.lines[Number(li.dataset.line)];
  const button = li.querySelector('button');
  const [score, pv] = button.children;
  li.hidden = !l && !!r;
  button.disabled = !l;
  if (!l) {
    for (const k of ['move', 'score', 'mate', 'pv']) delete li.dataset[k];
    score.textContent = '';
    pv.textContent = '';
    return;
  }
  Object.assign(li.dataset, {
    move: l.moveText,
    score: String(l.score),
    mate: l.mateIn === null ? '' : String(l.mateIn),
    pv: l.pvText.join(' '),
  });
  score.textContent = lineScore(l.score, l.mateIn, node.player);
  pv.textContent = numbered(l.pvText.slice(0, 8), node, tree);
  button.title = W.playLine(l.moveText);
}

// "12… d2c3 13. d7d6 e2e3" for a line from the position shown.
function numbered(pv, node, tree) {
  let mover = node.player;
  return pv
    .map((m, k) => {
      const text =
        mover === 'blue' || k === 0 ? `${moveLabel(tree.root.player, node.ply + k + 1, mover)} ${m}` : m;
      mover = other(mover);
      return text;
    })
    .join(' ');
}
