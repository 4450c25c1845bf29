import vue from '@vitejs/plugin-vue';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [vue()],
  // The engine and the board are used from source (their `source` export), so no prebuild is needed.
  // Vite's own conditions are kept: without them Vue resolves to two copies (ESM and CJS).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: {
    __VUE_I18N_FULL_INSTALL__: true,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
  },
  build: { outDir: 'dist', emptyOutDir: true },
  preview: { host: '127.0.0.1' },
});
