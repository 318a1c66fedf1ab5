// sitemap.xml, robots.txt and the blog's RSS feed, from what the crawl found.

function escapeXml(text) {
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

/** Every BlogPosting the pages published as JSON-LD. */
export function blogPostings(pages) {
  return pages
    .flatMap((page) => page.jsonLd.map((text) => JSON.parse(text)))
    .filter((data) => data['@type'] === 'BlogPosting')
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished));
}

export function rssXml({ origin, authorName, description }, posts) {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.headline)}</title>
      <link>${escapeXml(post.url)}</link>
      <guid isPermaLink="true">${escapeXml(post.url)}</guid>
      <description>${escapeXml(post.description)}</description>
      <pubDate>${new Date(post.datePublished).toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${authorName} — Blog`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(description)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
}
