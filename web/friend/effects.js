// web/friend/effects.js - what a game with a friend does beside drawing: it is kept in Your
// games after each change (web/storage/games.js, through `keep`), and the address becomes the
// game's link, so a reload shows the same game.
//
//   const effects = createFriendEffects(ctrl, { keep, address })   effects.run()   effects.destroy()
//   keep(state) -> { kept, why }     address(params) puts the link's parameters in the address

export function createFriendEffects(ctrl, { keep, address }) {
  let version = ctrl.state.phase === 'play' ? ctrl.state.version : 0;
  return {
    run() {
      const s = ctrl.state;
      if (s.phase !== 'play' || s.version === version) return;
      version = s.version;
      const r = keep(s);
      // Not kept, whatever the reason (blocked, full, the list's bound): said once, a state.
      if (!r.kept) ctrl.notKept();
      // This side's own address (no name: the friend's is kept with the game).
      address({ ...ctrl.linkParams(), side: s.me, from: '' });
    },
    destroy() {},
  };
}
