// rspack loader for Module Federation's runtime core (`runtime-core/dist/remote/index.js` and
// `runtime-core/dist/helpers.js`).
//
// `preloadRemote` (RemoteHandler's method, behind the runtime's own `preloadRemote`) preloads
// a remote's assets from its snapshot, which the site's builds never make (`disableSnapshot`:
// mf-snapshot-off-loader.cjs); the site never calls it. It is a class method, so the bundler
// keeps it and what only it uses: ~0.46 KB gzip of the shell's `main.js`, on every page. The
// method is replaced by one that says it was left out.
//
// The runtime's `helpers` object (which the bundler runtime imports for one snapshot lookup)
// also names `preloadAssets` among its utils: an object's property is never shaken, so it kept
// utils/preload.js, ~0.7 KB gzip of `main.js`, which nothing of the site calls. It is taken
// out of the object; `helpers.utils.preloadAssets` is then undefined.

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

const HELPERS_IMPORT = 'import { preloadAssets } from "./utils/preload.js";\n';
const HELPERS_UTIL = '\t\tpreloadAssets,\n';

/** The runtime's helpers module's source without preloadAssets in its utils, or null when it is not there. */
function withoutHelpersPreloadAssets(source) {
  if (!source.includes(HELPERS_IMPORT) || !source.includes(HELPERS_UTIL)) return null;
  return source.replace(HELPERS_IMPORT, '').replace(HELPERS_UTIL, '');
}

module.exports = function mfPreloadOffLoader(source) {
  const helpers = /[\\/]helpers\.js$/.test(this.resourcePath);
  const changed = helpers ? withoutHelpersPreloadAssets(source) : withoutPreloadRemote(source);
  // A release that reshapes the method must not silently bring it back, nor leave a
  // half-applied change: the build stops and says where to look.
  if (changed === null) {
    throw new Error(
      `${this.resourcePath}: ${helpers ? "helpers' preloadAssets" : "RemoteHandler's preloadRemote"}, ` +
        `which this loader leaves out, was not found; Module Federation's runtime changed. ` +
        `Check ${__filename} against it.`,
    );
  }
  return changed;
};

module.exports.withoutPreloadRemote = withoutPreloadRemote;
module.exports.withoutHelpersPreloadAssets = withoutHelpersPreloadAssets;
