// npm run hosting:generate: writes what the topology decides (firebase.json, .firebaserc,
// deploy/runtime-manifest.production.json). With --check, changes nothing and fails when a
// checked-in file differs from what the topology generates.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asJson, firebaseJson, firebaserc } from './firebase-config.mjs';
import { readTopology, runtimeManifest } from '@site/hosting-policy';
import { REPO_ROOT } from '../lib/repo-root.mjs';

export function generatedFiles(topology = readTopology()) {
  return {
    'firebase.json': asJson(firebaseJson(topology, 'production')),
    '.firebaserc': asJson(firebaserc(topology)),
    'deploy/runtime-manifest.production.json': asJson(runtimeManifest(topology, 'production')),
  };
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
    console.info('firebase.json, .firebaserc and the runtime manifest match deploy/topology.json');
  } else {
    for (const [file, content] of Object.entries(files)) {
      writeFileSync(path.join(REPO_ROOT, file), content);
      console.info(`wrote ${file}`);
    }
  }
}
