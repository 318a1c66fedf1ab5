// @ts-check
// The root package.json's workspaces as folders. Its list holds patterns (`*-remote`: a new
// section's app is a workspace without an edit there), expanded here as npm expands them for
// the one form the list uses: a `*` inside a folder name at the root.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A pattern of the list as a test of a root folder's name (`*` is any run of characters). */
function folderPattern(pattern) {
  if (pattern.includes('/') || /[?[\]{}!]/.test(pattern)) {
    throw new Error(
      `workspace pattern "${pattern}": only a "*" inside a root folder's name is read here ` +
        '(scripts/lib/workspaces.mjs); expand the pattern there too, or list the folder',
    );
  }
  const escaped = pattern.replace(/[.+^$()|\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** Every workspace's folder, relative to `root`, in the list's order. */
export function workspaceFolders(root) {
  /** @type {{ workspaces: string[] }} */
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((entry) => {
    if (!entry.includes('*')) return [entry];
    const matches = folderPattern(entry);
    return readdirSync(root, { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory() && matches.test(dirent.name))
      .filter((dirent) => existsSync(path.join(root, dirent.name, 'package.json')))
      .map((dirent) => dirent.name)
      .sort();
  });
}
