import { PageHeader } from '@site/shared/design/page-header';
import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-to-red-page';
import type { ExclusiveRoom } from './exclusive-room';

/** The top of a book's room: the way back, the book's title and a line of welcome. */
export function ExclusiveHeader({ room }: { room: ExclusiveRoom }) {
  return (
    <>
      <BackToRedPage />
      <PageHeader kicker={redCopy.exclusiveKicker} title={room.bookTitle} lead={room.intro} />
    </>
  );
}
