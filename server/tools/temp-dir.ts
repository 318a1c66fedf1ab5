// A test's own folder under the system's temporary one, removed after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Makes a fresh folder named `prefix…` before each test (`'each'`) or once for the file
 * (`'all'`) and removes it after; the returned function gives its path inside a test or hook.
 */
export function tempDirForTests(prefix: string, scope: 'each' | 'all' = 'each'): () => string {
  let dir: string | undefined;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  after(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return () => {
    if (dir === undefined) throw new Error(`the ${prefix} folder exists only inside a test`);
    return dir;
  };
}
