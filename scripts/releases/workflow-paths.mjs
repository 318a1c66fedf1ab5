// @ts-check
// Reads and rewrites the `paths` filters of a workflow's `on.push` and `on.pull_request`. The
// site workflows spell them as a block list under `on:` (one `- 'pattern'` a line), the form
// the trigger generator writes; anything else (a flow list, `paths-ignore`) is refused rather
// than misread, since a misread filter would replay or generate the wrong releases.

/**
 * Finds the line range of `on.<event>.paths`' items.
 * @param {string[]} lines
 * @param {'push' | 'pull_request'} event
 * @returns {{ start: number, end: number, indent: string } | undefined} items are lines[start, end)
 */
function findPathsBlock(lines, event) {
  const onLine = lines.findIndex((line) => /^(?:on|'on'|"on"):\s*$/.test(line));
  if (onLine === -1) return undefined;
  let index = onLine + 1;
  let inEvent = false;
  for (; index < lines.length && !/^\S/.test(lines[index]); index += 1) {
    const line = lines[index];
    const eventMatch = /^ {2}(\w+):/.exec(line);
    if (eventMatch) inEvent = eventMatch[1] === event;
    if (inEvent && /^ {4}paths-ignore:/.test(line)) {
      throw new Error(`on.${event}.paths-ignore is not supported: write the paths as a list`);
    }
    if (inEvent && /^ {4}paths:\s*\S/.test(line)) {
      throw new Error(`on.${event}.paths must be a block list, one pattern a line`);
    }
    if (inEvent && /^ {4}paths:\s*$/.test(line)) {
      const start = index + 1;
      let end = start;
      while (end < lines.length && /^ {6}- /.test(lines[end])) end += 1;
      return { start, end, indent: '      ' };
    }
  }
  return undefined;
}

/** @param {string} item */
function unquote(item) {
  const value = item.replace(/^\s*-\s*/, '').trim();
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(value)) return JSON.parse(value);
  return value;
}

/**
 * The `paths` patterns of one event, in order; undefined when the event has no paths filter
 * (then every push starts it) or the workflow does not run on the event.
 * @param {string} text the workflow's YAML
 * @param {'push' | 'pull_request'} event
 * @returns {string[] | undefined}
 */
export function readPaths(text, event) {
  const lines = text.split('\n');
  const block = findPathsBlock(lines, event);
  if (!block) return undefined;
  return lines.slice(block.start, block.end).map(unquote);
}

/**
 * The workflow text with `on.<event>.paths` replaced by these patterns.
 * @param {string} text
 * @param {'push' | 'pull_request'} event
 * @param {readonly string[]} patterns
 */
export function writePaths(text, event, patterns) {
  const lines = text.split('\n');
  const block = findPathsBlock(lines, event);
  if (!block) throw new Error(`the workflow has no on.${event}.paths list to replace`);
  const items = patterns.map((pattern) => `${block.indent}- '${pattern.replace(/'/g, "''")}'`);
  lines.splice(block.start, block.end - block.start, ...items);
  return lines.join('\n');
}
