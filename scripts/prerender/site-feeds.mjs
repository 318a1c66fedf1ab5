// The feeds of all the writing, made from the pages as the prerender rendered them (so from
// the live release of each section, decision 007): each post's and poem's page carries its
// text, marked for search (@site/shared/design/writing-index), which the render captures as
// `feedHtml` (shell/src/prerender/render-page.tsx). Written beside the pages:
//   /feed.xml              every post and poem, RSS 2.0      (named in the home page's head)
//   /feed.json             the same, JSON Feed 1.1
//   /red-archive/rss.xml   the Red Archive's poems, RSS 2.0  (named in the Red pages' heads)
// The blog's own /blog/rss.xml is made from the blog build's list (feeds.mjs).

import { SITE_ICON_FILES } from '@site/toolchain/site-icon-files.mjs';
import { escapeXml, rssChannelImage } from './feeds.mjs';

/** Where each feed is served; the pages that name them say the same paths. */
export const SITE_FEED_PATHS = {
  rss: '/feed.xml',
  json: '/feed.json',
  redArchive: '/red-archive/rss.xml',
};

/** Root-relative links and images in a piece's text, made absolute at `origin` (feed readers have no base). */
function absoluteLinks(html, origin) {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/**
 * A feed entry per post and poem page among `pages` (the crawl's captures): dated writing
 * (every post, and a poem whose file gives its day) newest first, then writing without a date
 * (poems that carry only their number) newest entry first, by address (/red-archive/entry-015
 * before entry-001).
 * @param {readonly { path: string, writing: { kind: string, title: string, date?: string } | null, feedHtml?: string | null, description?: string | null }[]} pages
 */
export function feedEntries(pages) {
  const entries = pages.flatMap((page) =>
    page.writing && page.feedHtml && (page.writing.kind === 'post' || page.writing.kind === 'poem')
      ? [
          {
            kind: page.writing.kind,
            title: page.writing.title,
            path: page.path,
            date: page.writing.date ?? null,
            description: page.description ?? '',
            html: page.feedHtml,
          },
        ]
      : [],
  );
  return entries.sort((a, b) => {
    if (a.date && b.date) return b.date.localeCompare(a.date) || a.path.localeCompare(b.path);
    if (a.date || b.date) return a.date ? -1 : 1;
    return b.path.localeCompare(a.path);
  });
}

/**
 * An RSS 2.0 feed of `entries` (feedEntries), each with its full text (`content:encoded`)
 * and its description, linked at `origin`.
 * @param {{ origin: string, title: string, link: string, selfPath: string, description: string }} channel
 */
export function rssFeed({ origin, title, link, selfPath, description }, entries) {
  const items = entries
    .map((entry) => {
      const url = `${origin}${entry.path}`;
      const date = entry.date
        ? `\n      <pubDate>${new Date(entry.date).toUTCString()}</pubDate>`
        : '';
      // A CDATA section cannot hold "]]>": split it across two.
      const html = absoluteLinks(entry.html, origin).replace(/]]>/g, ']]]]><![CDATA[>');
      return `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <category>${entry.kind === 'poem' ? 'Poem' : 'Post'}</category>
      <description>${escapeXml(entry.description)}</description>
      <content:encoded><![CDATA[${html}]]></content:encoded>${date}
    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(`${origin}${link}`)}</link>
    <atom:link href="${escapeXml(`${origin}${selfPath}`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(description)}</description>
${rssChannelImage({ origin, title, link })}
    <language>en</language>
${items}
  </channel>
</rss>
`;
}

/**
 * The same entries as a JSON Feed 1.1 (jsonfeed.org/version/1.1).
 * @param {{ origin: string, title: string, link: string, selfPath: string, description: string, authorName: string }} feed
 */
export function jsonFeed({ origin, title, link, selfPath, description, authorName }, entries) {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title,
      home_page_url: `${origin}${link}`,
      feed_url: `${origin}${selfPath}`,
      description,
      language: 'en',
      // The site's icon, large and small, as feed readers show a feed (toolchain/site-icons-plugin.mjs).
      icon: `${origin}/${SITE_ICON_FILES.large}`,
      favicon: `${origin}/${SITE_ICON_FILES.small}`,
      authors: [{ name: authorName }],
      items: entries.map((entry) => ({
        id: `${origin}${entry.path}`,
        url: `${origin}${entry.path}`,
        title: entry.title,
        summary: entry.description,
        content_html: absoluteLinks(entry.html, origin),
        tags: [entry.kind === 'poem' ? 'Poem' : 'Post'],
        ...(entry.date ? { date_published: new Date(entry.date).toISOString() } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/**
 * The site's feeds from the crawl's `pages`, as files: `[path relative to the pages' folder,
 * content]`.
 * @param {{ origin: string, authorName: string }} site
 */
export function siteFeedFiles({ origin, authorName }, pages) {
  const entries = feedEntries(pages);
  const poems = entries.filter((entry) => entry.kind === 'poem');
  const site = {
    origin,
    authorName,
    title: `${authorName} — Posts and poems`,
    link: '/',
    description: `Every post and poem by ${authorName}, newest first.`,
  };
  return [
    [SITE_FEED_PATHS.rss, rssFeed({ ...site, selfPath: SITE_FEED_PATHS.rss }, entries)],
    [SITE_FEED_PATHS.json, jsonFeed({ ...site, selfPath: SITE_FEED_PATHS.json }, entries)],
    [
      SITE_FEED_PATHS.redArchive,
      rssFeed(
        {
          origin,
          title: `${authorName} — Red Archive`,
          link: '/red-archive',
          selfPath: SITE_FEED_PATHS.redArchive,
          description: `Poems from the diary of ${authorName}.`,
        },
        poems,
      ),
    ],
  ];
}
