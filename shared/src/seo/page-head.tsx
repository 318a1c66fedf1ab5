import { useLocation } from 'react-router-dom';
import { markLive } from '../ui/live-part';
import { siteConfig } from '../config/site-config';
import type { ShareCard } from './share-card';
import { absoluteUrl } from './site-url';
import type { StructuredData } from './structured-data';

/** A feed of the page's section (the blog's RSS), for feed readers and browsers. */
export interface PageFeed {
  title: string;
  /** Root-relative path of the feed, e.g. /blog/rss.xml. */
  path: string;
}

export interface PageMeta {
  /** One or two sentences for search results and link previews. */
  description?: string;
  /** Preview image (root-relative or absolute); defaults to the site's card. */
  image?: string;
  /**
   * The page's own preview card, made at build from these words (decision 019): it is the
   * preview image, whatever `image` says.
   */
  card?: ShareCard;
  type?: 'website' | 'article' | 'book' | 'profile';
  /** schema.org JSON-LD for the page (Person, Book, BlogPosting...). */
  structuredData?: StructuredData | readonly StructuredData[];
  /** Pages that must not be indexed (the 404). */
  noIndex?: boolean;
  /** A page of a list in pages: the paths of the pages before and after it. */
  prev?: string;
  next?: string;
  feeds?: readonly PageFeed[];
}

export const DEFAULT_SHARE_IMAGE = '/og-card.jpg';

/** JSON for a <script> element: `<` escaped so content can never close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page's head: title, description, canonical URL, Open Graph and Twitter card, JSON-LD.
 * React 19 hoists <title>, <meta> and <link> into <head>; the prerender step writes the same
 * tags into each route's HTML, so crawlers see them before any JS runs. Each tag says
 * `data-live` once React has committed it (adopted or added): the shell removes the
 * prerendered tags that do not (shell/src/app/prerender-handoff.tsx).
 */
export function PageHead({ title, meta = {} }: { title: string; meta?: PageMeta }) {
  const { pathname } = useLocation();
  const fullTitle = `${title} | ${siteConfig.authorName}`;
  const description = meta.description ?? siteConfig.description;
  const url = absoluteUrl(pathname);
  // A page's card is at /cards<its path>.png; the prerender makes it from `data-card`.
  const image = absoluteUrl(
    meta.card ? `/cards${pathname}.png` : (meta.image ?? DEFAULT_SHARE_IMAGE),
  );
  const data = meta.structuredData
    ? Array.isArray(meta.structuredData)
      ? meta.structuredData
      : [meta.structuredData]
    : [];
  return (
    <>
      <title ref={markLive}>{fullTitle}</title>
      <meta ref={markLive} name="description" content={description} />
      {meta.noIndex ? (
        <meta ref={markLive} name="robots" content="noindex" />
      ) : (
        <link ref={markLive} rel="canonical" href={url} />
      )}
      {meta.prev && <link ref={markLive} rel="prev" href={absoluteUrl(meta.prev)} />}
      {meta.next && <link ref={markLive} rel="next" href={absoluteUrl(meta.next)} />}
      {meta.feeds?.map((feed) => (
        <link
          ref={markLive}
          key={feed.path}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={absoluteUrl(feed.path)}
        />
      ))}
      <meta ref={markLive} property="og:type" content={meta.type ?? 'website'} />
      <meta ref={markLive} property="og:site_name" content={siteConfig.authorName} />
      <meta ref={markLive} property="og:title" content={fullTitle} />
      <meta ref={markLive} property="og:description" content={description} />
      <meta ref={markLive} property="og:url" content={url} />
      <meta
        ref={markLive}
        property="og:image"
        content={image}
        data-card={meta.card && JSON.stringify(meta.card)}
      />
      <meta ref={markLive} name="twitter:card" content="summary_large_image" />
      <meta ref={markLive} name="twitter:title" content={fullTitle} />
      <meta ref={markLive} name="twitter:description" content={description} />
      <meta ref={markLive} name="twitter:image" content={image} />
      {data.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(item) }}
        />
      ))}
    </>
  );
}
