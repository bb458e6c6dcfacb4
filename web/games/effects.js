// web/games/effects.js - Your games' side effects: the list read again when another tab changes
// it (the browser's storage event), and files saved and opened.
//
//   const effects = createGamesEffects(ctrl, { key, window })   effects.run()   effects.destroy()
//   saveFile(name, text) downloads a text file     openFile(input) -> Promise<text | null>

export function saveFile(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const openFile = (input) => input.files?.[0]?.text() ?? Promise.resolve(null);

export function createGamesEffects(ctrl, { key }) {
  const listener = (e) => {
    if (e.key === key) ctrl.reload();
  };
  window.addEventListener('storage', listener);
  return {
    run() {},
    destroy: () => window.removeEventListener('storage', listener),
  };
}
