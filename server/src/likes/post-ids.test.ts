import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POST_IDS, isKnownPostId } from './post-ids.js';

test('the server knows exactly the posts of shared/src/likes/post-ids.json', () => {
  const file = path.join(__dirname, '../../../shared/src/likes/post-ids.json');
  const listed = JSON.parse(readFileSync(file, 'utf8')) as string[];
  expect(listed.length).toBeGreaterThan(0);
  expect(POST_IDS).toEqual(listed);
  for (const id of listed) expect(isKnownPostId(id)).toBe(true);
  expect(isKnownPostId('no-such-post')).toBe(false);
});
