import { BackLink } from '@site/shared/design/back-link';
import { redCopy } from '../../content/red-copy';

/** '← Back to The Red Chapter': the way out of every page below /red-page. */
export function BackToRedPage() {
  return <BackLink to="/red-page">{redCopy.backToRedPage}</BackLink>;
}
