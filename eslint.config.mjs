// Lint for every workspace. The architecture is enforced here: a remote imports only
// `@site/shared` and its own files, `shared` never imports an app, the shell reaches a
// remote only through federation (never by import).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'blog-remote', 'red-remote', 'portfolio-remote', 'server'];

/** no-restricted-imports patterns that keep `app` out of every other app. */
function roomRule(app) {
  const others = APPS.filter((other) => other !== app);
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // A relative path into another app's folder (a package such as react-dom/server
            // is not the server app, so this is a regex on relative paths only).
            regex: `^\\.{1,2}/(.*/)?(${others.join('|')})(/|$)`,
            message: `Each app is a room: ${app} may import only @site/shared and its own files.`,
          },
          {
            group: others.flatMap((other) => [`@site/${other}`, `@site/${other}/**`]),
            message: `Each app is a room: ${app} may import only @site/shared and its own files.`,
          },
          {
            group: ['**/shared/src/**', '../shared/**', '../../shared/**'],
            message: 'Import the shared package by name (@site/shared), not by path.',
          },
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.hosting/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  ...APPS.map((app) => ({ files: [`${app}/**/*.{ts,tsx,mjs}`], rules: roomRule(app) })),
  {
    files: ['shared/**/*.{ts,tsx,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.flatMap((app) => [`**/${app}/**`, `@site/${app}`, `@site/${app}/**`]),
              message: 'shared never imports an app: flow is shell -> remotes -> shared.',
            },
          ],
        },
      ],
    },
  },
);
