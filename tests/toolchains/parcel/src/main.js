import { mountPolis } from 'polis-game';
import 'polis-game/style.css';

window.polis = mountPolis(document.getElementById('game'), { level: 'beginner', restore: false });
