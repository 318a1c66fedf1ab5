import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './site-server';

interface Topology {
  sites: Record<string, { app: string }>;
  emulator: { hostingPort: number; firestorePort: number; project: string };
}

export const TOPOLOGY = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'deploy/topology.json'), 'utf8'),
) as Topology;

/** The emulator's origin of each site (scripts/hosting/topology.mjs). */
export const ORIGINS: Record<'shell' | 'blog' | 'red' | 'portfolio', string> = (() => {
  const base = TOPOLOGY.emulator.hostingPort;
  const names = Object.keys(TOPOLOGY.sites);
  return Object.fromEntries(
    names.map((name, i) => [name, `http://127.0.0.1:${i === 0 ? base : base + 4 + i}`]),
  ) as Record<'shell' | 'blog' | 'red' | 'portfolio', string>;
})();

export const STAGING = path.join(REPO_ROOT, '.hosting');

/** Every page the sitemap lists, as a path. */
export async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${ORIGINS.shell}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}
