import { css } from '@emotion/react';
import { ComingSoon, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { PageHeader } from '@site/shared/design/page-header';
import { useParams } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { archiveEntries } from '../archive/archive-data';
import { themes } from '../../content/themes';
import { BackToRedPage } from '../ui/back-to-red-page';
import { RedSection } from '../ui/red-section';
import { cardGridCss } from '../ui/red-styles';
import { isThemeKey } from './theme-keys';
import { ThemeNotFound } from './theme-not-found';
import { ThemePoemList } from './theme-poem-list';
import { poemsOfTheme } from './theme-poems';

const contentCss = css`
  ${cardCss};
  margin: 0 0 ${theme.space(8)};
  font-family: ${theme.font.serif};
  font-size: 1.2rem;
  font-style: italic;
  p {
    margin: 0;
  }
`;

/**
 * /red-archive/:theme: one of the five themes, its published poems listed above its own text
 * (which stays as the specification gives it), or 'Theme Not Found'.
 */
export function ThemePage() {
  const { theme: key } = useParams();
  if (!isThemeKey(key)) return <ThemeNotFound />;
  const record = themes[key];

  return (
    <RedSection
      title={`${record.title} – ${redCopy.archive.pageTitle}`}
      description={`${record.title}: ${record.subtitle}`}
    >
      <BackToRedPage />
      <PageHeader kicker={redCopy.archive.pageTitle} title={record.title} lead={record.subtitle} />
      <ThemePoemList poems={poemsOfTheme(archiveEntries, key)} />
      <div css={contentCss}>
        <p>{record.content}</p>
      </div>
      {record.placeholders && (
        <ul css={cardGridCss}>
          {record.placeholders.map((placeholder) => (
            <li key={placeholder.title}>
              <ComingSoon title={placeholder.title}>{placeholder.text}</ComingSoon>
            </li>
          ))}
        </ul>
      )}
    </RedSection>
  );
}
