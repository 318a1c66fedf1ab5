/**
 * A part's served markup, shown again as plain HTML: its words, images and links as they
 * were, with the part's own `data-part` so that its styles and notes apply. Links in it are
 * ordinary page loads; its controls do nothing but say so (PausedNote). The shell's floor
 * (a section or a home-page part whose code could not be had) and a section's OptionalPart
 * both draw it.
 */
export function ServedMarkup({ name, html }: { name: string; html: string }) {
  return (
    <div
      data-part={name}
      data-served=""
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
