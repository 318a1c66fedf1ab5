import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { capsLabelCss } from './caps-label';
import { tone } from './tone';

const metaCss = /*#__PURE__*/ css`
  ${capsLabelCss};
  margin: 0 0 ${theme.space(2)};
  color: ${tone.meta};
`;

/** What a book is, written one way everywhere: 'Novel · 2024', then any further facts. */
export function bookMetaText(
  book: { type: string; year: number },
  more: readonly string[] = [],
): string {
  return [book.type, String(book.year), ...more].join(' · ');
}

/** The line of facts above a book's title, in small gold capitals. */
export function BookMeta({
  book,
  more,
  className,
}: {
  book: { type: string; year: number };
  /** Further facts after type and year (genre, status), in the order given. */
  more?: readonly string[];
  className?: string;
}) {
  return (
    <p css={metaCss} className={className}>
      {bookMetaText(book, more)}
    </p>
  );
}
