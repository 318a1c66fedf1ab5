import type { IncomingMessage } from 'node:http';

/**
 * Why a write does not come from one of the site's own pages, or null when it may. A
 * browser says where a request comes from: `Sec-Fetch-Site` (every current browser) and
 * `Origin` (on every cross-origin request and every POST). A like from another site's page,
 * a form or a `text/plain` fetch, which browsers send without asking (a CORS "simple
 * request"), is refused here. A request with neither header is not from a current browser
 * (a script, curl); those are limited by the rate limit, and the required Idempotency-Key,
 * a header no form can set, keeps old browsers' cross-site forms out as well.
 *
 * The own origins are the request's own host (`npm start`, wherever it runs) and the
 * shell's public origins (deploy/topology.json, SITE_URL), for when a proxy in front
 * rewrites the Host header.
 */
export function crossSiteWrite(
  req: IncomingMessage,
  ownOrigins: ReadonlySet<string>,
): string | null {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') {
    return `Likes are only accepted from this site's own pages (Sec-Fetch-Site: ${fetchSite})`;
  }
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Likes are only accepted from this site's own pages (Origin: ${origin.slice(0, 100)})`;
  }
  const ownHost = req.headers.host?.toLowerCase();
  if ((ownHost !== undefined && host === ownHost) || ownOrigins.has(origin)) return null;
  return `Likes are only accepted from this site's own pages, not from ${origin.slice(0, 100)}`;
}
