// One page load in real Chromium, as a phone on a mobile network sees it: 390 x 844 CSS px,
// touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down (Lighthouse's "slow 4G"
// figures, applied for real through CDP rather than simulated). Fresh context: empty cache.
// Returns bytes, requests, sequential depth, LCP, CLS and TBT (see docs/performance.md).
// With `javaScript: false` the page runs no script of its own (Playwright's
// `javaScriptEnabled: false`, CDP `Emulation.setScriptExecutionDisabled`): the prerendered
// HTML alone, the physical limit of the design. No init script runs then, so the vitals are
// read after the load from the performance timeline's buffers (see readBufferedVitals).
/* global addEventListener, requestIdleCallback */
import { gzipWireSize } from '../lib/gzip-size.mjs';
import { maxDepth, requestDepths } from './request-depth.mjs';
import { attachServiceWorker, primeServiceWorker } from './service-worker-session.mjs';

// A run loads each route many times over the same build: each URL is measured once.
const wireSizes = new Map();
function cachedWireSize(url) {
  if (!wireSizes.has(url)) wireSizes.set(url, gzipWireSize(url));
  return wireSizes.get(url);
}

export const MOBILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
/** Slow 4G's round trip: CDP adds it to each request (connection-setup.mjs adds the rest). */
export const ROUND_TRIP_MS = 150;
const NETWORK = {
  offline: false,
  latency: ROUND_TRIP_MS,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** The load is over when no request has been in flight for this long after `load`. */
export const QUIET_MS = 1500;
const MAX_WAIT_MS = 30_000;

// What an LCP entry painted: an image's file name, else the element and its first words. Runs
// in the page: both vitals readers below are handed it as source (`inPage`), as Playwright
// sends a function to the page alone, without what it calls.
function describeEntry(entry) {
  return entry.url
    ? `img ${entry.url.split('/').pop()}`
    : entry.element
      ? `${entry.element.tagName.toLowerCase()} "${entry.element.textContent.trim().slice(0, 32)}"`
      : 'removed element';
}

/** `reader` called with describeEntry, as source for the page. */
const inPage = (reader) => `(${reader})(${describeEntry})`;

// Runs in the page before any of its scripts: records paint, LCP, layout shifts, long tasks.
function observeVitals(describe) {
  const vitals = { fcp: null, lcp: null, lcpElement: null, cls: 0, longTasks: [], idleAt: null };
  globalThis.__benchVitals = vitals;
  // The first idle moment after `load`: what the site fetches later is deferred work (lazy
  // blocks, prefetches). This listener is added before any of the page's own, so its idle
  // callback is queued, and runs, before theirs.
  addEventListener('load', () =>
    requestIdleCallback(() => (vitals.idleAt = performance.now()), { timeout: 3000 }),
  );
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: true,
      });
    } catch {
      // entry type not supported: the figure stays empty
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    vitals.lcpElement = describe(entry);
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe('longtask', (entry) =>
    vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }),
  );
}

// Runs in the page after the load, through CDP (page.evaluate), which Chromium allows with
// the page's scripting disabled. Synchronous on purpose: waiting there for an observer
// callback or a timer did not work with scripting disabled (tried: the evaluation failed),
// so `takeRecords()` hands over the entries a `buffered: true` observer was given. Same entries, same arithmetic as
// observeVitals (FCP; the last LCP candidate; layout shifts without recent input; long
// tasks). Chromium keeps these entry types in bounded buffers, far larger than one load fills.
function readBufferedVitals(describe) {
  const take = (type) => {
    try {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type, buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries;
    } catch {
      return [];
    }
  };
  const fcp = take('paint').find((entry) => entry.name === 'first-contentful-paint');
  const lcp = take('largest-contentful-paint').at(-1);
  return {
    fcp: fcp ? fcp.startTime : null,
    lcp: lcp ? lcp.startTime : null,
    lcpElement: lcp ? describe(lcp) : null,
    cls: take('layout-shift')
      .filter((entry) => !entry.hadRecentInput)
      .reduce((sum, entry) => sum + entry.value, 0),
    longTasks: take('longtask').map((entry) => ({
      start: entry.startTime,
      duration: entry.duration,
    })),
    idleAt: null,
  };
}

function resourceTypeOf(url, type) {
  return type ?? (url.endsWith('.js') ? 'Script' : 'Other');
}

/**
 * A fresh context (empty cache) as the bench's phone, with its CDP session: network and CPU
 * throttled unless `throttle` is false; `initScript` runs in the page before its own scripts.
 * With `repeatOf` (a URL), the context has visited it first, and the site's service worker is
 * in place: the page is a repeat visit (the first visit's page is closed).
 */
export async function openPhonePage(
  browser,
  { throttle = true, javaScript = true, initScript = null, repeatOf = null } = {},
) {
  const context = await browser.newContext({ ...MOBILE, javaScriptEnabled: javaScript });
  if (repeatOf) await primeServiceWorker(context, repeatOf);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return { context, page, cdp };
}

/**
 * One load of `url`. `repeat`: a repeat visit, the same page loaded again in the same context
 * with the service worker in place (the worker's own fetches throttled and counted too).
 * `jsNetworkBytes` is what JS really came over the network (encoded bytes with headers; not
 * what a worker or the HTTP cache answered); `jsGzipBytes` counts every JS file the page
 * asked for, wherever it came from. `onVisit` runs just before the measured navigation (a
 * repeat visit's priming is done by then): connection-setup.mjs starts its visit there.
 */
