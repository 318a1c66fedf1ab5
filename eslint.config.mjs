// Lint for every workspace. The architecture is enforced here: a remote imports only
// `@site/shared` and its own files, `shared` never imports an app, the shell reaches a
// remote only through federation (never by import). Tooling is a room too: nothing the site
// runs imports scripts/, the map of the sections and the hosting policy import no workspace
// but the map, and inside the shell nothing imports app/ (the composition root) but the
// entries. The apps are the map's (@site/sections).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APP_FOLDERS } from '@site/sections';
import importZones from './lint/import-zones.mjs';

const APPS = [...APP_FOLDERS, 'server'];
const BROWSER_APPS = APP_FOLDERS;
const SOURCES = '{ts,tsx,js,mjs,cjs}';

const NO_SCRIPTS = {
  from: ['scripts'],
  message: 'scripts/ is tooling: the site and the server never import it.',
};
const NO_HOSTING_POLICY = {
  from: ['hosting-policy'],
  message: "@site/hosting-policy is Node code for the server and the scripts, not the site's.",
};
const NO_SECTIONS = {
  from: ['sections'],
  message:
    "The list of the sections is the shell's: only shell/src/sections/ reads the map (a section knows only itself).",
};
/** Where the shell reads the map of the sections: the rest of the shell imports from there. */
const SHELL_SECTIONS = 'shell/src/sections';
const NO_TOOLCHAIN = {
  from: ['toolchain'],
  message: "@site/toolchain builds and tests the apps: the site's own code never imports it.",
};
/** The shell's composition root: only its entries import it. */
const SHELL_APP = 'shell/src/app';
const SHELL_ENTRIES = ['shell/src/bootstrap.tsx', 'shell/src/index.ts', 'shell/src/prerender/**'];
const NO_SHELL_APP = {
  from: [SHELL_APP],
  message: `${SHELL_APP}/ composes the shell: only its entries (bootstrap, index, prerender) import it.`,
};

/** An import-zones rule: imports landing in any `from` folder are reported. */
const zones = (...list) => ({ 'site/import-zones': ['error', list] });

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
    files: ['server/**/*.ts', 'hosting-policy/**/*.ts', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  ...APPS.map((app) => ({ files: [`${app}/**/*.{ts,tsx,mjs}`], rules: roomRule(app) })),
  { plugins: { site: { rules: { 'import-zones': importZones } } } },
  {
    files: [...BROWSER_APPS, 'shared'].map((app) => `${app}/**/*.${SOURCES}`),
    // An app's build code runs in Node: the shell's writes the runtime manifest the policy's
    // topology gives.
    ignores: BROWSER_APPS.map((app) => `${app}/build/**`),
    rules: zones(NO_SCRIPTS, NO_HOSTING_POLICY),
  },
  {
    files: BROWSER_APPS.map((app) => `${app}/build/**/*.${SOURCES}`),
    rules: zones(NO_SCRIPTS),
  },
  {
    // What readers download: each app's src/ and shared's src/ and content/ (tests aside).
    files: [...BROWSER_APPS.map((app) => `${app}/src`), 'shared/src', 'shared/content'].map(
      (folder) => `${folder}/**/*.${SOURCES}`,
    ),
    ignores: ['**/*.test.*', 'shared/src/testing/**'],
    rules: zones(NO_SCRIPTS, NO_HOSTING_POLICY, NO_TOOLCHAIN),
  },
  {
    // A section knows only itself, and shared no section: the shell's sections/ reads the map.
    files: [...BROWSER_APPS.map((app) => `${app}/src`), 'shared/src', 'shared/content'].map(
      (folder) => `${folder}/**/*.${SOURCES}`,
    ),
    ignores: ['**/*.test.*', `${SHELL_SECTIONS}/**`],
    rules: zones(NO_SCRIPTS, NO_HOSTING_POLICY, NO_TOOLCHAIN, NO_SECTIONS),
  },
  {
    files: [`toolchain/**/*.${SOURCES}`],
    rules: zones({
      from: ['server', 'scripts', 'e2e', 'hosting-policy', ...BROWSER_APPS],
      message:
        "@site/toolchain is imported by the apps' builds and tests; it imports no app nor tool.",
    }),
  },
  {
    files: [`shell/src/**/*.${SOURCES}`],
    ignores: [`${SHELL_APP}/**`, ...SHELL_ENTRIES, `${SHELL_SECTIONS}/**`],
    rules: zones(NO_SCRIPTS, NO_HOSTING_POLICY, NO_TOOLCHAIN, NO_SECTIONS, NO_SHELL_APP),
  },
  {
    files: [`server/**/*.${SOURCES}`],
    rules: zones(NO_SCRIPTS, {
      from: ['e2e'],
      message: 'The server imports only @site/shared, @site/hosting-policy and its own files.',
    }),
  },
  {
    files: [`hosting-policy/**/*.${SOURCES}`],
    rules: zones({
      from: ['server', 'scripts', 'e2e', 'shared', 'toolchain', ...BROWSER_APPS],
      message:
        '@site/hosting-policy is imported by the server and the scripts; it imports only @site/sections.',
    }),
  },
  {
    files: [`sections/**/*.${SOURCES}`],
    rules: zones({
      from: ['server', 'scripts', 'e2e', 'shared', 'toolchain', 'hosting-policy', ...BROWSER_APPS],
      message: '@site/sections is the ground floor: everything may read the map; it imports none.',
    }),
  },
  {
    files: [`scripts/**/*.${SOURCES}`],
    rules: zones({
      from: ['server', 'e2e', ...BROWSER_APPS],
      message:
        'scripts/ runs the builds and the server as programs; it imports only @site/hosting-policy, @site/toolchain, shared and its own files.',
    }),
  },
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
