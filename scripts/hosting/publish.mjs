// Publishes what stage.mjs staged for a target: the released sites first, then the shell's
// site (its pages name the released code), and the Firestore rules when the blog is released
// (its posts are the like counters the rules allow).
//   production  firebase deploy, one command per step (needs a login; not run offline)
//   emulator    the staged folders are what the running Hosting emulator serves; the rules
//               are loaded into the running Firestore emulator
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/repo-root.mjs';

/** The firebase commands that publish `sites` from `stagingDir`, in order. */
export function deployCommands(topology, stagingDir, sites) {
  const config = [
    '--config',
    path.join(stagingDir, 'firebase.json'),
    '--project',
    topology.project,
  ];
  const sections = sites.filter((site) => site !== 'shell');
  const commands = [];
  if (sections.includes('blog'))
    commands.push(['deploy', '--only', 'firestore:rules', ...config, '--non-interactive']);
  if (sections.length > 0) {
    commands.push([
      'deploy',
      '--only',
      sections.map((site) => `hosting:${site}`).join(','),
      ...config,
      '--non-interactive',
    ]);
  }
  commands.push(['deploy', '--only', 'hosting:shell', ...config, '--non-interactive']);
  return commands;
}

/**
 * What a deploy or a rollback does once `sites` are staged: a dry run prints the commands it
 * would run; the emulator target serves the staging already and loads the rules; production
 * runs the firebase commands.
 */
export async function publishStaged(topology, target, stagingDir, sites, { dryRun }) {
  const commands = deployCommands(topology, stagingDir, sites);
  if (dryRun) {
    console.info(`\ndry run: staged in ${path.relative(REPO_ROOT, stagingDir)}; would run:`);
    for (const command of commands) console.info(`  firebase ${command.join(' ')}`);
  } else if (target === 'emulator') {
    const loaded = await loadRulesIntoEmulator(topology, stagingDir);
    console.info(
      `staged in ${path.relative(REPO_ROOT, stagingDir)}: the running Hosting emulator serves it now${loaded ? '; rules loaded into the Firestore emulator' : ' (no Firestore emulator running: rules not loaded)'}.`,
    );
  } else {
    runDeployCommands(commands);
  }
}

/** Runs the commands with the project's firebase-tools; stops at the first that fails. */
export function runDeployCommands(commands) {
  const firebase = path.join(REPO_ROOT, 'node_modules/.bin/firebase');
  for (const args of commands) {
    console.info(`$ firebase ${args.join(' ')}`);
    const result = spawnSync(firebase, args, { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/**
 * Loads the staged rules into the running Firestore emulator, as firebase-tools does for its
 * own emulator. Without an emulator running there is nothing to load them into.
 */
export async function loadRulesIntoEmulator(topology, stagingDir) {
  const content = readFileSync(path.join(stagingDir, 'firestore.rules'), 'utf8');
  const url = `http://127.0.0.1:${topology.emulator.firestorePort}/emulator/v1/projects/${topology.emulator.project}:securityRules`;
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    });
    const answer = await response.json().catch(() => ({}));
    const errors = (answer.issues ?? []).filter((issue) => issue.severity === 'ERROR');
    if (!response.ok || errors.length > 0) {
      throw new Error(`the Firestore emulator refused the rules: ${JSON.stringify(answer)}`);
    }
    return true;
  } catch (error) {
    if (error.cause?.code === 'ECONNREFUSED') return false;
    throw error;
  }
}
