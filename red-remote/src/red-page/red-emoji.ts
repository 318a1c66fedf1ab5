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
