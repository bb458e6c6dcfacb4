import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// <polis-game> is a custom element, not a Vue component.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'polis-game' } } })],
});
