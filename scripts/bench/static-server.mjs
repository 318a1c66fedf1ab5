// A tiny static server for the single-bundle build, sending files the way the site's own
// server does (brotli 9 or gzip 9 by Accept-Encoding, SPA fallback, prerendered pages) so
// the two builds are compared on equal terms. /api is passed to the site's server (likes).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.svg', '.xml', '.txt']);

function fileFor(root, pathname) {
  const candidate = path.join(root, decodeURIComponent(pathname));
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const page = path.join(candidate, 'index.html');
  if (existsSync(page)) return page;
  if (path.extname(pathname) !== '') return null;
  const spa = path.join(root, 'spa.html');
  return existsSync(spa) ? spa : path.join(root, 'index.html');
}

function proxy(req, res, apiOrigin) {
  const upstream = http.request(
    `${apiOrigin}${req.url}`,
    { method: req.method, headers: req.headers },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

export function startStaticServer({ root, port, apiOrigin }) {
  const compressed = new Map();
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/')) return proxy(req, res, apiOrigin);
    const file = fileFor(root, pathname);
    if (!file) return res.writeHead(404).end('Not found');
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/static/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext)
      ? null
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : null;
    if (!encoding) {
      res.writeHead(200, headers);
      return createReadStream(file).pipe(res);
    }
    const key = `${file}:${encoding}`;
    if (!compressed.has(key)) {
      const body = readFileSync(file);
      compressed.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 }),
      );
    }
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding });
    res.end(compressed.get(key));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
