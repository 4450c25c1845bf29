import { fileURLToPath } from 'node:url';
import { vueAppConfig } from '@klondike/config/vite';
import { defineConfig } from 'vite';
import { precompiledMessages } from '@klondike/config/messages';

// served beside the player: `npm start` copies dist/ into the player's dist/replay; its messages are
// compiled at build time, as the player's are (no message compiled at its first use, no compiler in the page)
export default defineConfig(
  vueAppConfig({
    base: '/replay/',
    plugins: [precompiledMessages(fileURLToPath(new URL('./src/i18n/', import.meta.url)))],
  }),
);
