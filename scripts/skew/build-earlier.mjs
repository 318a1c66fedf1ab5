// @ts-check
// Builds one app of an earlier commit, in its worktree, with that commit's own rspack config
// and packages. A commit's build never changes: one already there is reused (a second run by
// hand, or the three sections' pairs sharing one earlier shell).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtMarker } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';

/**
 * @param {string} tree the commit's worktree (worktree.mjs)
 * @param {string} app the app's folder
 * @returns {Promise<{ dist: string, seconds: number }>}
 */
export async function buildEarlierApp(tree, app) {
  const appDir = path.join(tree, app);
  const dist = path.join(appDir, 'dist');
  if (existsSync(path.join(dist, builtMarker(app)))) return { dist, seconds: 0 };
  const config = path.join(appDir, 'rspack.config.mjs');
  const { seconds } = await run('npx', ['rspack', 'build', '-c', config, '--mode', 'production'], {
    cwd: tree,
  });
  return { dist, seconds };
}
