// Stages a preview of one section: the composed site as it would be if the section were
// released now, on origins of its own, the live sites untouched (docs/deploy.md, "Preview a
// section"). Two folders:
//   the section's   its build from its sources (a contributor's copy with --source)
//   the shell's     the shell's live release, every page rendered with the section's build
//                   and the live releases of the other sections (decision 007), and a runtime
//                   manifest that points the section at its preview site
// A preview of the shell itself (a pull request of the shell) is the one folder: the shell's
// build from its sources, its pages rendered with the live sections, the target's manifest.
// The preview's runtime manifest is a file of the preview's own site: nothing a reader of the
// live site can set (a URL, a cookie, storage) changes where the live site loads code from.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS } from '@site/sections';
import { runtimeManifest, siteOrigins } from '@site/hosting-policy';
import { buildApps } from './builds.mjs';
import { asJson } from './firebase-config.mjs';
import {
  SITE_PAGES_FILE,
  buildDirFor,
  liveBuildsOf,
  readLiveSites,
  renderPages,
  stageSite,
  swapIn,
  targetEnv,
} from './stage.mjs';
import { pageChanges, pagesOf } from './page-changes.mjs';

/**
 * The preview's runtime manifest: the target's, with `section` at `sectionOrigin`.
 * @param {import('@site/hosting-policy').Topology} topology
 */
export function previewManifest(topology, target, section, sectionOrigin) {
  const scope = SECTIONS[/** @type {keyof typeof SECTIONS} */ (section)].scope;
  return { ...runtimeManifest(topology, target), [scope]: `${sectionOrigin}/remoteEntry.js` };
}

/**
 * Stages a preview of `section` for `target` in `stagingDir`, in the folders `folders.section`
 * and `folders.shell`. `publishSection(dir)` is called once the section's folder is complete
 * and resolves with the origin it is served from (a channel's URL, known once it is deployed;
 * the emulator's preview site), which the pages and the manifest then name.
 * `sources` maps the section's app to another copy of its folder (a contributor's branch).
 * Returns each folder's release, the section's origin (null for the shell's own preview) and
 * the pages that differ from the live ones.
 */
export async function stagePreview({
  target,
  section,
  channel,
  stagingDir,
  folders,
  publishSection,
  sources = {},
  env = process.env,
  topology,
}) {
  if (!topology.sites[section]) {
    throw new Error(`a preview is of one site (${Object.keys(topology.sites).join(', ')})`);
  }
  const ofShell = section === 'shell';
  const names = Object.keys(topology.sites);
  const app = topology.sites[section].app;
  const work = path.join(stagingDir, '.preview-work');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });

  const live = await readLiveSites(names, { target, origins: siteOrigins(topology, target) });
  // Its own build folder: a preview never replaces the build a release of the target keeps.
  const built = await buildApps([app], {
    buildDir: buildDirFor(`${target}-preview`),
    env: targetEnv(topology, target, env),
    sources,
  });
  const builds = {
    [app]: path.join(buildDirFor(`${target}-preview`), app),
    ...(await liveBuildsOf(
      names.filter((name) => name !== section),
      { topology, target, live, work },
    )),
  };
  // A preview serves no tab opened before it: it carries no earlier release.
  const previewTopology = { ...topology, keepReleases: 1 };
  const nextOf = (folder) => path.join(stagingDir, `${folder}.next`);
  const { fingerprint, commit, dirty, builtAt } = built[app];
  const source = { source: { fingerprint, commit, dirty, builtAt }, preview: channel };
  let sectionRelease = null;
  let sectionOrigin = null;
  if (!ofShell) {
    sectionRelease = await stageSite(section, {
      topology: previewTopology,
      target,
      build: builds[app],
      next: nextOf(folders.section),
      live: live[section],
      released: source,
      rollback: null,
      shellReleased: false,
    });
    swapIn(nextOf(folders.section), path.join(stagingDir, folders.section));
    sectionOrigin = await publishSection(path.join(stagingDir, folders.section));
  }

  const shellApp = topology.sites.shell.app;
  // The shell's live release (its build, when the shell is previewed: then with the
  // target's own manifest, as a release of the shell writes it).
  const shellRelease = await stageSite('shell', {
    topology: previewTopology,
    target,
    build: builds[shellApp],
    next: nextOf(folders.shell),
    live: live.shell,
    released: ofShell ? source : undefined,
    rollback: null,
    shellReleased: ofShell,
  });
  if (!ofShell) {
    writeFileSync(
      path.join(nextOf(folders.shell), 'runtime-manifest.json'),
      asJson(previewManifest(topology, target, section, sectionOrigin)),
    );
  }
  await renderPages(builds, {
    target,
    topology,
    work,
    outDir: nextOf(folders.shell),
    env,
    sectionBases: ofShell ? {} : { [section]: `${sectionOrigin}/` },
  });
  const pages = pagesOf(nextOf(folders.shell));
  writeFileSync(
    path.join(nextOf(folders.shell), SITE_PAGES_FILE),
    asJson({
      renderedAt: new Date().toISOString(),
      preview: { section, channel, sectionOrigin },
      releases: Object.fromEntries(
        names.map((name) => [
          name,
          name === section ? (sectionRelease ?? shellRelease).id : live[name].releases[0].id,
        ]),
      ),
      pages,
    }),
  );
  const before = await live.shell
    .read(SITE_PAGES_FILE)
    .then((text) => JSON.parse(text.toString()).pages ?? {})
    .catch(() => ({}));
  swapIn(nextOf(folders.shell), path.join(stagingDir, folders.shell));
  rmSync(work, { recursive: true, force: true });
  return {
    section: sectionRelease ?? shellRelease,
    shell: shellRelease,
    sectionOrigin,
    pages: pageChanges(before, pages),
  };
}
