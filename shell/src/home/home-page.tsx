import { css } from '@emotion/react';
import { authorPerson, FloatingEmoji, Page, siteConfig, theme } from '@site/shared';
import { BookShowcaseSlot } from '../remotes/book-showcase-slot';
import { AuthorQuote } from './author-quote';
import { Biography } from './biography';
import { Hero } from './hero';
import { homeFloatingEmoji } from './home-content';
import { NewestWriting } from './newest-writing';
import { NewsletterSignup } from './newsletter-signup';
import { NextEraDoor } from './next-era-door';
import { HOME_FEEDS } from './site-feeds';

// Positioned after the emoji layer, so the content paints above it: the layer (the whole
// page's size) never covers the text, for readers and for contrast checkers alike. The emoji
// sit in the page's side padding; on phones that padding alone is narrower than an emoji, so
// the content steps in a little further there.
const contentCss = css`
  position: relative;
  padding-inline: ${theme.space(2)};
  ${theme.breakpoint.tablet} {
    padding-inline: 0;
  }
`;

/**
 * The home page (the shell's own route). The newest post and poem come from the blog and the
 * Red section, the book showcase from the portfolio remote; if one of them is down its block
 * stays as served (or shows a fallback), the rest of the page works.
 */
export function HomePage() {
  return (
    <Page
      title="Home"
      meta={{
        description: siteConfig.description,
        type: 'profile',
        structuredData: authorPerson(),
        feeds: HOME_FEEDS,
      }}
    >
      <FloatingEmoji items={homeFloatingEmoji} />
      <div css={contentCss}>
        <Hero />
        <Biography />
        <NewestWriting />
        <BookShowcaseSlot />
        <NextEraDoor />
        <AuthorQuote />
        <NewsletterSignup />
      </div>
    </Page>
  );
}
