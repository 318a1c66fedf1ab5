import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './site-server';

/**
 * Global teardown of the browser suite: the likes databases its web server created
 * (.data/e2e-likes-<time>.sqlite, .data/e2e-newsletter-<time>.sqlite and their -wal/-shm files) go with it.
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
    /^e2e-(likes|newsletter)-\d+\.sqlite(-wal|-shm)?$/.test(file),
  )) {
    rmSync(path.join(dataDir, name), { force: true });
  }
}
