import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { hashedFiles, NO_CACHE, releaseId, RELEASES_FILE } from '@site/hosting-policy';

/**
 * A section's releases.json, as its Hosting site serves it (@site/hosting-policy's releases):
 * a staged folder has one; a plain build is answered with its one release, so the shell's
 * release check works the same here.
 */
export async function sendReleases(res: ServerResponse, root: string): Promise<boolean> {
  if (existsSync(path.join(root, RELEASES_FILE))) return false;
  const entry = path.join(root, 'remoteEntry.js');
  if (!existsSync(entry)) return false;
  const releases = [
    {
      id: releaseId(root),
      deployedAt: statSync(entry).mtime.toISOString(),
      files: hashedFiles(root),
    },
  ];
  res
    .writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': NO_CACHE,
    })
    .end(JSON.stringify({ releases }));
  return true;
}
