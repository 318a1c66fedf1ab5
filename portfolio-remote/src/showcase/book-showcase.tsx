import { css } from '@emotion/react';
import { buttonCss, ButtonLink, lookOf, theme } from '@site/shared';
import { BookMeta } from '@site/shared/design/book-meta';
import { cardCss } from '@site/shared/design/card';
import { CoverArt } from '@site/shared/design/cover-art';
import { tone } from '@site/shared/design/tone';
import { books } from '../../content/books';
import { showcaseCopy } from '../../content/pages';
import { ExternalLink } from '../ui/external-link';
import { gridListCss } from '@site/shared/design/grid-list';

const sectionCss = css`
  padding: ${theme.space(12)} 0;
  text-align: center;
  > h2 {
    font-size: clamp(2rem, 5vw, 2.8rem);
  }
  > p {
    max-width: 620px;
    margin: 0 auto ${theme.space(10)};
    color: ${tone.muted};
  }
`;

const listCss = gridListCss({ gap: 6, tablet: 3 });

// The card's background is the book's own gradient (set per book below), dark in both
// schemes: the colours inside are the dark scheme's (decision 020).
const bookCardCss = css`
  ${cardCss};
  color-scheme: dark;
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  img {
    margin-bottom: ${theme.space(5)};
  }
  h3 {
    font-size: 1.2rem;
    margin-bottom: ${theme.space(4)};
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(2)};
  margin-top: auto;
`;

/** The home page's 'Literary Works': every book with a quick way to buy it. */
export function BookShowcase() {
  return (
    <section css={sectionCss} aria-labelledby="literary-works">
      <h2 id="literary-works">{showcaseCopy.heading}</h2>
      <p>{showcaseCopy.intro}</p>
      <ul css={listCss}>
        {books.map((book) => (
          <li key={book.bookPage} css={bookCardCss} style={{ background: book.gradient }}>
            <CoverArt image={book.cover} size="medium" />
            <BookMeta book={book} />
            <h3>{book.title}</h3>
            <div css={actionsCss}>
              <ExternalLink
                href={book.amazonLink}
                css={buttonCss}
                data-look={lookOf({ variant: 'primary', size: 'compact' })}
                hiddenContext={book.title}
              >
                Quick Buy
              </ExternalLink>
              <ButtonLink to={book.bookPage} size="compact">
                All Purchase Options
                <span className="visually-hidden"> for {book.title}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
