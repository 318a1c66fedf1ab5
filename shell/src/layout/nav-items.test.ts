import { activeNavItem, NAV_ITEMS } from './nav-items';

describe('nav items', () => {
  it('are the six sections of the spec, in order', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.path])).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Portfolio', '/portfolio'],
      ['The Red Chapter', '/red-page'],
      ['Achievements', '/achievements'],
      ['Contact', '/contact'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/blog', 'Blog'],
    ['/blog/vault/the-vault', 'Blog'],
    ['/red-archive/rage', 'The Red Chapter'],
    ['/book/huntress', 'Portfolio'],
    ['/contact', 'Contact'],
  ])('%s highlights %s', (pathname, label) => {
    expect(activeNavItem(pathname)?.label).toBe(label);
  });

  it('highlights nothing on unknown paths or look-alike prefixes', () => {
    expect(activeNavItem('/nowhere')).toBeUndefined();
    expect(activeNavItem('/blogger')).toBeUndefined();
  });
});
