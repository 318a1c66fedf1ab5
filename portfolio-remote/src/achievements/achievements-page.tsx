import { Page } from '@site/shared';
import { PageHeader } from '@site/shared/design/page-header';
import { achievementSections } from '../../content/achievements';
import { achievementsCopy } from '../../content/pages';
import { AchievementList } from './achievement-list';

/** /achievements: Awards, Featured In, Other Achievements. */
export function AchievementsPage() {
  return (
    <Page title={achievementsCopy.title} meta={{ description: achievementsCopy.intro }}>
      <PageHeader title={achievementsCopy.title} lead={achievementsCopy.intro} />
      {achievementSections.map((section) => (
        <AchievementList key={section.id} section={section} />
      ))}
    </Page>
  );
}
