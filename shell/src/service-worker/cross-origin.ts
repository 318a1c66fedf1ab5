/**
 * The request the worker sends for a file: a section's file on another origin is asked for
 * with CORS (the section sites answer `Access-Control-Allow-Origin: *`), so what is kept is a
 * readable response, not an opaque one (which the page could not use for a CORS request, and
 * which browsers count as megabytes of storage each).
 */
export function requestFor(request: Request, url: URL, ownOrigin: string): Request {
  if (url.origin === ownOrigin) return request;
  return new Request(url.href, { mode: 'cors', credentials: 'omit' });
}

/** A content-hashed file: every site keeps them under static/ (hosting-policy's HASHED_DIR). */
export function isHashedFile(url: URL): boolean {
  return url.pathname.includes('/static/');
}
