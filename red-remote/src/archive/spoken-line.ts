/**
 * Which line of a poem is being spoken at a time of its recording: the line of the last cue
 * that has begun (a pause between lines keeps the line just spoken marked), or undefined
 * before the first cue. Cues are in order (toolchain/recording-cues.cjs checks them).
 */
export function spokenLineAt(cues: readonly Cue[], time: number): number | undefined {
  let line: number | undefined;
  for (const cue of cues) {
    if (cue.start > time) break;
    line = cue.line;
  }
  return line;
}

/** Where a line's cue starts, or undefined for a line the recording does not speak. */
export function cueStartOf(cues: readonly Cue[], line: number): number | undefined {
  return cues.find((cue) => cue.line === line)?.start;
}
