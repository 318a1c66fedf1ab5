import { creditLink } from '../src/achievements/credit-link';
import { achievementSections } from './achievements';
import { readings } from './readings/readings.md-folder';

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

describe('achievements that name a reading', () => {
  it('name readings that content/readings has, in the year the credit gives', () => {
    const items = achievementSections.flatMap((section) => section.items);
    for (const item of items.filter((candidate) => candidate.reading)) {
      const reading = readings.find((candidate) => candidate.slug === item.reading);
      expect(reading).toBeDefined();
      expect(new Date(reading!.startMs).getUTCFullYear()).toBe(item.year);
    }
  });

  it('each link somewhere: the recording, the reading on its page, or their own link', () => {
    for (const item of achievementSections.flatMap((section) => section.items)) {
      const link = creditLink(item, readings);
      if (item.reading || item.link) expect(link).toBeDefined();
      else expect(link).toBeUndefined();
    }
  });
});
