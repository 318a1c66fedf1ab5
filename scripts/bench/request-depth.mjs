// Sequential request depth: how many network round trips had to happen one after another.
// The definition (also in docs/performance.md):
// - The document is depth 1.
// - A request the HTML parser or a stylesheet made (or a <link rel=preload> in the HTML) is one
//   level below the resource that named it (CDP `initiator.url`; the document when absent).
// - A request made by script, or by the browser for DOM that script built (CDP initiator
//   `script` or `other`), is one level below the deepest document, script or JSON/fetch
//   response that had FINISHED when it was sent: script can only act on what has arrived.
//   This is an upper bound of the true dependency and exact for a loading waterfall
//   (document -> entry -> chunks -> manifest -> remote entry -> exposed module).
// - Only requests a page's content can need are counted (document, script, stylesheet,
//   fetch/XHR, image, font, and preloads the HTML asks for); the favicon, pings, CORS
//   preflights and live streams are not.

const COUNTED = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR', 'Image', 'Font']);
const CODE_OR_DATA = new Set(['Document', 'Script', 'Fetch', 'XHR']);

/**
 * @param {Array<{ id: string, url: string, type: string, initiator: { type: string, url?: string },
 *   sentAt: number, finishedAt: number | null }>} requests in the order they were sent
 * @returns {Map<string, number>} depth per request id (counted requests only)
 */
export function requestDepths(requests) {
  const depths = new Map();
  const depthByUrl = new Map();
  const finished = [];
  for (const request of requests) {
    const htmlPreload = request.type === 'Other' && request.initiator.type === 'parser';
    if (!COUNTED.has(request.type) && !htmlPreload) continue;
    let depth;
    if (depths.size === 0 && request.type === 'Document') depth = 1;
    else if (request.initiator.type === 'script' || request.initiator.type === 'other') {
      const arrived = finished.filter(
        (done) => CODE_OR_DATA.has(done.type) && done.finishedAt <= request.sentAt,
      );
      depth = 1 + Math.max(1, ...arrived.map((done) => depths.get(done.id) ?? 1));
    } else {
      const parent = request.initiator.url ? depthByUrl.get(request.initiator.url) : undefined;
      depth = 1 + (parent ?? 1);
    }
    depths.set(request.id, depth);
    if (!depthByUrl.has(request.url)) depthByUrl.set(request.url, depth);
    if (request.finishedAt !== null) finished.push(request);
  }
  return depths;
}

/** The deepest chain among requests that had finished by `time` (all of them when null). */
export function maxDepth(requests, depths, time = null) {
  let deepest = 0;
  for (const request of requests) {
    const depth = depths.get(request.id);
    if (depth === undefined || request.finishedAt === null) continue;
    if (time !== null && request.finishedAt > time) continue;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}
