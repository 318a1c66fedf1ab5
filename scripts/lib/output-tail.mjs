// @ts-check
// The last lines a child process wrote, kept while it runs: a program that exits early is
// reported with its own words, never with an exit code alone.

/**
 * Reads a child's stdout and stderr as they come and keeps their last `limit` lines.
 * @param {import('node:child_process').ChildProcess} child started with piped stdout/stderr
 * @param {number} [limit]
 * @returns {{ lines: () => string[], describe: () => string }}
 *   describe: the lines as a block to append to a message ('' when it wrote nothing)
 */
export function outputTail(child, limit = 30) {
  /** @type {string[]} */
  const kept = [];
  /** A stream's last line until its end comes (each stream's own: they interleave). */
  const partial = new Map();
  /** @param {import('node:stream').Readable | null} stream */
  const read = (stream) =>
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      const lines = ((partial.get(stream) ?? '') + chunk.toString()).split('\n');
      partial.set(stream, lines.pop() ?? '');
      kept.push(...lines.filter((line) => line.trim()));
      kept.splice(0, Math.max(0, kept.length - limit));
    });
  read(child.stdout);
  read(child.stderr);
  const lines = () =>
    [...kept, ...[...partial.values()].filter((line) => line.trim())].slice(-limit);
  return {
    lines,
    describe: () => {
      const all = lines();
      return all.length === 0 ? '' : `; its last lines:\n${all.map((l) => `  ${l}`).join('\n')}`;
    },
  };
}
