import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md: who may import whom. */
const banned = {
  react: { group: ['react', 'react-dom', 'react-dom/*', 'react-redux', '@reduxjs/*', 'react-router', 'react-router-dom'], message: 'Only src/app uses React and Redux.' },
  app: { group: ['**/app/**', '**/app'], message: 'src/app is the React shell; nothing else imports it.' },
  engine: { group: ['**/engine/**', '**/engine'], message: 'Only src/workers imports the engine (src/app may import its types).' },
  workers: { group: ['**/workers/**'], message: 'Workers are entry points; src/app reaches them through its engine client.' },
  server: { group: ['**/server/**', '**/server'], message: 'src/server is the Node API; the browser code never imports it.' },
  contract: { group: ['**/contract/**', '**/contract'], message: 'src/contract is the wire between app and server; the project document does not know it.' },
  comlink: { group: ['comlink'], message: 'The engine client (src/app/engineClient) is the one way to the worker: use its typed calls.' },
};

/** A bare import (a package, a node: module) other than the `allowed` packages; relative imports are held by the folder patterns. */
const packagesBut = (...allowed) => ({
  regex: `^(?!\\.|(${allowed.join('|')})$)`,
  message: `This folder imports no packages but ${allowed.join(', ')}.`,
});

/** The untyped react-redux hooks; src/app/hooks.ts hands out the typed ones. */
const plainReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch, useAppSelector and useAppStore from src/app/hooks.ts (typed with the store).',
};

/**
 * Bans imports matching `patterns`; `typesOnly` patterns still allow `import type`; `paths` bans
 * names of a module. Comlink is banned too unless `comlink` is true (the engine client and the worker).
 */
const restrict = (patterns, { typesOnly = [], paths = [], comlink = false } = {}) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [...patterns, ...(comlink ? [] : [banned.comlink]), ...typesOnly.map((pattern) => ({ ...pattern, allowTypeImports: true }))],
    },
  ],
});

/** Globals of a page, which a worker (the engine) and Node (the server) do not have. */
const pageGlobals = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'DOMParser', 'XMLSerializer', 'Image'];
/** Bans the page's globals with `message`. */
const noPageGlobals = (message) => ({ 'no-restricted-globals': ['error', ...pageGlobals.map((name) => ({ name, message }))] });

const appImports = { typesOnly: [banned.engine, banned.workers], paths: [plainReduxHooks] };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Typed rules: every promise is awaited, returned, handled, or marked `void` on purpose.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  { files: ['src/app/**/*.{ts,tsx}', 'tests/browser/**/*.ts', 'bench/pages/**/*.ts'], languageOptions: { globals: globals.browser } },
  { files: ['src/engine/**/*.ts', 'src/workers/**/*.ts'], languageOptions: { globals: globals.worker } },
  { files: ['src/server/**/*.ts'], languageOptions: { globals: globals.node } },
  { files: ['src/scene/**/*.ts', 'src/contract/**/*.ts'], languageOptions: { globals: globals['shared-node-browser'] } },

  { files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'], rules: restrict([]) },
  {
    // The playback bench drives a bare compositor worker with a clock of its own (no audio), as no app screen does.
    files: ['bench/pages/oursRunner.ts'],
    rules: restrict([], { comlink: true }),
  },
  { files: ['src/app/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: { ...reactHooks.configs.recommended.rules, ...restrict([banned.server], appImports) } },
  { files: ['src/app/hooks.ts'], rules: restrict([banned.server], { ...appImports, paths: [] }) },
  {
    // The engine client is the app's one way to the engine: it starts the worker and runs the host side
    // (the shared audio clock, SVG decoding for the worker), so it may import those parts and comlink.
    files: ['src/app/engineClient/engineClient.ts'],
    rules: restrict([banned.server], {
      typesOnly: [{ regex: '(^|/)engine/(?!clock/|platform/rasterizeSvgInPage$)', message: banned.engine.message }, banned.workers],
      paths: [plainReduxHooks],
      comlink: true,
    }),
  },
  {
    // The project document and its pure rules: zod and nothing outside src/scene (tests add their tools).
    files: ['src/scene/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([banned.react, banned.app, banned.engine, banned.workers, banned.server, banned.contract, packagesBut('zod')]),
  },
  {
    files: ['src/scene/**/*.test.ts'],
    rules: restrict([banned.react, banned.app, banned.engine, banned.workers, banned.server, banned.contract, packagesBut('zod', 'vitest', 'fast-check')]),
  },
  {
    // The wire between app and server: zod and src/scene only.
    files: ['src/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([banned.react, banned.app, banned.engine, banned.workers, banned.server, packagesBut('zod')]),
  },
  {
    files: ['src/contract/**/*.test.ts'],
    rules: restrict([banned.react, banned.app, banned.engine, banned.workers, banned.server, packagesBut('zod', 'vitest', 'fast-check')]),
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: { ...restrict([banned.react, banned.app, banned.workers, banned.server]), ...noPageGlobals('The engine runs in a worker; page work goes through src/engine/platform.') },
  },
  {
    // The platform adapter: what only a page can do (decoding SVG), which the app runs for the worker.
    files: ['src/engine/platform/rasterizeSvgInPage.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  { files: ['src/workers/**/*.ts'], rules: restrict([banned.react, banned.app, banned.server], { comlink: true }) },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      ...restrict([banned.react, banned.app, banned.engine, banned.workers]),
      ...noPageGlobals('src/server runs in Node: no page globals (a page.evaluate callback uses globalThis).'),
    },
  },
);
