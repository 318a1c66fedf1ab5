import { css } from '@emotion/react';
import { siteConfig, SizedImg, theme } from '@site/shared';
import { Link } from 'react-router-dom';
import type { AuthorCard } from '../../content/author';
import { cardCss } from './card';
import { tone } from './tone';

const boxCss = /*#__PURE__*/ css`
  ${cardCss};
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${theme.space(4)};
  align-items: start;
  margin: ${theme.space(10)} 0 ${theme.space(6)};
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    border: 1px solid ${tone.border};
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 ${theme.space(1)};
  }
  p {
    margin: 0;
    color: ${tone.muted};
  }
`;

const linksCss = /*#__PURE__*/ css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space(5)};
  margin: ${theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${tone.link};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

/**
 * The end of a post or a poem: who wrote it (a portrait, her name, two lines) and where to go
 * next, her books and her readings. Its words and picture are the author's content
 * (`@site/shared/content/author`), handed in by the section that shows it.
 */
export function AuthorBox({ author, className }: { author: AuthorCard; className?: string }) {
  const headingId = 'author-box-heading';
  return (
    <aside css={boxCss} className={className} aria-labelledby={headingId} data-author-box="">
      <SizedImg image={author.portrait} loading="lazy" decoding="async" />
      <div>
        <h2 id={headingId}>{siteConfig.authorName}</h2>
        <p>{author.lines[0]}</p>
        <p>{author.lines[1]}</p>
        <ul css={linksCss}>
          <li>
            <Link to={author.links.books.to}>{author.links.books.label}</Link>
          </li>
          <li>
            <Link to={author.links.readings.to}>{author.links.readings.label}</Link>
          </li>
        </ul>
      </div>
    </aside>
  );
}
