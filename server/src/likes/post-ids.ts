import { createRequire } from 'node:module';

// The one list of likeable posts is shared/src/likes/post-ids.json; the likes client, the
// generated firestore.rules and the scripts read the same file.
const require = createRequire(import.meta.url);
const POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readPostIds(): readonly string[] {
  const file = '@site/shared/likes/post-ids.json';
  const value: unknown = require(file);
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((id): id is string => typeof id === 'string' && POST_ID_PATTERN.test(id))
  ) {
    throw new Error(`${file} must be a non-empty array of post ids such as "my-first-post"`);
  }
  return value;
}

/** The posts that can be liked. */
export const POST_IDS: readonly string[] = readPostIds();

export function isKnownPostId(value: string): boolean {
  return POST_IDS.includes(value);
}
