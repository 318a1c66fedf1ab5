/** A run of an excerpt's words: `found` where the words searched for stand. */
export interface ExcerptPart {
  text: string;
  found: boolean;
}

const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/** Pagefind escapes only `<` and `>` in its excerpts; an `&` comes as it is. */
function unescape(html: string): string {
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Pagefind's excerpt (text with `<mark>` around each word found) as parts to draw as text:
 * never set as HTML, so nothing in an author's words can become markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (html: string, found: boolean) => {
    if (!html) return;
    const last = parts[parts.length - 1];
    // Two marks side by side are one highlight.
    if (last && last.found === found) last.text += unescape(html);
    else parts.push({ text: unescape(html), found });
  };
  let at = 0;
  for (const match of excerpt.matchAll(MARK)) {
    add(excerpt.slice(at, match.index), false);
    add(match[1] ?? '', true);
    at = match.index + match[0].length;
  }
  add(excerpt.slice(at), false);
  return parts;
}
