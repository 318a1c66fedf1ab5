// sitemap.xml and robots.txt from what the crawl found, and the blog's RSS feed from the
// blog's own data: the list of posts its content build writes beside its code
// (feed-posts.json, blog-remote/build/blog-content.cjs), in the build the pages render with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ICON_FILES, SITE_ICON_SIZES } from '@site/toolchain/site-icon-files.mjs';

/** The file of a blog build that lists its posts for the feed. */
export const FEED_FILE = 'feed-posts.json';

/** Text as XML character data or an attribute value. */
export function escapeXml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function sitemapXml(pages) {
  const urls = pages
    .filter((page) => page.canonical)
    .map((page) => `  <url><loc>${escapeXml(page.canonical)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * The posts of the blog build in `blogBuild`, newest first, as its content build listed them:
 * `{ title, description, date, route }` each. Throws, naming the file, when the build has none
 * (a release built before the blog wrote it: release the blog again) or it is not a list.
 * @param {string} blogBuild
 * @returns {{ title: string, description: string, date: string, route: string }[]}
 */
export function feedPosts(blogBuild) {
  const file = path.join(blogBuild, FEED_FILE);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `${file} is missing: the blog's feed is written from the blog build's list of posts (release the blog again to build it)`,
    );
  }
  const { posts } = JSON.parse(text);
  const isPost = (post) =>
    ['title', 'description', 'date', 'route'].every((key) => typeof post?.[key] === 'string');
  if (!Array.isArray(posts) || !posts.every(isPost)) {
    throw new Error(`${file} does not list posts as { title, description, date, route }`);
  }
  return posts;
}

/**
 * A channel's `<image>` (RSS 2.0: a GIF, JPEG or PNG at most 144 pixels wide, with the
 * channel's own title and link): the site's small icon, which feed readers show beside it.
 * @param {{ origin: string, title: string, link: string }} channel `link` a path
 */
export function rssChannelImage({ origin, title, link }) {
  return `    <image>
      <url>${escapeXml(`${origin}/${SITE_ICON_FILES.small}`)}</url>
      <title>${escapeXml(title)}</title>
      <link>${escapeXml(`${origin}${link}`)}</link>
      <width>${SITE_ICON_SIZES.small}</width>
      <height>${SITE_ICON_SIZES.small}</height>
    </image>`;
}

/**
 * The blog's RSS feed: one item per post of `posts` (feedPosts), in their order, each linked
 * at `origin` (the site's, as the pages name it).
 */
export function rssXml({ origin, authorName, description }, posts) {
  const items = posts
    .map((post) => {
      const url = `${origin}${post.route}`;
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <description>${escapeXml(post.description)}</description>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${authorName} — Blog`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(description)}</description>
${rssChannelImage({ origin, title: `${authorName} — Blog`, link: '/blog' })}
    <language>en</language>
${items}
  </channel>
</rss>
`;
}
