import { css } from '@emotion/react';
import { Button, ButtonLink, theme } from '@site/shared';
import { BookMeta } from '@site/shared/design/book-meta';
import { cardCss } from '@site/shared/design/card';
import { CoverArt } from '@site/shared/design/cover-art';
import { tone } from '@site/shared/design/tone';
import { Dialog } from '@site/shared/dialog';
import { useCallback, useId, useState } from 'react';
import type { Book } from '../books/book';
import { ExternalLink } from '../ui/external-link';
import { SynopsisPopover } from './synopsis-popover';
import { colorAccent, colorAccentStrong, colorMuted } from '@site/shared/design/color';

// A card whose cover band runs to its edges: the card's frame, without its padding.
const bookCardCss = css`
  ${cardCss};
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: 0;
  overflow: hidden;
`;

const coverBandCss = css`
  display: flex;
  justify-content: center;
  padding: ${theme.space(6)} ${theme.space(4)};
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
    color: ${tone.text};
    text-decoration-color: ${tone.accent};
    text-underline-offset: 4px;
  }
  h2 a:hover {
    color: ${tone.link};
  }
`;

const quoteCss = css`
  margin: 0 0 ${theme.space(4)};
  padding-left: ${theme.space(3)};
  border-left: 2px solid ${colorAccent};
  font-family: ${theme.font.script};
  font-size: 1.2rem;
  line-height: 1.4;
  color: ${colorAccentStrong};
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
    color: ${colorMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: auto;
`;

const dialogMetaCss = css`
  margin-bottom: ${theme.space(4)};
`;

/** The way to the book's page and its stores, named for the book it belongs to. */
function PurchaseOptions({ book, primary = false }: { book: Book; primary?: boolean }) {
  return (
    <ButtonLink to={book.bookPage} size="compact" variant={primary ? 'primary' : 'quiet'}>
      All Purchase Options<span className="visually-hidden"> for {book.title}</span>
    </ButtonLink>
  );
}

/**
 * One book on /portfolio: what it is, where to buy it (its title to a retailer, its page with
 * every store), and its long blurb in a dialog that ends with the same way to buy it.
 */
export function BookCard({ book, eagerCover }: { book: Book; eagerCover: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const titleId = useId();
  const synopsisId = useId();
  const readMore = book.readMore.map((paragraph) => <p key={paragraph}>{paragraph}</p>);

  return (
    <article css={bookCardCss} aria-labelledby={titleId}>
      <div css={coverBandCss} style={{ background: book.gradient }}>
        <CoverArt image={book.cover} size="small" loading={eagerCover ? 'eager' : 'lazy'} />
      </div>
      <div css={bodyCss}>
        <BookMeta book={book} />
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
        <div css={actionsCss}>
          <Button
            size="compact"
            // Without the app the button opens the popover; with it, the dialog.
            popoverTarget={synopsisId}
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            Read More<span className="visually-hidden"> about {book.title}</span>
          </Button>
          <PurchaseOptions book={book} />
        </div>
        <SynopsisPopover
          id={synopsisId}
          title={book.title}
          footer={<PurchaseOptions book={book} />}
        >
          {readMore}
        </SynopsisPopover>
      </div>
      <Dialog
        open={open}
        title={book.title}
        onClose={close}
        footer={<PurchaseOptions book={book} primary />}
      >
        <BookMeta book={book} more={[book.genre]} css={dialogMetaCss} />
        {readMore}
      </Dialog>
    </article>
  );
}
