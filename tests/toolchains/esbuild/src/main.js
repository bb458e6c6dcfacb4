import { mountPolis } from 'polis-game';
import 'polis-game/style.css';
// esbuild copies the worker, its engine thread and polis.wasm beside the bundle (file loader).
import 'polis-game/files';

window.polis = mountPolis(document.getElementById('game'), { level: 'beginner', restore: false });
