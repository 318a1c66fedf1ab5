import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressedCache, negotiateEncoding } from './compressed-cache.js';
import { contentTypeFor, isCompressible } from './content-types.js';
import { createReadSlots } from './read-slots.js';

const compressed = new CompressedCache();
/** Files open at once for answers: a few, beside the connections' own descriptors. */
const reads = createReadSlots(32);
/**
 * SITE_COMPRESSION=off sends every file as it is: the prerender's crawl server reads each file
 * once, on loopback, where compressing it would be all the work (and serialise the reads).
 */
const compressionOff = process.env.SITE_COMPRESSION === 'off';

/**
 * The header fields a 304 keeps (lower case, as `getHeaderNames` gives them): those RFC 9110
 * (15.4.5) asks of it, the CORS allowance and the connection's own. The browser updates its
 * stored answer with these and keeps the rest of it, the security set included (RFC 9111,
 * 4.3.4), so sending that set again (~0.6 KB, the CSP most of it) on every revalidation only
 * costs bytes: a repeat visit of the home page revalidates the three sections' entries.
 */
const KEPT_ON_NOT_MODIFIED = new Set([
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'vary',
  'access-control-allow-origin',
  'connection',
  'keep-alive',
]);

/** Answers 304 Not Modified with the fields that update the browser's stored answer only. */
function sendNotModified(res: ServerResponse, headers: Record<string, string>): void {
  for (const name of res.getHeaderNames()) {
    if (!KEPT_ON_NOT_MODIFIED.has(name)) res.removeHeader(name);
  }
  const kept = Object.entries(headers).filter(([name]) =>
    KEPT_ON_NOT_MODIFIED.has(name.toLowerCase()),
  );
  res.writeHead(304, Object.fromEntries(kept)).end();
}

/** Resolves `relativePath` inside `root`, or null when it would escape it. */
export function resolveInside(root: string, relativePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved === root || resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
}

/** The file's stats when it is a regular file, else null. */
export async function fileStats(filePath: string) {
  try {
    const stats = await stat(filePath);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The one byte range a `Range: bytes=a-b` header asks of a file of `size` bytes, or null (no
 * header, several ranges, or one that cannot be met: the whole file is sent). A media
 * element asks for ranges: without them a browser cannot seek in a recording nor, for an
 * Ogg file, learn its length (it reads the last page's time).
 */
export function byteRange(header: string | undefined, size: number): [number, number] | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return first <= last && first < size ? [first, last] : null;
}

/** Sends a file with its type, cache policy, ETag and the best compression accepted. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  cacheControl: string,
  status = 200,
): Promise<void> {
  const stats = await fileStats(filePath);
  if (!stats) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const contentType = contentTypeFor(filePath);
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    sendNotModified(res, headers);
    return;
  }
  const body = await reads.read(filePath);
  const encoding =
    isCompressible(contentType) && !compressionOff
      ? negotiateEncoding(req.headers['accept-encoding'])
      : 'identity';
  const payload = compressed.get(filePath, stats.mtimeMs, body, encoding);
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  // A file sent as it is may be sent in part, as Firebase Hosting does (a recording's seeks).
  const range =
    encoding === 'identity' && status === 200 ? byteRange(req.headers.range, payload.length) : null;
  if (encoding === 'identity' && status === 200) headers['Accept-Ranges'] = 'bytes';
  if (range) {
    const [first, last] = range;
    headers['Content-Range'] = `bytes ${first}-${last}/${payload.length}`;
    headers['Content-Length'] = String(last - first + 1);
    res.writeHead(206, headers);
    res.end(req.method === 'HEAD' ? undefined : payload.subarray(first, last + 1));
    return;
  }
  headers['Content-Length'] = String(payload.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}
