import { SERVICE_WORKER_URL, type KeepPageMessage } from '../components/service-worker-messages';

let controller: Promise<ServiceWorker | null> | undefined;
/** Resource Timing entries already sent: each file is reported once. */
let reported = 0;

/** The worker that controls this page, once it does (it claims the page when it activates). */
function whenControlled(): Promise<ServiceWorker | null> {
  const container = navigator.serviceWorker;
  return container.ready.then(
    () =>
      container.controller ??
      new Promise<ServiceWorker | null>((resolve) =>
        container.addEventListener('controllerchange', () => resolve(container.controller), {
          once: true,
        }),
      ),
  );
}

/**
 * Registers the worker (once per page load; `updateViaCache: 'none'`: each check for a new
 * worker goes to the server), and resolves with it once it controls the page; null when it
 * cannot be had (a browser that refuses, a build without it).
 */
function registered(): Promise<ServiceWorker | null> {
  controller ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { updateViaCache: 'none' })
    .then(whenControlled)
    .catch(() => null);
  return controller;
}

/**
 * Tells the worker this page was read: it keeps the page's HTML, and the files this page
 * loaded before the worker controlled it (the first page of a first visit).
 */
export async function keepThisPage(): Promise<void> {
  const worker = await registered();
  if (!worker) return;
  const entries = performance.getEntriesByType('resource');
  const resources = entries.slice(reported).map((entry) => entry.name);
  reported = entries.length;
  const message: KeepPageMessage = { type: 'keep-page', url: window.location.href, resources };
  worker.postMessage(message);
}
