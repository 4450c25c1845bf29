/**
 * Build-time compilation of an app's vue-i18n messages (a lighter page, and no message compiled at
 * its first use): the player's and the replay viewer's (`@klondike/config/messages`, used by both `vite.config.ts`). Each
 * locale module of the app's `src/i18n/` (`en.ts` inline; `he.ts`, `nl.ts` their own chunks) is evaluated in Node at
 * build time and replaced by its messages compiled to vue-i18n's message AST with vue-i18n's own
 * compiler (`@intlify/message-compiler`, JIT format), so the page needs no message compiler and the
 * build drops it (`__INTLIFY_DROP_MESSAGE_COMPILER__`). What a message says and how it formats stays
 * vue-i18n's: the runtime evaluates the AST exactly as it would the compiled string. A message that
 * does not compile fails the build, naming the locale and the key. Dev server and unit tests keep
 * the strings and the runtime compiler.
 *
 * (`@intlify/unplugin-vue-i18n` does this for JSON/YAML files, but its 11.2+ needs Node 22; and our
 * messages are TypeScript objects that spread the board's messages, so they are evaluated, not parsed.)
 *
 * A locale module is bundled with Rolldown (Vite's own bundler, as Vite bundles a config file) into
 * one file, the workspace's TypeScript inlined and other packages left as imports, and that file
 * imported. Not with Vite's `runnerImport`: its module runner asks a dev server for each module with a
 * fixed 60 s limit per request, and on a starved machine (a loaded two-core box) the build failed
 * with "transport invoke timed out after 60000ms"; a bundle has no clock in it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { baseCompile } from '@intlify/message-compiler';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The board's message sets only (its index also imports Vue components, which Node need not load). */
const BOARD_MESSAGES = fileURLToPath(new URL('../../board/src/messages.ts', import.meta.url));
/** The locale modules: every file of src/i18n/ but the set-up (index.ts). */
const LOCALE_MODULE = /\/src\/i18n\/(?!index\.)[\w-]+\.ts$/;
/** Where a bundled locale module is written to be imported: inside the repository, so that its imports of packages resolve. */
const BUNDLE_DIR = fileURLToPath(new URL('../node_modules/.klondike-messages/', import.meta.url));

/** Whether an import is of a package outside the workspace (left to Node), not a file or a workspace package (bundled). */
const outside = (source: string): boolean =>
  !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0') && !source.startsWith('@klondike/');

/**
 * A locale module's exports, evaluated in Node: the module bundled (workspace packages by their
 * TypeScript source, `@klondike/board` by its message sets alone), written to a file of its own and
 * imported, then the file removed.
 * @param id the locale module's absolute path
 * @throws the bundler's error (a missing import, a syntax error) naming the file
 */
async function evaluateLocale(id: string): Promise<Record<string, unknown>> {
  const bundle = await rolldown({
    input: id,
    platform: 'node',
    logLevel: 'warn',
    resolve: { conditionNames: ['source', 'import', 'default'] },
    external: outside,
    plugins: [
      {
        name: 'klondike-board-messages',
        resolveId: (source) => (source === '@klondike/board' ? BOARD_MESSAGES : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    mkdirSync(BUNDLE_DIR, { recursive: true });
    const file = join(BUNDLE_DIR, `${randomUUID()}.mjs`);
    writeFileSync(file, output[0].code);
    try {
      return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    } finally {
      rmSync(file, { force: true });
    }
  } finally {
    await bundle.close();
  }
}

/**
 * The AST without the item list of a message that is static text: the runtime reads a message's
 * `s` (static) before its `i` (items), so the list is never read, and it is half of a plain message.
 */
function withoutStaticItems(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutStaticItems);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).filter(([key]) => !(key === 'i' && 's' in node));
  return Object.fromEntries(entries.map(([key, v]) => [key, withoutStaticItems(v)]));
}

/** A message tree with every string replaced by its compiled AST; `where` names the key for errors. */
function compileTree(value: unknown, where: string): unknown {
  if (typeof value === 'string') {
    const errors: string[] = [];
    const { ast } = baseCompile(value, {
      jit: true,
      location: false,
      minify: true,
      onError: (e) => errors.push(e.message),
    });
    if (errors.length)
      throw new Error(`message ${where} does not compile: ${errors.join('; ')} (${JSON.stringify(value)})`);
    return withoutStaticItems(ast);
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, compileTree(v, `${where}.${key}`)]));
  }
  throw new Error(`message ${where} is neither a string nor a group of messages`);
}

/**
 * The plugin: `apply: 'build'`, so `vite` (dev) and Vitest keep the source modules.
 * @param i18nDir the app's `src/i18n/` folder, as a path ending in `/`
 */
export function precompiledMessages(i18nDir: string): Plugin {
  return {
    name: 'klondike-precompiled-messages',
    apply: 'build',
    config: () => ({ define: { __INTLIFY_DROP_MESSAGE_COMPILER__: true } }),
    async load(id) {
      if (!LOCALE_MODULE.test(id) || !id.startsWith(i18nDir)) return null;
      const module = await evaluateLocale(id);
      const locale = id.slice(i18nDir.length);
      return Object.entries(module)
        .map(
          ([name, messages]) =>
            `export const ${name} = ${JSON.stringify(compileTree(messages, `${locale}:${name}`))};\n`,
        )
        .join('');
    },
  };
}
