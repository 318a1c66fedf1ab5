import { Page } from '@site/shared';
import { achievementSections } from '../../content/achievements';
import { achievementsCopy } from '../../content/pages';
import { AchievementList } from './achievement-list';
import { pageHeaderCss } from '../ui/page-header-styles';

/** /achievements: Awards, Featured In, Other Achievements. */
export function AchievementsPage() {
  return (
    <Page title={achievementsCopy.title} meta={{ description: achievementsCopy.intro }}>
      <header css={[pageHeaderCss, { marginBottom: 0 }]}>
        <h1>{achievementsCopy.title}</h1>
        <p>{achievementsCopy.intro}</p>
      </header>
      {achievementSections.map((section) => (
        <AchievementList key={section.id} section={section} />
      ))}
    </Page>
  );
}
