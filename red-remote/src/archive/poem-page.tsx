import { css } from '@emotion/react';
import { lazyNamed, loadWhenIdle } from '@site/shared';
import { BackLink } from '@site/shared/design/back-link';
import { OptionalPart } from '@site/shared/design/optional-part';
import { PageHeader } from '@site/shared/design/page-header';
import { poemWriting } from '@site/shared/design/writing-index';
import { OnDemand } from '@site/shared/on-demand';
import { RecordedPoem } from './recorded-poem';
import { redCopy } from '../../content/red-copy';
import { RedSection } from '../ui/red-section';
import { pad3, toStanzas, type ArchiveEntry, type ReadableEntry } from './archive-entries';
import { ARCHIVE_PATH } from './entry-address';
import { fetchPoemWithRecording, type PoemWithRecording } from './poem-with-recording';
import { Poem } from './poem';
import { PoemContext } from './poem-context';
import { PoemFailed } from './poem-failed';
import { poemDescription } from './poem-description';
import { poemStructuredData } from './poem-structured-data';

const articleCss = css`
  max-width: 640px;
`;

/**
 * The author box, Share, Previous and Next come after the poem: their code is fetched once the
 * page is idle.
 * Until then the prerendered links work as links, and a tap on Share is held until it is live,
 * then replayed (the page's early-taps script).
 */
const PoemFooter = lazyNamed(
  () => loadWhenIdle(() => import(/* webpackChunkName: "poem-footer" */ './poem-footer')),
  'PoemFooter',
);

const noticeCss = css`
  min-height: 12rem;
`;

const copy = redCopy.archive;

const pageTitle = (entry: ReadableEntry) => `${entry.title} – ${copy.pageTitle}`;

/**
 * The poem's page once its words are here: head (with the poem's day, theme and collection),
 * poem, the author, share, and the poems either side.
 */
function PoemPageWith({
  entry,
  entries,
  markdown,
  recording,
}: {
  entry: ReadableEntry;
  entries: readonly ArchiveEntry[];
} & PoemWithRecording) {
  const description = poemDescription(markdown);
  const stanzas = toStanzas(markdown);
  return (
    <RedSection
      title={pageTitle(entry)}
      description={description}
      type="article"
      structuredData={poemStructuredData(entry, description, recording)}
      card={{ title: entry.title, label: copy.cardLabel }}
    >
      <BackLink to={ARCHIVE_PATH}>{copy.backToArchive}</BackLink>
      {/* What search finds; a line of a poem finds the poem before a post that quotes it. */}
      <article css={articleCss} {...poemWriting}>
        <PageHeader kicker={`${copy.pageTitle} · Entry #${pad3(entry.number)}`} title={entry.title}>
          <PoemContext fields={entry} />
        </PageHeader>
        {recording ? (
          <RecordedPoem stanzas={stanzas} recording={recording} title={entry.title} />
        ) : (
          <Poem stanzas={stanzas} />
        )}
      </article>
      {/* Offline, its chunk may never have come: its served links and form stay, the poem live. */}
      <OptionalPart name="poem-footer">
        <PoemFooter entry={entry} entries={entries} />
      </OptionalPart>
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
      load={(retry) => fetchPoemWithRecording(entry, retry)}
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
          <PoemFailed css={noticeCss} retry={retry} />
        </RedSection>
      )}
    >
      {(poem) => <PoemPageWith entry={entry} entries={entries} {...poem} />}
    </OnDemand>
  );
}
