import { css } from '@emotion/react';
import { absoluteUrl, afterLoadIdle, FETCH_AHEAD_MARK, theme } from '@site/shared';
import { BackLink } from '@site/shared/design/back-link';
import { PageHeader } from '@site/shared/design/page-header';
import { ShareButton } from '@site/shared/design/share-button';
import { OnDemand } from '@site/shared/on-demand';
import { useEffect } from 'react';
import { redCopy } from '../../content/red-copy';
import { RedSection } from '../ui/red-section';
import { secondaryButtonCss } from '../ui/red-styles';
import {
  neighboursOf,
  pad3,
  poemDescription,
  toStanzas,
  type ArchiveEntry,
  type ReadableEntry,
} from './archive-entries';
import { ARCHIVE_PATH, entryPath } from './entry-address';
import { fetchPoem } from './poem-cache';
import { Poem } from './poem';
import { PoemNav } from './poem-nav';
import { poemStructuredData } from './poem-structured-data';

const articleCss = css`
  max-width: 640px;
`;

const shareCss = css`
  margin: ${theme.space(6)} 0 ${theme.space(10)};
`;

const noticeCss = css`
  min-height: 12rem;
`;

const copy = redCopy.archive;

const pageTitle = (entry: ReadableEntry) => `${entry.title} – ${copy.pageTitle}`;

/** The poem's page once its words are here: head, poem, share, and the poems either side. */
function PoemPageWith({
  entry,
  entries,
  markdown,
}: {
  entry: ReadableEntry;
  entries: readonly ArchiveEntry[];
  markdown: string;
}) {
  const description = poemDescription(markdown);
  // Once the page is idle, the poems either side are fetched: Previous and Next open words.
  useEffect(
    () =>
      afterLoadIdle(() => {
        // Optional call: jsdom (the unit tests) has no User Timing.
        performance.mark?.(FETCH_AHEAD_MARK);
        const { previous, next } = neighboursOf(entries, entry.number);
        for (const near of [previous, next]) if (near) fetchPoem(near).catch(() => undefined);
      }),
    [entries, entry],
  );
  return (
    <RedSection
      title={pageTitle(entry)}
      description={description}
      type="article"
      structuredData={poemStructuredData(entry, description)}
    >
      <BackLink to={ARCHIVE_PATH}>{copy.backToArchive}</BackLink>
      <article css={articleCss}>
        <PageHeader
          kicker={`${copy.pageTitle} · Entry #${pad3(entry.number)}`}
          title={entry.title}
        />
        <Poem stanzas={toStanzas(markdown)} />
        <ShareButton
          css={shareCss}
          url={absoluteUrl(entryPath(entry.number))}
          title={entry.label}
          copy={copy.share}
        />
      </article>
      <PoemNav entries={entries} number={entry.number} />
    </RedSection>
  );
}

/**
 * /red-archive/entry-005: one poem as a page of its own, for a shared link, a search engine or
 * a reader without JavaScript (its words are in the prerendered HTML). The poem's file is
 * fetched as in the dialog; a prerendered page keeps its words until it has come.
 */
export function PoemPage({
  entry,
  entries,
}: {
  entry: ReadableEntry;
  entries: readonly ArchiveEntry[];
}) {
  return (
    <OnDemand
      load={(retry) => fetchPoem(entry, retry)}
      loading={
        <RedSection title={pageTitle(entry)}>
          <PageHeader kicker={copy.pageTitle} title={entry.title} />
          <p css={noticeCss} role="status">
            {copy.poemLoading}
          </p>
        </RedSection>
      }
      failed={(retry) => (
        <RedSection title={pageTitle(entry)}>
          <PageHeader kicker={copy.pageTitle} title={entry.title} />
          <div css={noticeCss} role="alert">
            <p>{copy.poemFailed}</p>
            <button type="button" css={secondaryButtonCss} onClick={retry}>
              {copy.retry}
            </button>
          </div>
        </RedSection>
      )}
    >
      {(markdown) => <PoemPageWith entry={entry} entries={entries} markdown={markdown} />}
    </OnDemand>
  );
}
