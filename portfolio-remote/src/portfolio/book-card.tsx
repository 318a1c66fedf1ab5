import { css } from '@emotion/react';
import { SizedImg, theme } from '@site/shared';
import { Dialog } from '@site/shared/dialog';
import { useCallback, useId, useState } from 'react';
import type { Book } from '../books/book';
import { ExternalLink } from '../ui/external-link';
import { secondaryButtonCss } from '../ui/button-styles';

const cardCss = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  overflow: hidden;
  box-shadow: ${theme.shadow.card};
`;

const coverBandCss = css`
  display: flex;
  justify-content: center;
  padding: ${theme.space(6)} ${theme.space(4)};
  img {
    width: 140px;
    height: auto;
    aspect-ratio: 2 / 3;
    border-radius: ${theme.radius.small};
    box-shadow: 0 12px 28px rgba(0, 0, 0, 0.55);
  }
`;

const bodyCss = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${theme.space(5)} ${theme.space(6)} ${theme.space(6)};
  h2 {
    font-size: 1.35rem;
    margin-bottom: ${theme.space(3)};
  }
  h2 a {
    color: ${theme.color.text};
    text-decoration-color: ${theme.color.accent};
    text-underline-offset: 4px;
  }
  h2 a:hover {
    color: ${theme.color.accentStrong};
  }
`;

const metaCss = css`
  margin-bottom: ${theme.space(2)};
  color: ${theme.color.gold};
  font-size: 0.85rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const quoteCss = css`
  margin: 0 0 ${theme.space(4)};
  padding-left: ${theme.space(3)};
  border-left: 2px solid ${theme.color.accent};
  font-family: ${theme.font.script};
  font-size: 1.2rem;
  line-height: 1.4;
  color: ${theme.color.accentStrong};
  p {
    margin: 0;
  }
`;

const factsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0 0 ${theme.space(5)};
  font-size: 0.9rem;
  div {
    display: flex;
    gap: ${theme.space(1)};
  }
  dt {
    color: ${theme.color.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const readMoreCss = css`
  ${secondaryButtonCss};
  margin-top: auto;
  align-self: flex-start;
`;

const dialogMetaCss = css`
  ${metaCss};
  margin-bottom: ${theme.space(4)};
`;

/** One book on /portfolio: what it is, where to buy it, and its long blurb in a dialog. */
export function BookCard({ book, eagerCover }: { book: Book; eagerCover: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const titleId = useId();

  return (
    <article css={cardCss} aria-labelledby={titleId}>
      <div css={coverBandCss} style={{ background: book.gradient }}>
        <SizedImg image={book.cover} loading={eagerCover ? 'eager' : 'lazy'} decoding="async" />
      </div>
      <div css={bodyCss}>
        <p css={metaCss}>
          {book.type} · {book.year}
        </p>
        <h2 id={titleId}>
          <ExternalLink href={book.amazonLink}>{book.title}</ExternalLink>
        </h2>
        <p>{book.description}</p>
        {book.cursiveQuote && (
          <blockquote css={quoteCss}>
            <p>{book.cursiveQuote}</p>
          </blockquote>
        )}
        <dl css={factsCss}>
          <div>
            <dt>Genre</dt>
            <dd>{book.genre}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{book.status}</dd>
          </div>
        </dl>
        <button type="button" css={readMoreCss} onClick={() => setOpen(true)}>
          Read More<span className="visually-hidden"> about {book.title}</span>
        </button>
      </div>
      <Dialog open={open} title={book.title} onClose={close}>
        <p css={dialogMetaCss}>
          {book.type} · {book.year} · {book.genre}
        </p>
        {book.readMore.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Dialog>
    </article>
  );
}
