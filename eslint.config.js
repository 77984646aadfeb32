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
};

/** Bans imports matching the patterns; `typesOnly` patterns still allow `import type`. */
const restrict = (patterns, typesOnly = []) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [...patterns, ...typesOnly.map((pattern) => ({ ...pattern, allowTypeImports: true }))] },
  ],
});

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
  { files: ['src/app/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: { ...reactHooks.configs.recommended.rules, ...restrict([banned.server], [banned.engine, banned.workers]) } },
  {
    // The engine client is the app's one way to the engine: it starts the worker and runs the host side
    // (the shared audio clock, SVG decoding for the worker), so it may import those parts.
    files: ['src/app/engineClient/engineClient.ts'],
    rules: restrict(
      [banned.server],
      [{ regex: '(^|/)engine/(?!clock/|platform/rasterizeSvgInPage$)', message: banned.engine.message }, banned.workers],
    ),
  },
  { files: ['src/scene/**/*.ts'], rules: restrict([banned.react, banned.app, banned.engine, banned.workers, banned.server]) },
  { files: ['src/engine/**/*.ts'], rules: restrict([banned.react, banned.app, banned.workers, banned.server]) },
  { files: ['src/workers/**/*.ts'], rules: restrict([banned.react, banned.app, banned.server]) },
  { files: ['src/server/**/*.ts'], rules: restrict([banned.react, banned.app, banned.engine, banned.workers]) },
);
