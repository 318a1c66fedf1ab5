import { HOSTING_IGNORE } from '@site/hosting-policy';

/** What firebase-tools leaves out of every deploy besides `ignore` (its lib/listFiles.js). */
const FIREBASE_TOOLS_IGNORE = ['**/firebase-debug.log', '**/firebase-debug.*.log', '.firebase/*'];

/**
 * A deploy glob as a regular expression over a site-relative path ("static/js/a.js"), as
 * firebase-tools matches it (glob with `dot: true`): `**` + "/" is any number of folders,
 * `*` any characters but "/", dotfiles included.
 */
function globPattern(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    if (glob.startsWith('**/', i)) {
      pattern += '(?:[^/]+/)*';
      i += 2;
    } else if (glob[i] === '*') {
      pattern += '[^/]*';
    } else if (glob[i] === '?') {
      pattern += '[^/]';
    } else {
      pattern += (glob[i] ?? '').replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

const IGNORED = [...HOSTING_IGNORE, ...FIREBASE_TOOLS_IGNORE].map(globPattern);

/**
 * Whether Hosting leaves this file out (it is never uploaded, so never served): source maps,
 * the build's stats, dotfiles. The local server answers them 404 as Hosting does.
 */
export function ignoredByHosting(relativePath: string): boolean {
  const posix = relativePath.split('\\').join('/');
  return IGNORED.some((pattern) => pattern.test(posix));
}
