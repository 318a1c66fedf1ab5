import { cssSentOnce } from './css-sent-once';

describe("a page's CSS crosses to the crawl once per tab", () => {
  it('sends a CSS text the first time, then only its number', () => {
    const send = cssSentOnce<{ path: string; css: string }>();
    expect(send({ path: '/blog/a', css: '.post{}' })).toEqual({
      path: '/blog/a',
      css: '.post{}',
      cssId: 0,
    });
    expect(send({ path: '/blog/b', css: '.post{}' })).toEqual({ path: '/blog/b', cssId: 0 });
    expect(send({ path: '/red', css: '.red{}' })).toEqual({
      path: '/red',
      css: '.red{}',
      cssId: 1,
    });
    expect(send({ path: '/blog/c', css: '.post{}' })).toEqual({ path: '/blog/c', cssId: 0 });
  });

  it('numbers the CSS of each tab on its own', () => {
    const [first, second] = [cssSentOnce<{ css: string }>(), cssSentOnce<{ css: string }>()];
    first({ css: '.a{}' });
    expect(second({ css: '.b{}' })).toEqual({ css: '.b{}', cssId: 0 });
    expect(second({ css: '.a{}' })).toEqual({ css: '.a{}', cssId: 1 });
  });
});
