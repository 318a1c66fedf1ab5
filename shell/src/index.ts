// The entry stays tiny: it starts fetching the runtime manifest at once, in parallel with
// the bootstrap chunk (where React and the shared singletons are negotiated).
import { fetchRuntimeManifestJson } from './remotes/runtime-manifest';

const manifest = fetchRuntimeManifestJson();
// A failure is handled where the manifest is used (each section shows its own fallback).
manifest.catch(() => undefined);

// Start-up is cut into tasks so that none blocks a slow phone for long (docs/performance.md,
// "Where the blocking time goes"). Evaluating this file has set up the federation runtime;
// the next task asks for React DOM (negotiating its share and requesting its chunk), the one
// after for the bootstrap's modules. React DOM, the largest chunk, is evaluated when it
// arrives, in a task of its own, not together with the bootstrap's modules.
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
    // A prerendered page reads without the app: it stays, and one line says the rest is paused.
    if (root.dataset.prerenderedFor && root.childElementCount > 0) {
      const parts = root.querySelectorAll('[data-part]');
      document.documentElement.dataset.paused = Array.from(parts, (part) =>
        part.getAttribute('data-part'),
      ).join(' ');
      const line = document.createElement('p');
      line.setAttribute('role', 'status');
      line.style.cssText =
        'position:fixed;z-index:40;left:50%;bottom:1rem;transform:translateX(-50%);max-width:calc(100vw - 2rem);margin:0;padding:.75rem 1rem;border:1px solid #3d3042;border-radius:12px;background:#281f2c;font-size:.9rem';
      line.innerHTML =
        'Some parts of this page are paused: their code could not load. <a href="">Reload</a>';
      document.body.append(line);
      return;
    }
    root.innerHTML =
      '<p style="padding:2rem;font-family:Georgia,serif">The site could not load. Please check your connection and <a href="">reload the page</a>.</p>';
  });
