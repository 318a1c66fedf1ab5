// @ts-check
// The blog's publish step: every Markdown file in content/posts is a published post (the file
// is the post: no list to keep in step). The toolchain's content pipeline reads the folder
// through content/posts/published.md-folder, checks each file against content/posts/schema.cjs
// and renders it (toolchain/content-collection.cjs); this step makes the data files the blog's
// pages fetch of them all:
//   static/content/<version>/posts/<category>/<slug>.json         a post's page
//   static/content/<version>/categories/<category>/<page>.json    a page of a category's list
//   static/content/<version>/latest.json                          the newest posts (the hub's list)
//   static/content/<version>/newest.json                          the newest post (the home page's)
//   static/media/<image>.<hash><ext>                              the posts' images
//   static/media/<slug>.<hash>.<ext>                              a post's recording, where one
//                                                                 is beside it (<slug>.opus and
//                                                                 <slug>.vtt: the toolchain checks
//                                                                 its cues, recording-cues.cjs)
//   likeable-posts.json                                           the like counters the posts use
//   feed-posts.json                                               every post, for the blog's feed
// The blog's code carries only <version> (src/published/published-blog-content.ts), so its bytes do
// not grow with the number of posts, and each page fetches only what it shows.
// `version` names the content as built: the same posts always make the same files.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { imageSize } = require('image-size');
const { compileFolder } = require('@site/toolchain/content-collection.cjs');
const { recordingDuration } = require('@site/toolchain/recording-cues.cjs');

/** Posts on one page of a category's list. */
const POSTS_PER_PAGE = 10;
/** Posts in the hub's list of the latest, across the categories. */
const LATEST_POSTS = 6;
const WORDS_PER_MINUTE = 220;
/** The file the pages' release writes the blog's feed from (scripts/prerender/feeds.mjs). */
const FEED_FILE = 'feed-posts.json';

/** @param {string | Buffer} content */
const hash = (content) => createHash('sha256').update(content).digest('hex').slice(0, 10);

class BlogContentError extends Error {
  /** @override */
  name = 'BlogContentError';
}

/**
 * A file the build writes (its name relative to the blog's output).
 * @typedef {{ name: string, content: string | Buffer }} BuiltFile
 */

/**
 * A post as its page and the lists show it.
 * @typedef {object} PublishedPost
 * @property {string} slug
 * @property {string} postId
 * @property {string} title
 * @property {string} cardTitle
 * @property {string} description
 * @property {string} date
 * @property {string} dateLabel
 * @property {string} category
 * @property {string} route
 * @property {number} minutesToRead
 * @property {{ src: string, width: number, height: number, alt: string } | null} image
 * @property {{ src: string, type: string, duration: string } | null} recording its audio
 *   file (relative to the blog's output), type and length (ISO 8601, as JSON-LD names it)
 */

/**
 * @typedef {object} CompiledBlog
 * @property {string} version Names the content as built: the same posts always give the same version.
 * @property {PublishedPost[]} posts
 * @property {Record<string, number>} categories Pages of each category's list.
 * @property {string[]} postIds The like counters the posts use.
 * @property {BuiltFile[]} files
 */

/**
 * @typedef {{ path: string, bytes: Buffer, width: number, height: number }} ImageAsset
 * @typedef {{ depth: number, text: string, id: string }} Heading
 * @typedef {{ path: string, bytes: Buffer }} AudioAsset
 * @typedef {{ file: string, image: ImageAsset | null, audio: AudioAsset | null,
 *   post: PublishedPost, html: string, headings: Heading[] }} PostEntry
 * @typedef {{ audioFile: string, type: string, cues: { start: number, end: number }[] }} CheckedRecording
 * @typedef {{ title: string, cardTitle?: string, category: string, postId?: string,
 *   date: string, dateLabel: string, description: string, image?: string, imageAlt?: string,
 *   words: number, html: string, headings: Heading[], recording?: CheckedRecording }} PostDocument
 */

/**
 * An image a post names: its built file (content-hashed, as the bundler names assets) and size.
 * @param {string} imagesDir
 * @param {string} file
 * @param {string} postFile
 * @returns {ImageAsset}
 */
function imageAsset(imagesDir, file, postFile) {
  const source = path.join(imagesDir, file);
  let bytes;
  try {
    bytes = readFileSync(source);
  } catch {
    throw new BlogContentError(
      `${postFile}: image "${file}" is not a file in blog-remote/content/images`,
    );
  }
  const { width, height } = imageSize(bytes);
  if (!width || !height) throw new BlogContentError(`${source}: cannot read the image's size`);
  const extension = path.extname(file);
  return {
    path: `static/media/${path.basename(file, extension)}.${hash(bytes)}${extension}`,
    bytes,
    width,
    height,
  };
}

