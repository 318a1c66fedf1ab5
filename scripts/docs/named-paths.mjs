// Finds the repository paths that docs and code comments name, and the ones that do not exist:
// a comment or a doc pointing at a moved or deleted file sends the next reader nowhere.
// Checked by named-paths.test.mjs (npm test). What counts as a path: docs/testing.md,
// "Paths named in docs and comments".
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Paths that exist only after a build or a run, never in a clean clone, each with why. (Other
 * ignored paths such as `.data/`, `.hosting/` or `firestore.rules` start with no tracked
 * folder, so they are never read as repository paths.)
 */
export const GENERATED = [
  { pattern: /(^|\/)dist(\/|$)/, reason: 'build output of an app (npm run build)' },
  { pattern: /(^|\/)node_modules(\/|$)/, reason: 'installed packages (npm ci)' },
  { pattern: /(^|\/)test-results(\/|$)/, reason: 'reports written by npm test' },
];

/**
 * File names a built or running site has that no clean clone holds, cited bare in comments
 * and docs (`remoteEntry.js`), each with why.
 */
export const GENERATED_NAMES = [
  { pattern: /^remoteEntry\.js$/, reason: "a section's federation entry (its build)" },
  {
    pattern: /^(runtime-)?manifest\.json$|^mf-manifest(-stats)?\.json$/,
    reason: 'written by the builds',
  },
  {
    pattern: /^(releases|likeable-posts|feed-posts|topology\.emulator|site-pages)\.json$/,
    reason: 'written by the builds and deploys',
  },
  {
    pattern: /^(latest|newest)\.json$/,
    reason: "the blog's content build (its latest and newest posts)",
  },
  { pattern: /^sw\.js$/, reason: "the shell's service worker (its build)" },
  { pattern: /^(index|404|\d+)\.html$/, reason: 'pages the prerender writes' },
  { pattern: /^(sitemap|robots|rss)\.(xml|txt)$/, reason: 'written by the prerender' },
  { pattern: /^main\.[\w.]*js$|^[\w-]+\.[0-9a-f]{8,}\.\w+$/, reason: 'hashed build output' },
];

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const MARKDOWN = /\.md$/;

/** The repository's tracked files (`git ls-files`), relative to `root`. */
export function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/** Every tracked file and every folder that holds one. */
export function knownPaths(files) {
  const known = new Set();
  for (const file of files) {
    known.add(file);
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      if (known.has(`${dir}/`)) break;
      known.add(`${dir}/`);
    }
  }
  return known;
}

/** The top-level folders of the repository: a token starting with one is read as a path. */
export const topFolders = (files) => [
  ...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0])),
];

/**
 * The comments of a JavaScript or TypeScript source, as `{ line, text }` per line of comment.
 * A small scanner: strings, template literals and regular expressions are skipped so that a
 * `//` inside them is not a comment.
 */
export function commentLines(source) {
  const out = [];
  let line = 1;
  let i = 0;
  let lastCode = '';
  const push = (text, at) => {
    text.split('\n').forEach((part, offset) => out.push({ line: at + offset, text: part }));
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      push(source.slice(i + 2, stop), line);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end;
      const text = source.slice(i + 2, stop);
      push(text, line);
      line += text.split('\n').length - 1;
      i = stop + 2;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') j += 1;
        else if (source[j] === '\n') line += 1;
        j += 1;
      }
      i = j + 1;
      lastCode = c;
    } else if (c === '/' && (lastCode === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastCode))) {
      // A regular expression literal: up to the closing slash outside a character class.
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        if (source[j] === '\\') j += 1;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        else if (source[j] === '/' && !inClass) break;
        j += 1;
      }
      i = j + 1;
      lastCode = '/';
    } else {
      if (!/\s/.test(c)) lastCode = /[\w$)\]]/.test(c) ? 'a' : c;
      i += 1;
    }
  }
  return out;
}

/** Expands `{a,b}` alternatives: `x/{a,b}.mjs` -> `x/a.mjs`, `x/b.mjs`. */
function expandBraces(name) {
  const match = /\{([^{}]*)\}/.exec(name);
  if (!match) return [name];
  const [before, after] = [name.slice(0, match.index), name.slice(match.index + match[0].length)];
  return match[1].split(',').flatMap((part) => expandBraces(`${before}${part}${after}`));
}

/**
 * The repository paths a line of text names: tokens that start with a top-level folder
 * (`shell/src/bootstrap.tsx`, `docs/decisions/`). A token of two segments with no extension
 * and no closing slash (`shell/remote`) is prose, not a path.
 */
