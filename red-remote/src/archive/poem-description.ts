import { toStanzas } from './archive-entries';

/**
 * A poem's description for search results and link previews: its first lines, up to about
 * `limit` characters, cut at a word and marked with an ellipsis when the poem goes on.
 */
export function poemDescription(body: string, limit = 155): string {
  const words = toStanzas(body).join(' ').replace(/\s+/g, ' ').trim();
  if (words.length <= limit) return words;
  const cut = words.slice(0, limit + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : words.slice(0, limit)).replace(/[,;:.\s–—-]+$/, '')}…`;
}
