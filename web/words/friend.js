// What the page says when two friends play by link (web/friend/): the choice of colours, whose
// move it is, who sent the game, what a link changed, and sending the game.

const SIDE = { blue: 'Blue', red: 'Red' };
const who = (name) => name || 'Your friend';

export const friendWords = {
  title: 'Play a friend',
  about:
    'Play a friend on their own phone or computer: after each move you send them the game as a link (by message, mail or anything else), and they send their reply back the same way. Nothing is sent anywhere but by the two of you.',
  chooseBlue: 'Play Blue (you move first)',
  chooseRed: 'Play Red (your friend moves first)',
  nameLabel: 'Your name, for your friend (optional)',
  back: 'Back to the game',
  yourMove: (me) => `Your move: you play ${SIDE[me]}.`,
  received: (from, me) => `${who(from)} sent this game: it is your move (you play ${SIDE[me]}).`,
  sendNow: (name) => `Now send the game to ${name || 'your friend'}: it is their move.`,
  sendFirst: 'Your friend plays Blue and moves first: send them the game.',
  waiting: (name) =>
    `Waiting for ${name ? `${name}'s` : 'your friend\u2019s'} move: open the link they send back.`,
  same: 'This link shows the game as it is kept here.',
  older: (link, kept) =>
    `This link is older than the game kept here (${link} moves against ${kept}): nothing changed.`,
  another:
    'This link\u2019s moves differ from the game kept here with the same friend: it is kept as another game.',
  illegal: (why) => `This link\u2019s game cannot be played: ${why}. Nothing was kept.`,
  badLink: 'This link is not a game between friends that this page can read. Nothing was kept.',
  won: 'You won.',
  lost: (name) => `${who(name)} won.`,
  send: 'Send to your friend',
  sendTitle: 'Share the link to this game, or copy it',
  copied: 'The link is copied: paste it in a message to your friend.',
  copyFailed: 'Copy the link below and send it to your friend.',
  linkLabel: 'The link to send',
  moves: 'Moves',
  board: 'Board of the game with your friend',
  notKept: 'This game could not be kept in Your games on this device; the link still holds the whole game.',
  turnYours: 'your move',
  turnTheirs: 'their move',
  open: 'Open',
};
