// A blog of a test's own: posts written as the author writes them (Markdown files with
// frontmatter in a content folder), compiled by the real content build, and served to the
// pages from the files it wrote. Tests about behaviour use this, never the author's posts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileBlogContent, type CompiledBlog } from '../../build/blog-content.cjs';
import { createContentClient, type BlogContent } from '../published/content-client';

const SCHEMA = path.join(__dirname, '../../content/posts/schema.cjs');
/** An image a fixture post can name: `image: fixture.svg`. */
export const FIXTURE_IMAGE = 'fixture.svg';
/** Where the fixture blog's files are served from. */
export const FIXTURE_BASE = 'https://blog.example/';

export interface FixturePost {
  /** The file name without `.md`: the post's address. */
  slug: string;
  /** Frontmatter; `title`, `category`, `date` and `description` are required by the schema. */
  fields: Record<string, string | boolean>;
  body?: string;
}

function frontmatter(fields: FixturePost['fields']): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
}

/** Writes the posts into a fresh content folder, as an author would, and returns it. */
export function writeFixtureContent(posts: readonly FixturePost[]): string {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'blog-content-'));
  mkdirSync(path.join(contentDir, 'posts'));
  mkdirSync(path.join(contentDir, 'images'));
  writeFileSync(
    path.join(contentDir, 'posts', 'schema.cjs'),
    `module.exports = require(${JSON.stringify(SCHEMA)});\n`,
  );
  writeFileSync(
    path.join(contentDir, 'images', FIXTURE_IMAGE),
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"></svg>',
  );
  for (const post of posts) {
    writeFileSync(
      path.join(contentDir, 'posts', `${post.slug}.md`),
      `---\n${frontmatter(post.fields)}\n---\n\n${post.body ?? 'A paragraph of the post.'}\n`,
    );
  }
  return contentDir;
}

/** A post's required fields, for tests that care about something else. */
export function fixturePost(
  slug: string,
  fields: Partial<FixturePost['fields']> = {},
  body?: string,
): FixturePost {
  return {
    slug,
    fields: {
      title: `Title of ${slug}`,
      category: 'marginalia',
      date: '2025-01-01',
      description: `What ${slug} is about.`,
      ...fields,
    },
    body,
  };
}

/** The pages' data as the build would publish it, and every fetch the pages made. */
export function fixtureBlog(
  posts: readonly FixturePost[],
  options: { postsPerPage?: number; latestPosts?: number } = {},
): { compiled: CompiledBlog; content: BlogContent; fetched: string[] } {
  const compiled = compileBlogContent(writeFixtureContent(posts), options);
  const files = new Map(compiled.files.map((file) => [file.name, file.content]));
  const fetched: string[] = [];
  const content = createContentClient({
    assetBase: FIXTURE_BASE,
    version: compiled.version,
    fetchJson: async (url) => {
      fetched.push(url);
      const file = files.get(url.slice(FIXTURE_BASE.length));
      const status = file === undefined ? 404 : 200;
      return { status, ok: status === 200, json: async () => JSON.parse(String(file)) as unknown };
    },
  });
  return { compiled, content, fetched };
}
