import { RED_EMOJI_CHOICES, RED_EMOJI_COUNT, redEmojiInMargins } from './red-emoji';

describe('the red page’s emoji', () => {
  const items = redEmojiInMargins();

  it('are eight, each one of the five', () => {
    expect(items).toHaveLength(RED_EMOJI_COUNT);
    for (const item of items) expect(RED_EMOJI_CHOICES).toContain(item.emoji);
  });

  it('alternate between the two margins, each placed within its margin', () => {
    items.forEach((item, index) => {
      const across = index % 2 === 0 ? item.left : item.right;
      expect(index % 2 === 0 ? item.right : item.left).toBeUndefined();
      expect(across).toMatch(/^calc\((0|1)\.\d\d \* \(var\(--emoji-margin\) - 1\.4em\)\)$/);
    });
  });

  it('spread down the page: each side’s in their own quarter, top to bottom', () => {
    const tops = (side: number) =>
      items.filter((_, index) => index % 2 === side).map((item) => parseFloat(item.top));
    for (const side of [0, 1]) {
      const column = tops(side);
      expect([...column].sort((a, b) => a - b)).toEqual(column);
      expect(column[0]).toBeGreaterThanOrEqual(3);
      expect(column.at(-1)).toBeLessThanOrEqual(91);
    }
  });

  it('are the same on every render (the prerendered page and the browser agree)', () => {
    expect(redEmojiInMargins()).toEqual(items);
  });
});
