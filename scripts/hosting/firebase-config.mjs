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
import { EMULATOR_PREVIEW_SITES, emulatorPreviewOrigins } from './preview-sites.mjs';

/** Folder each site is deployed from, relative to the config file. */
export const STAGING_DIR = '.hosting/production';

/**
 * The services the shell talks to on a target (the emulator target uses the Firestore
 * emulator). `previewOrigins`: a preview's section channel, which only the preview's own
 * shell site allows (the live site's policy never names a channel).
 */
function cspSources(topology, target, previewOrigins = []) {
  const origins = siteOrigins(topology, target);
  const remoteOrigins = [
    ...sectionNames(topology)
      .map((name) => origins[name])
      .filter(Boolean),
    ...previewOrigins,
  ];
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

export function shellContentSecurityPolicy(topology, target, { previewOrigins = [] } = {}) {
  return buildContentSecurityPolicy(cspSources(topology, target, previewOrigins));
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
 * One site's entry of firebase.json: its folder, and the headers of a shell site (`csp`) or
 * of a section's site (no `csp`).
 */
function siteHosting(target, folder, { csp = null, hashedFiles }) {
  const own = csp ? { ...SHELL_ONLY_HEADERS, 'Content-Security-Policy': csp } : SECTION_HEADERS;
  return {
    target,
    public: folder,
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
      immutableRule(hashedFiles),
    ],
  };
}

function emulatorSettings(topology) {
  return {
    hosting: { host: '127.0.0.1', port: topology.emulator.hostingPort },
    firestore: { host: '127.0.0.1', port: topology.emulator.firestorePort },
    ui: { enabled: false },
    singleProjectMode: true,
  };
}

/**
 * @param {object} topology
 * @param {'production' | 'emulator'} target
 * @param {{ hashedFiles?: Record<string, string[]>, publicDir?: (name: string) => string }} [staged]
 */
export function firebaseJson(topology, target, staged = {}) {
  const publicDir = staged.publicDir ?? ((name) => `${STAGING_DIR}/${name}`);
  const csp = shellContentSecurityPolicy(topology, target);
  const hosting = Object.keys(topology.sites).map((name) =>
    siteHosting(name, publicDir(name), {
      csp: name === 'shell' ? csp : null,
      hashedFiles: staged.hashedFiles?.[name],
    }),
  );
  if (target === 'emulator') {
    // The emulator has no preview channels: two sites of its own stand in for them
    // (preview-sites.mjs), the preview shell's policy allowing the preview section's site.
    const { shell, section } = EMULATOR_PREVIEW_SITES;
    hosting.push(
      siteHosting(shell, publicDir(shell), {
        csp: shellContentSecurityPolicy(topology, target, {
          previewOrigins: [emulatorPreviewOrigins(topology).section],
        }),
        hashedFiles: staged.hashedFiles?.[shell],
      }),
      siteHosting(section, publicDir(section), { hashedFiles: staged.hashedFiles?.[section] }),
    );
  }
  return {
    firestore: { rules: 'firestore.rules' },
    hosting,
    emulators: emulatorSettings(topology),
  };
}

/**
 * The firebase.json of a production preview: the section's site and the shell's, each
 * deployed to a channel; the shell's policy allows the section's channel (`sectionOrigin`),
 * once it is known.
 */
export function previewFirebaseJson(topology, section, { sectionOrigin, hashedFiles = {} }) {
  return {
    hosting: [
      siteHosting('shell', 'shell', {
        csp: shellContentSecurityPolicy(topology, 'production', {
          previewOrigins: sectionOrigin ? [sectionOrigin] : [],
        }),
        hashedFiles: hashedFiles.shell,
      }),
      // A preview of the shell itself is the shell's channel alone.
      ...(section === 'shell'
        ? []
        : [siteHosting(section, section, { hashedFiles: hashedFiles[section] })]),
    ],
  };
}

/** `previewSites`: the emulator's stand-ins for channels, by target name, with a site id each. */
export function firebaserc(topology, project = topology.project, previewSites = {}) {
  return {
    projects: { default: project },
    targets: {
      [project]: {
        hosting: {
          ...Object.fromEntries(
            Object.entries(topology.sites).map(([name, site]) => [name, [site.site]]),
          ),
          ...Object.fromEntries(Object.entries(previewSites).map(([name, id]) => [name, [id]])),
        },
      },
    },
  };
}

export function asJson(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}
