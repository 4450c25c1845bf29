import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vueAppConfig } from '@klondike/config/vite';
import { defineConfig, type Plugin } from 'vite';

const replayDist = fileURLToPath(new URL('../replay/dist', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Serves the replay viewer (@klondike/replay, built with base `/replay/`) from the same server: its
 * build is copied into dist/replay after ours, since our build empties dist/. Turbo builds it first
 * (it is a dependency); a web build alone, without it, still works and says so.
 */
function withReplay(): Plugin {
  return {
    name: 'klondike-with-replay',
    apply: 'build',
    closeBundle() {
      if (!existsSync(replayDist)) {
        this.warn('apps/replay/dist not found: /replay/ is not served (build @klondike/replay first, as `npm start` does)');
        return;
      }
      cpSync(replayDist, `${outDir}/replay`, { recursive: true });
    },
  };
}

/**
 * `vite preview`: prints the replay's address beside the player's, and sends `/replay` (no slash),
 * which would fall back to the player's page, to the replay.
 */
function replaySlash(): Plugin {
  return {
    name: 'klondike-replay-slash',
    configurePreviewServer(server) {
      server.httpServer.once('listening', () => {
        // resolvedUrls is set once the server listens, after this event's other listeners
        setTimeout(() => {
          for (const url of server.resolvedUrls?.local ?? []) server.config.logger.info(`  \u279c  Replay: ${url}replay/`);
        });
      });
      server.middlewares.use((req, res, next) => {
        const [path, query] = (req.url ?? '').split(/\?(.*)/s);
        if (path !== '/replay') return next();
        res.statusCode = 301;
        res.setHeader('Location', `/replay/${query ? `?${query}` : ''}`);
        res.end();
      });
    },
  };
}

// the shared Vue app defaults (source conditions, vue-i18n flags, dist/, preview host): @klondike/config
export default defineConfig(vueAppConfig({ plugins: [withReplay(), replaySlash()] }));
