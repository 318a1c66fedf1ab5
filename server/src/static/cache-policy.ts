/**
 * Hashed assets never change under their name, so they are cached for a year; the files
 * that name them (HTML, federation manifests, remote entries, the runtime manifest) are
 * revalidated on every load so a deploy is seen at once.
 */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const ALWAYS_REVALIDATE = /(\.html|mf-manifest\.json|remoteEntry\.js|runtime-manifest\.json)$/;

export function cacheControlFor(filePath: string): string {
  if (ALWAYS_REVALIDATE.test(filePath)) return 'no-cache';
  if (HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
