import { render, screen } from '@testing-library/react';
import { BookMeta, bookMetaText } from './book-meta';

describe('book meta', () => {
  it('writes a book as kind · year, then any further facts in order', () => {
    expect(bookMetaText({ type: 'Novel', year: 2031 })).toBe('Novel · 2031');
    expect(bookMetaText({ type: 'Poetry Collection', year: 2030 }, ['Poetry', 'Published'])).toBe(
      'Poetry Collection · 2030 · Poetry · Published',
    );
  });

  it('renders that line', () => {
    render(<BookMeta book={{ type: 'Novel', year: 2031 }} more={['Mystery']} />);
    expect(screen.getByText('Novel · 2031 · Mystery')).toBeInTheDocument();
  });
});
