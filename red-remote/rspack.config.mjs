import { createRemoteConfig } from '@site/toolchain/app-section.mjs';

// Exposed modules are this remote's public API: see README.md, @site/sections (the map's entry
// for this package gives its scope, dev port and exposed modules) and shared/src/contract.
export default createRemoteConfig(import.meta.url);
