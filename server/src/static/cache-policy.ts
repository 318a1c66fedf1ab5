import path from 'node:path';
import { HASHED_DIR, IMMUTABLE, NO_CACHE } from '@site/hosting-policy';

/**
 * As on Firebase Hosting (firebase.json is generated from the same policy): a hashed file
 * under static/ never changes under its name, so it is cached for a year; everything else
 * (pages, remote entries, manifests, a 404) is revalidated on every load, so a deploy is
 * seen at once. `relativePath` is the file's path inside its site.
 */
export function cacheControlFor(relativePath: string): string {
  return relativePath.split(path.sep)[0] === HASHED_DIR ? IMMUTABLE : NO_CACHE;
}
