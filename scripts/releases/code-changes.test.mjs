// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compiledForm, filesChangingCode } from './code-changes.mjs';

const page = `import type { Post } from './post';
/** The page of one post. */
export function title(post: Post): string {
  return post.title; // as written
}
`;

test('comments, formatting and types leave a script the same', () => {
  const reworded = `import type { Post } from './post';

// The page of a single post: its title as the author wrote it.
export function title(post: Post) {
  return post.title;
}
`;
  assert.equal(compiledForm(reworded, 'a/page.ts'), compiledForm(page, 'a/page.ts'));
});

test('a changed string, expression or JSX text changes it', () => {
  assert.notEqual(
    compiledForm(page.replace('post.title', 'post.title.trim()'), 'a/page.ts'),
    compiledForm(page, 'a/page.ts'),
  );
  const jsx = 'export const A = () => <p>Read more</p>;';
  assert.notEqual(
    compiledForm(jsx.replace('Read more', 'Read on'), 'a/a.tsx'),
    compiledForm(jsx, 'a/a.tsx'),
  );
});

test('JSON by its value, anything else by its text', () => {
  assert.equal(compiledForm('{ "a": 1 }\n', 'x.json'), compiledForm('{"a":1}', 'x.json'));
  assert.notEqual(compiledForm('# Title\n', 'post.md'), compiledForm('# Title \n', 'post.md'));
});

test('files added or removed change code; a comment-only edit does not', () => {
  const before = { 'a.ts': 'export const a = 1; // one', 'gone.ts': 'x' };
  const after = { 'a.ts': '// the first\nexport const a = 1;', 'new.ts': 'y' };
  const read = (/** @type {Record<string, string>} */ tree) => (/** @type {string} */ file) =>
    tree[file] ?? null;
  assert.deepEqual(filesChangingCode(['a.ts', 'gone.ts', 'new.ts'], read(before), read(after)), [
    'gone.ts',
    'new.ts',
  ]);
});
