// @ts-check
// The like counters the blog's posts name: what firestore.rules allows (rules.mjs) and what
// the blog's build writes to likeable-posts.json for the embedded service. Read from the
// posts themselves (the blog's content build), so publishing a post is writing its file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {typeof import('../../blog-remote/build/blog-content.cjs')} */
const { compileBlogContent } = require('../../blog-remote/build/blog-content.cjs');

export const BLOG_CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../blog-remote/content',
);

/**
 * The post ids of the blog content in `contentDir` (default: the repository's).
 * @param {string} [contentDir]
 * @returns {string[]}
 */
export function likeablePostIds(contentDir = BLOG_CONTENT_DIR) {
  return compileBlogContent(contentDir).postIds;
}
