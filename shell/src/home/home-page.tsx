import { authorPerson, FloatingEmoji, Page, siteConfig } from '@site/shared';
import { BookShowcaseSlot } from '../remotes/book-showcase-slot';
import { AuthorQuote } from './author-quote';
import { Biography } from './biography';
import { Hero } from './hero';
import { homeFloatingEmoji } from './home-content';
import { NewsletterSignup } from './newsletter-signup';
import { NextEraDoor } from './next-era-door';

/**
 * The home page (the shell's own route). The book showcase comes from the portfolio remote;
 * if that remote is down only its block shows a fallback, the rest of the page stays.
 */
export function HomePage() {
  return (
    <Page
      title="Home"
      meta={{
        description: siteConfig.description,
        type: 'profile',
        structuredData: authorPerson(),
      }}
    >
      <FloatingEmoji items={homeFloatingEmoji} />
      <Hero />
      <Biography />
      <BookShowcaseSlot />
      <NextEraDoor />
      <AuthorQuote />
      <NewsletterSignup />
    </Page>
  );
}
