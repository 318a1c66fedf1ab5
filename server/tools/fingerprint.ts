// What a test compares to show a file was left byte for byte as it was.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';

export function fingerprint(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * Notes the store `file` as it is now (if it is a file); the returned check fails if it has
 * changed since, or if a -wal or -shm has been made beside it.
 */
export function untouchedCheck(file: string): () => void {
  const before = existsSync(file) && statSync(file).isFile() ? fingerprint(file) : null;
  return () => {
    if (before !== null) expect(fingerprint(file)).toBe(before);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
  };
}
