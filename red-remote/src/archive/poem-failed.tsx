import { Button } from '@site/shared';
import { redCopy } from '../../content/red-copy';

const copy = redCopy.archive;

/** A poem whose file could not be fetched: says so, with Try again (its page and its dialog). */
export function PoemFailed({ retry, className }: { retry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>{copy.poemFailed}</p>
      <Button variant="outline" size="large" onClick={retry}>
        {copy.retry}
      </Button>
    </div>
  );
}
