// The segments of a source map's `mappings` (Source Map v3: Base64 VLQ, ";" between generated
// lines, "," between segments): for the federation's cost (federation-cost.mjs), which
// minified characters come from which source.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((character, value) => [character, value]));

/** The VLQ numbers of one segment ("AAAA" -> [0, 0, 0, 0]). */
export function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of text) {
    const digit = DIGIT.get(character);
    if (digit === undefined) throw new Error(`not Base64 VLQ: "${character}" in "${text}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    // The lowest bit is the sign.
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Each segment with the generated characters it covers: from its column to the next
 * segment's on the same line, or to the line's end (`lineLengths`). `source` is the index into
 * the map's `sources`, or null for a segment that names none.
 * @param {string} mappings
 * @param {number[]} lineLengths
 * @returns {{ line: number, column: number, end: number, source: number | null }[]}
 */
export function mappedSegments(mappings, lineLengths) {
  const segments = [];
  let source = 0;
  mappings.split(';').forEach((lineText, line) => {
    const onLine = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segmentText);
      column += columnDelta;
      // Source indexes are relative to the previous segment's, across lines too.
      if (sourceDelta !== undefined) source += sourceDelta;
      onLine.push({ line, column, source: sourceDelta === undefined ? null : source });
    }
    onLine.sort((a, b) => a.column - b.column);
    onLine.forEach((segment, index) => {
      const end = onLine[index + 1]?.column ?? lineLengths[line] ?? segment.column;
      if (end > segment.column) segments.push({ ...segment, end });
    });
  });
  return segments;
}
