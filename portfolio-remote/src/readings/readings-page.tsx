import { css } from '@emotion/react';
import { Page, theme } from '@site/shared';
import { BackLink } from '@site/shared/design/back-link';
import { colorBorder } from '@site/shared/design/color';
import { PageHeader } from '@site/shared/design/page-header';
import { tone } from '@site/shared/design/tone';
import { readingsWriting } from '@site/shared/design/writing-index';
import { readingsCopy } from '../../content/pages';
import { readings } from '../../content/readings/readings.md-folder';
import { isUpcoming, splitReadings } from './reading';
import { ReadingCard } from './reading-card';
import { LISTED_AT_ATTRIBUTE, useListedAt, useReaderNow } from './reading-clock';
import { readingEvent } from './reading-event';
import { READINGS_PATH } from './readings-path';

const sectionCss = css`
  margin-top: ${theme.space(10)};
  h2 {
    font-size: 1.8rem;
    padding-bottom: ${theme.space(2)};
    border-bottom: 1px solid ${colorBorder};
    margin-bottom: ${theme.space(6)};
  }
`;

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  max-width: 46rem;
`;

const noneCss = css`
  color: ${tone.muted};
`;

const ENDS = readings.map((reading) => reading.endMs);

/**
 * /achievements/readings: the readings still to come, soonest first, each with its calendar
 * file and an Event in the page's JSON-LD, then those over, latest first, with their
 * recordings. The list is split when the page is drawn (for a served page, when it was
 * built); a reading that has ended since stays in its place, marked as over (its calendar
 * file withdrawn), until the next build moves it down: nothing jumps under the reader
 * (decision 030).
 */
export function ReadingsPage() {
  const listedAt = useListedAt(ENDS);
  const now = useReaderNow(ENDS);
  const { upcoming, past } = splitReadings(readings, listedAt);
  const copy = readingsCopy;
  return (
    <Page
      title={copy.title}
      meta={{
        description: copy.intro,
        structuredData: upcoming.map((reading) => readingEvent(reading, READINGS_PATH)),
      }}
    >
      <BackLink to="/achievements">{copy.backLabel}</BackLink>
      {/* What search finds: the page's title and every reading (a city finds its readings). */}
      <div {...readingsWriting}>
        <PageHeader title={copy.title} lead={copy.intro} />
        <div {...{ [LISTED_AT_ATTRIBUTE]: String(listedAt) }}>
          <section css={sectionCss} aria-labelledby="readings-upcoming">
            <h2 id="readings-upcoming">{copy.upcomingHeading}</h2>
            {upcoming.length > 0 ? (
              <ul css={listCss}>
                {upcoming.map((reading) => (
                  <ReadingCard
                    key={reading.slug}
                    reading={reading}
                    listedAs="upcoming"
                    over={now !== null && !isUpcoming(reading, now)}
                  />
                ))}
              </ul>
            ) : (
              <p css={noneCss}>{copy.noneUpcoming}</p>
            )}
          </section>
          {past.length > 0 && (
            <section css={sectionCss} aria-labelledby="readings-past">
              <h2 id="readings-past">{copy.pastHeading}</h2>
              <ul css={listCss}>
                {past.map((reading) => (
                  <ReadingCard key={reading.slug} reading={reading} listedAs="past" over />
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </Page>
  );
}
