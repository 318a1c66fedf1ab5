// Stages a release of a target's sites into a staging folder (.hosting/<target>/<site>, the
// folders firebase.json deploys and the Hosting emulator serves). A release of any site is
// also the release of the site's pages
// (docs/decisions/007-release-the-pages-with-their-section.md): the pages are rendered from
// the new build of what is released and the live release of everything else, and written into
// a pages-only release of the shell's site made from the shell's live files, which are not
// rebuilt. Each site carries the files of its earlier releases for open tabs (site-releases.mjs).
//   node scripts/hosting/stage.mjs --target emulator|production [--only blog] [--rebuild]
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderFirestoreRules, readShardCount } from '../../toolchain/firestore-rules.mjs';
import { buildApps } from './builds.mjs';
import { asJson, firebaseJson, firebaserc } from './firebase-config.mjs';
import { sectionNotFoundHtml } from './section-site-not-found.mjs';
import { ensureEmulatorPreviewFolders } from './preview-placeholder.mjs';
import {
  hashedFiles,
  readTopology,
  releaseId,
  runtimeManifest,
  siteOrigins,
} from '@site/hosting-policy';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { run } from '../lib/run.mjs';
import { checkReleaseRequest, releaseToRestore } from './release-choice.mjs';
import { describePageChanges, pageChanges, pagesOf } from './page-changes.mjs';
import { carryForward, liveSite, restoreRelease, snapshotRelease } from './site-releases.mjs';

export const STAGING_ROOT = path.join(REPO_ROOT, '.hosting');
/** What the shell's site says of its pages: which releases rendered them, and each page. */
export const SITE_PAGES_FILE = 'site-pages.json';

/** Where a target is staged: its own folder, so no target's staging touches another's. */
export function stagingDirFor(target, { dryRun = false } = {}) {
  return dryRun ? path.join(STAGING_ROOT, 'dry-run', target) : path.join(STAGING_ROOT, target);
}

/** Where a target's apps are built (kept between runs: an unchanged app is not built again). */
export function buildDirFor(target) {
  return path.join(STAGING_ROOT, 'build', target);
}

