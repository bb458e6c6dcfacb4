import { createApp } from 'vue';
import 'polis-game/element';
import App from './App.vue';

createApp(App).mount('#app');
