import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { themes } from '../../content/themes';
import { PoemContext } from './poem-context';

describe('PoemContext', () => {
  it("shows the poem's day, its theme (to the theme's page) and its collection", () => {
    renderWithSite(
      <PoemContext
        fields={{
          date: '2024-06-03',
          dateLabel: '3 June 2024',
          theme: 'ruin',
          collection: 'Collection of the tests',
        }}
      />,
    );
    expect(screen.getByText('3 June 2024').closest('time')).toHaveAttribute(
      'datetime',
      '2024-06-03',
    );
    expect(screen.getByRole('link', { name: themes.ruin.title })).toHaveAttribute(
      'href',
      '/red-archive/ruin',
    );
    expect(screen.getByText('Collection of the tests').tagName).toBe('CITE');
  });

  it('names a collection without a link, and shows nothing without context', () => {
    const { container, rerender } = renderWithSite(
      <PoemContext fields={{ collection: 'Notebook of the tests' }} />,
    );
    expect(screen.getByText('Notebook of the tests').tagName).toBe('CITE');
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<PoemContext fields={{}} />);
    expect(container.querySelector('[data-poem-context]')).toBeNull();
  });
});
