import { css } from '@emotion/react';
import { Page, theme } from '@site/shared';
import { achievementSections } from '../../content/achievements';
import { achievementsCopy } from '../../content/pages';
import { AchievementList } from './achievement-list';

const headerCss = css`
  max-width: 720px;
  h1 {
    font-size: clamp(2.2rem, 6vw, 3.2rem);
  }
  p {
    color: ${theme.color.muted};
    font-size: 1.1rem;
  }
`;

/** /achievements: Awards, Featured In, Other Achievements. */
export function AchievementsPage() {
  return (
    <Page title={achievementsCopy.title} meta={{ description: achievementsCopy.intro }}>
      <header css={headerCss}>
        <h1>{achievementsCopy.title}</h1>
        <p>{achievementsCopy.intro}</p>
      </header>
      {achievementSections.map((section) => (
        <AchievementList key={section.id} section={section} />
      ))}
    </Page>
  );
}
