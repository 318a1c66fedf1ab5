import { siteConfig } from '../config/site-config';
import { absoluteUrl } from './site-url';

/** schema.org JSON-LD objects the pages publish (https://schema.org). */
export type StructuredData = Record<string, unknown>;

export function authorPerson(): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: siteConfig.authorName,
    description: siteConfig.description,
    jobTitle: siteConfig.tagline,
    url: absoluteUrl('/'),
    email: `mailto:${siteConfig.email}`,
    sameAs: [siteConfig.instagram.url, siteConfig.linkHub.url],
  };
}

export interface BookFacts {
  title: string;
  genre: string;
  year: number;
  description: string;
  path: string;
  image?: string;
  bookFormat?: 'Paperback' | 'EBook' | 'Hardcover';
  offers?: readonly { name: string; url: string }[];
}

export function book(facts: BookFacts): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: facts.title,
    genre: facts.genre,
    datePublished: String(facts.year),
    description: facts.description,
    url: absoluteUrl(facts.path),
    ...(facts.image ? { image: absoluteUrl(facts.image) } : {}),
    author: { '@type': 'Person', name: siteConfig.authorName, url: absoluteUrl('/') },
    ...(facts.offers?.length
      ? {
          offers: facts.offers.map((offer) => ({
            '@type': 'Offer',
            url: offer.url,
            seller: { '@type': 'Organization', name: offer.name },
            availability: 'https://schema.org/InStock',
          })),
        }
      : {}),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  datePublished: string;
  path: string;
  image?: string;
}

export function blogPosting(facts: ArticleFacts): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: facts.headline,
    description: facts.description,
    datePublished: facts.datePublished,
    url: absoluteUrl(facts.path),
    mainEntityOfPage: absoluteUrl(facts.path),
    ...(facts.image ? { image: absoluteUrl(facts.image) } : {}),
    author: { '@type': 'Person', name: siteConfig.authorName, url: absoluteUrl('/') },
  };
}
