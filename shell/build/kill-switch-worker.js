// @ts-check
/* global self, caches */
// The kill switch (docs/operations.md, "Removing the service worker"; decision 012): a shell
// built with SERVICE_WORKER=off serves this file as /sw.js instead of the worker. Browsers
// fetch /sw.js again at a reader's next page load (it is served no-cache), so this takes over
// at once, deletes the site's caches, unregisters itself and reloads the tabs the old worker
// controlled, which then load from the network as if there had never been a worker. It
// claims no tab: a page that registers it anew (an old page) is not reloaded, so none loops.
/** A worker's global scope (the file is plain JS: it is served as it is). */
const worker = /** @type {any} */ (self);

worker.addEventListener('install', () => {
  void worker.skipWaiting();
});

// The worker this replaces, woken again by a page while this one waited, asks it to take over
// (shell/src/service-worker/hand-over.ts, whose message this is): skipping waiting anew makes
// the browser stop that worker once it is idle.
worker.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'take-over') void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await worker.registration.unregister();
      const tabs = await worker.clients.matchAll({ type: 'window' });
      await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => null)));
    })(),
  );
});
