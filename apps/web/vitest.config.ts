import { vueTestConfig } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig(vueTestConfig({ test: { setupFiles: ['fake-indexeddb/auto'] } }));
