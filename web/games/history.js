// web/games/history.js - the rating history: the rating after each rated game of Your games,
// oldest first, as a line with its uncertainty band (the rating plus and minus twice its
// deviation, web/lib/rating.js's Glicko RD), and the current value, the peak and the count.
//
//   ratingHistory(games) -> { points: [{ rating, rd, date }], current, peak, count }
//   historyChart(history) -> an <svg> (null when there is no rated game)

import { svgEl } from '../lib/dom.js';

export function ratingHistory(games) {
  const points = games
    .filter((g) => g.rated && g.rating !== null)
    .map((g) => ({ rating: g.rating, rd: g.rd ?? 0, date: g.date }))
    .reverse();
  return {
    points,
    current: points.length ? points.at(-1).rating : null,
    peak: points.length ? Math.max(...points.map((p) => p.rating)) : null,
    count: points.length,
  };
}

const W = 320;
const H = 140;
const PAD = 6;

export function historyChart({ points }) {
  if (!points.length) return null;
  const lo = Math.min(...points.map((p) => p.rating - 2 * p.rd));
  const hi = Math.max(...points.map((p) => p.rating + 2 * p.rd));
  const x = (i) =>
    PAD + (points.length === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (r) => H - PAD - ((r - lo) / (hi - lo || 1)) * (H - 2 * PAD);
  const xy = (i, r) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`;
  const upper = points.map((p, i) => xy(i, p.rating + 2 * p.rd));
  const lower = points.map((p, i) => xy(i, p.rating - 2 * p.rd)).reverse();
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'rating-history', role: 'img' });
  svg.append(
    svgEl('polygon', { class: 'rating-band', points: [...upper, ...lower].join(' ') }),
    svgEl('polyline', { class: 'rating-line', points: points.map((p, i) => xy(i, p.rating)).join(' ') }),
  );
  return svg;
}
