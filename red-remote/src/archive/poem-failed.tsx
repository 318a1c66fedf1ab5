import { redCopy } from '../../content/red-copy';
import { secondaryButtonCss } from '../ui/red-styles';

const copy = redCopy.archive;

/** A poem whose file could not be fetched: says so, with Try again (its page and its dialog). */
export function PoemFailed({ retry, className }: { retry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>{copy.poemFailed}</p>
      <button type="button" css={secondaryButtonCss} onClick={retry}>
        {copy.retry}
      </button>
    </div>
  );
}
