import { css } from '@emotion/react';
import { buttonCss, lookOf, theme } from '@site/shared';
import { capsLabelCss } from '@site/shared/design/caps-label';
import { cardCss } from '@site/shared/design/card';
import { tone } from '@site/shared/design/tone';
import { readingsCopy } from '../../content/pages';
import { ExternalLink } from '../ui/external-link';
import { sectionFileUrl } from './calendar-url';
import type { Reading } from './reading';

const cardStyle = css`
  ${cardCss};
  display: grid;
  gap: ${theme.space(2)};
  scroll-margin-top: 6rem;
  h3 {
    font-size: 1.25rem;
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const whenCss = css`
  color: ${tone.meta};
  font-weight: 600;
`;

const placeCss = css`
  color: ${tone.muted};
`;

const labelCss = css`
  ${capsLabelCss};
  color: ${tone.accent};
`;

/**
 * The row of actions keeps one height whatever it holds, so a reading that ends while the
 * page is open changes its words, never the page's layout.
 */
const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  min-height: 44px;
  margin-top: ${theme.space(2)};
`;

const swapCss = css`
  display: inline-grid;
  align-items: center;
  > * {
    grid-area: 1 / 1;
  }
  > :not([data-shown]) {
    visibility: hidden;
  }
`;

const overNoteCss = css`
  color: ${tone.muted};
`;

const outline = lookOf({ variant: 'outline', size: 'compact' });
const quiet = lookOf({ size: 'compact' });

/**
 * One reading: when (on the venue's clock), what, where; then its page and, for one still to
 * come, its calendar file, for one over, its recording. `listedAs` is the list the page put it
 * in; `over` says that a reading listed as to come has ended since (its calendar file gives
 * way to a note, in place).
 */
export function ReadingCard({
  reading,
  listedAs,
  over,
}: {
  reading: Reading;
  listedAs: 'upcoming' | 'past';
  over: boolean;
}) {
  const copy = readingsCopy;
  const labels = [
    copy.status[reading.status],
    copy.attendance[reading.attendance],
    reading.sample ? copy.sampleLabel : '',
  ].filter(Boolean);
  return (
    <li id={reading.slug} css={cardStyle} data-reading-over={over || undefined}>
      {labels.length > 0 && <p css={labelCss}>{labels.join(' · ')}</p>}
      <p css={whenCss}>
        <time dateTime={reading.startDate}>
          {reading.dayLabel}, {reading.timeLabel}
        </time>
      </p>
      <h3>{reading.title}</h3>
      <p css={placeCss}>
        {[reading.venue, reading.address, reading.city].filter(Boolean).join(', ')}
      </p>
      {reading.note && <p>{reading.note}</p>}
      <div css={actionsCss}>
        {reading.link && (
          <ExternalLink
            href={reading.link}
            css={buttonCss}
            data-look={quiet}
            hiddenContext={reading.title}
          >
            {copy.eventPage}
          </ExternalLink>
        )}
        {listedAs === 'upcoming' && reading.status !== 'cancelled' && (
          // The calendar file and the words that replace it once the reading is over share
          // one cell as wide as the wider: the swap moves nothing (the other is hidden).
          <span css={swapCss}>
            <a
              href={sectionFileUrl(reading.calendarFile)}
              download={`${reading.slug}.ics`}
              type="text/calendar"
              css={buttonCss}
              data-look={outline}
              data-shown={!over || undefined}
            >
              {copy.addToCalendar}
              <span className="visually-hidden">: {reading.title}</span>
            </a>
            <span css={overNoteCss} data-shown={over || undefined}>
              {copy.takenPlace}
            </span>
          </span>
        )}
        {listedAs === 'past' && reading.recording && (
          <ExternalLink
            href={reading.recording}
            css={buttonCss}
            data-look={outline}
            hiddenContext={reading.title}
          >
            {copy.recording}
          </ExternalLink>
        )}
        {listedAs === 'past' && !reading.recording && !reading.link && (
          <span css={overNoteCss}>{copy.takenPlace}</span>
        )}
      </div>
    </li>
  );
}
