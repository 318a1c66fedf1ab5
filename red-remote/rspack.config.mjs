import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@site/toolchain/create-app-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// Exposed modules are this remote's public API: see README.md and shared/src/contract.
export default (env, argv) =>
  createAppConfig(
    {
      appDir,
      name: 'red_remote',
      devPort: 3002,
      exposes: {
        './routes': './src/routes.tsx',
        './newest-poem': './src/newest-poem.ts',
      },
    },
    argv,
  );
