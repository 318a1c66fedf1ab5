import { css } from '@emotion/react';
import { ButtonLink, FloatingEmoji, theme } from '@site/shared';
import { PageHeader } from '@site/shared/design/page-header';
import { useState } from 'react';
import { bookTiles } from '../../content/book-tiles';
import { redCopy } from '../../content/red-copy';
import { RedSection } from '../ui/red-section';
import { cardGridCss, redPartCss } from '../ui/red-styles';
import { BookTile } from './book-tile';
import { redEmojiInMargins } from './red-emoji';
import { ThemeTiles } from './theme-tiles';

const heroCss = css`
  padding-top: ${theme.space(8)};
`;

const sectionCss = css`
  ${redPartCss};
  margin-bottom: ${theme.space(12)};
`;

const archiveCtaCss = css`
  text-align: center;
  a {
    font-size: 1.15rem;
    padding-inline: ${theme.space(8)};
  }
`;

const copy = redCopy.redPage;

/** /red-page: the Red Chapter's front door. */
export function RedPage() {
  // Scattered, but the same on every render: the prerendered page and the browser agree.
  const [emoji] = useState(() => redEmojiInMargins());

  return (
    <RedSection
      title={copy.pageTitle}
      description={copy.intro}
      decoration={<FloatingEmoji items={emoji} />}
    >
      <div css={heroCss}>
        <PageHeader title={copy.heading} lead={copy.intro} align="center" />
      </div>

      <section css={sectionCss} aria-labelledby="red-books">
        <h2 id="red-books">{copy.booksHeading}</h2>
        <ul css={cardGridCss}>
          {bookTiles.map((book, index) => (
            <li key={book.exclusiveLink}>
              <BookTile book={book} lazy={index > 0} />
            </li>
          ))}
        </ul>
      </section>

      <section css={sectionCss} aria-labelledby="red-themes">
        <h2 id="red-themes">{copy.themesHeading}</h2>
        <ThemeTiles />
      </section>

      <p css={archiveCtaCss}>
        <ButtonLink to="/red-archive" variant="primary" size="large">
          {copy.archiveLink}
        </ButtonLink>
      </p>
    </RedSection>
  );
}
