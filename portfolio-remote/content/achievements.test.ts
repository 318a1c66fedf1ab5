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
      expect(item.title).not.toBe('');
      expect(item.detail).not.toBe('');
      expect(item.year).toBeGreaterThanOrEqual(2015);
      expect(item.year).toBeLessThanOrEqual(2025);
      expect(item.image.alt).not.toBe('');
      expect(item.image.width).toBeGreaterThan(0);
      expect(item.image.height).toBeGreaterThan(0);
    }
  });
});