/**
 * A post's recording as a file of the build (content-hashed, like the images): the file the
 * toolchain found beside the post, its cues already checked against the post's lines.
 * @param {string} slug
 * @param {CheckedRecording} recording
 * @returns {AudioAsset}
 */
function audioAsset(slug, { audioFile }) {
  const bytes = readFileSync(audioFile);
  return { path: `static/media/${slug}.${hash(bytes)}${path.extname(audioFile)}`, bytes };
}

/**
 * A compiled post file as its page and the lists show it.
 * @param {{ file: string, document: Record<string, unknown> }} compiled
 * @param {string} imagesDir
 * @returns {PostEntry}
 */
function postEntry({ file, document: compiled }, imagesDir) {
  // The frontmatter as content/posts/schema.cjs returns it, with the rendered body.
  const document = /** @type {PostDocument & { slug: string }} */ (
    /** @type {unknown} */ (compiled)
  );
  const { slug } = document;
  const image = document.image ? imageAsset(imagesDir, document.image, file) : null;
  const recording = document.recording;
  const audio = recording ? audioAsset(slug, recording) : null;
  return {
    file,
    image,
    audio,
    post: {
      slug,
      postId: document.postId ?? slug,
      title: document.title,
      cardTitle: document.cardTitle ?? document.title,
      description: document.description,
      date: document.date,
      dateLabel: document.dateLabel,
      category: document.category,
      route: `/blog/${document.category}/${slug}`,
      minutesToRead: Math.max(1, Math.round(document.words / WORDS_PER_MINUTE)),
      image: image
        ? {
            src: image.path,
            width: image.width,
            height: image.height,
            // The schema requires it of a post with an image.
            alt: /** @type {string} */ (document.imageAlt),
          }
        : null,
      recording:
        recording && audio
          ? { src: audio.path, type: recording.type, duration: recordingDuration(recording.cues) }
          : null,
    },
    html: document.html,
    headings: document.headings,
  };
}

/**
 * Newest first; posts of the same day by file name, so the order never depends on the disk.
 * @param {PostEntry} a
 * @param {PostEntry} b
 */
function newestFirst(a, b) {
  if (a.post.date !== b.post.date) return a.post.date < b.post.date ? 1 : -1;
  return a.post.slug < b.post.slug ? -1 : a.post.slug > b.post.slug ? 1 : 0;
}

/** @param {PostEntry[]} entries */
function checkPostIds(entries) {
  /** @type {Map<string, string>} */
  const owners = new Map();
  for (const { post, file } of entries) {
    const owner = owners.get(post.postId);
    if (owner) {
      throw new BlogContentError(
        `${file} and ${owner} both use the like counter "${post.postId}": give one a postId of its own`,
      );
    }
    owners.set(post.postId, file);
  }
}

/** @param {PostEntry} entry */
const card = ({ post }) => ({
  slug: post.slug,
  title: post.cardTitle,
  description: post.description,
  date: post.date,
  dateLabel: post.dateLabel,
  route: post.route,
  minutesToRead: post.minutesToRead,
});

/** @param {PostEntry | undefined} entry */
const neighbour = (entry) => (entry ? { title: entry.post.title, route: entry.post.route } : null);

/**
 * A post as the lists across the blog show it (the hub's latest, the home page's newest, the
 * one to read next): its card, its category and its picture.
 * @param {PostEntry} entry
 */
const summary = (entry) => ({
  ...card(entry),
  category: entry.post.category,
  image: entry.post.image,
});

/**
 * A post as the blog's feed lists it: what a feed reader shows of it and where it lives.
 * @param {PostEntry} entry
 */
const feedItem = ({ post }) => ({
  title: post.title,
  description: post.description,
  date: post.date,
  route: post.route,
});

/**
 * The post to read after `entry`: the next older one in its category (the thread it is
 * reading), else the next older one on the blog, else (the oldest post) the newest. Null
 * only when the blog has no other post.
 * @param {PostEntry[]} entries every post, newest first
 * @param {number} index `entry`'s place in `entries`
 * @param {PostEntry[]} inCategory its category's posts, newest first
 */
function nextToRead(entries, index, inCategory) {
  const entry = entries[index];
  const olderInCategory = inCategory[inCategory.indexOf(/** @type {PostEntry} */ (entry)) + 1];
  const next = olderInCategory ?? entries[index + 1] ?? entries.find((other) => other !== entry);
  return next ? summary(next) : null;
}

