// @ts-check
// The repository's own files a build runs in Node rather than bundles: what the app's rspack
// config imports, and what the loaders and content schemas it ran require, followed through
// relative and `@site/toolchain/` specifiers. rspack lists the modules it bundles (the build
// inputs) but not the code that makes them, so without this every file of the toolchain would
// count as read by every site: the shell, which bundles no Markdown, was released for a change
// to the Markdown pipeline.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.mjs', '.cjs', '.js'];
const RUN_IN_NODE = /\.(mjs|cjs|js)$/;

/**
 * @typedef {object} ClosureOptions
 * @property {string} root the repository's folder
 * @property {ReadonlySet<string>} [stopAt] files a build runs that cannot change what it
 *   makes (checks that only refuse): neither listed nor followed
 * @property {(file: string) => string} [read] a repository file's text
 * @property {(file: string) => boolean} [exists]
 */

/**
 * @param {readonly string[]} entries repository-relative files the build starts from
 * @param {ClosureOptions} options
 * @returns {string[]} repository-relative files, sorted
 */
export function nodeCodeClosure(entries, options) {
  const { root, stopAt = new Set() } = options;
  const exists = options.exists ?? ((file) => existsSync(path.join(root, file)));
  const read = options.read ?? ((file) => readFileSync(path.join(root, file), 'utf8'));
  const seen = new Set();
  const pending = entries.filter((file) => RUN_IN_NODE.test(file));
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (seen.has(file) || stopAt.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of read(file).matchAll(SPECIFIER)) {
      const target = repositoryFile(file, specifier, exists);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * @param {string} from
 * @param {string} specifier
 * @param {(file: string) => boolean} exists
 */
function repositoryFile(from, specifier, exists) {
  let base;
  if (specifier.startsWith('@site/toolchain/')) {
    base = path.posix.join('toolchain', specifier.slice('@site/toolchain/'.length));
  } else if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  } else {
    return undefined; // a package: its files change with the lock file
  }
  if (base.startsWith('..')) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => RUN_IN_NODE.test(candidate) && exists(candidate),
  );
}
