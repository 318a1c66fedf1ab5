// Generates the Firebase configuration from the topology: firebase.json (four Hosting sites,
// their headers and CSP) and .firebaserc (deploy targets). The checked-in files are the
// production rendering (a unit test fails when they drift); `npm run hosting` and the deploy
// command stage the rendering of their own target in .hosting/ (scripts/hosting/stage.mjs).
import {
  HASHED_DIR,
  HOSTING_IGNORE,
  HOSTING_ONLY_HEADERS,
  IMMUTABLE,
  NO_CACHE,
  SECTION_HEADERS,
  SECURITY_HEADERS,
  SHELL_ONLY_HEADERS,
  buildContentSecurityPolicy,
  sectionNames,
  siteOrigins,
} from '@site/hosting-policy';

/** Folder each site is deployed from, relative to the config file. */
export const STAGING_DIR = '.hosting/production';

/** The services the shell talks to on a target (the emulator target uses the Firestore emulator). */
function cspSources(topology, target) {
  const origins = siteOrigins(topology, target);
  const remoteOrigins = sectionNames(topology)
    .map((name) => origins[name])
    .filter(Boolean);
  if (target === 'emulator') {
    return {
      remoteOrigins,
      firestore: false,
      analytics: false,
      formBuilderOrigin: null,
      firestoreEmulatorOrigin: `http://127.0.0.1:${topology.emulator.firestorePort}`,
    };
  }
  const { formBuilderOrigin, firestore, analytics, appCheck } = topology.services;
  return {
    remoteOrigins,
    firestore,
    analytics,
    appCheck: Boolean(appCheck),
    formBuilderOrigin: formBuilderOrigin || null,
    firestoreEmulatorOrigin: null,
  };
}

export function shellContentSecurityPolicy(topology, target) {
  return buildContentSecurityPolicy(cspSources(topology, target));
}

function headerList(record) {
  return Object.entries(record).map(([key, value]) => ({ key, value }));
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The rule that makes hashed files immutable. Given the files of a staged release it names
 * exactly those (a regex), so a request for a missing file gets a 404 that no cache keeps;
 * without, the policy's glob.
 */
function immutableRule(hashedFiles) {
  const headers = [{ key: 'Cache-Control', value: IMMUTABLE }];
  if (!hashedFiles) return { source: `/${HASHED_DIR}/**`, headers };
  // No staged files (a site not staged on this machine): a rule that matches no path.
  if (hashedFiles.length === 0) return { regex: '^$', headers };
  const names = hashedFiles.map((file) => escapeRegex(file)).join('|');
  return { regex: `^/(?:${names})$`, headers };
}

/**
 * @param {object} topology
 * @param {'production' | 'emulator'} target
 * @param {{ hashedFiles?: Record<string, string[]>, publicDir?: (name: string) => string }} [staged]
 */
export function firebaseJson(topology, target, staged = {}) {
  const publicDir = staged.publicDir ?? ((name) => `${STAGING_DIR}/${name}`);
  const csp = shellContentSecurityPolicy(topology, target);
  const hosting = Object.keys(topology.sites).map((name) => {
    const own =
      name === 'shell'
        ? { ...SHELL_ONLY_HEADERS, 'Content-Security-Policy': csp }
        : SECTION_HEADERS;
    return {
      target: name,
      public: publicDir(name),
      ignore: HOSTING_IGNORE,
      // Every page is a prerendered file: no catch-all rewrite, so an unknown path is a
      // real 404 with the site's 404.html, and a missing chunk is never answered with HTML.
      cleanUrls: true,
      trailingSlash: false,
      headers: [
        {
          source: '**',
          headers: headerList({
            ...SECURITY_HEADERS,
            ...HOSTING_ONLY_HEADERS,
            ...own,
            'Cache-Control': NO_CACHE,
          }),
        },
        immutableRule(staged.hashedFiles?.[name]),
      ],
    };
  });
  return {
    firestore: { rules: 'firestore.rules' },
    hosting,
    emulators: {
      hosting: { host: '127.0.0.1', port: topology.emulator.hostingPort },
      firestore: { host: '127.0.0.1', port: topology.emulator.firestorePort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

export function firebaserc(topology, project = topology.project) {
  return {
    projects: { default: project },
    targets: {
      [project]: {
        hosting: Object.fromEntries(
          Object.entries(topology.sites).map(([name, site]) => [name, [site.site]]),
        ),
      },
    },
  };
}

export function asJson(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}
