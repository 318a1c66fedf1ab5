import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.js';
import { fileStats, resolveInside, sendFile } from './send-file.js';

/**
 * Serves the composed site: each remote from its own dist under its own prefix (as if
 * deployed to a separate origin), the runtime manifest, and the shell with an SPA fallback
 * so that every deep link loads the shell, which owns routing and the 404 page.
 */
export function createSiteHandler(config: ServerConfig) {
  const remotePrefixes = Object.entries(config.remotes);
  // The prerender step keeps the plain SPA page as spa.html (index.html becomes the
  // prerendered home); without a prerender, index.html is that page.
  const spaPage = path.join(config.shellDist, 'spa.html');
  const shellIndex = path.join(config.shellDist, 'index.html');

  return async function handleSite(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed');
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;

    if (pathname === '/runtime-manifest.json') {
      await sendFile(req, res, config.runtimeManifestFile, 'no-cache');
      return;
    }

    for (const [prefix, root] of remotePrefixes) {
      if (pathname.startsWith(prefix)) {
        const filePath = resolveInside(root, pathname.slice(prefix.length));
        if (!filePath) {
          res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad path');
          return;
        }
        // Remotes are static deploys: CORS lets a shell on another origin load them.
        res.setHeader('Access-Control-Allow-Origin', '*');
        await sendFile(req, res, filePath);
        return;
      }
    }

    const filePath = resolveInside(config.shellDist, pathname);
    if (filePath && filePath !== config.shellDist && (await fileStats(filePath))) {
      await sendFile(req, res, filePath);
      return;
    }
    // A prerendered page: its own head tags and content before any JS runs.
    const prerendered = filePath && path.join(filePath, 'index.html');
    if (prerendered && (await fileStats(prerendered))) {
      await sendFile(req, res, prerendered, 'no-cache');
      return;
    }
    // A path with a file extension is a missing asset, not a page.
    if (path.posix.extname(pathname) !== '') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    await sendFile(req, res, (await fileStats(spaPage)) ? spaPage : shellIndex, 'no-cache');
  };
}
