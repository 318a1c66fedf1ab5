// Pagefind matches a word by its stem and by words it begins, so a search can find a page
// that holds none of the words typed ("glass slipper" found an essay with neither: issue 44).
// A result is kept only when its own text holds every word of the search.

/** The words of `text`, lower case, accents dropped. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word without the endings that make another form of it ("slippers", "walked", "glass's"). */
export function stemOf(word: string): string {
  for (const ending of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/**
 * Whether `text` holds every word of `query`: each as a form of one of its words, and the
 * last, which the reader may still be typing, also as the start of one.
 */
export function holdsEveryWord(text: string, query: string): boolean {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return true;
  const words = wordsOf(text);
  const stems = new Set(words.map(stemOf));
  return wanted.every((word, index) => {
    if (stems.has(stemOf(word))) return true;
    return index === wanted.length - 1 && words.some((held) => held.startsWith(word));
  });
}
