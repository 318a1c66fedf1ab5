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
export default (env, argv) =>
  createAppConfig(
    {
      appDir,
      name: section.scope,
      devPort: section.devPort,
      exposes: federationExposes(section),
    },
    argv,
  );
