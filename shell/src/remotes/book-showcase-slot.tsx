import type { BookShowcaseModule } from '@site/shared/contract';
import { RemotePartSlot } from './remote-part-slot';

const renderShowcase = ({ BookShowcase }: BookShowcaseModule) => <BookShowcase />;

/**
 * The portfolio's book showcase inside the home page: below the first screen, its code comes
 * when it nears the viewport or once the page is idle.
 */
export function BookShowcaseSlot() {
  return (
    <RemotePartSlot
      id="portfolio_remote/book-showcase"
      part="book-showcase"
      label="The book showcase"
      reservedHeight="520px"
      when="near"
      render={renderShowcase}
    />
  );
}
