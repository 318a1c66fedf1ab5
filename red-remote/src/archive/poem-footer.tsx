import { authorCard } from '@site/shared/content/author';
import { AuthorBox } from '@site/shared/design/author-box';
import { css } from '@emotion/react';
import { absoluteUrl, theme } from '@site/shared';
import { ShareButton } from '@site/shared/design/share-button';
import { useEffect } from 'react';
import { redCopy } from '../../content/red-copy';
import type { ArchiveEntry, ReadableEntry } from './archive-entries';
import { entryPath } from './entry-address';
import { fetchPoem } from './poem-cache';
import { PoemNav } from './poem-nav';
import { neighboursOf } from './poem-neighbours';
import { PoemSignup } from './poem-signup';

const shareCss = css`
  margin: ${theme.space(6)} 0 ${theme.space(10)};
`;

/** As wide as the poem above it. */
const navCss = css`
  max-width: 640px;
`;

/**
 * Under a poem on its page: who wrote it (the author box), Share, Previous and Next, whose
 * poems are fetched now (this code comes once the page is idle), so that either opens with its
 * words, and the newsletter's sign-up.
 */
export function PoemFooter({
  entry,
  entries,
}: {
  entry: ReadableEntry;
  entries: readonly ArchiveEntry[];
}) {
  useEffect(() => {
    const { previous, next } = neighboursOf(entries, entry.number);
    for (const near of [previous, next]) if (near) fetchPoem(near).catch(() => undefined);
  }, [entries, entry]);
  return (
    <>
      <AuthorBox author={authorCard} css={navCss} />
      <ShareButton
        css={shareCss}
        url={absoluteUrl(entryPath(entry.number))}
        title={entry.label}
        copy={redCopy.archive.share}
      />
      <PoemNav css={navCss} entries={entries} number={entry.number} />
      <PoemSignup />
    </>
  );
}