export async function measureLoad(
  browser,
  url,
  { throttle = true, javaScript = true, repeat = false, onVisit = () => {} } = {},
) {
  const { context, page, cdp } = await openPhonePage(browser, {
    throttle,
    javaScript,
    initScript: javaScript ? { content: inPage(observeVitals) } : null,
    repeatOf: repeat ? url : null,
  });
  // The worker's own requests: sent to the network whatever the page's answer came from.
  const workerRequests = new Map();
  const detachWorker = repeat
    ? await attachServiceWorker(browser, cdp, throttle ? NETWORK : null, (method, params) => {
        if (method === 'Network.requestWillBeSent' && !params.redirectResponse) {
          workerRequests.set(params.requestId, { url: params.request.url, bytes: 0 });
        } else if (method === 'Network.loadingFinished') {
          const request = workerRequests.get(params.requestId);
          if (request) request.bytes = params.encodedDataLength;
        }
      })
    : null;

  const requests = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.redirectResponse || requests.has(event.requestId)) return;
    // A live stream (the likes' Server-Sent Events) never finishes: it is not "in flight".
    const streaming = event.type === 'EventSource' || event.type === 'WebSocket';
    if (!streaming) inFlight += 1;
    lastActivity = Date.now();
    requests.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: resourceTypeOf(event.request.url, event.type),
      initiator: { type: event.initiator.type, url: event.initiator.url },
      sentAt: event.timestamp,
      wallTime: event.wallTime,
      finishedAt: null,
      wireBytes: 0,
      mimeType: '',
      streaming,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.mimeType = event.response.mimeType;
    // Answered without the network: by the service worker, or from the HTTP cache.
    request.offNetwork = Boolean(
      event.response.fromServiceWorker ||
      event.response.fromDiskCache ||
      event.response.fromPrefetchCache,
    );
  });
  const settle = (event, failed) => {
    const request = requests.get(event.requestId);
    if (!request || request.finishedAt !== null || request.streaming) return;
    inFlight -= 1;
    lastActivity = Date.now();
    request.finishedAt = event.timestamp;
    request.wireBytes = failed ? 0 : event.encodedDataLength;
    request.failed = failed;
  };
  cdp.on('Network.loadingFinished', (event) => settle(event, false));
  cdp.on('Network.loadingFailed', (event) => settle(event, true));

  onVisit();
  await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
  const started = Date.now();
  while (Date.now() - started < MAX_WAIT_MS) {
    if (inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const vitals = javaScript
    ? await page.evaluate(() => globalThis.__benchVitals)
    : await page.evaluate(inPage(readBufferedVitals));
  await detachWorker?.();
  await context.close();

  const list = [...requests.values()].sort((a, b) => a.sentAt - b.sentAt);
  const documentRequest = list.find((request) => request.type === 'Document');
  // CDP timestamps are monotonic seconds; page timings are ms from navigation start. The
  // document request is sent right at navigation start, so it anchors one clock to the other.
  const fcpAt =
    vitals.fcp !== null && documentRequest ? documentRequest.sentAt + vitals.fcp / 1000 : null;
  const depths = requestDepths(list);
  const js = list.filter(
    (request) => !request.failed && (request.type === 'Script' || /\.m?js$/.test(request.url)),
  );
  const jsGzipBytes = (await Promise.all(js.map((request) => cachedWireSize(request.url)))).reduce(
    (sum, bytes) => sum + bytes,
    0,
  );
  // Without JavaScript there is no idle callback (and no script runs): every JS request counts.
  const idleAt =
    vitals.idleAt !== null && documentRequest
      ? documentRequest.sentAt + vitals.idleAt / 1000
      : Infinity;
  const jsBeforeIdle = js.filter((request) => request.sentAt < idleAt);
  const jsGzipBytesBeforeIdle = (
    await Promise.all(jsBeforeIdle.map((request) => cachedWireSize(request.url)))
  ).reduce((sum, bytes) => sum + bytes, 0);
  const isJs = (address) => /\.m?js(\?|$)/.test(new URL(address).pathname);
  const jsNetworkBytes =
    js
      .filter((request) => !request.offNetwork)
      .reduce((sum, request) => sum + request.wireBytes, 0) +
    [...workerRequests.values()]
      .filter((request) => isJs(request.url))
      .reduce((sum, request) => sum + request.bytes, 0);
  const networkRequests =
    list.filter((request) => !request.offNetwork && !request.failed).length + workerRequests.size;
  const fcp = vitals.fcp ?? 0;
  const tbt = vitals.longTasks
    .filter((task) => task.start + task.duration > fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

  return {
    url,
    javaScript,
    requests: list.length,
    jsRequests: js.length,
    jsGzipBytes,
    jsGzipBytesBeforeIdle,
    jsNetworkBytes,
    networkRequests,
    wireBytes: list.reduce((sum, request) => sum + request.wireBytes, 0),
    depthBeforeFcp: fcpAt === null ? null : maxDepth(list, depths, fcpAt),
    depthAll: maxDepth(list, depths),
    fcp: vitals.fcp,
    lcp: vitals.lcp,
    lcpElement: vitals.lcpElement,
    cls: vitals.cls,
    tbt,
    urls: list.map((request) => ({
      url: request.url,
      type: request.type,
      depth: depths.get(request.id) ?? null,
      wireBytes: request.wireBytes,
    })),
  };
}
