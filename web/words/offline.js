// What the game page says about its offline copy (sw.js): a newer version of the game was
// fetched while the page was open.

export const offlineWords = {
  newVersion: 'A new version of the game is ready.',
  reload: 'Reload',
  // Keeps the open page as it is; the next visit is the new version.
  later: 'Not now',
};
