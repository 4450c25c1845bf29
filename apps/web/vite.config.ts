import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vueAppConfig } from '@klondike/config/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompiledMessages } from '@klondike/config/messages';

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
        this.warn(
          'apps/replay/dist not found: /replay/ is not served (build @klondike/replay first, as `npm start` does)',
        );
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
          for (const url of server.resolvedUrls?.local ?? [])
            server.config.logger.info(`  \u279c  Replay: ${url}replay/`);
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

/**
 * The offline app: a generated service worker precaches the whole build, the replay
 * viewer's copy in dist/replay included (withReplay's closeBundle copies it before this plugin's
 * closeBundle, which runs last, lists dist/), and the web app manifest makes it installable. The
 * worker is registered by src/offline.ts after the page loads; `autoUpdate` (skipWaiting +
 * clientsClaim) lets a new build take over at the next load, so a reload never shows an old build.
 */
function offlineApp(): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      name: 'Klondike Solitaire',
      short_name: 'Klondike',
      description: 'Klondike Solitaire: play, replay and keep statistics, online or offline.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0e5a32',
      theme_color: '#0e5a32',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // every page of the player is index.html; the replay viewer's pages are its own index.html
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/replay(\/|$)/],
      // hashed files and pages whose query (?code=, ?session=) only the app reads: match without it
      ignoreURLParametersMatching: [/./],
      cleanupOutdatedCaches: true,
      // a new build's worker takes over the open pages at once (and this test's page on its first load)
      skipWaiting: true,
      clientsClaim: true,
    },
  });
}

// the shared Vue app defaults (source conditions, vue-i18n flags, dist/, preview host): @klondike/config
// No modulepreload polyfill: every browser the player supports (ES2022 modules) preloads natively,
// and without it a lazy chunk still loads, only not ahead of time (a lighter page).
export default defineConfig(
  vueAppConfig({
    build: { modulePreload: { polyfill: false } },
    plugins: [
      precompiledMessages(fileURLToPath(new URL('./src/i18n/', import.meta.url))),
      withReplay(),
      replaySlash(),
      ...offlineApp(),
    ],
  }),
);
