/** Words from which a search is also read as a phrase: a line of a poem, a phrase of a post. */
export const PHRASE_WORDS = 3;

/** The search for `query` as one phrase (Pagefind's quotes), when it is worth one. */
export function phraseOf(query: string): string | null {
  if (query.includes('"')) return null; // the reader quoted it already
  const words = query.trim().split(/\s+/).filter(Boolean);
  return words.length >= PHRASE_WORDS ? `"${words.join(' ')}"` : null;
}

/**
 * The results of a search, those where the words stand together as typed first (the poem a
 * line comes from before another poem with the same common words), each in its own order.
 */
export function phraseFirst<T extends { id: string }>(
  all: readonly T[],
  asPhrase: readonly T[],
): T[] {
  const together = new Set(asPhrase.map((result) => result.id));
  return [
    ...all.filter((result) => together.has(result.id)),
    ...all.filter((result) => !together.has(result.id)),
  ];
}
