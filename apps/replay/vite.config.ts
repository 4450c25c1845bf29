import vue from '@vitejs/plugin-vue';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [vue()],
  // served beside the player: `npm start` copies dist/ into the player's dist/replay
  base: '/replay/',
  // engine and board from source; Vite's own conditions kept, else Vue resolves to two copies
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: {
    __VUE_I18N_FULL_INSTALL__: true,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
  },
  build: { outDir: 'dist', emptyOutDir: true },
  preview: { host: '127.0.0.1' },
});
