// @ts-check
// A post of the built site, whatever the author has published: its like counter (the blog's
// likeable-posts.json) and a post page (the prerendered sitemap), for the scripts that load it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_FOLDERS } from './apps.mjs';
import { REPO_ROOT } from './repo-root.mjs';

/**
 * @param {string} [root] the checkout whose builds to read
 * @returns {{ postId: string, page: string }}
 */
export function aBuiltPost(root = REPO_ROOT) {
  const likeable = path.join(root, SECTION_FOLDERS.blog, 'dist/likeable-posts.json');
  const [postId] = JSON.parse(readFileSync(likeable, 'utf8')).postIds;
  const sitemap = readFileSync(path.join(root, 'shell/dist/sitemap.xml'), 'utf8');
  const page = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/blog\/[^/<]+\/[^/<]+)<\/loc>/g)]
    .map(([, route]) => route ?? '')
    .find((route) => !route.includes('/page/'));
  if (!postId || !page) throw new Error('the built blog has no likeable post');
  return { postId, page };
}
