import path from 'node:path';
import { ignoredByHosting } from './hosting-ignore.js';
import { fileStats, resolveInside } from './send-file.js';

/** What a Firebase Hosting site with `cleanUrls: true, trailingSlash: false` does with a path. */
export type HostingAnswer =
  | { kind: 'file'; filePath: string; relativePath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'bad-path' };

/** A file Hosting serves from `root`: present, and not left out of the deploy. */
async function isServedFile(root: string, filePath: string | null): Promise<boolean> {
  if (filePath === null || ignoredByHosting(path.relative(root, filePath))) return false;
  return (await fileStats(filePath)) !== null;
}

/**
 * Resolves `pathname` (inside the site) against the site's folder `root` the way Hosting does:
 * `/x.html` and `/x/index.html` redirect to `/x`, `/x/` redirects to `/x`, `/x` is served
 * from `x`, `x.html` or `x/index.html`; anything else is a 404 (no SPA fallback: every page
 * is a prerendered file), and so is a file a deploy leaves out (hosting-ignore.ts).
 */
export async function resolveHostingPath(root: string, pathname: string): Promise<HostingAnswer> {
  const target = resolveInside(root, pathname);
  if (target === null) return { kind: 'bad-path' };
  if (pathname.endsWith('.html') && (await isServedFile(root, target))) {
    const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
    return { kind: 'redirect', location: clean };
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: pathname.replace(/\/+$/, '') || '/' };
  }
  // The site's root is only its index.html (`${root}.html` would be a file beside the site).
  const candidates = pathname.endsWith('.html')
    ? []
    : target === root
      ? [path.join(root, 'index.html')]
      : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    if (await isServedFile(root, candidate)) {
      return { kind: 'file', filePath: candidate, relativePath: path.relative(root, candidate) };
    }
  }
  return { kind: 'not-found' };
}
