// The review's summary under the board: for each side its accuracy (web/engine/review.js says how
// it is worked out) and its counts of inaccuracies, mistakes and blunders, each count a button
// that shows the next move of that kind (ctrl.reviewStep, web/play/ctrl.js). Shown once the
// review has marked every move; it draws the marks given and changes nothing itself.
//
//   const summary = createReviewSummary({ pick: (side, kind) => ... });
//   summary.draw(marks)   // marks: the review's, or null (hidden)

import { el } from '../../lib/dom.js';
import { accuracy } from '../../engine/review.js';
import { NAME } from '../../words/names.js';
import { summaryWords as W } from '../../words/review.js';

export const SUMMARY_KINDS = ['inaccuracy', 'mistake', 'blunder'];
const SIDES = ['blue', 'red'];

// { blue: { accuracy, inaccuracy, mistake, blunder }, red: ... } from the review's marks.
export function reviewSummary(marks) {
  const out = {};
  for (const side of SIDES) {
    const mine = marks.filter((m) => m.player === side);
    out[side] = { accuracy: accuracy(mine.map((m) => m.loss ?? 0)) };
    for (const kind of SUMMARY_KINDS) out[side][kind] = mine.filter((m) => m.mark === kind).length;
  }
  return out;
}

export function createReviewSummary({ pick }) {
  const element = el('section', { class: 'polis-summary', 'aria-label': W.title, hidden: true });
  // A table of five columns: the side, its accuracy, then its three counts under their names.
  element.append(
    el('span', { class: 'summary-head' }),
    el('span', { class: 'summary-head', title: W.accuracyTip }, W.accuracy),
    ...SUMMARY_KINDS.map((kind) => el('span', { class: 'summary-head' }, W.kind(kind))),
  );
  const rows = {};
  for (const side of SIDES) {
    const name = el('span', { class: `summary-side summary-${side}` }, NAME[side]);
    const acc = el('span', { class: 'summary-accuracy', title: W.accuracyTip });
    const buttons = {};
    for (const kind of SUMMARY_KINDS)
      buttons[kind] = el('button', {
        type: 'button',
        class: `btn summary-count summary-${kind}`,
        'data-action': 'review-step',
        'data-side': side,
        'data-kind': kind,
        // Named before the review's counts arrive (the summary is hidden until then).
        'aria-label': W.step(NAME[side], 0, kind),
        onclick: () => pick(side, kind),
      });
    rows[side] = { acc, buttons };
    element.append(name, acc, ...Object.values(buttons));
  }
  let drawn = null;
  return {
    element,
    draw(marks) {
      const complete = !!marks && marks.every(Boolean);
      element.hidden = !complete;
      // The marks can change after the review (a hint's move looked at again): drawn by content.
      const key = complete && marks.map((m) => `${m.mark}:${m.loss}`).join(',');
      if (!complete || drawn === key) return;
      drawn = key;
      const sum = reviewSummary(marks);
      for (const side of SIDES) {
        const { acc, buttons } = rows[side];
        acc.textContent = W.percent(sum[side].accuracy);
        acc.dataset.accuracy = String(sum[side].accuracy ?? '');
        for (const kind of SUMMARY_KINDS) {
          const n = sum[side][kind];
          buttons[kind].textContent = String(n);
          buttons[kind].disabled = n === 0;
          buttons[kind].setAttribute('aria-label', W.step(NAME[side], n, kind));
          buttons[kind].title = W.step(NAME[side], n, kind);
          buttons[kind].dataset.count = String(n);
        }
      }
    },
  };
}
