// One Jest run for every workspace: browser-side code in jsdom, the server in node.
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
  transformIgnorePatterns: ['/node_modules/(?!(marked)/)'],
  moduleNameMapper: {
    '\\.(png|jpe?g|webp|avif|gif|svg)$': '<rootDir>/../toolchain/jest-file-stub.cjs',
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
    browserProject('shell'),
    browserProject('blog-remote'),
    browserProject('red-remote'),
    browserProject('portfolio-remote'),
    { ...common, displayName: 'toolchain', rootDir: './toolchain', testEnvironment: 'node' },
    {
      ...common,
      displayName: 'hosting-policy',
      rootDir: './hosting-policy',
      testEnvironment: 'node',
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
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
