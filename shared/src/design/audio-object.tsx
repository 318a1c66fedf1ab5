// A file of its own: a page's JSON-LD is drawn with the page, the served control may not be
// (a post's recording control is a chunk only a post with one fetches).
/** A recording in a page's JSON-LD: the author reading the piece (a sample's is synthesised). */
export function audioObject(recording: {
  name: string;
  /** Absolute. */
  contentUrl: string;
  type: string;
  duration: string;
}): Record<string, unknown> {
  return {
    '@type': 'AudioObject',
    name: recording.name,
    contentUrl: recording.contentUrl,
    encodingFormat: recording.type.split(';')[0],
    duration: recording.duration,
  };
}
