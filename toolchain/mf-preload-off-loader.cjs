// rspack loader for Module Federation's runtime core (`runtime-core/dist/remote/index.js`).
//
// `preloadRemote` (RemoteHandler's method, behind the runtime's own `preloadRemote`) preloads
// a remote's assets from its snapshot, which the site's builds never make (`disableSnapshot`:
// mf-snapshot-off-loader.cjs); the site never calls it. It is a class method, so the bundler
// keeps it and what only it uses: ~0.46 KB gzip of the shell's `main.js`, on every page. The
// method is replaced by one that says it was left out.

const METHOD = '\tasync preloadRemote(preloadOptions) {';
const REPLACEMENT = `\tasync preloadRemote() {\n\t\tthrow new Error('preloadRemote: left out of this build (toolchain/mf-preload-off-loader.cjs)');\n\t}`;

/** The method's source, from its declaration to its closing brace, or null if absent. */
function methodRange(source) {
  const start = source.indexOf(METHOD);
  if (start === -1) return null;
  let depth = 0;
  for (let index = source.indexOf('{', start); index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    else if (source[index] === '}' && --depth === 0) return [start, index + 1];
  }
  return null;
}

/** remote/index.js's source without preloadRemote's body, or null when it is not there. */
function withoutPreloadRemote(source) {
  const range = methodRange(source);
  return range ? `${source.slice(0, range[0])}${REPLACEMENT}${source.slice(range[1])}` : null;
}

module.exports = function mfPreloadOffLoader(source) {
  const changed = withoutPreloadRemote(source);
  // A release that reshapes the method must not silently bring it back, nor leave a
  // half-applied change: the build stops and says where to look.
  if (changed === null) {
    throw new Error(
      `${this.resourcePath}: RemoteHandler's preloadRemote, which this loader leaves out, was ` +
        `not found; Module Federation's runtime changed. Check ${__filename} against it.`,
    );
  }
  return changed;
};

module.exports.withoutPreloadRemote = withoutPreloadRemote;
