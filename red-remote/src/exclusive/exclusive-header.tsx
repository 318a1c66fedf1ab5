import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-link';
import { kickerCss, leadCss } from '../ui/red-styles';
import type { ExclusiveRoom } from './exclusive-room';

/** The top of a book's room: the way back, the book's title and a line of welcome. */
export function ExclusiveHeader({ room }: { room: ExclusiveRoom }) {
  return (
    <header>
      <BackToRedPage />
      <p css={kickerCss}>{redCopy.exclusiveKicker}</p>
      <h1>{room.bookTitle}</h1>
      <p css={leadCss}>{room.intro}</p>
    </header>
  );
}
