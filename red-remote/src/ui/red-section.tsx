import { css } from '@emotion/react';
import { Page, theme, type PageMeta } from '@site/shared';
import type { ReactNode } from 'react';
import { RED_ARCHIVE_FEED } from '../archive/archive-feed';
import { redBandCss } from './red-styles';

/** The page column's widest extent (Page's max-width), for the margin sums. */
const COLUMN_MAX = theme.layout.maxWidth;

// A decorated band is a size container, so its decorations can know the width of the page's
// side margins (`--emoji-margin`): the room outside the centred column plus the column's own
// padding, made a little wider on phones, where that padding alone is too narrow for an emoji.
const decoratedBandCss = css`
  container-type: inline-size;
  --emoji-margin: calc(max(0px, (100cqw - ${COLUMN_MAX}) / 2) + ${theme.space(7)});
  --floating-emoji-max-size: calc(var(--emoji-margin) / 1.25 - 4px);
  ${theme.breakpoint.tablet} {
    --emoji-margin: calc(max(0px, (100cqw - ${COLUMN_MAX}) / 2) + ${theme.space(8)});
  }
`;

/** On phones, the column's padding grows by the room the decorations need beside the words. */
const decoratedColumnCss = css`
  padding-inline: ${theme.space(7)};
  ${theme.breakpoint.tablet} {
    padding-inline: ${theme.space(8)};
  }
`;

/**
 * A page of the Red section: the red band, the page frame and the page's head, which names
 * the archive's feed.
 */
export function RedSection({
  title,
  description,
  type,
  structuredData,
  card,
  decoration,
  children,
}: {
  title: string;
  /** For search results and link previews. */
  description?: string;
  /** What the page is for link previews ('article': a poem) and its JSON-LD. */
  type?: PageMeta['type'];
  structuredData?: PageMeta['structuredData'];
  /** The page's own link-preview card (a poem's). */
  card?: PageMeta['card'];
  /** Art in the page's side margins (e.g. floating emoji), never over its content. */
  decoration?: ReactNode;
  children: ReactNode;
}) {
  const decorated = decoration !== undefined;
  return (
    <div css={[redBandCss, decorated && decoratedBandCss]}>
      {decoration}
      <Page
        title={title}
        meta={{ description, type, structuredData, card, feeds: [RED_ARCHIVE_FEED] }}
        css={decorated && decoratedColumnCss}
      >
        {children}
      </Page>
    </div>
  );
}
