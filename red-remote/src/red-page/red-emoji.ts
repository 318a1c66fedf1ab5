import type { FloatingEmojiItem } from '@site/shared';

/** The red page's floating emoji: eight, each drawn from rose, kiss, blood drop, heart, fire. */
export const RED_EMOJI_COUNT = 8;
export const RED_EMOJI_CHOICES = ['🌹', '💋', '🩸', '❤️', '🔥'] as const;

/**
 * A fixed sequence of numbers in [0, 1) (mulberry32): the emoji look scattered at random,
 * but the prerendered page and the browser draw the same ones in the same places, so React
 * can adopt the prerendered page as it is.
 */
export function redEmojiRandom(seed = 0x5eed_7ed): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The eight emoji at random places in the page's side margins, never over its words or
 * cards: alternately left and right, each somewhere across its margin
 * (`--emoji-margin`, set by the page band: `RedSection` with a decoration) and somewhere in
 * its quarter of the page's height, so they spread down the page instead of clumping.
 */
export function redEmojiInMargins(
  random: () => number = redEmojiRandom(),
  choices: readonly string[] = RED_EMOJI_CHOICES,
): FloatingEmojiItem[] {
  const perSide = RED_EMOJI_COUNT / 2;
  return Array.from({ length: RED_EMOJI_COUNT }, (_, index) => {
    const slot = Math.floor(index / 2);
    // An item's box is 1.25em wide (a little more while it tilts): it stays inside the margin.
    const across = `calc(${random().toFixed(2)} * (var(--emoji-margin) - 1.4em))`;
    return {
      emoji: choices[Math.floor(random() * choices.length)] ?? choices[0] ?? '',
      top: `${Math.round(3 + ((slot + random()) / perSide) * 88)}%`,
      ...(index % 2 === 0 ? { left: across } : { right: across }),
      delay: Math.round(random() * 40) / 10,
      size: 1.4 + Math.round(random() * 12) / 10,
    };
  });
}
