// One Jest run for every workspace: browser-side code in jsdom, the server in node. The apps
// are the map's (@site/sections).
import { APP_FOLDERS } from '@site/sections';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: {
    '^.+\\.(t|j|mj)sx?$': swc,
    // Content (a Markdown file, a folder of them): the same compile step as the build.
    '^.+\\.md(-folder)?$': '<rootDir>/../toolchain/content-jest-transform.cjs',
  },
  // ESM-only packages are compiled like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(marked|entities|@csstools/css-tokenizer|@csstools/css-parser-algorithms)/)',
  ],
  moduleNameMapper: {
    '\\.(png|jpe?g|webp|avif|gif|svg)$': '<rootDir>/../toolchain/jest-file-stub.cjs',
    // The map from its sources, never from its last build.
    '^@site/sections$': '<rootDir>/../sections/src/index.ts',
  },
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const browserProject = (name) => ({
  ...common,
  displayName: name,
  rootDir: `./${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../toolchain/jest-setup.ts'],
});

export default {
  projects: [
    browserProject('shared'),
    ...APP_FOLDERS.map(browserProject),
    { ...common, displayName: 'toolchain', rootDir: './toolchain', testEnvironment: 'node' },
    ...['sections', 'hosting-policy'].map((name) => ({
      ...common,
      displayName: name,
      rootDir: `./${name}`,
      testEnvironment: 'node',
      moduleNameMapper: { ...common.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
    })),
    {
      ...common,
      displayName: 'server',
      rootDir: './server',
      testEnvironment: 'node',
      // The server is NodeNext ESM: its relative imports name the emitted `.js` file. The
      // hosting policy is tested from its sources, not from its last build.
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^@site/hosting-policy$': '<rootDir>/../hosting-policy/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
    },
  ],
};
