// The early-taps script (inline/early-taps.js) as it is inlined into prerendered pages, and
// its CSP hash: the shell's policy allows this one inline script and no other.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The same path from src/ (tests) and dist/ (node): the package's own file.
const SOURCE = fileURLToPath(new URL('../inline/early-taps.js', import.meta.url));

const COMMENT_LINE = /^\s*(\/\/|\/\*.*\*\/\s*$)/;

/**
 * The script's text without its comment lines (they are for its readers here, and every
 * page would carry them) nor its indentation.
 */
export const EARLY_TAPS_SCRIPT: string = readFileSync(SOURCE, 'utf8')
  .split('\n')
  .filter((line) => !COMMENT_LINE.test(line))
  .map((line) => line.trim())
  .join('\n')
  .trim();

/** The CSP source that allows exactly that script. */
export const EARLY_TAPS_CSP_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
