// The entry stays tiny: it starts fetching the runtime manifest at once, in parallel with
// the bootstrap chunk (where React and the shared singletons are negotiated).
import { fetchRuntimeManifestJson } from './remotes/fetch-runtime-manifest';

const manifest = fetchRuntimeManifestJson();
// A failure is handled where the manifest is used (each section shows its own fallback).
manifest.catch(() => undefined);

// Start-up in short tasks, React DOM evaluated apart from the bootstrap, so that none blocks
// a slow phone for long (docs/performance.md, "Where the blocking time goes"; decision 006).
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
nextTask()
  .then(() => {
    const renderer = import('react-dom/client');
    // A failure is reported once, below, by `start` awaiting it (or by the bootstrap's own).
    renderer.catch(() => undefined);
    return nextTask()
      .then(() => import('./bootstrap'))
      .then(({ start }) => start(manifest, renderer));
  })
  .catch((error: unknown) => {
    console.error('The site could not start:', error);
    const root = document.getElementById('root');
    if (!root) return;
    // The served page is the floor (decision 010): it stays, its parts paused, with Reload.
    const parts = root.querySelectorAll<HTMLElement>('[data-part]');
    if (parts.length > 0) {
      document.documentElement.dataset.paused = Array.from(parts, (part) => part.dataset.part).join(
        ' ',
      );
      // The scheme's colours, as the served page's global styles define them (decision 020).
      root.insertAdjacentHTML(
        'afterend',
        '<p role="status" style="position:fixed;bottom:0;margin:1rem;padding:1rem;background:var(--color-surface-raised,#281f2c);color:var(--color-text,#f6eee8)">Some parts of this page are paused. <a href="">Reload</a></p>',
      );
      return;
    }
    root.innerHTML =
      '<p style="padding:2rem;font-family:Georgia,serif">The site could not load. Please check your connection and <a href="">reload the page</a>.</p>';
  });
