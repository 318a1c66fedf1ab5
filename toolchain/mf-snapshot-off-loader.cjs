// rspack loader for Module Federation's runtime core (`runtime-core/dist/core.js`), in builds
// made with `disableSnapshot` (all of the site's: the runtime manifest names each remote's
// `remoteEntry.js`, docs/contract.md).
//
// `disableSnapshot` leaves the snapshot plugins out, but the runtime still constructs its
// SnapshotHandler whenever the host has remotes (`runtime-core/dist/core.js` tests only FEDERATION_OPTIMIZE_NO_REMOTE),
// and with it the manifest fetching and snapshot generation it would never run: ~2 KB gzip
// of the shell's `main.js` on every page. What the runtime still reads of that handler
// with snapshots off is its `hooks` (plugins are registered on them) and its `manifestCache`
// (`removeRemote`, which `registerRemotes(..., { force: true })` calls on Retry, clears an
// entry of it). So the handler is constructed
// as the runtime's own DisabledSnapshotHandler, given an empty manifestCache. The one method
// left without it, `preloadRemote`, needs snapshots and is not used by the site.

const CONSTRUCTION =
  'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this) : new DisabledSnapshotHandler();';
const REPLACEMENT =
  'this.snapshotHandler = Object.assign(new DisabledSnapshotHandler(), { manifestCache: new Map() });';

/** The source of `runtime-core/dist/core.js` with the snapshot handler swapped, or null when the line is not there. */
function withoutSnapshotHandler(source) {
  return source.includes(CONSTRUCTION) ? source.replace(CONSTRUCTION, REPLACEMENT) : null;
}

module.exports = function mfSnapshotOffLoader(source) {
  const changed = withoutSnapshotHandler(source);
  // A release that reshapes the constructor must not silently bring the handler back, nor
  // go on with a half-applied change: the build stops and says where to look.
  if (changed === null) {
    throw new Error(
      `${this.resourcePath}: the SnapshotHandler construction this loader replaces was not ` +
        `found; Module Federation's runtime changed. Check ${__filename} against it.`,
    );
  }
  return changed;
};

module.exports.withoutSnapshotHandler = withoutSnapshotHandler;
