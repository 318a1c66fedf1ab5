import { css } from '@emotion/react';
import { ButtonLink, Page, theme } from '@site/shared';
import { PageHeader } from '@site/shared/design/page-header';
import { achievementSections } from '../../content/achievements';
import { achievementsCopy, readingsCopy } from '../../content/pages';
import { READINGS_PATH } from '../readings/readings-path';
import { AchievementList } from './achievement-list';

const readingsLinkCss = css`
  margin-top: ${theme.space(2)};
`;

/** /achievements: Awards, Featured In, Other Achievements, and the way to the readings. */
export function AchievementsPage() {
  return (
    <Page title={achievementsCopy.title} meta={{ description: achievementsCopy.intro }}>
      <PageHeader title={achievementsCopy.title} lead={achievementsCopy.intro} />
      {/* The way in to the readings: the menu's six items are the specification's. */}
      <ButtonLink to={READINGS_PATH} variant="outline" css={readingsLinkCss}>
        {readingsCopy.achievementsLink}
      </ButtonLink>
      {achievementSections.map((section) => (
        <AchievementList key={section.id} section={section} />
      ))}
    </Page>
  );
}
