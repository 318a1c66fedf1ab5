// npm run hosting:generate: writes what the topology decides (firebase.json, .firebaserc,
// deploy/runtime-manifest.production.json, and each site's part of firebase.json alone in
// deploy/hosting/<site>.json, which that site's workflow watches: a header of the shell's is
// no release of a section). With --check, changes nothing and fails when a checked-in file
// differs from what the topology generates.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asJson, firebaseJson, firebaserc } from './firebase-config.mjs';
import { readTopology, runtimeManifest } from '@site/hosting-policy';
import { REPO_ROOT } from '../lib/repo-root.mjs';

export function generatedFiles(topology = readTopology()) {
  const firebase = firebaseJson(topology, 'production');
  return {
    'firebase.json': asJson(firebase),
    '.firebaserc': asJson(firebaserc(topology)),
    'deploy/runtime-manifest.production.json': asJson(runtimeManifest(topology, 'production')),
    ...Object.fromEntries(
      firebase.hosting.map((site) => [siteAnswersFile(site.target), asJson(site)]),
    ),
  };
}

/** Where a site's own part of firebase.json is written (its headers, redirects, its folder). */
export function siteAnswersFile(site) {
  return `deploy/hosting/${site}.json`;
}

/** Checked-in files that differ from what the topology generates. */
export function driftedFiles(root = REPO_ROOT, files = generatedFiles()) {
  return Object.entries(files)
    .filter(([file, content]) => {
      try {
        return readFileSync(path.join(root, file), 'utf8') !== content;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = generatedFiles();
  if (process.argv.includes('--check')) {
    const drifted = driftedFiles(REPO_ROOT, files);
    if (drifted.length > 0) {
      console.error(
        `${drifted.join(', ')} differ from deploy/topology.json: run npm run hosting:generate`,
      );
      process.exit(1);
    }
    console.info(
      "firebase.json, .firebaserc, the runtime manifest and each site's answers match deploy/topology.json",
    );
  } else {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(REPO_ROOT, file)), { recursive: true });
      writeFileSync(path.join(REPO_ROOT, file), content);
      console.info(`wrote ${file}`);
    }
  }
}
