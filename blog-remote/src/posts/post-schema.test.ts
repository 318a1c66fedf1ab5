import { compileMarkdown, toModule } from '@site/shared/build/markdown-core.cjs';
import { POST_IDS } from '@site/shared/likes';
import path from 'node:path';
import { BLOG_CATEGORIES } from '../../content/categories';

const POSTS_DIR = path.join(__dirname, '..', '..', 'content', 'posts');
const SCHEMA = path.join(POSTS_DIR, 'schema.cjs');

const VALID: Record<string, string> = {
  title: 'A test post',
  category: 'marginalia',
  postId: 'delusion-nonchalance',
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
  return compileMarkdown(source, path.join(POSTS_DIR, 'test-post.md'), SCHEMA);
}

describe('post frontmatter schema', () => {
  it('accepts a complete post and renders its body', () => {
    const result = compile(post({ image: 'glass-slipper.svg', imageAlt: 'A slipper' }));
    expect(result).toMatchObject({ title: 'A test post', slug: 'test-post', date: '2025-02-18' });
    expect(result.html).toContain('<em>body</em>');
  });

  it('ships the body once, as HTML, with its word count (the Markdown is not sent too)', () => {
    const result = compile(post({})) as unknown as Record<string, unknown>;
    expect(result.words).toBe(2);
    expect(result).not.toHaveProperty('body');
  });

  it('builds the body as a chunk of its own, loaded by the page that shows it', () => {
    const file = path.join(POSTS_DIR, 'test-post.md');
    const document = compileMarkdown(post({}), file, SCHEMA);
    const listed = toModule(document, file, SCHEMA);
    expect(listed).not.toContain('<em>body</em>');
    expect(listed).toContain(
      'import(/* webpackChunkName: "posts-test-post" */ "./test-post.md?body")',
    );
    expect(toModule(document, file, SCHEMA, '?body')).toBe(
      'export default "<p>The <em>body</em>.</p>\\n";\n',
    );
  });

  it('labels the day as readers see it, as Intl does in en-GB, long', () => {
    expect(compile(post({ date: '2025-02-18' })).dateLabel).toBe('18 February 2025');
    expect(compile(post({ date: '2024-12-01' })).dateLabel).toBe('1 December 2024');
  });

  it('reads an unquoted YAML date as the ISO day', () => {
    const source = post({}).replace("date: '2025-02-18'", 'date: 2025-02-18');
    expect(compile(source).date).toBe('2025-02-18');
  });

  it.each([
    ['title', { title: undefined }],
    ['description', { description: '' }],
    ['category', { category: 'poetry' }],
    ['postId', { postId: 'cinderella' }],
    ['date', { date: 'last Tuesday' }],
    ['image', { image: 'missing-picture.svg', imageAlt: 'Nothing' }],
    ['image', { image: 'notes.txt', imageAlt: 'Nothing' }],
    ['imageAlt', { image: 'glass-slipper.svg' }],
    ['tittle', { tittle: 'A typo' }],
  ])('rejects a bad %s, naming the field', (field, fields) => {
    expect(() => compile(post(fields))).toThrow(new RegExp(`Invalid frontmatter[\\s\\S]*${field}`));
  });

  // The schema is CommonJS for the loader, so it repeats these lists; this keeps them equal.
  // (It parses the frontmatter, then adds the day's label: `in` is the frontmatter's part.)
  const { shape } = jest.requireActual<{
    in: { shape: { category: { options: string[] }; postId: { options: string[] } } };
  }>(SCHEMA).in;

  it('accepts exactly the blog categories', () => {
    expect([...shape.category.options].sort()).toEqual(BLOG_CATEGORIES.map((c) => c.slug).sort());
  });

  it("accepts exactly the likes client's post ids", () => {
    expect([...shape.postId.options].sort()).toEqual([...POST_IDS].sort());
  });
});
