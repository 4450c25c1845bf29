/**
 * Vite and Vitest settings shared by every package that runs through Vite: written once here, used
 * by each `vite.config.ts` / `vitest.config.ts` with its own additions (`mergeConfig` semantics:
 * arrays are concatenated, objects merged, the caller's values win).
 */
import vue from '@vitejs/plugin-vue';
import { defaultClientConditions, mergeConfig, type Plugin, type UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/**
 * Resolve the workspace packages (engine, board) from their TypeScript source (`source` export
 * condition), so neither the dev server nor the tests need a prebuild. Vite's own client conditions
 * are kept: without them Vue resolves to two copies (ESM and CJS).
 */
export const SOURCE_CONDITIONS: readonly string[] = ['source', ...defaultClientConditions];

/**
 * vue-i18n's compile-time flags: Composition API only, no legacy API, no production devtools, and
 * no global `<i18n-t>` / `v-t` (no template uses them; a lighter page).
 */
export const VUE_I18N_DEFINE: Readonly<Record<string, boolean>> = {
  __VUE_I18N_FULL_INSTALL__: false,
  __VUE_I18N_LEGACY_API__: false,
  __INTLIFY_PROD_DEVTOOLS__: false,
};

/**
 * Vue's compile-time flags: no Options API (every component is `<script setup>`, and the libraries
 * used are Composition API), so its support code leaves the bundle; no production devtools.
 */
export const VUE_DEFINE: Readonly<Record<string, boolean>> = {
  __VUE_OPTIONS_API__: false,
  __VUE_PROD_DEVTOOLS__: false,
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: false,
};

/** Where every package keeps its unit tests. */
export const TEST_INCLUDE: readonly string[] = ['test/**/*.test.ts'];

const vueBase = (): UserConfig => ({
  plugins: [vue()],
  resolve: { conditions: [...SOURCE_CONDITIONS] },
  define: { ...VUE_I18N_DEFINE, ...VUE_DEFINE },
});

/** vue-i18n's build files that look Vue's current instance up through the whole `vue` namespace. */
const VUE_I18N_BUILD = /\/vue-i18n\/dist\/vue-i18n(\.runtime)?\.mjs$/;
/** That look-up: `'currentInstance' in Vue`, else `Vue.getCurrentInstance()`. */
const VUE_I18N_INSTANCE_LOOKUP =
  /function getCurrentInstance\(\) \{\n[^}]*'currentInstance';\n\s*if \(key in Vue\) \{\n\s*return Vue\[key\];\n\s*\}\n\s*else \{\n\s*return Vue\.getCurrentInstance\(\);\n\s*\}\n\}/;

/**
 * A build plugin that lets the bundler drop the parts of Vue an app does not use. vue-i18n finds
 * the current component by `'currentInstance' in Vue` (its `import * as Vue from 'vue'`): a look-up
 * by a computed key, so the bundler keeps every export of Vue (hydration, Suspense, KeepAlive,
 * Teleport, transitions, custom elements: 17 KB gzip of the player's first paint). Vue 3 does not
 * export `currentInstance`, so the look-up always ends in `Vue.getCurrentInstance()`; the plugin
 * writes that call alone, which is what runs. If a vue-i18n version no longer has the look-up, the
 * build stops and says so (look again at its `getCurrentInstance`, then update or drop this plugin).
 */
export function vueI18nWithoutVueNamespace(): Plugin {
  return {
    name: 'klondike-vue-i18n-without-vue-namespace',
    apply: 'build',
    transform(code, id) {
      if (!VUE_I18N_BUILD.test(id)) return null;
      if (!VUE_I18N_INSTANCE_LOOKUP.test(code))
        this.error(`${id}: vue-i18n's getCurrentInstance look-up not found (see vueI18nWithoutVueNamespace)`);
      return {
        code: code.replace(
          VUE_I18N_INSTANCE_LOOKUP,
          'function getCurrentInstance() {\n    return Vue.getCurrentInstance();\n}',
        ),
        map: null,
      };
    },
  };
}

/**
 * A Vue app's Vite config (apps/web, apps/replay): the Vue plugin, the source conditions, the
 * vue-i18n flags and {@link vueI18nWithoutVueNamespace}, a build into `dist/` (emptied first),
 * `vite preview` on 127.0.0.1.
 * @param own the app's additions (plugins, `base`, ...)
 */
