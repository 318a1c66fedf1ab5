import { readFileSync } from 'node:fs';

interface TopologyShape {
  sites?: { shell?: { origin?: unknown } };
  emulator?: { hostingPort?: unknown };
}

/**
 * The origins the site's pages are served from when deployed, read from deploy/topology.json
 * (@site/hosting-policy's topology derives the same): the shell's public origin, and the shell
 * on the Hosting emulator (the first site gets the configured port). Plus SITE_URL, the
 * public origin a build was made for, when set.
 */
export function readOwnOrigins(topologyFile: string, siteUrl: string | undefined): Set<string> {
  const topology = JSON.parse(readFileSync(topologyFile, 'utf8')) as TopologyShape;
  const origins = new Set<string>();
  const shell = topology.sites?.shell?.origin;
  if (typeof shell === 'string') origins.add(new URL(shell).origin);
  const port = topology.emulator?.hostingPort;
  if (typeof port === 'number') origins.add(`http://127.0.0.1:${port}`);
  if (siteUrl) origins.add(new URL(siteUrl).origin);
  return origins;
}
