// @ts-check
// npm run likes:rules [-- --out FILE]: writes firestore.rules (default: at the repository's
// root, where firebase.json names it) from the blog's posts and LIKES_SHARDS
// (toolchain/firestore-rules.mjs). The file is generated, never edited: a release of the
// blog writes and deploys it with the posts (scripts/hosting/deploy.mjs).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readShardCount, renderFirestoreRules } from '../../toolchain/firestore-rules.mjs';
import { likeablePostIds } from './likeable-post-ids.mjs';

export const RULES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../firestore.rules',
);

/**
 * Writes the rules for the blog's posts to `file`; returns the post ids they allow.
 * @param {string} [file]
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function writeFirestoreRules(file = RULES_FILE, env = process.env) {
  const postIds = likeablePostIds();
  writeFileSync(file, renderFirestoreRules({ postIds, shards: readShardCount(env) }));
  return postIds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const file = values.out ? path.resolve(values.out) : RULES_FILE;
  const postIds = writeFirestoreRules(file);
  console.info(
    `wrote ${path.relative(process.cwd(), file)}: ${postIds.length} likeable post(s), LIKES_SHARDS=${readShardCount()}`,
  );
}
