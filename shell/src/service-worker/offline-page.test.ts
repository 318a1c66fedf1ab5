import { LIGHT_COLORS } from '@site/shared/theme/light-colors';
import { schemeProperty } from '@site/shared/theme/scheme';
import { theme } from '@site/shared/theme/theme';
import { titleOf } from './kept-pages';
import { renderOfflinePage, siteNameOf } from './offline-page';

const kept = [
  { path: '/blog/vault/a-post', title: 'A &quot;post&quot; &amp; more | The Site' },
  { path: '/', title: 'Home | The Site' },
];

describe('the offline page', () => {
  it('reads a page title with its entities decoded', () => {
    expect(titleOf('<head><title data-prerendered="">A &amp; B | The Site</title></head>')).toBe(
      'A & B | The Site',
    );
    expect(titleOf('<p>no title</p>')).toBe('');
  });

  it('takes the site name from the kept pages titles', () => {
    expect(
      siteNameOf(kept.map((link) => ({ ...link, title: titleOf(`<title>${link.title}</title>`) }))),
    ).toBe('The Site');
    expect(siteNameOf([{ path: '/', title: 'Untitled' }])).toBeNull();
  });

  it('says the address was never read, and links every kept page by its own title', () => {
    const links = kept.map((link) => ({ ...link, title: titleOf(`<title>${link.title}</title>`) }));
    document.documentElement.innerHTML = renderOfflinePage('/never/read', links);
    expect(document.querySelector('h1')?.textContent).toBe('You are offline');
    expect(document.body.textContent).toContain('/never/read');
    const anchors = [...document.querySelectorAll('li a')];
    expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual([
      '/blog/vault/a-post',
      '/',
    ]);
    expect(anchors[0]?.querySelector('span')?.textContent).toBe('A "post" & more');
    expect(document.querySelector('script')).toBeNull();
  });

  it("escapes what it writes (a path is the reader's to type)", () => {
    const html = renderOfflinePage('/<img src=x onerror=alert(1)>', []);
    expect(html).not.toContain('<img');
    expect(html).toContain('No page of this site is kept');
  });
});

describe("the offline page's colours", () => {
  const style = renderOfflinePage('/x', []).match(/<style>([\s\S]*)<\/style>/)?.[1] ?? '';
  const block = (from: string) =>
    style.slice(style.indexOf(from), style.indexOf('}', style.indexOf(from)));

  it('are the dark palette, and the light one where the device asks for light', () => {
    const dark = block(':root {');
    const light = block('@media (prefers-color-scheme: light)');
    for (const token of ['background', 'text', 'muted', 'accent', 'focus'] as const) {
      expect(dark).toContain(`${schemeProperty(token)}: ${theme.color[token]};`);
      expect(light).toContain(`${schemeProperty(token)}: ${LIGHT_COLORS[token]};`);
    }
    expect(light).toContain('color-scheme: light');
  });
});
