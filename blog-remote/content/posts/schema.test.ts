/** @jest-environment node */
import { compileMarkdown } from '@site/toolchain/markdown-core.cjs';
import path from 'node:path';
import { compileBlogContent } from '../../build/blog-content.cjs';
import { BLOG_CATEGORIES } from '../categories';

// The content schema (schema.cjs) and the author's own posts. Tests about what the pages do
// use posts of their own (src/testing/fixture-blog.ts); this file checks only that every post
// the author has written builds, whatever they are.

// The limits every content type shares; CommonJS, as the schema that requires them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONTENT_LIMITS } = require('@site/toolchain/content-limits.cjs') as {
  CONTENT_LIMITS: { title: number; description: number };
};

const CONTENT_DIR = path.join(__dirname, '..');
const SCHEMA = path.join(__dirname, 'schema.cjs');

const VALID: Record<string, string> = {
  title: 'A test post',
  category: 'marginalia',
  date: '2025-02-18',
  description: 'What the card says.',
};

function post(fields: Record<string, string | undefined>): string {
  const lines = Object.entries({ ...VALID, ...fields })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: '${value}'`);
  return `---\n${lines.join('\n')}\n---\n\nThe *body*.\n`;
}

function compile(source: string) {
  return compileMarkdown(source, path.join(__dirname, 'test-post.md'), SCHEMA);
}

describe("the author's posts", () => {
  it('all build (a broken post fails here and in the build, naming the file)', () => {
    expect(() => compileBlogContent(CONTENT_DIR)).not.toThrow();
  });
});

describe('post frontmatter schema', () => {
  it('accepts a complete post and renders its body', () => {
    const result = compile(post({ image: 'a-picture.svg', imageAlt: 'A picture' }));
    expect(result).toMatchObject({ title: 'A test post', slug: 'test-post', date: '2025-02-18' });
    expect(result.html).toContain('<em>body</em>');
  });

  it('labels the day as readers see it, as Intl does in en-GB, long', () => {
    expect(compile(post({ date: '2025-02-18' })).dateLabel).toBe('18 February 2025');
    expect(compile(post({ date: '2024-12-01' })).dateLabel).toBe('1 December 2024');
  });

  it('reads an unquoted YAML date as the ISO day', () => {
    const source = post({}).replace("date: '2025-02-18'", 'date: 2025-02-18');
    expect(compile(source).date).toBe('2025-02-18');
  });

  it('takes an optional postId to keep a renamed post its likes', () => {
    expect(compile(post({ postId: 'an-old-name' })).postId).toBe('an-old-name');
  });

  it.each([
    ['title', { title: undefined }],
    ['description', { description: '' }],
    ['category', { category: 'poetry' }],
    ['postId', { postId: 'Not A Slug' }],
    ['date', { date: 'last Tuesday' }],
    ['image', { image: 'notes.txt', imageAlt: 'Nothing' }],
    ['imageAlt', { image: 'a-picture.svg' }],
    ['tittle', { tittle: 'A typo' }],
  ])('rejects a bad %s, naming the field', (field, fields) => {
    expect(() => compile(post(fields))).toThrow(new RegExp(`Invalid frontmatter[\\s\\S]*${field}`));
  });

  it.each([
    ['title', CONTENT_LIMITS.title],
    ['cardTitle', CONTENT_LIMITS.title],
    ['description', CONTENT_LIMITS.description],
    // An image's text alternative: read whole by a screen reader, as long as a description.
    ['imageAlt', CONTENT_LIMITS.description],
  ])('takes a %s of up to %i characters and names the length past it', (field, max) => {
    expect(compile(post({ [field]: 'x'.repeat(max) }))[field]).toBe('x'.repeat(max));
    expect(() => compile(post({ [field]: 'x'.repeat(max + 1) }))).toThrow(
      new RegExp(`too long: ${max + 1} characters, at most ${max}\\s+→ at ${field}\\n`),
    );
  });

  it('fails on a 100,000-character title, naming the file, the field, the length and the maximum', () => {
    expect(() => compile(post({ title: 'a'.repeat(100_000) }))).toThrow(
      new RegExp(
        `^Invalid frontmatter in ${path.join(__dirname, 'test-post.md')}:\\n` +
          `✖ too long: 100000 characters, at most ${CONTENT_LIMITS.title}\\n  → at title\\n`,
      ),
    );
  });

  it('accepts exactly the blog categories (the CommonJS schema repeats their slugs)', () => {
    const { categories } = jest.requireActual<{ categories: string[] }>(SCHEMA);
    expect([...categories].sort()).toEqual(BLOG_CATEGORIES.map((c) => c.slug).sort());
  });
});
