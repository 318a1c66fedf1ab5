import { PageHeader } from '@site/shared/design/page-header';
import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-to-red-page';
import { RedSection } from '../ui/red-section';

const copy = redCopy.themeNotFound;

/** /red-archive/<anything that is not a theme>. */
export function ThemeNotFound() {
  return (
    <RedSection title={copy.pageTitle}>
      <PageHeader title={copy.heading} lead={copy.text} />
      <BackToRedPage />
    </RedSection>
  );
}
