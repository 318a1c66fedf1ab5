// @ts-check
// GitHub Actions' `on.<event>.paths` filters, with GitHub's semantics (docs: "Filter pattern
// cheat sheet"): `*` is any run of characters but `/`, `**` any run including `/`, `?` makes
// the character before it optional, `+` repeats it, `[...]` is a class; a pattern that starts
// with `!` excludes. Patterns are read in order and the last one that matches a file decides
// it, so `!**/*.test.ts` after `shell/**` drops the shell's tests. A push starts the workflow
// when at least one changed file is included.

/**
 * Turns one filter pattern (without its `!`) into an anchored regular expression.
 * @param {string} pattern
 * @returns {RegExp}
 */
export function patternToRegExp(pattern) {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '*') {
      if (pattern[index + 1] === '*') {
        index += 1;
        // `**/` also matches no folder at all: `a/**/b` matches `a/b`.
        if (pattern[index + 1] === '/') {
          index += 1;
          source += '(?:.*/)?';
        } else {
          source += '.*';
        }
      } else {
        source += '[^/]*';
      }
    } else if (char === '?' || char === '+') {
      // Quantifies what came before, as in the cheat sheet (`*.jsx?` matches .js and .jsx).
      source += char;
    } else if (char === '[') {
      const end = pattern.indexOf(']', index + 1);
      if (end === -1) {
        source += '\\[';
      } else {
        source += pattern.slice(index, end + 1);
        index = end;
      }
    } else if (char === '\\' && index + 1 < pattern.length) {
      index += 1;
      source += escapeRegExp(pattern[index]);
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * @typedef {{ negated: boolean, regExp: RegExp, pattern: string }} CompiledPattern
 */

/**
 * @param {readonly string[]} patterns the `paths` list, in its order
 * @returns {CompiledPattern[]}
 */
export function compilePaths(patterns) {
  return patterns.map((pattern) => {
    const negated = pattern.startsWith('!');
    return { negated, regExp: patternToRegExp(negated ? pattern.slice(1) : pattern), pattern };
  });
}

/**
 * Whether one file is included: the last pattern that matches it decides.
 * @param {string} file a path relative to the repository root, with `/`
 * @param {readonly CompiledPattern[]} compiled
 */
export function fileIncluded(file, compiled) {
  let included = false;
  for (const { negated, regExp } of compiled) {
    if (regExp.test(file)) included = !negated;
  }
  return included;
}

/**
 * Whether a push that changed these files starts the workflow.
 * @param {readonly string[]} changedFiles
 * @param {readonly CompiledPattern[]} compiled
 */
export function pathsFilterMatches(changedFiles, compiled) {
  return changedFiles.some((file) => fileIncluded(file, compiled));
}
