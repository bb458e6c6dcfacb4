// web/words/opponent.js - how strong the computer is, said on a first visit beside the offer of
// the lessons (web/play/welcome.js), from the level's place on the rating scale (web/lib/rating.js).

// level: { label, rating }; rank: the level's place among `count` levels, the weakest 0.
export function opponentStrength(level, rank, count) {
  const place =
    rank === 0
      ? `the gentlest of ${count} levels`
      : rank === count - 1
        ? `the strongest of ${count} levels`
        : `level ${rank + 1} of ${count}, the weakest first`;
  return `Your opponent, ${level.label}, is ${place} (rated ${level.rating}).`;
}
