import { css } from '@emotion/react';
import { ComingSoon, theme } from '@site/shared';
import { useParams } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { themes } from '../../content/themes';
import { BackToRedPage } from '../ui/back-link';
import { RedSection } from '../ui/red-section';
import { cardGridCss, kickerCss, leadCss, redCardCss } from '../ui/red-styles';
import { isThemeKey } from './theme-keys';
import { ThemeNotFound } from './theme-not-found';

const contentCss = css`
  ${redCardCss};
  margin: ${theme.space(8)} 0;
  font-family: ${theme.font.serif};
  font-size: 1.2rem;
  font-style: italic;
  p {
    margin: 0;
  }
`;

/** /red-archive/:theme: one of the five themes, or 'Theme Not Found'. */
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
      <p css={kickerCss}>{redCopy.archive.pageTitle}</p>
      <h1>{record.title}</h1>
      <p css={leadCss}>{record.subtitle}</p>
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
