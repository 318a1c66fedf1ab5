// npm run likes:rules: writes firestore.rules from the likeable posts and LIKES_SHARDS
// (shared/build/firestore-rules.mjs). With --check, changes nothing and fails when the
// checked-in file differs, so the rules cannot drift from the posts the site has.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  readPostIds,
  readShardCount,
  renderFirestoreRules,
} from '../../shared/build/firestore-rules.mjs';

const RULES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../firestore.rules',
);

const rules = renderFirestoreRules({ postIds: readPostIds(), shards: readShardCount() });
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(RULES_FILE, 'utf8');
  } catch {
    // A missing file is drift too.
  }
  if (current !== rules) {
    console.error(
      'firestore.rules differs from shared/src/likes/post-ids.json and LIKES_SHARDS: run npm run likes:rules',
    );
    process.exit(1);
  }
  console.info('firestore.rules matches the likeable posts and LIKES_SHARDS');
} else {
  writeFileSync(RULES_FILE, rules);
  console.info(`wrote firestore.rules (LIKES_SHARDS=${readShardCount()})`);
}
