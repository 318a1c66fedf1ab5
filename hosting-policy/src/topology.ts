// The production topology (deploy/topology.json: each site's Hosting site id and origin, keyed
// by the section names of @site/sections) and what every build target derives from it: each
// site's origin, each section's base URL and the runtime manifest. Four targets:
//   production   the Firebase Hosting sites on their public origins
//   emulator     the same four sites on the Firebase Hosting emulator (npm run hosting)
//   local        npm start: one origin, sections under /remotes/<name>/
//   development  npm run dev: each app on its own dev server (the map's dev ports)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SECTIONS, SECTION_NAMES, SHELL, type SectionName } from '@site/sections';

// The same path from src/ (tests) and dist/ (node).
export const TOPOLOGY_FILE = fileURLToPath(new URL('../../deploy/topology.json', import.meta.url));
export const TARGETS = ['production', 'emulator', 'local', 'development'];
/** The topology's sites: the shell, then each section of the map, in its order. */
const SITE_NAMES = ['shell', ...SECTION_NAMES];

/** A site as the topology file gives it, and with its app folder (from the map) added. */
interface DeployedSite {
  site: string;
  origin: string;
}
export interface Topology {
  project: string;
  sites: Record<string, DeployedSite & { app: string }>;
  services: Record<string, unknown>;
  keepReleases: number;
  emulator: { project: string; hostingPort: number; firestorePort: number };
}

function fail(message: string): never {
  throw new Error(`deploy/topology.json: ${message}`);
}

/** Reads and checks the topology; every problem names the field. */
export function readTopology(file: string = TOPOLOGY_FILE): Topology {
  const topology: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return checkTopology(topology);
}

/** Checks a topology; returns it with each site's app folder, which the map knows. */
export function checkTopology(input: unknown): Topology {
  const topology = input as Partial<Omit<Topology, 'sites'>> & {
    sites?: Record<string, DeployedSite>;
  };
  if (!/^[a-z0-9-]+$/.test(topology.project ?? '')) fail('"project" must be a Firebase project id');
  const names = Object.keys(topology.sites ?? {});
  if (names.join() !== SITE_NAMES.join()) {
    fail(`"sites" must list ${SITE_NAMES.join(', ')} in order (the sections of @site/sections)`);
  }
  for (const [name, site] of Object.entries(topology.sites ?? {})) {
    if ('app' in site) fail(`sites.${name}.app: an app's folder is in @site/sections, not here`);
    if (!/^[a-z0-9-]+$/.test(site.site ?? '')) fail(`sites.${name}.site must be a Hosting site id`);
    let origin: URL;
    try {
      origin = new URL(site.origin);
    } catch {
      fail(`sites.${name}.origin must be an absolute URL`);
    }
    if (origin.protocol !== 'https:' || origin.origin !== site.origin) {
      fail(`sites.${name}.origin must be an https origin without a path, got "${site.origin}"`);
    }
  }
  if (!Number.isInteger(topology.keepReleases) || (topology.keepReleases ?? 0) < 1) {
    fail('"keepReleases" must be a positive integer');
  }
  const sites = Object.fromEntries(
    Object.entries(topology.sites ?? {}).map(([name, site]) => [
      name,
      { ...site, app: appOf(name) },
    ]),
  );
  return { ...(topology as Topology), sites };
}

function appOf(site: string): string {
  return site === 'shell' ? SHELL.app : SECTIONS[site as SectionName].app;
}

export function sectionNames(topology: Topology): string[] {
  return Object.keys(topology.sites).filter((name) => name !== 'shell');
}

/** Origin of each site for a target ('' for local: everything is served by one origin). */
export function siteOrigins(topology: Topology, target: string): Record<string, string> {
  const names = Object.keys(topology.sites);
  if (target === 'production') {
    return Object.fromEntries(names.map((name) => [name, topology.sites[name]?.origin ?? '']));
  }
  if (target === 'emulator') {
    // The Hosting emulator gives the first site the configured port and site i > 0 the port
    // + 4 + i (firebase-tools lib/serve/hosting.js); `npm run hosting` checks it did.
    const base = topology.emulator.hostingPort;
    return Object.fromEntries(
      names.map((name, i) => [name, `http://127.0.0.1:${i === 0 ? base : base + 4 + i}`]),
    );
  }
  if (target === 'local') return Object.fromEntries(names.map((name) => [name, '']));
  if (target === 'development') {
    const port = (name: string) =>
      name === 'shell' ? SHELL.devPort : SECTIONS[name as SectionName].devPort;
    return Object.fromEntries(names.map((name) => [name, `http://localhost:${port(name)}`]));
  }
  throw new Error(`unknown target "${target}" (one of ${TARGETS.join(', ')})`);
}

/** Where a section's files are served from, with a trailing slash. */
export function sectionBase(topology: Topology, target: string, section: string): string {
  if (target === 'local') return `/remotes/${section}/`;
  return `${siteOrigins(topology, target)[section]}/`;
}

/** The shell's runtime manifest for a target: federation scope -> remoteEntry.js URL. */
export function runtimeManifest(topology: Topology, target: string): Record<string, string> {
  return Object.fromEntries(
    sectionNames(topology).map((section) => [
      SECTIONS[section as SectionName].scope,
      `${sectionBase(topology, target, section)}remoteEntry.js`,
    ]),
  );
}