/** The build environment of a target: every app of a target is built with the same values. */
export function targetEnv(topology, target, env = process.env) {
  const base = {
    SITE_URL: env.SITE_URL || topology.sites.shell.origin,
    // SERVICE_WORKER=off: the shell ships the worker's kill switch (docs/operations.md).
    ...(env.SERVICE_WORKER ? { SERVICE_WORKER: env.SERVICE_WORKER } : {}),
  };
  if (target === 'emulator') {
    return {
      ...base,
      FIREBASE_PROJECT_ID: topology.emulator.project,
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_APP_ID: '1:000000000000:web:emulator',
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${topology.emulator.firestorePort}`,
    };
  }
  // Production: the FIREBASE_* and NEWSLETTER_FORM_URL of the environment (docs/deploy.md).
  const passed = [
    'FIREBASE_API_KEY',
    'FIREBASE_AUTH_DOMAIN',
    'FIREBASE_PROJECT_ID',
    'FIREBASE_STORAGE_BUCKET',
    'FIREBASE_MESSAGING_SENDER_ID',
    'FIREBASE_APP_ID',
    'FIREBASE_MEASUREMENT_ID',
    'FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY',
    'NEWSLETTER_FORM_URL',
    'LIKES_SHARDS',
  ];
  return {
    ...base,
    ...Object.fromEntries(passed.filter((name) => env[name]).map((name) => [name, env[name]])),
  };
}

/** Replaces a staged site folder by a complete new one (the emulator serves it live). */
export function swapIn(nextDir, liveDir) {
  const oldDir = `${liveDir}.old`;
  rmSync(oldDir, { recursive: true, force: true });
  if (existsSync(liveDir)) renameSync(liveDir, oldDir);
  renameSync(nextDir, liveDir);
  rmSync(oldDir, { recursive: true, force: true });
}

/**
 * The firebase.json and .firebaserc of a staging folder: the project's config for its
 * target, with the immutable rule naming exactly the staged hashed files (a Hosting header
 * glob also applies to a 404, and a missing chunk must never be cached for a year).
 */
export function writeStagedConfig(topology, target, stagingDir) {
  mkdirSync(stagingDir, { recursive: true });
  // The emulator's stand-ins for preview channels are served from the start, empty until a
  // preview is staged (the emulator reads its sites when it starts).
  const previews = target === 'emulator' ? ensureEmulatorPreviewFolders(topology, stagingDir) : {};
  const names = [...Object.keys(topology.sites), ...Object.keys(previews)];
  const staged = Object.fromEntries(
    names.map((name) => [name, hashedFiles(path.join(stagingDir, name))]),
  );
  const config = firebaseJson(topology, target, { hashedFiles: staged, publicDir: (name) => name });
  writeFileSync(path.join(stagingDir, 'firebase.json'), asJson(config));
  const project = target === 'emulator' ? topology.emulator.project : topology.project;
  writeFileSync(
    path.join(stagingDir, '.firebaserc'),
    asJson(firebaserc(topology, project, previews)),
  );
}

/** Every site's live releases, by name (for the emulator, from its staging folder when it is not running). */
export async function readLiveSites(names, { target, origins }) {
  const live = {};
  for (const name of names) {
    live[name] = await liveSite({
      origin: origins[name],
      stagedDir: target === 'emulator' ? path.join(stagingDirFor(target), name) : null,
    });
  }
  return live;
}

/**
 * The builds of the released sites, by app, and what each release records: built from their
 * sources (or kept when unchanged), or, for a rollback, an earlier release restored.
 */
async function releasedBuilds(
  { target, sites, sources = {}, rollback = null, rebuild = false, env = process.env },
  { topology, live, work },
) {
  const appOf = (name) => topology.sites[name].app;
  const builds = {};
  const released = {};
  if (rollback) {
    const [name] = sites;
    const to = releaseToRestore({
      name,
      target,
      history: live[name]?.releases ?? [],
      to: rollback.to,
    });
    const dir = path.join(work, 'restored', appOf(name));
    await restoreRelease(live[name], to, dir);
    builds[appOf(name)] = dir;
    released[name] = { ...to, restoredAt: new Date().toISOString() };
    return { builds, released };
  }
  const buildDir = buildDirFor(target);
  const results = await buildApps(sites.map(appOf), {
    buildDir,
    env: targetEnv(topology, target, env),
    sources,
    force: rebuild,
  });
  for (const name of sites) {
    const { fingerprint, commit, dirty, builtAt } = results[appOf(name)];
    builds[appOf(name)] = path.join(buildDir, appOf(name));
    released[name] = { source: { fingerprint, commit, dirty, builtAt } };
  }
  return { builds, released };
}

/** The live build of each site not released, by app: the pages are rendered with it. */
export async function liveBuildsOf(names, { topology, target, live, work }) {
  const builds = {};
  for (const name of names) {
    const current = live[name]?.releases[0];
    if (!current) {
      throw new Error(
        `${name} has never been released on ${target}: its pages cannot be rendered without it. Release every site first: npm run deploy -- all --target ${target}`,
      );
    }
    const app = topology.sites[name].app;
    const dir = path.join(work, 'live', app);
    await restoreRelease(live[name], current, dir);
    builds[app] = dir;
  }
  return builds;
}

/**
 * A site's next folder (`next`) from its build: its release named (a new one, a restored one,
 * or the live one kept) and its earlier releases carried for open tabs. Returns its releases.
 */
export async function stageSite(
  name,
  { topology, target, build, next, live, released, rollback, shellReleased },
) {
  rmSync(next, { recursive: true, force: true });
  cpSync(build, next, {
    recursive: true,
    // Source maps and build stats are never deployed (firebase.json's ignore), and the
    // Hosting emulator does not apply `ignore`: they are left out of the staging itself.
    filter: (file) => !/\.source\.json$|\.map$|mf-manifest-stats\.json$/.test(file),
  });
  const origins = siteOrigins(topology, target);
  if (name === 'shell' && shellReleased && !rollback) {
    writeFileSync(
      path.join(next, 'runtime-manifest.json'),
      asJson(runtimeManifest(topology, target)),
    );
  }
  if (name !== 'shell')
    writeFileSync(path.join(next, '404.html'), sectionNotFoundHtml(name, origins.shell));
  // A site not released keeps its live release as it is (the shell's code, for its pages).
  let current = live?.releases[0];
  if (rollback && released) {
    // The release as it was: its id and its copy of its entry files come back with it.
    current = released;
  } else if (released) {
    const id = releaseId(next);
    snapshotRelease(next, id);
    current = { ...released, id, deployedAt: new Date().toISOString() };
  }
  const releases = await carryForward(next, live, topology.keepReleases, current);
  return { id: releases[0].id, isNew: releases[0].id !== live?.releases[0]?.id, releases };
}

/**
 * Renders every page with `builds` (by app) into `outDir` (the shell's next folder).
 * `sectionBases`: a section served elsewhere than the target says (a preview), by name.
 */
export async function renderPages(
  builds,
  { target, topology, work, outDir, env, sectionBases = {} },
) {
  const renderBuilds = path.join(work, 'render');
  mkdirSync(renderBuilds, { recursive: true });
  for (const [app, dir] of Object.entries(builds)) {
    symlinkSync(dir, path.join(renderBuilds, app), 'dir');
  }
  const started = Date.now();
  const prerender = await run(
    'node',
    [
      'scripts/prerender/index.mjs',
      '--target',
      target,
      '--builds',
      renderBuilds,
      '--out',
      outDir,
      ...Object.entries(sectionBases).flatMap(([name, base]) => [
        '--section-base',
        `${name}=${base}`,
      ]),
    ],
    { env: targetEnv(topology, target, env) },
  );
  process.stdout.write(prerender.output);
  console.info(`rendered the pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The like counters the blog's build names, and the Firestore rules that enforce them. */
export function writeLikeRules(blogBuild, stagingDir, env) {
  const likeable = JSON.parse(readFileSync(path.join(blogBuild, 'likeable-posts.json'), 'utf8'));
  writeFileSync(
    path.join(stagingDir, 'firestore.rules'),
    renderFirestoreRules({ postIds: likeable.postIds, shards: readShardCount(env) }),
  );
  return likeable.postIds;
}

/**
 * Stages `sites` (names of deploy/topology.json, or every site) of `target` in `stagingDir`.
 * - The released sites come from their sources (built, or kept when unchanged), or, with
 *   `rollback`, from the release before the live one (or release `rollback.to`).
 * - Every other site's live release is read (over HTTP from the target's origins; for the
 *   emulator target, from its staging folder when the emulator is not running) and the
 *   pages are rendered with it.
 * - Each released section gets its site folder; the shell's site gets a release of its
 *   pages, and of its code when the shell is released.
 * `request`: { target, sites, stagingDir?, sources?, rollback?, rebuild?, env? }; `sources`
 * maps an app to another copy of its folder (a contributor's branch).
 * Returns what was staged: per site its release and whether it is new; the pages' changes.
 */
export async function stageRelease(request) {
  const { target, sites, stagingDir = stagingDirFor(target), rollback = null } = request;
  const env = request.env ?? process.env;
  const topology = readTopology();
  checkReleaseRequest(topology, sites, rollback);
  const names = Object.keys(topology.sites);
  const work = path.join(stagingDir, '.work');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });

  const live = await readLiveSites(names, { target, origins: siteOrigins(topology, target) });
  const { builds, released } = await releasedBuilds(request, { topology, live, work });
  const others = names.filter((site) => !sites.includes(site));
  Object.assign(builds, await liveBuildsOf(others, { topology, target, live, work }));

  const nextOf = (name) => path.join(stagingDir, `${name}.next`);
  const staged = {};
  for (const name of [...sites.filter((site) => site !== 'shell'), 'shell']) {
    staged[name] = await stageSite(name, {
      topology,
      target,
      next: nextOf(name),
      build: builds[topology.sites[name].app],
      live: live[name],
      released: released[name],
      rollback,
      shellReleased: sites.includes('shell'),
    });
  }

  await renderPages(builds, { target, topology, work, outDir: nextOf('shell'), env });
  const pages = pagesOf(nextOf('shell'));
  const before = live.shell ? await readLivePagesRecord(live.shell) : {};
  const postIds = writeLikeRules(builds['blog-remote'], stagingDir, env);

  for (const name of Object.keys(staged)) swapIn(nextOf(name), path.join(stagingDir, name));
  writeStagedConfig(topology, target, stagingDir);
  // How every site answers (headers, cache rules, rewrites: firebase.json) is no file of a
  // release, so the pages' record keeps its hash: a change there alone is still a release.
  const hostingConfig = hashOf(readFileSync(path.join(stagingDir, 'firebase.json')));
  const rules = hashOf(readFileSync(path.join(stagingDir, 'firestore.rules')));
  writeFileSync(
    path.join(stagingDir, 'shell', SITE_PAGES_FILE),
    asJson({
      renderedAt: new Date().toISOString(),
      releases: Object.fromEntries(
        names.map((name) => [name, staged[name]?.id ?? live[name].releases[0].id]),
      ),
      pages,
      hostingConfig,
      rules,
    }),
  );
  writeFileSync(path.join(stagingDir, 'target'), `${target}\n`);
  rmSync(work, { recursive: true, force: true });
  return {
    sites: staged,
    pages: pageChanges(before.pages ?? {}, pages),
    hostingConfig: { live: before.hostingConfig ?? null, staged: hostingConfig },
    rules: { live: before.rules ?? null, staged: rules },
    postIds,
  };
}

/** @param {Buffer} content */
function hashOf(content) {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/**
 * The live shell site's record of its pages (none before the first release of its pages):
 * the pages' hashes, and the hashes of the hosting config and rules they were released with.
 */
async function readLivePagesRecord(shell) {
  try {
    return JSON.parse((await shell.read(SITE_PAGES_FILE)).toString());
  } catch {
    return {};
  }
}

/** One line per staged site: its release, and whether it is new. */
export function describeStaged({ sites, pages }) {
  const lines = Object.entries(sites).map(([name, { id, isNew, releases }]) => {
    const { source, restoredAt } = releases[0];
    const from = restoredAt
      ? `restored ${restoredAt}`
      : source
        ? `built ${source.builtAt} from ${source.commit ?? 'no commit'}${source.dirty ? ' (with uncommitted changes)' : ''}`
        : 'unchanged';
    return `  ${name.padEnd(10)} release ${id} ${isNew ? '(new)' : '(same as live)'}, ${from}; ${releases.length - 1} earlier release(s) kept`;
  });
  lines.push(describePageChanges(pages));
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: 'emulator' },
      only: { type: 'string' },
      rebuild: { type: 'boolean', default: false },
    },
  });
  if (!['emulator', 'production'].includes(values.target)) {
    console.error('--target must be emulator or production');
    process.exit(2);
  }
  const topology = readTopology();
  const result = await stageRelease({
    target: values.target,
    sites: values.only ? [values.only] : Object.keys(topology.sites),
    rebuild: values.rebuild,
  });
  console.info(describeStaged(result));
}
