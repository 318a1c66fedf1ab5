import { doorCopy, heroActions, homeFloatingEmoji, redArchiveInvite } from './home-content';

// What the site's specification fixes on the home page; the rest of home-content.ts (and the
// biography and quote in siteConfig) is the author's to write, and no test holds it to a text.
describe('home page content', () => {
  it('keeps the hero buttons, the door and the archive invitation as the specification says', () => {
    expect(heroActions.map((action) => [action.label, action.to])).toEqual([
      ['Explore Blog', '/blog'],
      ['View Portfolio', '/portfolio'],
      ['Enter The Red Chapter', '/red-page'],
    ]);
    expect(doorCopy.caption).toBe('The Next Era Awaits');
    expect(doorCopy.message).toBe('Coming Soon');
    expect(redArchiveInvite.tooltip).toBe('Enter the Red Archive');
    expect(redArchiveInvite.to).toBe('/red-archive');
    expect(redArchiveInvite.icons.map((icon) => icon.emoji)).toEqual(['🌹', '💄', '❤️']);
  });

  it('floats six emoji, three on each side', () => {
    expect(homeFloatingEmoji.filter((item) => item.left !== undefined)).toHaveLength(3);
    expect(homeFloatingEmoji.filter((item) => item.right !== undefined)).toHaveLength(3);
  });
});