export function namedPaths(text, folders) {
  const names = [];
  const start = `(?<![\\w@./\\-~$])(?:${folders.map((f) => f.replace(/\./g, '\\.')).join('|')})/`;
  const token = new RegExp(
    `${start}(?:[\\w.\\-*<>$@~]|\\{[^{}\\s]*\\})*(?:/(?:[\\w.\\-*<>$@~]|\\{[^{}\\s]*\\})*)*`,
    'g',
  );
  for (const [raw] of text.matchAll(token)) {
    let name = raw.replace(/\.{3}$/, '').replace(/[.,:;]+$/, '');
    if (name.endsWith('/...')) name = name.slice(0, -3);
    const segments = name.split('/').filter(Boolean);
    const last = segments.at(-1) ?? '';
    const looksLikePath = name.endsWith('/') || segments.length > 2 || /\.\w+$/.test(last);
    if (looksLikePath) names.push(name);
  }
  return names;
}

/** The extensions a bare file name is recognised by: the project's own kinds of file. */
const FILE_NAME =
  /(?<![\w@./\-~$<>*{}])([\w-]+(?:\.[\w-]+)*\.(?:[cm]?[jt]s|tsx|jsx|md|json|yml|yaml))(?![\w/*{<-])/g;

/**
 * The bare file names a line of a comment cites (`kept-pages.ts`, `budgets.json`): no folder,
 * so they are looked up by name among the tracked files. A dotted word that is not one of the
 * project's kinds of file (`window.location`) is not a name.
 */
export function namedFileNames(text) {
  const names = [];
  for (const match of text.matchAll(FILE_NAME)) {
    const name = match[1];
    if (!name || /^\d/.test(name)) continue;
    names.push(name);
  }
  return names;
}

/** The names of the tracked files, for bare file names. */
export function knownNames(files) {
  return new Set(files.map((file) => path.posix.basename(file)));
}

/** The relative links of a line of Markdown (`[text](../x.md#part)`), resolved from `file`. */
export function markdownLinks(text, file) {
  const links = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^(?:[a-z][\w+.-]*:|#|\/)/i.test(target)) continue;
    const bare = decodeURI(target.split('#')[0]);
    if (!bare) continue;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), bare));
    links.push(resolved.startsWith('../') ? bare : resolved);
  }
  return links;
}

const escapeRegExp = (text) => text.replace(/[.+?^$()|[\]\\]/g, '\\$&');

/**
 * Whether `name` matches a known path: each of its `{a,b}` alternatives, and a `*`, `**` or
 * `<placeholder>` at least one path.
 */
export function exists(name, known) {
  const candidates = expandBraces(name);
  return candidates.every((candidate) => {
    if (!/[*<]/.test(candidate)) {
      return known.has(candidate) || known.has(`${candidate.replace(/\/$/, '')}/`);
    }
    const pattern = escapeRegExp(candidate)
      .replace(/<[^>]*>/g, '[^/]+')
      .split('**')
      .map((part) => part.replace(/\*/g, '[^/]*'))
      .join('.*');
    const regex = new RegExp(`^${pattern}/?$`);
    for (const entry of known) if (regex.test(entry)) return true;
    return false;
  });
}

const isGenerated = (name) => GENERATED.some(({ pattern }) => pattern.test(name));
const isGeneratedName = (name) => GENERATED_NAMES.some(({ pattern }) => pattern.test(name));

/**
 * The paths `text` (the contents of `file`) names that match no tracked file or folder:
 * `{ file, line, name }` each. Markdown is read whole (code blocks included: their commands
 * name files too); a source file only in its comments, where with `fileNames` (knownNames)
 * a bare file name must also be a tracked file's.
 */
export function missingPaths(file, text, known, folders, fileNames = null) {
  const lines = MARKDOWN.test(file)
    ? text.split('\n').map((lineText, index) => ({ line: index + 1, text: lineText }))
    : SOURCE.test(file)
      ? commentLines(text)
      : [];
  const missing = [];
  for (const { line, text: lineText } of lines) {
    const names = namedPaths(lineText, folders);
    if (MARKDOWN.test(file)) names.push(...markdownLinks(lineText, file));
    for (const name of new Set(names)) {
      if (!isGenerated(name) && !exists(name, known)) missing.push({ file, line, name });
    }
    if (!fileNames || !SOURCE.test(file)) continue;
    for (const name of new Set(namedFileNames(lineText))) {
      if (!fileNames.has(name) && !isGeneratedName(name)) missing.push({ file, line, name });
    }
  }
  return missing;
}
