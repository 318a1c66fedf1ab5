import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { books } from '../../content/books';
import { showcaseCopy } from '../../content/pages';
import { BookShowcase } from './book-showcase';

describe('BookShowcase', () => {
  it('lists every book under its heading with Quick Buy and All Purchase Options', () => {
    renderWithSite(<BookShowcase />);
    expect(
      screen.getByRole('heading', { level: 2, name: showcaseCopy.heading }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(
      books.map((book) => book.cover.alt),
    );

    const quickBuy = screen.getAllByRole('link', { name: /^Quick Buy/ });
    expect(quickBuy.map((link) => link.getAttribute('href'))).toEqual(
      books.map((book) => book.amazonLink),
    );
    for (const link of quickBuy) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const options = screen.getAllByRole('link', { name: /^All Purchase Options/ });
    expect(options.map((link) => link.getAttribute('href'))).toEqual(
      books.map((book) => book.bookPage),
    );
    expect(options[0]).not.toHaveAttribute('target');
  });
});
