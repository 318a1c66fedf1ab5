import { renderWithSite } from '@site/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { books } from '../../content/books';
import { portfolioCopy } from '../../content/pages';
import { PortfolioPage } from './portfolio-page';

describe('PortfolioPage', () => {
  it('shows one card per book whose title opens its main store in a new tab', () => {
    renderWithSite(<PortfolioPage />, { route: '/portfolio' });
    expect(
      screen.getByRole('heading', { level: 1, name: portfolioCopy.title }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(books.length);
    for (const [index, card] of cards.entries()) {
      const book = books[index]!;
      const titleLink = within(within(card).getByRole('heading', { level: 2 })).getByRole('link');
      expect(titleLink).toHaveTextContent(book.title);
      expect(titleLink).toHaveAttribute('href', book.amazonLink);
      expect(titleLink).toHaveAttribute('target', '_blank');
      expect(titleLink).toHaveAttribute('rel', 'noopener noreferrer');
      expect(titleLink).toHaveAccessibleName(/opens in a new tab/);
      expect(card).toHaveTextContent(`${book.type} · ${book.year}`);
      expect(within(card).getByText(book.genre)).toBeInTheDocument();
      expect(within(card).getByText(book.status)).toBeInTheDocument();
    }
  });

  it("leads from each card to its book's page, with every store", () => {
    renderWithSite(<PortfolioPage />, { route: '/portfolio' });
    for (const [index, card] of screen.getAllByRole('article').entries()) {
      const book = books[index]!;
      expect(
        within(card).getByRole('link', { name: `All Purchase Options for ${book.title}` }),
      ).toHaveAttribute('href', book.bookPage);
    }
  });

  it('opens the long blurb in a dialog and returns focus to Read More on close', async () => {
    const user = userEvent.setup();
    const book = books[1]!;
    renderWithSite(<PortfolioPage />, { route: '/portfolio' });
    const readMore = screen.getByRole('button', { name: `Read More about ${book.title}` });

    await user.click(readMore);
    const dialog = screen.getByRole('dialog', { name: book.title });
    for (const paragraph of book.readMore) {
      expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
    }

    // It ends with the way to buy the book: its page, with every store.
    const options = within(dialog).getByRole('link', {
      name: `All Purchase Options for ${book.title}`,
    });
    expect(options).toHaveAttribute('href', book.bookPage);
    expect(within(dialog).getAllByRole('link').at(-1)).toBe(options);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readMore).toHaveFocus();
  });

  it('gives each Read More a popover with the long blurb, which its button opens without the app', () => {
    renderWithSite(<PortfolioPage />, { route: '/portfolio' });
    for (const book of books) {
      const readMore = screen.getByRole('button', { name: `Read More about ${book.title}` });
      const popover = document.getElementById(readMore.getAttribute('popovertarget') ?? '');
      expect(popover).toHaveAttribute('popover', 'auto');
      // Hidden until opened: with the app, the dialog shows the text instead.
      expect(popover).not.toBeVisible();
      for (const paragraph of book.readMore) {
        expect(within(popover!).getByText(paragraph)).toBeInTheDocument();
      }
      expect(
        within(popover!).getByRole('link', {
          name: `All Purchase Options for ${book.title}`,
          hidden: true,
        }),
      ).toHaveAttribute('href', book.bookPage);
    }
  });
});
