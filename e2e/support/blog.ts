// What the author has published on the blog, read from the blog's production build (the data
// files its content build writes: blog-remote/build/blog-content.cjs), so the browser tests
// follow the author's posts instead of naming the samples: replacing every post keeps them
// green. Titles and words of the blog's own copy come from its content modules.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BLOG_COPY, fillCopy } from '../../blog-remote/content/blog-copy.js';
import {
  BLOG_CATEGORIES,
  categoryRoute,
  type BlogCategory,
} from '../../blog-remote/content/categories.js';
import { REPO_ROOT } from './site-server.js';

export { BLOG_CATEGORIES, BLOG_COPY, categoryRoute, fillCopy };

export interface PublishedPost {
  slug: string;
  postId: string;
  title: string;
  cardTitle: string;
  category: BlogCategory;
  route: string;
  image: { src: string; width: number; height: number; alt: string } | null;
  /** Its recording, where one stands beside the post (src relative to the blog's build). */
  recording: { src: string; type: string; duration: string } | null;
  /** The text as the page shows it (its HTML without tags, spaces collapsed). */
  text: string;
  /** The first words of the text's first paragraph. */
  opening: string;
  newer: { title: string; route: string } | null;
  older: { title: string; route: string } | null;
  /** The headings of depth 2 and 3 of its text, in order, with their ids. */
  headings: { depth: number; text: string; id: string }[];
}

/** The content folder of a blog build (one version per build). */
function contentDir(build: string): string {
  const root = path.join(build, 'static/content');
  const [version] = existsSync(root) ? readdirSync(root) : [];
  if (!version) throw new Error(`${build} has no published content: build the blog first`);
  return path.join(root, version);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/** The words of some HTML as a reader sees them: tags out, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
const plain = textOf;

/** Every post of the blog build in `build` (default: the local production build), newest first. */
export function publishedPosts(build = path.join(REPO_ROOT, 'blog-remote/dist')): PublishedPost[] {
  const posts: PublishedPost[] = [];
  const dir = contentDir(build);
  for (const category of BLOG_CATEGORIES) {
    const folder = path.join(dir, 'posts', category.slug);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
      const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(data.html)?.[1] ?? '';
      posts.push({
        ...data.post,
        category,
        text: plain(data.html),
        opening: plain(firstParagraph).split(' ').slice(0, 4).join(' '),
        newer: data.newer,
        older: data.older,
        headings: data.headings ?? [],
      });
    }
  }
  return posts.sort((a, b) => (a.route < b.route ? -1 : 1));
}

/** A post to test with: the first whose fields match `wanted`, or fail saying what is missing. */
export function aPost(
  wanted: (post: PublishedPost) => boolean = () => true,
  what = 'a post',
): PublishedPost {
  const post = publishedPosts().find(wanted);
  if (!post) throw new Error(`the blog has no ${what} to test with`);
  return post;
}

/** The categories that list posts, and those that show their Coming Soon card. */
export function categoriesWithPosts(): BlogCategory[] {
  const posts = publishedPosts();
  return BLOG_CATEGORIES.filter((category) => posts.some((post) => post.category === category));
}

/** The back link of a post to its list ("Back to The Vault"). */
export function backToCategory(category: BlogCategory): string {
  return fillCopy(BLOG_COPY.backToCategory, { category: category.title });
}

/** A post as its author wrote it: the frontmatter of its Markdown file, checked by the schema. */
export interface WrittenPost {
  slug: string;
  title: string;
  /** The title on list cards (the post's own unless it names another). */
  cardTitle: string;
  category: BlogCategory;
  /** ISO day. */
  date: string;
  /** The day as readers see it ("18 February 2025"). */
  dateLabel: string;
  description: string;
  route: string;
  /** The image's description, for a post that has an image. */
  imageAlt: string | null;
}

const loadCjs = createRequire(import.meta.url);
const { compileMarkdown } = loadCjs('../../toolchain/markdown-core.cjs') as {
  compileMarkdown: (source: string, file: string, schema: string) => Record<string, unknown>;
};
/** How many posts the hub's list of the latest shows (the blog's content build says). */
export const { LATEST_POSTS } = loadCjs('../../blog-remote/build/blog-content.cjs') as {
  LATEST_POSTS: number;
};

/**
 * Every post of the blog's content folder, read from the Markdown files themselves (not from
 * what the build made of them), newest first: the newest day first, posts of one day by file
 * name. The order the blog's newer and older links must follow.
 */
export function postsNewestFirst(): WrittenPost[] {
  const folder = path.join(REPO_ROOT, 'blog-remote/content/posts');
  const schema = path.join(folder, 'schema.cjs');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name): WrittenPost => {
      const file = path.join(folder, name);
      const fields = compileMarkdown(readFileSync(file, 'utf8'), file, schema) as {
        title: string;
        cardTitle?: string;
        category: string;
        date: string;
        dateLabel: string;
        description: string;
        imageAlt?: string;
      };
      const slug = path.basename(name, '.md');
      const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === fields.category);
      if (!category) throw new Error(`${name}: no category "${fields.category}"`);
      return {
        slug,
        title: fields.title,
        cardTitle: fields.cardTitle ?? fields.title,
        category,
        date: fields.date,
        dateLabel: fields.dateLabel,
        description: fields.description,
        route: `${categoryRoute(category)}/${slug}`,
        imageAlt: fields.imageAlt ?? null,
      };
    })
    .sort((a, b) =>
      a.date !== b.date
        ? a.date < b.date
          ? 1
          : -1
        : a.slug < b.slug
          ? -1
          : a.slug > b.slug
            ? 1
            : 0,
    );
}

/**
 * The post the blog offers after `post` (BLOG_COPY.readNext): the next older one in its
 * category, else the next older one on the blog, else (the oldest) the newest other post.
 */
export function expectedNextToRead(post: WrittenPost): WrittenPost | undefined {
  const posts = postsNewestFirst();
  const index = posts.findIndex((candidate) => candidate.route === post.route);
  const inCategory = posts.filter((candidate) => candidate.category === post.category);
  const olderInCategory = inCategory[inCategory.findIndex((c) => c.route === post.route) + 1];
  return (
    olderInCategory ?? posts[index + 1] ?? posts.find((candidate) => candidate.route !== post.route)
  );
}
