// A script of inline/ as prerendered pages inline it, and the CSP source that allows it: the
// shell's policy allows these inline scripts, each by its hash, and no other.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const COMMENT_LINE = /^\s*(\/\/|\/\*.*\*\/\s*$)/;

export interface InlineScript {
  /** The text inlined: without its comment lines (for its readers here; every page would
   * carry them) nor its indentation. */
  script: string;
  /** `'sha256-…'`, the CSP source that allows exactly that text. */
  cspHash: string;
}

/** `inline/<file>` of this package: the same path from src/ (tests) and dist/ (node). */
export function inlineScript(file: string): InlineScript {
  const source = fileURLToPath(new URL(`../inline/${file}`, import.meta.url));
  const script = readFileSync(source, 'utf8')
    .split('\n')
    .filter((line) => !COMMENT_LINE.test(line))
    .map((line) => line.trim())
    .join('\n')
    .trim();
  return { script, cspHash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}
