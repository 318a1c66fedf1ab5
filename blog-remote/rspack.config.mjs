import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@site/toolchain/create-app-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// Exposed modules are this remote's public API: see README.md and shared/src/contract.
// The posts are built by the toolchain's content loader, as every app's content is: through
// content/posts/published.md-folder, published as the content type there says (schema.cjs).
export default (env, argv) =>
  createAppConfig(
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
