import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationExposes } from '@site/sections';
import { sectionOfAppDir } from '@site/toolchain/app-section.mjs';
import { createAppConfig } from '@site/toolchain/create-app-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));
// This remote's scope, dev port and exposed modules: the map's entry for its package.
const section = sectionOfAppDir(appDir);

// Exposed modules are this remote's public API: see README.md, @site/sections and
// shared/src/contract.
export default (env, argv) => {
  const config = createAppConfig(
    {
      appDir,
      name: section.scope,
      devPort: section.devPort,
      exposes: federationExposes(section),
    },
    argv,
  );
  // The posts: compiled from content/ into data files beside the code (build/blog-content.cjs).
  config.module.rules.push({
    test: path.join(appDir, 'src/published/published-content.ts'),
    loader: path.join(appDir, 'build/blog-content-loader.cjs'),
    // Named here, not read from the build's context: the bench's single bundle builds this
    // module from another folder with this very rule.
    options: { contentDir: path.join(appDir, 'content') },
    type: 'javascript/auto',
  });
  return config;
};
