import { renderWithSite } from '@site/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioPage } from './portfolio-page';

describe('PortfolioPage', () => {
  it('shows three cards whose titles open the retailer in a new tab', () => {
    renderWithSite(<PortfolioPage />, { route: '/portfolio' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const titleLink = within(within(card).getByRole('heading', { level: 2 })).getByRole('link');
      expect(titleLink).toHaveAttribute('target', '_blank');
      expect(titleLink).toHaveAttribute('rel', 'noopener noreferrer');
      expect(titleLink).toHaveAccessibleName(/opens in a new tab/);
      expect(within(card).getByText('Published')).toBeInTheDocument();
    }
    expect(screen.getByText(/Fantasy\/Adventure/)).toBeInTheDocument();
  });

  it('opens the long blurb in a dialog and returns focus to Read More on close', async () => {
    const user = userEvent.setup();
    renderWithSite(<PortfolioPage />, { route: '/portfolio' });
    const readMore = screen.getByRole('button', {
      name: /Read More about The Letters I Never Sent/,
    });

    await user.click(readMore);
    const dialog = screen.getByRole('dialog', { name: 'The Letters I Never Sent' });
    expect(within(dialog).getByText(/drawer of unsent things/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readMore).toHaveFocus();
  });
});
