import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { tone } from '@site/shared/design/tone';
import { exclusiveRooms } from '../../content/exclusive-rooms';
import { characters, worldBuildingNotes } from '../../content/huntress';
import { redCopy } from '../../content/red-copy';
import { RedSection } from '../ui/red-section';
import { cardGridCss, redPartCss } from '../ui/red-styles';
import { ExclusiveHeader } from './exclusive-header';
import { MapViewer } from './map-viewer';

const sectionCss = css`
  ${redPartCss};
  margin-top: ${theme.space(10)};
`;

// Four profiles read best as a 2 x 2 grid; one column on phones.
const profilesCss = css`
  ${cardGridCss};
  grid-template-columns: 1fr;
  ${theme.breakpoint.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const profileCss = css`
  ${cardCss};
  height: 100%;
  h3 {
    margin-bottom: ${theme.space(1)};
    font-size: 1.35rem;
  }
  p {
    margin: 0;
  }
`;

const roleCss = css`
  margin-bottom: ${theme.space(3)} !important;
  color: ${tone.accent};
  font-weight: 600;
`;

const notesCss = css`
  max-width: 65ch;
`;

const { map } = worldBuildingNotes;

/** /red-archive/huntress: the characters of the book and the map of its world. */
export function HuntressPage() {
  return (
    <RedSection
      title={exclusiveRooms.huntress.pageTitle}
      description={exclusiveRooms.huntress.intro}
    >
      <ExclusiveHeader room={exclusiveRooms.huntress} />

      <section css={sectionCss} aria-labelledby="huntress-characters">
        <h2 id="huntress-characters">{redCopy.huntress.charactersHeading}</h2>
        <ul css={profilesCss}>
          {characters.map((character) => (
            <li key={character.name}>
              <article css={profileCss}>
                <h3>{character.name}</h3>
                <p css={roleCss}>{character.role}</p>
                <p>{character.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section css={sectionCss} aria-labelledby="huntress-world">
        <h2 id="huntress-world">{redCopy.huntress.worldHeading}</h2>
        <div css={notesCss}>
          {worldBuildingNotes.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <MapViewer map={map} />
      </section>
    </RedSection>
  );
}
