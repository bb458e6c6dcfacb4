// The embedding example's script (web/embed-example.html), a file rather than an inline script so
// the page runs under a strict Content-Security-Policy: mount the game in the page's box.
import { mountPolis } from './ui.js';

window.polis = mountPolis(document.getElementById('polis-game'), { blue: 'human', red: 'ai', level: 'easy' });
