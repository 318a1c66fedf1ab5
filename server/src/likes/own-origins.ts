import { readTopology, siteOrigins } from '@site/hosting-policy';

/**
 * The origins the site's pages are served from when deployed, as the hosting policy derives
 * them from deploy/topology.json: the shell's public origin and the shell on the Hosting
 * emulator. Plus SITE_URL, the public origin a build was made for, when set.
 */
export function readOwnOrigins(topologyFile: string, siteUrl: string | undefined): Set<string> {
  const topology = readTopology(topologyFile);
  const origins = new Set<string>(
    ['production', 'emulator'].map((target) => siteOrigins(topology, target).shell ?? ''),
  );
  if (siteUrl) origins.add(new URL(siteUrl).origin);
  return origins;
}
