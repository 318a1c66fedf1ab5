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
  let partial = '';
  /** @param {Buffer | string} chunk */
  const keep = (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    kept.push(...lines.filter((line) => line.trim()));
    kept.splice(0, Math.max(0, kept.length - limit));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const lines = () => (partial.trim() ? [...kept, partial].slice(-limit) : [...kept]);
  return {
    lines,
    describe: () => {
      const all = lines();
      return all.length === 0 ? '' : `; its last lines:\n${all.map((l) => `  ${l}`).join('\n')}`;
    },
  };
}
