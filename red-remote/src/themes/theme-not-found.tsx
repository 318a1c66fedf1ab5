import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-link';
import { RedSection } from '../ui/red-section';
import { leadCss } from '../ui/red-styles';

const copy = redCopy.themeNotFound;

/** /red-archive/<anything that is not a theme>. */
export function ThemeNotFound() {
  return (
    <RedSection title={copy.pageTitle}>
      <h1>{copy.heading}</h1>
      <p css={leadCss}>{copy.text}</p>
      <BackToRedPage />
    </RedSection>
  );
}
