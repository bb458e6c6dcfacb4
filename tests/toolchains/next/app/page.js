// Rendered on the server (and prerendered at build time); the element comes alive in the browser.
import Game from './game.js';

export default function Page() {
  return (
    <main>
      <h1>Polis</h1>
      <Game />
    </main>
  );
}
