// The shell's service worker (docs/architecture.md, "Offline and repeat visits"; decision
// 012): the shell's code precached, pages read and the section files they ran kept, the
// runtime manifest and entries as the last set that worked, an offline page for the rest,
// and the files no kept release needs deleted after a release (prune-files.ts).
// Built to /sw.js by shell/build/service-worker-plugin.mjs; the kill switch that replaces it
// is shell/build/kill-switch-worker.js.
import { isServiceWorkerMessage } from '../components/service-worker-messages';
import { SITE_CACHES } from './cache-names';
import { isHashedFile } from './cross-origin';
import { hashedFile, keepFiles, otherFile } from './files';
import { OpenPages } from './open-pages';
import { precacheShell, shellFileUrls } from './precache';
import { handOverWhenWoken, isTakeOverMessage } from './hand-over';
import { FilePruner } from './prune-files';
import { ReleaseSet } from './release-set';
import { keepReadPage, readPage } from './navigations';
import { KeptCopyVerdicts } from './kept-copy-verdicts';

declare const self: ServiceWorkerGlobalScope;

const ownOrigin = self.location.origin;
const PRELOAD_IS_SAFE = !/\bFirefox\//.test(self.navigator.userAgent);
const openPages = new OpenPages();
const releases = new ReleaseSet(ownOrigin, openPages);
const pruner = new FilePruner({
  shellFiles: shellFileUrls(ownOrigin),
  pages: openPages,
  openPageIds: async () => (await self.clients.matchAll({ type: 'window' })).map(({ id }) => id),
  // A new worker installed and not yet serving: its shell's files are in the cache already.
  anotherWorkerComing: () => Boolean(self.registration.installing ?? self.registration.waiting),
});
const releaseMoved = (): void => pruner.due();
const keptCopyVerdicts = new KeptCopyVerdicts();
// Started while a successor waits: a page woke this worker on its way out (hand-over.ts).
const handOver = handOverWhenWoken(self.registration, self.serviceWorker);

self.addEventListener('install', (event) => {
  // A new worker serves the same way as the one it replaces: it may take over at once.
  event.waitUntil(precacheShell(ownOrigin).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('site-') && !SITE_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker starts up, not after. Not in Firefox:
      // there a navigation whose preload fails (offline) becomes the browser's error page,
      // whatever the worker answers (Firefox ESR 140, 2026-11-26), so no kept page would open.
      const preload = self.registration.navigationPreload;
      if (preload) await (PRELOAD_IS_SAFE ? preload.enable() : preload.disable());
      await self.clients.claim();
      // A release of the shell: the previous one's files go once nothing kept needs them.
      pruner.due();
    })(),
  );
});

/**
 * Whether the worker answers a request, decided at once (as the fetch event requires): the
 * shell's own GETs but the likes API, the sections' release lists, which are always live,
 * and a request for part of a file; on other origins, what may be a section's entry or hashed file (the origin is
 * checked against the runtime manifest when answering). The rest goes to the browser as if
 * there were no worker: Firebase, analytics, the form builder.
 */
function isHandled(request: Request, url: URL): boolean {
  if (request.method !== 'GET') return false;
  // A part of a file (a recording's audio: a media element asks for byte ranges) goes to the
  // network as if there were no worker: a partial answer (206) cannot be kept in a cache
  // (cache.put throws), so answering it here failed the request and the recording with it.
  if (request.headers.has('range')) return false;
  if (url.origin === ownOrigin) {
    return !url.pathname.startsWith('/api/') && !url.pathname.endsWith('/releases.json');
  }
  return isHashedFile(url) || url.pathname.endsWith('/remoteEntry.js');
}

async function answer(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  if (url.origin === ownOrigin && request.mode === 'navigate') {
    const page = await readPage(event, url, releaseMoved, keptCopyVerdicts);
    // What this page runs, for the prune (open-pages.ts); read in the background, as no
    // event may wait on a body that a page cancelled.
    page
      .clone()
      .text()
      .then(
        (html) => openPages.loaded(event.resultingClientId, html),
        () => undefined,
      );
    return page;
  }
  const isRelease = url.href === releases.manifestUrl || (await releases.entryUrls()).has(url.href);
  if (isRelease) return releases.answer(request, url, event.clientId);
  const isOurs = url.origin === ownOrigin || (await releases.sectionOrigins()).has(url.origin);
  if (!isOurs) return fetch(request);
  if (isHashedFile(url)) return hashedFile(request, url, ownOrigin);
  return url.origin === ownOrigin ? otherFile(request, url) : fetch(request);
}

self.addEventListener('fetch', (event) => {
  handOver();
  const url = new URL(event.request.url);
  if (isHandled(event.request, url)) event.respondWith(answer(event, url));
});

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (isTakeOverMessage(message)) {
    // The worker this one replaces was woken again while this one waited (hand-over.ts):
    // skipping waiting anew makes the browser stop it once it is idle. Not waited for: the
    // promise settles only once this worker is active.
    void self.skipWaiting();
    return;
  }
  handOver();
  const client = event.source;
  if (!isServiceWorkerMessage(message) || !client || !('id' in client)) return;
  if (message.type === 'kept-copy-current?') {
    const [port] = event.ports;
    if (port)
      event.waitUntil(
        keptCopyVerdicts.take(client.id).then((verdict) => port.postMessage(verdict)),
      );
    return;
  }
  if (message.type === 'section-ran') {
    event.waitUntil(
      releases.promote(client.id, message.entry).then((moved) => {
        if (moved) pruner.due();
      }),
    );
    return;
  }
  openPages.ran(client.id, message.resources);
  event.waitUntil(
    (async () => {
      const resources = message.resources.flatMap((resource) => {
        try {
          return [new URL(resource)];
        } catch {
          return [];
        }
      });
      // The manifest first: it says which other origins are the sections'.
      const sameOrigin = resources.filter((url) => url.origin === ownOrigin);
      await releases.keepIfMissing(resources.map((url) => url.href));
      const origins = await releases.sectionOrigins();
      const ours = [...sameOrigin, ...resources.filter((url) => origins.has(url.origin))];
      await keepFiles(ours.filter(isHashedFile), ownOrigin);
      await keepReadPage(new URL(message.url), ownOrigin, releaseMoved);
      await pruner.pageRead();
    })(),
  );
});
