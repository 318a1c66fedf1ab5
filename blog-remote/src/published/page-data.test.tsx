import { render } from '@testing-library/react';
import { PageData, readPageData } from './page-data';
import { PostText } from '../post/post-text';
import type { CategoryPageData, PostPageData } from './published-types';

const post: PostPageData = {
  version: 'v1',
  post: {
    slug: 'hello',
    postId: 'hello',
    title: 'Hello </script><script>alert(1)</script>',
    cardTitle: 'Hello',
    description: 'A post.',
    date: '2025-01-01',
    dateLabel: '1 January 2025',
    category: 'vault',
    route: '/blog/vault/hello',
    minutesToRead: 1,
    image: null,
    recording: null,
  },
  html: '<p>The text, once.</p>',
  headings: [],
  newer: null,
  older: null,
  inCategory: null,
  next: null,
};

describe("a page's own data", () => {
  it("is read back from the page, the post's text from the text itself (not sent twice)", () => {
    const { container } = render(
      <>
        <PostText slug="hello" html={post.html} />
        <PageData dataKey="posts/vault/hello" data={post} />
      </>,
    );
    const script = container.querySelector('script');
    expect(script?.textContent).not.toContain('The text, once.');
    expect(script?.textContent).not.toContain('</script>');
    expect(readPageData(container).get('posts/vault/hello')).toEqual(post);
  });

  it('reads a list page as it is', () => {
    const list: CategoryPageData = {
      version: 'v1',
      category: 'vault',
      page: 2,
      pageCount: 3,
      posts: [],
    };
    const { container } = render(<PageData dataKey="categories/vault/2" data={list} />);
    expect(readPageData(container).get('categories/vault/2')).toEqual(list);
  });

  it('ignores data it cannot read (the page then fetches it)', () => {
    const { container } = render(
      <script type="application/json" data-blog-page="posts/vault/x">
        {'{not json'}
      </script>,
    );
    expect(readPageData(container).size).toBe(0);
  });
});
