import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { BookShowcase } from './book-showcase';

describe('BookShowcase', () => {
  it("lists every book under 'Literary Works' with Quick Buy and All Purchase Options", () => {
    renderWithSite(<BookShowcase />);
    expect(screen.getByRole('heading', { level: 2, name: 'Literary Works' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);

    const quickBuy = screen.getAllByRole('link', { name: /^Quick Buy/ });
    expect(quickBuy).toHaveLength(3);
    for (const link of quickBuy) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const options = screen.getAllByRole('link', { name: /^All Purchase Options/ });
    expect(options.map((link) => link.getAttribute('href'))).toEqual([
      '/book/huntress',
      '/book/letters',
      '/book/murder-exchange',
    ]);
    expect(options[0]).not.toHaveAttribute('target');
  });
});
