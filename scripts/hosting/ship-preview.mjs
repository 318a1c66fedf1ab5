// `npm run deploy -- <section> --channel NAME` (and `npm run preview -- <section> --target
// emulator`): stages a preview of the section (stage-preview.mjs) and publishes it.
//   production  the section's site to channel NAME of its Hosting site, then, with the URL
//               firebase printed for it, the shell's site to channel NAME of the shell's
//               Hosting site: its pages rendered with the section, its manifest pointing there
//   emulator    the emulator's two preview sites (preview-sites.mjs), served at once by the
//               running `npm run hosting`; one preview at a time (the emulator has no channels)
// --dry-run stages into .hosting/dry-run/ and prints the commands it would run. No Firestore
// rules are deployed: they are the project's, so the live site's (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashedFiles, readTopology } from '@site/hosting-policy';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { asJson, firebaserc, previewFirebaseJson } from './firebase-config.mjs';
import {
  EMULATOR_PREVIEW_SITES,
  channelId,
  checkedChannelOrigin,
  dryRunChannelOrigin,
  emulatorPreviewOrigins,
} from './preview-sites.mjs';
import { STAGING_ROOT, stagingDirFor, writeStagedConfig } from './stage.mjs';
import { describePageChanges } from './page-changes.mjs';
import { stagePreview } from './stage-preview.mjs';

/** Where a preview is staged: the emulator's own staging (its preview sites), else its own. */
export function previewStagingDir(target, channel, { dryRun = false } = {}) {
  if (target === 'emulator') return stagingDirFor(target, { dryRun });
  const dir = path.join('preview', target, channelId(channel));
  return dryRun ? path.join(STAGING_ROOT, 'dry-run', dir) : path.join(STAGING_ROOT, dir);
}

/** The command that deploys `site`'s folder of a production preview to its channel. */
export function channelDeployCommand(topology, stagingDir, site, channel) {
  return [
    'hosting:channel:deploy',
    channelId(channel),
    '--only',
    site,
    '--config',
    path.join(stagingDir, 'firebase.json'),
    '--project',
    topology.project,
    '--expires',
    '7d',
    '--json',
  ];
}

/** Runs a channel deploy; resolves with the channel URL firebase reports for `site`. */
function deployChannel(args, site) {
  console.info(`$ firebase ${args.join(' ')}`);
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/firebase'), args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    throw new Error(`firebase hosting:channel:deploy ${site} failed (exit ${result.status})`);
  }
  // --json: { status, result: { <target>: { site, url, expireTime, version } } }
  // (firebase-tools src/commands/hosting-channel-deploy.ts).
  const url = JSON.parse(result.stdout).result?.[site]?.url;
  if (typeof url !== 'string') throw new Error(`firebase reported no channel URL for ${site}`);
  return url;
}

/**
 * Writes the production preview's firebase.json for what is staged so far, and the
 * .firebaserc beside it (firebase reads the deploy targets `shell`, `blog`... from there).
 */
function writePreviewConfig(topology, stagingDir, section, sectionOrigin) {
  writeFileSync(path.join(stagingDir, '.firebaserc'), asJson(firebaserc(topology)));
  const hashed = Object.fromEntries(
    [...new Set(['shell', section])].map((name) => [
      name,
      hashedFiles(path.join(stagingDir, name)),
    ]),
  );
  writeFileSync(
    path.join(stagingDir, 'firebase.json'),
    asJson(previewFirebaseJson(topology, section, { sectionOrigin, hashedFiles: hashed })),
  );
}

/**
 * Stages and publishes a preview of `section` on `target` under `channel`. Resolves with the
 * URL to open (the preview of the shell's site).
 */
export async function shipPreview({ target, section, channel, sources = {}, dryRun = false }) {
  const topology = readTopology();
  const id = channelId(channel);
  const stagingDir = previewStagingDir(target, id, { dryRun });
  const production = target === 'production';
  const folders = production
    ? { section, shell: 'shell' }
    : { section: EMULATOR_PREVIEW_SITES.section, shell: EMULATOR_PREVIEW_SITES.shell };
  const would = [];
  const publishSection = async () => {
    if (!production) return emulatorPreviewOrigins(topology).section;
    writePreviewConfig(topology, stagingDir, section, null);
    const args = channelDeployCommand(topology, stagingDir, section, id);
    if (dryRun) {
      would.push(args);
      return dryRunChannelOrigin(topology, section, id);
    }
    return checkedChannelOrigin(topology, section, id, deployChannel(args, section));
  };
  const staged = await stagePreview({
    target,
    section,
    channel: id,
    stagingDir,
    folders,
    publishSection,
    sources,
    topology,
  });
  const ofShell = section === 'shell';
  console.info(
    `\npreview "${id}" of ${section} on ${target}${dryRun ? ' (dry run)' : ''}:\n` +
      (ofShell
        ? `  shell      release ${staged.shell.id}, its pages rendered with the live sections\n`
        : `  ${section.padEnd(10)} release ${staged.section.id} at ${staged.sectionOrigin}\n` +
          `  shell      the live release ${staged.shell.id}, its pages rendered with it\n`) +
      describePageChanges(staged.pages, ' than live'),
  );

  if (!production) {
    // The running emulator serves the preview sites' folders at once; its config names them
    // for its next start.
    if (!dryRun) writeStagedConfig(topology, target, stagingDir);
    const url = `${emulatorPreviewOrigins(topology).shell}/`;
    console.info(
      dryRun
        ? `\ndry run: staged in ${path.relative(REPO_ROOT, stagingDir)}`
        : `\nThe preview: open ${url}`,
    );
    return url;
  }
  writePreviewConfig(topology, stagingDir, section, staged.sectionOrigin);
  const shellArgs = channelDeployCommand(topology, stagingDir, 'shell', id);
  if (dryRun) {
    console.info(`\ndry run: staged in ${path.relative(REPO_ROOT, stagingDir)}; would run:`);
    for (const args of [...would, shellArgs]) console.info(`  firebase ${args.join(' ')}`);
    console.info(
      `(the shell's pages name ${staged.sectionOrigin}, a stand-in for the URL firebase prints)`,
    );
    return null;
  }
  const url = `${checkedChannelOrigin(topology, 'shell', id, deployChannel(shellArgs, 'shell'))}/`;
  console.info(`\nThe preview: open ${url}`);
  return url;
}
