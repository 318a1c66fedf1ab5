import { readFileSync } from 'node:fs';
import path from 'node:path';

// The server keeps its own copy of the post ids (it must not import browser code); this
// test reads both sources as text so the copies cannot drift apart.
function postIdsIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const list = /POST_IDS\b[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error(`No POST_IDS array literal in ${file}`);
  return [...list.matchAll(/'([^']+)'|"([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? '');
}

test('the server lists the same post ids as the shared likes client', () => {
  const server = postIdsIn(path.join(__dirname, 'post-ids.ts'));
  const shared = postIdsIn(path.join(__dirname, '../../../shared/src/likes/likes-store.ts'));
  expect(server).toHaveLength(3);
  expect(server).toEqual(shared);
});
