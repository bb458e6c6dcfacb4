import 'polis-game/element';
