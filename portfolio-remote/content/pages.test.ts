import { bookPageCopy, contactCopy, showcaseCopy } from './pages';

// The page texts the site's specification quotes; the rest of pages.ts is the author's to
// write, and no test holds it to a fixed text.
describe('page texts', () => {
  it('keeps the texts the specification quotes', () => {
    expect(bookPageCopy.availableHeading).toBe('Available Now');
    expect(contactCopy.title).toBe('Reach Out to Me');
    expect(showcaseCopy.heading).toBe('Literary Works');
  });
});
