import { renderWithSite } from '@site/shared/testing';
import { screen, within } from '@testing-library/react';
import { BLOG_COPY } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { BlogHubPage } from './blog-hub-page';

describe('the blog hub', () => {
  it('shows a card per category, linking to its list', () => {
    renderWithSite(<BlogHubPage />, { route: '/blog' });
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      BLOG_CATEGORIES.map(categoryRoute),
    );
    for (const category of BLOG_CATEGORIES) {
      expect(screen.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
    }
  });

  it('carries no post: its page is the same whatever the author publishes', () => {
    renderWithSite(<BlogHubPage />, { route: '/blog' });
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('links the RSS feed, visibly and in its head', () => {
    renderWithSite(<BlogHubPage />, { route: '/blog' });
    expect(screen.getByRole('link', { name: BLOG_COPY.feed.link })).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
      'type',
      'application/rss+xml',
    );
  });
});
