import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { RedPage } from './red-page';

describe('RedPage', () => {
  beforeEach(() => renderWithSite(<RedPage />, { route: '/red-page' }));

  it('has the heading and the three books with both links each', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'And suddenly everything was RED' }),
    ).toBeInTheDocument();
    for (const title of [
      'Huntress of the Gloom: Lost Lands of Elysia',
      'The Letters I Never Sent',
      'The Murder Exchange',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const hrefs = (name: string) =>
      screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
    expect(hrefs('Grab Your Copy')).toEqual([
      '/book/huntress',
      '/book/letters',
      '/book/murder-exchange',
    ]);
    expect(hrefs('Exclusive Content')).toEqual([
      '/red-archive/huntress',
      '/red-archive/letters',
      '/red-archive/murder-exchange',
    ]);
  });

  it('links the five themes and the archive', () => {
    for (const [name, key] of [
      ['Murder', 'murder'],
      ['Rage', 'rage'],
      ['Risk', 'risk'],
      ['Love', 'love'],
      ['Ruin', 'ruin'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        `/red-archive/${key}`,
      );
    }
    expect(screen.getByRole('link', { name: 'Enter the Red Archive' })).toHaveAttribute(
      'href',
      '/red-archive',
    );
  });

  it('floats eight decorative emoji chosen from the five red ones', () => {
    const layer = screen.getByTestId('floating-emoji');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    const emoji = Array.from(layer.children, (child) => child.textContent);
    expect(emoji).toHaveLength(8);
    for (const item of emoji) expect(['🌹', '💋', '🩸', '❤️', '🔥']).toContain(item);
  });
});