/**
 * Publishes the compiled post files of a posts folder (`folder`; its images are in the
 * `images` folder beside it). Throws a BlogContentError naming the file on any problem: a
 * broken post breaks the build, never a page.
 * @param {{ file: string, document: Record<string, unknown> }[]} compiled
 * @param {{ folder: string }} context
 * @param {{ postsPerPage?: number, latestPosts?: number }} [options]
 * @returns {CompiledBlog}
 */
function publishPosts(
  compiled,
  { folder },
  { postsPerPage = POSTS_PER_PAGE, latestPosts = LATEST_POSTS } = {},
) {
  const imagesDir = path.join(folder, '..', 'images');
  const { categories } = require(path.join(folder, 'schema.cjs'));
  const entries = compiled.map((file) => postEntry(file, imagesDir)).sort(newestFirst);
  checkPostIds(entries);

  const data = [];
  /** @type {Record<string, number>} */
  const pageCounts = {};
  /** @type {Map<string, PostEntry[]>} */
  const byCategory = new Map();
  for (const category of /** @type {string[]} */ (categories)) {
    const inCategory = entries.filter(({ post }) => post.category === category);
    byCategory.set(category, inCategory);
    const pageCount = Math.max(1, Math.ceil(inCategory.length / postsPerPage));
    pageCounts[category] = pageCount;
    for (let page = 1; page <= pageCount; page += 1) {
      const posts = inCategory.slice((page - 1) * postsPerPage, page * postsPerPage);
      data.push({
        name: `categories/${category}/${page}.json`,
        value: { category, page, pageCount, posts: posts.map(card) },
      });
    }
  }
  // Newer and older across the whole blog; within the category too where it holds more.
  entries.forEach((entry, index) => {
    const inCategory = /** @type {PostEntry[]} */ (byCategory.get(entry.post.category));
    const place = inCategory.indexOf(entry);
    data.push({
      name: `posts/${entry.post.category}/${entry.post.slug}.json`,
      value: {
        post: entry.post,
        html: entry.html,
        headings: entry.headings,
        newer: neighbour(entries[index - 1]),
        older: neighbour(entries[index + 1]),
        inCategory:
          inCategory.length > 1
            ? { newer: neighbour(inCategory[place - 1]), older: neighbour(inCategory[place + 1]) }
            : null,
        next: nextToRead(entries, index, inCategory),
      },
    });
  });
  data.push({ name: 'latest.json', value: { posts: entries.slice(0, latestPosts).map(summary) } });
  data.push({ name: 'newest.json', value: { newest: entries[0] ? summary(entries[0]) : null } });

  // The posts' images and recordings: files of the build beside the data.
  const images = new Map(
    entries.flatMap(({ image, audio }) =>
      [image, audio].flatMap((asset) =>
        asset ? [/** @type {const} */ ([asset.path, asset.bytes])] : [],
      ),
    ),
  );
  const version = hash(JSON.stringify([data, [...images.keys()]]));
  const postIds = entries.map(({ post }) => post.postId).sort();
  return {
    version,
    posts: entries.map(({ post }) => post),
    categories: pageCounts,
    postIds,
    files: [
      ...data.map(({ name, value }) => ({
        name: `static/content/${version}/${name}`,
        content: JSON.stringify({ version, ...value }),
      })),
      ...[...images].map(([name, content]) => ({ name, content })),
      { name: 'likeable-posts.json', content: `${JSON.stringify({ postIds }, null, 2)}\n` },
      { name: FEED_FILE, content: `${JSON.stringify({ posts: entries.map(feedItem) })}\n` },
    ],
  };
}

/**
 * The posts' content type's publish step (content/posts/schema.cjs): the data files, and the
 * content's version, the one thing the blog's code needs to find them.
 * @param {{ file: string, document: Record<string, unknown> }[]} compiled
 * @param {{ folder: string }} context
 */
function publishBlog(compiled, context) {
  const { files, version } = publishPosts(compiled, context);
  return { files, exports: { CONTENT_VERSION: version } };
}

/**
 * Compiles and publishes `contentDir` (blog-remote/content) as the build does, for the tests
 * and the scripts that read the blog's content (the like counters, the browser tests).
 * @param {string} contentDir
 * @param {{ postsPerPage?: number, latestPosts?: number }} [options]
 * @returns {CompiledBlog}
 */
function compileBlogContent(contentDir, options) {
  const folder = path.join(contentDir, 'posts');
  return publishPosts(compileFolder(folder), { folder }, options);
}

module.exports = {
  compileBlogContent,
  publishPosts,
  publishBlog,
  BlogContentError,
  FEED_FILE,
  POSTS_PER_PAGE,
  LATEST_POSTS,
};
