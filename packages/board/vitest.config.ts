import vue from '@vitejs/plugin-vue';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vue()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts'],
  },
});
