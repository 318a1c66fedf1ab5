import { css } from '@emotion/react';
import { SizedImg, theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { books } from '../../content/books';
import { showcaseCopy } from '../../content/pages';
import { primaryButtonCss, secondaryButtonCss } from '../ui/button-styles';
import { ExternalLink } from '../ui/external-link';
import { gridListCss } from '../ui/grid-list-styles';

const sectionCss = css`
  padding: ${theme.space(12)} 0;
  text-align: center;
  > h2 {
    font-size: clamp(2rem, 5vw, 2.8rem);
  }
  > p {
    max-width: 620px;
    margin: 0 auto ${theme.space(10)};
    color: ${theme.color.muted};
  }
`;

const listCss = gridListCss({ gap: 6, tablet: 3 });

const cardCss = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  padding: ${theme.space(6)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  img {
    width: 180px;
    height: auto;
    aspect-ratio: 2 / 3;
    margin-bottom: ${theme.space(5)};
    border-radius: ${theme.radius.small};
    box-shadow: 0 14px 30px rgba(0, 0, 0, 0.55);
  }
  h3 {
    font-size: 1.2rem;
    margin-bottom: ${theme.space(1)};
  }
  p {
    color: ${theme.color.gold};
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
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
          <li key={book.bookPage} css={cardCss} style={{ background: book.gradient }}>
            <SizedImg image={book.cover} loading="lazy" decoding="async" />
            <h3>{book.title}</h3>
            <p>
              {book.type} · {book.year}
            </p>
            <div css={actionsCss}>
              <ExternalLink
                href={book.amazonLink}
                css={primaryButtonCss}
                hiddenContext={book.title}
              >
                Quick Buy
              </ExternalLink>
              <Link to={book.bookPage} css={secondaryButtonCss}>
                All Purchase Options
                <span className="visually-hidden"> for {book.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
