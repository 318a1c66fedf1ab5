import { keepServedParts, servedPart } from './served-parts';

describe('served parts', () => {
  it('keeps each part as served, for the path it was served for', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-part="shell"><main><div data-part="blog"><h1>A post</h1><a href="/blog">Blog</a></div></main></div>';
    keepServedParts(root, '/blog/a-post');
    // What React then does to the page does not change what was kept.
    root.querySelector('h1')!.textContent = 'changed';

    expect(servedPart('blog', '/blog/a-post')).toBe('<h1>A post</h1><a href="/blog">Blog</a>');
    expect(servedPart('blog', '/blog/a-post/')).toBe(servedPart('blog', '/blog/a-post'));
    expect(servedPart('blog', '/blog')).toBeUndefined();
    expect(servedPart('red', '/blog/a-post')).toBeUndefined();
  });
});
