import { renderWithSite } from '@site/shared/testing';
import { screen, within } from '@testing-library/react';
import { BLOG_CATEGORIES, type CategorySlug } from '../../content/categories';
import { categoryBySlug } from '../posts/blog-posts';
import { BlogHubPage } from '../hub/blog-hub-page';
import { CategoryPage } from './category-page';

function renderCategory(slug: CategorySlug) {
  const category = categoryBySlug(slug);
  return renderWithSite(<CategoryPage category={category} />, { route: category.route });
}

describe('blog hub', () => {
  it('shows the four category cards with their routes', () => {
    renderWithSite(<BlogHubPage />, { route: '/blog' });
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      BLOG_CATEGORIES.map((category) => category.route),
    );
    for (const title of ['Marginalia', 'The Vault', 'Drafts in the Drawer', 'Once Upon a Word']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });
});

describe('category lists', () => {
  it.each([
    ['marginalia', 'Marginalia', 'Delusion & Nonchalance', '/blog/marginalia/delusion-nonchalance'],
    ['vault', 'The Vault', 'Thank you, Cinderella', '/blog/vault/the-vault'],
    [
      'once-upon-a-word',
      'Once Upon a Word',
      'Writing Being My Entire World',
      '/blog/once-upon-a-word/origin',
    ],
  ] as const)('%s lists its one post card', (slug, heading, postTitle, postRoute) => {
    renderCategory(slug);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    const link = within(cards[0] as HTMLElement).getByRole('link', { name: postTitle });
    expect(link).toHaveAttribute('href', postRoute);
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('drafts shows only a Coming Soon card', () => {
    renderCategory('drafts');
    expect(screen.getByRole('heading', { level: 1, name: 'Drafts in the Drawer' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeVisible();
    expect(screen.getByText(/in a few days/)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
