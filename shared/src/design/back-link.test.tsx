import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it('draws an arrow before a plain label, as decoration', () => {
    renderWithSite(<BackLink to="/shelf">Back to the shelf</BackLink>);
    const link = screen.getByRole('link', { name: 'Back to the shelf' });
    expect(link).toHaveAttribute('href', '/shelf');
    // The arrow is drawn, hidden from screen readers (the name above has none).
    expect(link.firstElementChild).toHaveTextContent('←');
    expect(link.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the arrow in the name when the label itself starts with it', () => {
    renderWithSite(<BackLink to="/room">← Back to the room</BackLink>);
    const link = screen.getByRole('link', { name: '← Back to the room' });
    // One arrow, not two.
    expect(link.textContent?.match(/←/g)).toHaveLength(1);
  });
});
