import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { capsLabelCss } from '@site/shared/design/caps-label';
import { cardCss, interactiveCardCss, linkedCardCss } from '@site/shared/design/card';
import { redTone, tone } from '@site/shared/design/tone';
import { OnDemand } from '@site/shared/on-demand';
import { Link } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { archiveEntries } from '../archive/archive-data';
import { pad3, type ArchiveEntry, type ReadableEntry } from '../archive/archive-entries';
import { entryPath } from '../archive/entry-address';
import { fetchPoem } from '../archive/poem-cache';
import { PoemFailed } from '../archive/poem-failed';
import { newestReadable, openingLines } from './newest-entry';

const copy = redCopy.archive;

// The Red Chapter's palette on the site's card (its surface, edges and ink from redTone). The
// whole card is the heading link's hit area (linkedCardCss). Its surface is opaque: it sits on
// the home page of either scheme, not over the Red Chapter's dark band (decision 020); so is
// its glow (redAccent at 14% over redSurface; redAccent on it ~4.7:1), so that no part of it
// lets a light page through.
const poemCardCss = css`
  ${redTone};
  --tone-surface: ${theme.color.redSurface};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  height: 100%;
  background: radial-gradient(ellipse at top right, #48111a 0%, transparent 60%), ${tone.surface};
  p {
    margin: 0;
  }
  h3 {
    margin: 0;
    font-size: 1.35rem;
  }
  h3 a {
    color: ${tone.text};
  }
`;

const kickerCss = css`
  ${capsLabelCss};
  color: ${tone.meta};
`;

const linesCss = css`
  font-family: ${theme.font.serif};
  font-size: 1.1rem;
  font-style: italic;
  line-height: 1.7;
  color: ${tone.text};
  span {
    display: block;
    padding-left: 1.5em;
    text-indent: -1.5em;
  }
`;

const readCss = css`
  margin-top: auto;
  color: ${tone.accent};
  font-weight: 600;
`;

const noticeCss = css`
  min-height: 10rem;
`;

function PoemCard({ entry, lines }: { entry: ReadableEntry; lines: readonly string[] }) {
  return (
    <article css={[cardCss, interactiveCardCss, linkedCardCss, poemCardCss]}>
      <p css={kickerCss}>
        {copy.newest.label} · Entry #{pad3(entry.number)}
      </p>
      <h3>
        <Link to={entryPath(entry.number)}>{entry.title}</Link>
      </h3>
      <p css={linesCss}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </p>
      <span css={readCss} aria-hidden="true">
        {copy.newest.readPoem} →
      </span>
    </article>
  );
}

/**
 * The newest readable poem of `entries` as a card: its title and opening lines, leading to its
 * page. Its words are fetched as the poem's page fetches them (its own chunk); a prerendered
 * card keeps them until they have come.
 */
export function NewestPoemCard({ entries }: { entries: readonly ArchiveEntry[] }) {
  const entry = newestReadable(entries);
  if (!entry) return null;
  return (
    <OnDemand
      load={(retry) => fetchPoem(entry, retry)}
      loading={
        <p css={[cardCss, poemCardCss, noticeCss]} role="status">
          {copy.poemLoading}
        </p>
      }
      failed={(retry) => <PoemFailed css={[cardCss, poemCardCss]} retry={retry} />}
    >
      {(markdown) => <PoemCard entry={entry} lines={openingLines(markdown)} />}
    </OnDemand>
  );
}

/**
 * The home page's newest poem (exposed as `./newest-poem`): the shell renders it, and the page
 * each release of the Red section renders carries it, so a poem published with the section
 * alone is on the home page at once (decision 016).
 */
export function NewestPoem() {
  return <NewestPoemCard entries={archiveEntries} />;
}
