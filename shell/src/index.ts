// The entry stays tiny: it starts fetching the runtime manifest at once, in parallel with
// the bootstrap chunk (where React and the shared singletons are negotiated).
import { fetchRuntimeManifestJson } from './remotes/runtime-manifest';

const manifest = fetchRuntimeManifestJson();
// A failure is handled where the manifest is used (each section shows its own fallback).
manifest.catch(() => undefined);

import('./bootstrap')
  .then(({ start }) => start(manifest))
  .catch((error: unknown) => {
    console.error('The site could not start:', error);
    const root = document.getElementById('root');
    if (root) {
      root.innerHTML =
        '<p style="padding:2rem;font-family:Georgia,serif">The site could not load. Please check your connection and <a href="">reload the page</a>.</p>';
    }
  });
