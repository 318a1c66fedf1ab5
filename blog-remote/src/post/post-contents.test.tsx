import { render, screen, within } from '@testing-library/react';
import { BLOG_COPY } from '../../content/blog-copy';
import type { PostHeading } from '../published/published-types';
import { PostContents, SECTIONS_FOR_CONTENTS } from './post-contents';

const sections = (count: number): PostHeading[] =>
  Array.from({ length: count }, (_, index) => ({
    depth: 2,
    text: `Section ${index + 1}`,
    id: `section-${index + 1}`,
  }));

describe('a post’s contents', () => {
  it('are left out of a post with fewer sections, subsections not counted', () => {
    const headings = [
      ...sections(SECTIONS_FOR_CONTENTS - 1),
      { depth: 3, text: 'A subsection', id: 'a-subsection' },
    ];
    render(<PostContents headings={headings} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('link each section and subsection of a long post, in order, open at first', () => {
    const headings = [
      ...sections(SECTIONS_FOR_CONTENTS),
      { depth: 3, text: 'A subsection', id: 'a-subsection' },
    ];
    render(<PostContents headings={headings} />);
    const nav = screen.getByRole('navigation', { name: BLOG_COPY.contents });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      headings.map((heading) => [heading.text, `#${heading.id}`]),
    );
    expect(nav.querySelector('details')?.open).toBe(true);
  });
});