export function vueAppConfig(own: UserConfig = {}): UserConfig {
  return mergeConfig(
    mergeConfig(vueBase(), {
      plugins: [vueI18nWithoutVueNamespace()],
      build: { outDir: 'dist', emptyOutDir: true },
      preview: { host: '127.0.0.1' },
    }),
    own,
  );
}

/**
 * Vitest's limits per test and per hook, in milliseconds, and of `expect.poll`. Its defaults (5 s a
 * test, 1 s a poll) are wall-clock limits a property test over hundreds of random games, or a wait on
 * a save or a lazy import, can pass on a loaded machine (seen at a load of 34 on 2 cores); a limit
 * here only stops a test that hangs, it never decides a result. `vi.waitFor` has no such setting: wait
 * with `expect.poll` instead.
 */
export const LOADED_MACHINE_TIMEOUTS = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 60_000 } },
} as const;

/**
 * A Vue package's Vitest config (the apps, the board): the same plugin, conditions and flags as its
 * Vite build, tests in `test/**\/*.test.ts` under happy-dom.
 * @param own the package's additions (e.g. `test.setupFiles`)
 */
export function vueTestConfig(own: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    mergeConfig(vueBase(), {
      test: { environment: 'happy-dom', include: [...TEST_INCLUDE], ...LOADED_MACHINE_TIMEOUTS },
    }),
    own,
  );
}

/**
 * Vitest settings for a Node suite whose test files may share a worker's modules: each worker
 * imports vitest, the packages and the code under test once and runs file after file in them,
 * instead of a fresh process with a fresh import per file (the imports were most of such a suite's
 * time: the analysis suite took 27 s isolated, 5 s shared). A suite may use it only when no test
 * file changes what another one sees: no `vi.mock` or `vi.resetModules`, spies and fake timers
 * restored in the test that made them, no module state or global a test changes and leaves
 * changed (memo caches of pure results are fine). Each file still runs alone with its own hooks;
 * a file that needs its own modules belongs in a suite without this setting.
 */
export const SHARED_WORKER_MODULES = { isolate: false } as const;

/**
 * A Node package's Vitest config (engine, tools): the engine from its source, tests in `test/`.
 * @param own the package's additions (timeouts, other includes, ...)
 */
export function nodeTestConfig(own: ViteUserConfig = {}): ViteUserConfig {
  // Node-side tests resolve through Vite's SSR environment, which does not read `resolve.conditions`:
  // without `ssr.resolve` the engine would come from its built `dist/`, so a test would pass on stale code.
  const source = { conditions: ['source'], externalConditions: ['source'] };
  return mergeConfig(
    {
      resolve: { conditions: ['source'] },
      ssr: { resolve: source },
      test: { include: [...TEST_INCLUDE], ...LOADED_MACHINE_TIMEOUTS },
    },
    own,
  );
}

/**
 * A package's Vitest config for its mutation run (StrykerJS, `vitest.mutation.config.ts` named in its
 * `stryker.config.mjs`; docs/testing.md): the same suite with 15-minute limits. There the tests run
 * instrumented and under `nice` on a shared machine, where the longest (searches, property runs) can
 * take several times their usual limit; a vitest limit reached would count a slow test as a kill. A
 * mutant that makes a test hang is stopped by StrykerJS's own timeout and counted as such.
 *
 * `KLONDIKE_MUTATION_TESTS` (test files relative to the package, comma-separated) narrows the run to
 * those files, for a run of one module (`--mutate`) whose covering tests are known: the initial run of
 * the whole suite, instrumented, is then skipped. It must name every test file that reaches the
 * module, or a mutant only another file would kill counts as a survivor.
 * @param base the package's `vitest.config.ts`
 */
export function mutationTestConfig(base: ViteUserConfig): ViteUserConfig {
  const config = mergeConfig(base, { test: { testTimeout: 900_000, hookTimeout: 900_000 } });
  const only = process.env['KLONDIKE_MUTATION_TESTS'];
  // replaced, not merged: merging would add the files to the suite's own include
  if (only) config.test = { ...config.test, include: only.split(',').map((file) => file.trim()) };
  return config;
}
