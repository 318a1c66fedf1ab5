import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_CACHE, RELEASES_FILE, SECTION_HEADERS } from '@site/hosting-policy';
import type { ServerConfig } from '../config.js';
import { cacheControlFor } from './cache-policy.js';
import { resolveHostingPath } from './hosting-paths.js';
import { sendReleases } from './section-releases.js';
import { fileStats, sendFile } from './send-file.js';

interface Site {
  /** URL prefix the site is served under ('/' for the shell). */
  prefix: string;
  root: string;
  /** A section's site serves its files to the shell's origin. */
  isSection: boolean;
}

const PLAIN_NOT_FOUND = 'Not found';

/**
 * Serves the composed site the way the Firebase Hosting sites answer (see
 * @site/hosting-policy, and e2e/hosting/http.spec.ts, "npm start answers like the
 * Hosting sites"): the shell at the root, each section from its own dist under
 * /remotes/<name>/ as if on its own site, the runtime manifest, and a real 404 (the site's
 * 404.html) for every path that is not a file.
 */
export function createSiteHandler(config: ServerConfig) {
  const sites: Site[] = [
    ...Object.entries(config.remotes).map(([prefix, root]) => ({
      prefix,
      root,
      isSection: true,
    })),
    { prefix: '/', root: config.shellDist, isSection: false },
  ];

  /** The site's 404.html with status 404, as Hosting answers a path that is not a file. */
  async function notFound(req: IncomingMessage, res: ServerResponse, site: Site): Promise<void> {
    // A shell build that was never prerendered has no 404.html: its SPA page routes any
    // path, so it answers instead (still a 404), as the prerender's own fallback does.
    const pages = site.isSection ? ['404.html'] : ['404.html', 'index.html'];
    for (const name of pages) {
      const page = path.join(site.root, name);
      if (await fileStats(page)) {
        await sendFile(req, res, page, NO_CACHE, 404);
        return;
      }
    }
    res
      .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_CACHE })
      .end(PLAIN_NOT_FOUND);
  }

  return async function handleSite(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed');
      return;
    }
    if (pathname === '/runtime-manifest.json') {
      await sendFile(req, res, config.runtimeManifestFile, NO_CACHE);
      return;
    }

    const site = sites.find((candidate) => pathname.startsWith(candidate.prefix)) as Site;
    if (site.isSection) {
      for (const [key, value] of Object.entries(SECTION_HEADERS)) {
        if (key !== 'Content-Security-Policy') res.setHeader(key, value);
      }
    }
    const inside = `/${pathname.slice(site.prefix.length)}`;
    if (site.isSection && inside === `/${RELEASES_FILE}` && (await sendReleases(res, site.root))) {
      return;
    }
    const answer = await resolveHostingPath(site.root, inside);
    switch (answer.kind) {
      case 'bad-path':
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad path');
        return;
      case 'redirect': {
        // One leading slash, always: "//host" would send the reader to another site.
        const joined = `${site.prefix.replace(/\/$/, '')}${answer.location}`;
        const location = joined.replace(/^\/+/, '/') || '/';
        res.writeHead(301, { Location: location, 'Cache-Control': NO_CACHE }).end();
        return;
      }
      case 'file':
        await sendFile(req, res, answer.filePath, cacheControlFor(answer.relativePath));
        return;
      case 'not-found':
        await notFound(req, res, site);
    }
  };
}
