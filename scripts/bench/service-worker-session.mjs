// The repeat-visit column's view of the site's service worker, through CDP: the worker's own
// fetches (navigation preload aside, what it asks the network for: the runtime manifest and
// entries, files it does not hold) are a target apart from the page, which the page's
// throttling and Network events do not reach. Attached through the browser's session, the
// worker gets the same network conditions and its requests are counted with the page's.

/* global caches */
// The caches' names: shell/src/service-worker/cache-names.ts.
const PAGES_CACHE = 'site-pages-v1';
const WORKER_WAIT_MS = 20_000;

/**
 * A first visit to `url` in `context` (unthrottled: it only puts the worker in place), then
 * waits until the worker controls the page and keeps it, and closes that page.
 */
export async function primeServiceWorker(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: WORKER_WAIT_MS,
    });
    const path = new URL(url).pathname;
    await page.waitForFunction(
      async ({ cacheName, wanted }) => {
        const keys = await (await caches.open(cacheName)).keys();
        return keys.some((request) => new URL(request.url).pathname === wanted);
      },
      { cacheName: PAGES_CACHE, wanted: path },
      { timeout: WORKER_WAIT_MS, polling: 250 },
    );
    // What the page still fetches at idle goes through the worker, which keeps it.
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
}

/**
 * Attaches to the service worker of the page's browser context, applies `network` to it and
 * calls `onNetworkEvent(method, params)` for its Network events. Returns a detach function.
 */
export async function attachServiceWorker(browser, pageCdp, network, onNetworkEvent) {
  const { targetInfo } = await pageCdp.send('Target.getTargetInfo');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const worker = targetInfos.find(
    (target) =>
      target.type === 'service_worker' && target.browserContextId === targetInfo.browserContextId,
  );
  if (!worker) throw new Error('repeat visit: no service worker in place after the first visit');
  // Not flattened: the browser session relays the worker's messages, which a Playwright
  // CDP session can then read as events.
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  let lastId = 0;
  const send = (method, params = {}) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: (lastId += 1), method, params }),
    });
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message);
    if (message.method?.startsWith('Network.')) onNetworkEvent(message.method, message.params);
  });
  await send('Network.enable');
  if (network) await send('Network.emulateNetworkConditions', network);
  return async () => {
    await session.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    await session.detach().catch(() => undefined);
  };
}
