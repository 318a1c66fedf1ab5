/** The red page's floating emoji: eight, each drawn from rose, kiss, blood drop, heart, fire. */
export const RED_EMOJI_COUNT = 8;
export const RED_EMOJI_CHOICES = ['🌹', '💋', '🩸', '❤️', '🔥'] as const;
