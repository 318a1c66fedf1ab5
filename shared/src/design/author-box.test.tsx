import { renderWithSite } from '@site/shared/testing';
import { screen, within } from '@testing-library/react';
import type { AuthorCard } from '../../content/author';
import { siteConfig } from '../config/site-config';
import { AuthorBox } from './author-box';

const author: AuthorCard = {
  portrait: { src: '/me.png', width: 192, height: 192, alt: 'A portrait of the tests' },
  lines: ['First line of the tests.', 'Second line of the tests.'],
  links: {
    books: { to: '/books-of-the-tests', label: 'Books here' },
    readings: { to: '/readings-of-the-tests', label: 'Readings here' },
  },
};

describe('AuthorBox', () => {
  it('names the author, shows the portrait and the two lines, and leads to the books and the readings', () => {
    renderWithSite(<AuthorBox author={author} />);
    const box = screen.getByRole('complementary', { name: siteConfig.authorName });
    expect(within(box).getByRole('img', { name: author.portrait.alt })).toHaveAttribute(
      'width',
      '192',
    );
    expect(box).toHaveTextContent(author.lines[0]);
    expect(box).toHaveTextContent(author.lines[1]);
    expect(within(box).getByRole('link', { name: 'Books here' })).toHaveAttribute(
      'href',
      '/books-of-the-tests',
    );
    expect(within(box).getByRole('link', { name: 'Readings here' })).toHaveAttribute(
      'href',
      '/readings-of-the-tests',
    );
  });
});
