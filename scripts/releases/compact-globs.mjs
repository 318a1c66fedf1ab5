// @ts-check
// Turns a list of files into few glob patterns: a folder whose every tracked file (tests and
// other never-built files left aside) is in the list becomes `folder/**`; otherwise its files
// and subfolders are listed one by one. The never-built files are then excluded by negations
// written last, since with GitHub's filters the last matching pattern wins.

/**
 * @param {readonly string[]} files the files to cover, relative to the repository
 * @param {readonly string[]} trackedFiles every file of the repository (git ls-files)
 * @param {(file: string) => boolean} neverBuilt true for tests and the like, which the folder
 *   patterns may cover since a negation takes them out again
 * @returns {string[]} patterns, sorted
 */
export function compactGlobs(files, trackedFiles, neverBuilt) {
  const wanted = new Set(files);
  const relevant = trackedFiles.filter((file) => !neverBuilt(file));
  /** @type {string[]} */
  const patterns = [];

  /** @param {string} folder '' for the root, else 'a/b/' */
  function cover(folder) {
    const inside = relevant.filter((file) => file.startsWith(folder));
    const wantedInside = inside.filter((file) => wanted.has(file));
    if (wantedInside.length === 0) return;
    if (folder && wantedInside.length === inside.length) {
      patterns.push(`${folder}**`);
      return;
    }
    const subfolders = new Set();
    for (const file of wantedInside) {
      const rest = file.slice(folder.length);
      const slash = rest.indexOf('/');
      if (slash === -1) patterns.push(file);
      else subfolders.add(`${folder}${rest.slice(0, slash + 1)}`);
    }
    for (const subfolder of [...subfolders].sort()) cover(subfolder);
  }

  cover('');
  // A wanted file that git does not track (a generated one) is named as it is.
  for (const file of wanted) {
    if (!relevant.includes(file) && !patterns.some((pattern) => pattern === file)) {
      patterns.push(file);
    }
  }
  return [...new Set(patterns)].sort();
}
