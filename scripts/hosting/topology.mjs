// The production topology (deploy/topology.json) and what every build target derives from
// it: each site's origin, each section's base URL and the runtime manifest. Three targets:
//   production  the Firebase Hosting sites on their public origins
//   emulator    the same four sites on the Firebase Hosting emulator (npm run hosting)
//   local       npm start: one origin, sections under /remotes/<name>/
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TOPOLOGY_FILE = path.join(REPO_ROOT, 'deploy/topology.json');
export const TARGETS = ['production', 'emulator', 'local'];
/** Federation scope of each section (the contract's REMOTES; a unit test keeps them equal). */
export const SECTION_SCOPES = {
  blog: 'blog_remote',
  red: 'red_remote',
  portfolio: 'portfolio_remote',
};

function fail(message) {
  throw new Error(`deploy/topology.json: ${message}`);
}

/** Reads and checks the topology; every problem names the field. */
export function readTopology(file = TOPOLOGY_FILE) {
  const topology = JSON.parse(readFileSync(file, 'utf8'));
  return checkTopology(topology);
}

export function checkTopology(topology) {
  if (!/^[a-z0-9-]+$/.test(topology.project ?? '')) fail('"project" must be a Firebase project id');
  const names = Object.keys(topology.sites ?? {});
  const expected = ['shell', ...Object.keys(SECTION_SCOPES)];
  if (names.join() !== expected.join()) fail(`"sites" must list ${expected.join(', ')} in order`);
  for (const [name, site] of Object.entries(topology.sites)) {
    if (!/^[a-z0-9-]+$/.test(site.site ?? '')) fail(`sites.${name}.site must be a Hosting site id`);
    let origin;
    try {
      origin = new URL(site.origin);
    } catch {
      fail(`sites.${name}.origin must be an absolute URL`);
    }
    if (origin.protocol !== 'https:' || origin.origin !== site.origin) {
      fail(`sites.${name}.origin must be an https origin without a path, got "${site.origin}"`);
    }
  }
  if (!Number.isInteger(topology.keepReleases) || topology.keepReleases < 1) {
    fail('"keepReleases" must be a positive integer');
  }
  return topology;
}

export function sectionNames(topology) {
  return Object.keys(topology.sites).filter((name) => name !== 'shell');
}

/** Origin of each site for a target ('' for local: everything is served by one origin). */
export function siteOrigins(topology, target) {
  const names = Object.keys(topology.sites);
  if (target === 'production') {
    return Object.fromEntries(names.map((name) => [name, topology.sites[name].origin]));
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
  throw new Error(`unknown target "${target}" (one of ${TARGETS.join(', ')})`);
}

/** Where a section's files are served from, with a trailing slash. */
export function sectionBase(topology, target, section) {
  if (target === 'local') return `/remotes/${section}/`;
  return `${siteOrigins(topology, target)[section]}/`;
}

/** The shell's runtime manifest for a target: federation scope -> remoteEntry.js URL. */
export function runtimeManifest(topology, target) {
  return Object.fromEntries(
    sectionNames(topology).map((section) => [
      SECTION_SCOPES[section],
      `${sectionBase(topology, target, section)}remoteEntry.js`,
    ]),
  );
}
