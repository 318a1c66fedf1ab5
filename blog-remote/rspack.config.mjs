import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@site/toolchain/create-app-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// Exposed modules are this remote's public API: see README.md and shared/src/contract.
export default (env, argv) => {
  const config = createAppConfig(
    {
      appDir,
      name: 'blog_remote',
      devPort: 3001,
      exposes: {
        './routes': './src/routes.tsx',
        './newest-post': './src/newest-post.ts',
      },
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
