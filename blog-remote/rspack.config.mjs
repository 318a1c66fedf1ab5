import { createRemoteConfig } from '@site/toolchain/app-section.mjs';

// Exposed modules are this remote's public API: see README.md, @site/sections (the map's entry
// for this package gives its scope, dev port and exposed modules) and shared/src/contract.
// The posts are built by the toolchain's content loader, as every app's content is: through
// content/posts/published.md-folder, published as the content type there says (schema.cjs).
export default createRemoteConfig(import.meta.url);
