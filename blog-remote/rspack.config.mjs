import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationExposes } from '@site/sections';
import { sectionOfAppDir } from '@site/toolchain/app-section.mjs';
import { createAppConfig } from '@site/toolchain/create-app-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));
// This remote's scope, dev port and exposed modules: the map's entry for its package.
const section = sectionOfAppDir(appDir);

// Exposed modules are this remote's public API: see README.md, @site/sections and
// shared/src/contract. The posts are built by the toolchain's content loader, as every app's
// content is: through content/posts/published.md-folder, published as the content type there
// says (schema.cjs).
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
