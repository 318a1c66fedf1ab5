import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './site-server';

/**
 * Global teardown of the browser suite: the databases its web server and its specs created
 * (.data/e2e-likes-<time>.sqlite, .data/e2e-newsletter-<time>.sqlite, the offline spec's
 * .data/e2e-offline-<time>.sqlite) go with it, with their -wal/-shm files and the lock file
 * each server held its store with (<store>-lock and that lock's own -journal).
 */
export default function removeTestDatabases(): void {
  const dataDir = path.join(REPO_ROOT, '.data');
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return; // No .data folder: nothing was created.
  }
  for (const name of names.filter((file) =>
    /^e2e-(likes|newsletter|offline)-\d+\.sqlite(-wal|-shm|-lock|-lock-journal)?$/.test(file),
  )) {
    rmSync(path.join(dataDir, name), { force: true });
  }
}
