import { achievementSections } from './achievements';

describe('achievements data', () => {
  it('has Awards (8), Featured In (6) and Other Achievements (3)', () => {
    expect(achievementSections.map((section) => [section.heading, section.items.length])).toEqual([
      ['Awards', 8],
      ['Featured In', 6],
      ['Other Achievements', 3],
    ]);
  });

  it('gives every item a title, detail, plausible year and a described image', () => {
    for (const item of achievementSections.flatMap((section) => section.items)) {
      expect(item.title.trim()).not.toBe('');
      expect(item.detail.trim()).not.toBe('');
      expect(Number.isInteger(item.year)).toBe(true);
      expect(item.year).toBeGreaterThanOrEqual(1900);
      expect(item.year).toBeLessThanOrEqual(new Date().getFullYear() + 1);
      expect(item.image.alt.trim()).not.toBe('');
      expect(item.image.width).toBeGreaterThan(0);
      expect(item.image.height).toBeGreaterThan(0);
    }
  });
});
