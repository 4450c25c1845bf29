import { vueAppConfig } from '@klondike/config/vite';
import { defineConfig } from 'vite';

// served beside the player: `npm start` copies dist/ into the player's dist/replay
export default defineConfig(vueAppConfig({ base: '/replay/' }));
